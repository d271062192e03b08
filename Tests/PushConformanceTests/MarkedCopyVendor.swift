import PushContract

/// A renamed copy of a vendor, as an SDK team that copies a built-in adapter makes it: identical
/// code under another id and with its own ownership marker (it must have one: two vendors that
/// claim the same payloads break PAY-002).
///
/// The copy's payloads are the original's with every key but `aps` moved under one top-level
/// key, the copy's id (its marker). The original's code runs unchanged behind a translation at
/// the boundary: a payload of the copy reaches it as the original's payload (what is under the
/// marker, plus every other top-level key, such as a scenario's `merge`); any other payload
/// reaches it without the original's own marker keys, so, like a real copy, it does not take the
/// original's pushes for its own.
struct MarkedCopyVendor: PushVendor {
    /// The vendor copied.
    var base: any PushVendor
    /// The copy's id, which is also its marker key.
    var id: String

    var descriptor: VendorDescriptor {
        var descriptor = base.descriptor
        descriptor.id = id
        descriptor.displayName = "Copy of \(base.descriptor.displayName)"
        return descriptor
    }

    var wireFormat: any PushWireFormat { MarkedCopyWireFormat(copy: self) }
    var backend: VendorBackend { base.backend }

    func claims(_ payload: PushPayload) -> Bool {
        payload[id]?.objectValue != nil && base.claims(toBase(payload))
    }

    func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter {
        MarkedCopyAdapter(base: base.makeAdapter(host: host, configuration: configuration), copy: self)
    }

    func makeServiceExtension(host: PushHost, configuration: [String: JSONValue]) -> (any NotificationServiceExtension)?
    {
        base.makeServiceExtension(host: host, configuration: configuration).map {
            MarkedCopyExtension(base: $0, copy: self)
        }
    }

    func makeContentExtension(host: PushHost, configuration: [String: JSONValue]) -> (any NotificationContentExtension)?
    {
        base.makeContentExtension(host: host, configuration: configuration).map {
            MarkedCopyContentExtension(base: $0, copy: self)
        }
    }

    /// The copy's own payload for one of the original's.
    func fromBase(_ payload: PushPayload) -> PushPayload {
        var root: [String: JSONValue] = [:]
        if let aps = payload.root["aps"] { root["aps"] = aps }
        root[id] = .object(payload.root.filter { $0.key != "aps" })
        return PushPayload(root)
    }

    /// What the original's code sees for a payload that reached the copy.
    func toBase(_ payload: PushPayload) -> PushPayload {
        var root = payload.root
        if let own = root.removeValue(forKey: id)?.objectValue {
            root.merge(own) { _, inner in inner }
            return PushPayload(root)
        }
        // Not the copy's: the original's markers go, so its code sees a foreign payload.
        let aps = root["aps"]
        for key in root.keys.sorted() where key != "aps" {
            var alone: [String: JSONValue] = [key: root[key] ?? .null]
            if let aps { alone["aps"] = aps }
            if base.claims(PushPayload(alone)) { root[key] = nil }
        }
        return PushPayload(root)
    }

    func toBase(_ request: NotificationRequest) -> NotificationRequest {
        var request = request
        request.content.userInfo = toBase(request.payload).root
        return request
    }
}

/// The copy's payload format: the original's, with its keys under the copy's marker.
struct MarkedCopyWireFormat: PushWireFormat {
    var copy: MarkedCopyVendor

    func encode(_ message: MessageSpec) throws(PushError) -> PushPayload {
        try refusingInvalid(copy.fromBase(try copy.base.wireFormat.encode(message)))
    }

    func decode(_ payload: PushPayload) -> MessageSpec? {
        guard copy.claims(payload) else { return nil }
        return copy.base.wireFormat.decode(copy.toBase(payload))
    }
}

/// The original's adapter behind the copy's payload translation.
final class MarkedCopyAdapter: PushAdapter {
    let base: any PushAdapter
    let copy: MarkedCopyVendor

    init(base: any PushAdapter, copy: MarkedCopyVendor) {
        self.base = base
        self.copy = copy
    }

    func applicationDidFinishLaunching(options: LaunchOptions) {
        var options = options
        options.remoteNotification = options.remoteNotification.map(copy.toBase)
        base.applicationDidFinishLaunching(options: options)
    }
    func applicationDidBecomeActive() { base.applicationDidBecomeActive() }
    func didRegisterForRemoteNotifications(deviceToken: DeviceToken) {
        base.didRegisterForRemoteNotifications(deviceToken: deviceToken)
    }
    func didFailToRegisterForRemoteNotifications(error: PushError) {
        base.didFailToRegisterForRemoteNotifications(error: error)
    }
    func didReceiveRemoteNotification(_ payload: PushPayload, completion: @escaping (BackgroundFetchResult) -> Void) {
        base.didReceiveRemoteNotification(copy.toBase(payload), completion: completion)
    }
    func willPresent(_ request: NotificationRequest, completion: @escaping (Set<PresentationOption>) -> Void) {
        base.willPresent(copy.toBase(request), completion: completion)
    }
    func didReceive(_ response: NotificationResponse, completion: @escaping () -> Void) {
        var response = response
        response.request = copy.toBase(response.request)
        base.didReceive(response, completion: completion)
    }
    func openSettings(for request: NotificationRequest?) { base.openSettings(for: request.map(copy.toBase)) }
    var subscription: (any SubscriptionService)? { base.subscription }
    var tokens: (any TokenService)? { base.tokens }
    var liveActivities: (any LiveActivityService)? { base.liveActivities }
    var customEvents: (any CustomEventService)? { base.customEvents }
    var dataReset: (any DataResetService)? { base.dataReset }
}

/// The original's service extension behind the copy's payload translation.
final class MarkedCopyExtension: NotificationServiceExtension {
    let base: any NotificationServiceExtension
    let copy: MarkedCopyVendor

    init(base: any NotificationServiceExtension, copy: MarkedCopyVendor) {
        self.base = base
        self.copy = copy
    }

    func didReceive(_ request: NotificationRequest, contentHandler: @escaping (NotificationContent) -> Void) {
        let original = request.content.userInfo
        base.didReceive(copy.toBase(request)) { content in
            var content = content
            content.userInfo = original
            contentHandler(content)
        }
    }

    func serviceExtensionTimeWillExpire() { base.serviceExtensionTimeWillExpire() }
}

/// The original's content extension behind the copy's payload translation.
final class MarkedCopyContentExtension: NotificationContentExtension {
    let base: any NotificationContentExtension
    let copy: MarkedCopyVendor

    init(base: any NotificationContentExtension, copy: MarkedCopyVendor) {
        self.base = base
        self.copy = copy
    }

    var categories: [String] { base.categories }
    func didReceive(_ request: NotificationRequest) -> ExpandedNotificationView {
        base.didReceive(copy.toBase(request))
    }
}
