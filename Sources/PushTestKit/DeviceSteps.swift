public import PushContract
public import PushSimulator

/// One-line steps for tests that drive a ``SimulatedDevice`` by hand, each labelled and settled
/// like a scenario step (``SimulatedDevice/perform(step:_:)``), on a device built with the same
/// defaults a scenario's `given` has (``DeviceSetup``).
extension SimulatedDevice {
    /// A device whose vendor gets `configuration` over ``DeviceSetup/defaultConfiguration``;
    /// every other part of `setup` as given.
    public convenience init(
        vendor: any PushVendor, configuration: [String: JSONValue], setup: DeviceSetup = DeviceSetup()
    ) {
        var setup = setup
        setup.configuration.merge(configuration) { _, new in new }
        self.init(vendor: vendor, setup: setup)
    }

    /// Launches the app in `state` (step `launch`).
    public func start(state: AppState = .foreground) { perform(step: "launch") { launch(state: state) } }

    /// A push arrives (step `push` unless named).
    public func push(_ payload: PushPayload, step: String = "push") { perform(step: step) { receivePush(payload) } }

    /// A JSON text arrives as a push from APNs, as UTF-8 bytes.
    public func receivePush(json text: String) { receivePush(bytes: Array(text.utf8)) }

    /// The user answers a shown notification (step `tap`): `default`, `dismiss` or an action
    /// identifier, with optional text; `notification` nil means the last one shown.
    public func tap(_ action: String = "default", text: String? = nil, notification: String? = nil) throws {
        try perform(step: "tap") { try respond(to: notification, action: action, text: text) }
    }

    /// The user presses the button at `index` of the last shown notification (step `press`).
    public func press(_ index: Int, text: String? = nil) throws {
        try perform(step: "press") { try respond(to: nil, actionIndex: index, text: text) }
    }
}
