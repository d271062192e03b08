import PushContract

/// A tiny example vendor: it owns payloads with an `"echo"` object, shows them as they come,
/// presents them in the foreground, reports opens to the app and leaves everything else to
/// the app. It sends nothing over the network.
public struct EchoVendor: PushVendor {
    /// Creates the vendor.
    public init() {}

    /// Id `echo`; push delegate, foreground presentation, taps and a service extension.
    public var descriptor: VendorDescriptor {
        VendorDescriptor(
            id: "echo", displayName: "Echo (example)",
            capabilities: [.pushDelegate, .foregroundPresentation, .tapHandling, .serviceExtension],
            optionDefaults: NotificationOptionDefaults(
                authorization: [.alert, .sound, .badge],
                presentation: [.banner, .sound], category: []))
    }

    /// `{"aps": …, "echo": {"id": …, "link": …}}`.
    public var wireFormat: any PushWireFormat { EchoWireFormat() }

    /// True when the payload carries an `"echo"` object.
    public func claims(_ payload: PushPayload) -> Bool { payload["echo"]?.objectValue != nil }

    /// The app-side adapter.
    public func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter {
        EchoAdapter(host: host)
    }

    /// The service extension: marks the title of its own pushes.
    public func makeServiceExtension(
        host: PushHost, configuration: [String: JSONValue]
    ) -> (any NotificationServiceExtension)? {
        EchoServiceExtension()
    }
}

/// Echo's payload format.
struct EchoWireFormat: PushWireFormat {
    func encode(_ message: MessageSpec) throws(PushError) -> PushPayload {
        // Echo carries no collapse id, but refuses one APNs would refuse (R6, PAY-005).
        if let collapseID = message.collapseID { _ = try CollapseID(collapseID) }
        var root = message.customData
        var aps = message.standardAPS
        if message.mutableContent == true { aps["mutable-content"] = 1 }
        root["aps"] = .object(aps)
        var echo: [String: JSONValue] = [:]
        if let id = message.messageID { echo["id"] = .string(id) }
        if let link = message.deepLink { echo["link"] = .string(link) }
        root["echo"] = .object(echo)
        return try refusingInvalid(PushPayload(root))
    }

    func decode(_ payload: PushPayload) -> MessageSpec? {
        guard let echo = payload["echo"]?.objectValue else { return nil }
        let aps = payload.aps
        // Everything the payload writes comes back (PAY-006): the standard aps and the sender's keys.
        // A background push (content-available, no alert) is a silent message.
        return MessageSpec(
            messageID: echo["id"]?.stringValue, title: aps.title, subtitle: aps.subtitle, body: aps.body,
            deepLink: echo["link"]?.stringValue, silent: aps.contentAvailable && !aps.displaysAlert,
            category: aps.category, badge: aps.badge, sound: aps.sound,
            interruptionLevel: aps.interruptionLevel, relevanceScore: aps.relevanceScore,
            customData: payload.root.filter { $0.key != "aps" && $0.key != "echo" })
    }
}
