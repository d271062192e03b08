import PushContract
import PushSimulator

/// A test vendor whose app-side adapter and service extension do what each test tells them.
///
/// Every entry point appends a line to ``log`` and then runs the matching closure; the defaults
/// complete every system handler at once. The vendor claims payloads whose top-level `vendor`
/// is `"scripted"`.
///
/// `@unchecked Sendable`: `PushVendor` must be `Sendable`, but each test creates its own vendor
/// and uses it from that test only.
final class ScriptedVendor: PushVendor, @unchecked Sendable {
    /// Every call the adapters and extensions received, across processes, in order.
    var log: [String] = []
    /// Adapters created so far (one per launch).
    private(set) var adapters: [ScriptedAdapter] = []
    /// Service extensions created so far (one per push that reaches the extension).
    private(set) var extensions: [ScriptedServiceExtension] = []
    /// Whether the vendor ships a service extension.
    var hasServiceExtension = true

    /// Runs in `applicationDidFinishLaunching`, after logging `launch`.
    var onLaunch: (ScriptedAdapter) -> Void = { _ in }
    /// Background push: defaults to completing with `.noData`.
    var onBackgroundPush: (ScriptedAdapter, PushPayload, @escaping (BackgroundFetchResult) -> Void) -> Void = { _, _, done in
        done(.noData)
    }
    /// Foreground presentation: defaults to a banner.
    var onWillPresent: (ScriptedAdapter, NotificationRequest, @escaping (Set<PresentationOption>) -> Void) -> Void = { _, _, done in
        done([.banner])
    }
    /// User response: defaults to completing at once.
    var onResponse: (ScriptedAdapter, NotificationResponse, @escaping () -> Void) -> Void = { _, _, done in done() }
    /// Whether the extension claims a request: defaults to the vendor marker.
    var extensionClaims: (NotificationRequest) -> Bool = { $0.payload["vendor"] == "scripted" }
    /// The extension's work: defaults to delivering the content with the title `rewritten`.
    var onExtensionReceive: (ScriptedServiceExtension, NotificationRequest, @escaping (NotificationContent) -> Void) -> Void = {
        _, request, deliver in
        var content = request.content
        content.title = "rewritten"
        deliver(content)
    }
    /// The extension's expiry: defaults to doing nothing.
    var onExtensionExpire: (ScriptedServiceExtension) -> Void = { _ in }

    var descriptor: VendorDescriptor {
        VendorDescriptor(id: "scripted", displayName: "Scripted", capabilities: [.serviceExtension],
                         optionDefaults: NotificationOptionDefaults(authorization: [.alert], presentation: [.banner], category: []))
    }

    var wireFormat: any PushWireFormat { ScriptedWireFormat() }

    func claims(_ payload: PushPayload) -> Bool { payload["vendor"] == "scripted" }

    func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter {
        let adapter = ScriptedAdapter(host: host, vendor: self)
        adapters.append(adapter)
        return adapter
    }

    func makeServiceExtension(host: PushHost, configuration: [String: JSONValue]) -> (any NotificationServiceExtension)? {
        guard hasServiceExtension else { return nil }
        let serviceExtension = ScriptedServiceExtension(host: host, vendor: self)
        extensions.append(serviceExtension)
        return serviceExtension
    }
}

/// The scripted vendor's payload format: the standard `aps` plus the `vendor` marker.
struct ScriptedWireFormat: PushWireFormat {
    func encode(_ message: MessageSpec) throws(PushError) -> PushPayload {
        var aps = message.standardAPS
        if message.mutableContent == true { aps["mutable-content"] = 1 }
        return try refusingInvalid(PushPayload(["aps": .object(aps), "vendor": "scripted"]))
    }

    func decode(_ payload: PushPayload) -> MessageSpec? { nil }
}

/// The scripted vendor's adapter: logs each entry point and defers to the vendor's closures.
final class ScriptedAdapter: PushAdapter {
    let host: PushHost
    private unowned let vendor: ScriptedVendor

    init(host: PushHost, vendor: ScriptedVendor) {
        self.host = host
        self.vendor = vendor
    }

    func applicationDidFinishLaunching() {
        vendor.log.append("launch")
        vendor.onLaunch(self)
    }

    func applicationDidBecomeActive() { vendor.log.append("active") }

    func didRegisterForRemoteNotifications(deviceToken: DeviceToken) { vendor.log.append("token \(deviceToken.hex)") }

    func didFailToRegisterForRemoteNotifications(error: PushError) { vendor.log.append("token-failed \(error.code)") }

    func didReceiveRemoteNotification(_ payload: PushPayload, completion: @escaping (BackgroundFetchResult) -> Void) {
        vendor.log.append("background-push")
        vendor.onBackgroundPush(self, payload, completion)
    }

    func willPresent(_ request: NotificationRequest, completion: @escaping (Set<PresentationOption>) -> Void) {
        vendor.log.append("will-present \(request.identifier)")
        vendor.onWillPresent(self, request, completion)
    }

    func openSettings(for request: NotificationRequest?) {
        vendor.log.append("open-settings \(request?.identifier ?? "nil")")
    }

    func didReceive(_ response: NotificationResponse, completion: @escaping () -> Void) {
        vendor.log.append("response \(response.request.identifier) \(response.actionIdentifier)")
        vendor.onResponse(self, response, completion)
    }
}

/// The scripted vendor's service extension.
final class ScriptedServiceExtension: NotificationServiceExtension {
    let host: PushHost
    private unowned let vendor: ScriptedVendor

    init(host: PushHost, vendor: ScriptedVendor) {
        self.host = host
        self.vendor = vendor
    }

    func claims(_ request: NotificationRequest) -> Bool { vendor.extensionClaims(request) }

    func didReceive(_ request: NotificationRequest, contentHandler: @escaping (NotificationContent) -> Void) {
        vendor.log.append("nse \(request.identifier)")
        vendor.onExtensionReceive(self, request, contentHandler)
    }

    func serviceExtensionTimeWillExpire() {
        vendor.log.append("nse-expire")
        vendor.onExtensionExpire(self)
    }
}
