import PushContract

/// A vendor for the router's tests: owns payloads with `"vendor": "<id>"`, reads its message id
/// from `"mid"`, reports every entry point as an event (`test.will-present`…) and completes
/// as its behaviour says. When asked to present, it also reports the moment quality its host's
/// device context answers (`probe.moment-quality`, details `quality`).
struct RouterTestVendor: PushVendor {
    enum Behaviour: Sendable { case sync, never, twice, late }

    var id: String
    var behaviour: Behaviour = .sync
    /// Claims every payload (a broken PAY-002).
    var greedy = false

    var descriptor: VendorDescriptor {
        VendorDescriptor(id: id, displayName: "Router test \(id)",
                         capabilities: [.pushDelegate, .foregroundPresentation, .tapHandling, .serviceExtension],
                         optionDefaults: NotificationOptionDefaults(authorization: [.alert], presentation: [.banner], category: []))
    }

    var wireFormat: any PushWireFormat { RouterTestFormat(id: id) }
    func claims(_ payload: PushPayload) -> Bool { greedy || payload["vendor"]?.stringValue == id }
    func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter {
        RouterTestAdapter(host: host, behaviour: behaviour)
    }
    func makeServiceExtension(host: PushHost, configuration: [String: JSONValue]) -> (any NotificationServiceExtension)? {
        RouterTestExtension(host: host, id: id)
    }
}

struct RouterTestFormat: PushWireFormat {
    var id: String
    func encode(_ message: MessageSpec) throws(PushError) -> PushPayload {
        var root: [String: JSONValue] = ["aps": .object(message.standardAPS), "vendor": .string(id)]
        if let mid = message.messageID { root["mid"] = .string(mid) }
        return PushPayload(root)
    }
    func decode(_ payload: PushPayload) -> MessageSpec? {
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

    func applicationDidFinishLaunching() {
        report("launched")
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
        host.events.emit(SDKEvent("probe.moment-quality", details: ["quality": .string(host.deviceContext.momentQuality.rawValue)]))
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
    func claims(_ request: NotificationRequest) -> Bool { request.payload["vendor"]?.stringValue == id }
    func didReceive(_ request: NotificationRequest, contentHandler: @escaping (NotificationContent) -> Void) {
        host.events.emit(SDKEvent("test.nse"))
        var content = request.content
        content.title = "[\(id)] " + content.title
        contentHandler(content)
        contentHandler(content)
    }
    func serviceExtensionTimeWillExpire() {}
}
