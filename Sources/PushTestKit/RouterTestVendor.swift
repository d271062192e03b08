public import PushContract

/// A vendor for the router's tests: owns payloads with `"vendor": "<id>"`, reads its message id
/// from `"mid"`, reports every entry point as an event (`test.will-present`…) and completes
/// as its behaviour says. When asked to present, it also reports the moment quality its host's
/// device context answers (`probe.moment-quality`, details `quality`).
public struct RouterTestVendor: PushVendor {
    /// How it calls the completions the system hands it.
    public enum Behaviour: Sendable {
        /// At once.
        case sync
        /// Never (a CMP-001 bug).
        case never
        /// Twice (a CMP-001 bug).
        case twice
        /// After 100 virtual seconds.
        case late
    }

    /// Its id and ownership marker.
    public var id: String
    /// How it completes.
    public var behaviour: Behaviour = .sync
    /// Claims every payload (a broken PAY-002).
    public var greedy = false

    /// A vendor called `id`.
    public init(id: String, behaviour: Behaviour = .sync, greedy: Bool = false) {
        self.id = id
        self.behaviour = behaviour
        self.greedy = greedy
    }

    /// Push delegate, presentation, taps and a service extension.
    public var descriptor: VendorDescriptor {
        VendorDescriptor(
            id: id, displayName: "Router test \(id)",
            capabilities: [.pushDelegate, .foregroundPresentation, .tapHandling, .serviceExtension],
            optionDefaults: NotificationOptionDefaults(authorization: [.alert], presentation: [.banner], category: []))
    }

    /// ``RouterTestFormat``.
    public var wireFormat: any PushWireFormat { RouterTestFormat(id: id) }
    /// True for payloads whose `vendor` is its id (every payload when greedy).
    public func claims(_ payload: PushPayload) -> Bool { greedy || payload["vendor"]?.stringValue == id }
    /// An adapter that reports every entry point.
    public func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter {
        RouterTestAdapter(host: host, behaviour: behaviour)
    }
    /// An extension that delivers twice (a NSE-001 bug the router must absorb).
    public func makeServiceExtension(
        host: PushHost, configuration: [String: JSONValue]
    ) -> (any NotificationServiceExtension)? {
        RouterTestExtension(host: host, id: id)
    }
}

/// The router test format: the standard `aps`, `vendor` and the message id as `mid`.
public struct RouterTestFormat: PushWireFormat {
    /// The vendor id it writes.
    public var id: String
    /// A format for vendor `id`.
    public init(id: String) { self.id = id }
    /// Encodes a message.
    public func encode(_ message: MessageSpec) throws(PushError) -> PushPayload {
        var root: [String: JSONValue] = ["aps": .object(message.standardAPS), "vendor": .string(id)]
        if let mid = message.messageID { root["mid"] = .string(mid) }
        return PushPayload(root)
    }
    /// The message id of one of its payloads.
    public func decode(_ payload: PushPayload) -> MessageSpec? {
        guard payload["vendor"]?.stringValue == id else { return nil }
        return MessageSpec(messageID: payload["mid"]?.stringValue)
    }
}

final class RouterTestAdapter: PushAdapter {
    let host: PushHost
    let behaviour: RouterTestVendor.Behaviour

    init(host: PushHost, behaviour: RouterTestVendor.Behaviour) {
        self.host = host
        self.behaviour = behaviour
    }

    private func report(_ name: String) { host.events.emit(SDKEvent(SDKEventName(rawValue: "test.\(name)"))) }

    private func complete(_ call: @escaping () -> Void) {
        switch behaviour {
        case .sync: call()
        case .never: break
        case .twice:
            call()
            call()
        case .late: host.scheduler.schedule(after: .seconds(100)) { call() }
        }
    }

    func applicationDidFinishLaunching(options: LaunchOptions) {
        report("launched")
        if options.remoteNotification != nil {
            report(options.notificationTap ? "launched-by-tap" : "launched-by-push")
        }
        host.application.registerForRemoteNotifications()
    }
    func applicationDidBecomeActive() { report("active") }
    func didRegisterForRemoteNotifications(deviceToken: DeviceToken) { report("token") }
    func didFailToRegisterForRemoteNotifications(error: PushError) { report("registration-failed") }
    func didReceiveRemoteNotification(_ payload: PushPayload, completion: @escaping (BackgroundFetchResult) -> Void) {
        report("background-fetch")
        complete { completion(.newData) }
    }
    func willPresent(_ request: NotificationRequest, completion: @escaping (Set<PresentationOption>) -> Void) {
        report("will-present")
        host.events.emit(
            SDKEvent("probe.moment-quality", details: ["quality": .string(host.deviceContext.momentQuality.rawValue)]))
        complete { completion([.banner]) }
    }
    func didReceive(_ response: NotificationResponse, completion: @escaping () -> Void) {
        report("response")
        complete(completion)
    }
}

final class RouterTestExtension: NotificationServiceExtension {
    let host: PushHost
    let id: String
    init(host: PushHost, id: String) {
        self.host = host
        self.id = id
    }
    func didReceive(_ request: NotificationRequest, contentHandler: @escaping (NotificationContent) -> Void) {
        guard request.payload["vendor"]?.stringValue == id else { return contentHandler(request.content) }
        host.events.emit(SDKEvent("test.nse"))
        var content = request.content
        content.title = "[\(id)] " + content.title
        contentHandler(content)
        contentHandler(content)
    }
    func serviceExtensionTimeWillExpire() {}
}
