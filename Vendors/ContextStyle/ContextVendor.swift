public import PushContract

/// The Context-style vendor: ContextSDK's context-aware delivery driven by Customer.io pushes, as the
/// integration guide describes it (ContextSDK "Customer IO" guide, the "Customer IO guide" of these sources,
/// https://docs.push.contextsdk.com/usage/customer_io; ContextSDK DocC context-sdk/docs-ios@6083e74;
/// customerio/customerio-ios@8b9ee36).
///
/// ContextSDK is closed source: the delivery rules (collapse ids, deadlines, sampling) follow the guide and
/// are partly our own design; `Vendors/ContextStyle/README.md` marks which.
public struct ContextVendor: PushVendor {
    /// How long a background wake samples the device context before deciding (Customer IO guide “Things to
    /// consider”, "delayed by around 5 seconds").
    static let samplingWindow: Duration = .seconds(5)
    /// The largest `ctx_notification_deadline_h` accepted: one week (our own bound).
    static let maximumDeadlineHours = 168
    /// The prefix of every key the vendor owns.
    static let keyPrefix = "ctx_"

    /// Creates the vendor.
    public init() {}

    /// `context`, "Context-style": background pushes and taps; no subscription, token, service
    /// extension, live-activity or custom-event facet, and no foreground presentation of its own.
    public var descriptor: VendorDescriptor {
        VendorDescriptor(
            id: "context", displayName: "Context-style", capabilities: [.backgroundPush, .tapHandling],
            optionDefaults: NotificationOptionDefaults(authorization: [], presentation: [], category: []),
            knownDeviations: [
                KnownDeviation(
                    invariant: .foreignPayloadUntouched, scenarios: [],
                    summary:
                        "The integration's notification-centre delegate implements only didReceive, so iOS presents nothing in the foreground: another SDK's alert push arriving while the app is open is not shown.",
                    citation:
                        "ContextSDK docs, \"Customer IO\" (Usage), https://docs.push.contextsdk.com/usage/customer_io (the AppDelegate's userNotificationCenter implements didReceive only)",
                    mechanism: .nothingPresentedInForeground),
                KnownDeviation(
                    invariant: .oneOpenPerTap, scenarios: [],
                    summary:
                        "The integration's didReceive calls handleNotificationClicked for every response it is handed: one tap delivered twice (a forwarding SDK, a replay) is reported clicked twice. Found by explore (seed 1 run 16).",
                    citation:
                        "ContextSDK docs, \"Customer IO\" (Usage), https://docs.push.contextsdk.com/usage/customer_io (userNotificationCenter didReceive calls ContextManager.handleNotificationClicked, no de-duplication)",
                    mechanism: .openPerDelivery),
            ],
            configurationKeys: ["calibration", "showInForeground", "userID"])
    }

    /// The Context payload format.
    public var wireFormat: any PushWireFormat { ContextWireFormat() }

    /// A payload is a context push iff it has a top-level key starting with `ctx_` (our own rule: the guide's
    /// payload keys all share the prefix, and ContextSDK "automatically filters out the ones not relevant",
    /// Customer IO guide “`userNotificationCenter`”, without saying how).
    public func claims(_ payload: PushPayload) -> Bool {
        payload.root.keys.contains(where: Self.isContextKey)
    }

    /// `key.hasPrefix(keyPrefix)`, decided from the UTF-8 bytes where they settle it: other
    /// first bytes cannot start with the ASCII prefix, and an ASCII byte (or the end) after it
    /// starts a new character. Only a non-ASCII byte right after the prefix (a combining mark
    /// could join the `_`) is left to `hasPrefix`'s character comparison.
    static func isContextKey(_ key: String) -> Bool {
        let utf8 = key.utf8
        guard utf8.starts(with: keyPrefix.utf8) else { return false }
        let after = utf8.dropFirst(keyPrefix.utf8.count).first
        guard let after, after >= 0x80 else { return true }
        return key.hasPrefix(keyPrefix)
    }

    /// The app-side SDKs (ContextSDK + Customer.io's `identify`) as the guide's app delegate uses them.
    public func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter {
        ContextAdapter(host: host, configuration: configuration)
    }

    /// The integration has no service extension.
    public func makeServiceExtension(
        host: PushHost, configuration: [String: JSONValue]
    ) -> (any NotificationServiceExtension)? {
        nil
    }
}
