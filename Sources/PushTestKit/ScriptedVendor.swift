public import PushContract

/// A test vendor whose app-side adapter and service extension do what each test tells them.
///
/// Every entry point appends a line to ``log`` and then runs the matching closure; the defaults
/// complete every system handler at once. The vendor claims payloads whose top-level `vendor`
/// is `"scripted"`.
///
/// `@unchecked Sendable`: `PushVendor` must be `Sendable`, but each test creates its own vendor
/// and uses it from that test only.
///
/// ```swift
/// let vendor = ScriptedVendor()
/// vendor.onResponse = { _, _, _ in }   // a bug: the response completion is never called
/// let device = SimulatedDevice(vendor: vendor)
/// ```
public final class ScriptedVendor: PushVendor, @unchecked Sendable {
    /// Every call the adapters and extensions received, across processes, in order.
    public var log: [String] = []
    /// Adapters created so far (one per launch).
    public private(set) var adapters: [ScriptedAdapter] = []
    /// Service extensions created so far (one per push that reaches the extension).
    public private(set) var extensions: [ScriptedServiceExtension] = []
    /// Whether the vendor ships a service extension.
    public var hasServiceExtension = true

    /// Runs in `applicationDidFinishLaunching(options:)`, after logging `launch` (the options are
    /// the adapter's ``ScriptedAdapter/launchOptions``).
    public var onLaunch: (ScriptedAdapter) -> Void = { _ in }
    /// Background push: defaults to completing with `.noData`.
    public var onBackgroundPush: (ScriptedAdapter, PushPayload, @escaping (BackgroundFetchResult) -> Void) -> Void = {
        _, _, done in
        done(.noData)
    }
    /// Foreground presentation: defaults to a banner.
    public var onWillPresent:
        (ScriptedAdapter, NotificationRequest, @escaping (Set<PresentationOption>) -> Void) -> Void = { _, _, done in
            done([.banner])
        }
    /// User response: defaults to completing at once.
    public var onResponse: (ScriptedAdapter, NotificationResponse, @escaping () -> Void) -> Void = { _, _, done in
        done()
    }
    /// Whether the extension treats a request as its own (the system hands it every mutable-content
    /// push): defaults to the vendor marker. One it does not own is delivered unchanged, after
    /// logging `nse <id>`.
    public var extensionClaims: (NotificationRequest) -> Bool = { $0.payload["vendor"] == "scripted" }
    /// The extension's work: defaults to delivering the content with the title `rewritten`.
    public var onExtensionReceive:
        (ScriptedServiceExtension, NotificationRequest, @escaping (NotificationContent) -> Void) -> Void = {
            _, request, deliver in
            var content = request.content
            content.title = "rewritten"
            deliver(content)
        }
    /// The extension's expiry: defaults to doing nothing.
    public var onExtensionExpire: (ScriptedServiceExtension) -> Void = { _ in }

    /// `scripted`: the service-extension capability only.
    public var descriptor: VendorDescriptor {
        VendorDescriptor(
            id: "scripted", displayName: "Scripted", capabilities: [.serviceExtension],
            optionDefaults: NotificationOptionDefaults(authorization: [.alert], presentation: [.banner], category: []))
    }

    /// ``ScriptedWireFormat``.
    public var wireFormat: any PushWireFormat { ScriptedWireFormat() }

    /// True for payloads whose top-level `vendor` is `"scripted"`.
    public func claims(_ payload: PushPayload) -> Bool { payload["vendor"] == "scripted" }

    /// Creates a vendor whose every closure has its default.
    public init() {}

    /// A fresh ``ScriptedAdapter``, kept in ``adapters``.
    public func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter {
        let adapter = ScriptedAdapter(host: host, vendor: self)
        adapters.append(adapter)
        return adapter
    }

    /// A fresh ``ScriptedServiceExtension`` (kept in ``extensions``), or nil without ``hasServiceExtension``.
    public func makeServiceExtension(
        host: PushHost, configuration: [String: JSONValue]
    ) -> (any NotificationServiceExtension)? {
        guard hasServiceExtension else { return nil }
        let serviceExtension = ScriptedServiceExtension(host: host, vendor: self)
        extensions.append(serviceExtension)
        return serviceExtension
    }
}

/// The scripted vendor's payload format: the standard `aps` plus the `vendor` marker.
public struct ScriptedWireFormat: PushWireFormat {
    /// A format value.
    public init() {}

    /// The standard `aps` (with `mutable-content` when asked) and the `vendor` marker.
    public func encode(_ message: MessageSpec) throws(PushError) -> PushPayload {
        var aps = message.standardAPS
        if message.mutableContent == true { aps["mutable-content"] = 1 }
        return try refusingInvalid(PushPayload(["aps": .object(aps), "vendor": "scripted"]))
    }

    /// Nothing: the scripted format keeps no message fields.
    public func decode(_ payload: PushPayload) -> MessageSpec? { nil }
}

/// The scripted vendor's adapter: logs each entry point and defers to the vendor's closures.
public final class ScriptedAdapter: PushAdapter {
    /// The host it was made with.
    public let host: PushHost
    private unowned let vendor: ScriptedVendor

    init(host: PushHost, vendor: ScriptedVendor) {
        self.host = host
        self.vendor = vendor
    }

    /// The launch options the system handed this adapter (``LaunchOptions/none`` until launched).
    public private(set) var launchOptions = LaunchOptions.none

    /// Logs `launch`, keeps `options` in ``launchOptions``, then runs ``ScriptedVendor/onLaunch``.
    public func applicationDidFinishLaunching(options: LaunchOptions) {
        vendor.log.append("launch")
        launchOptions = options
        vendor.onLaunch(self)
    }

    /// Logs `active`.
    public func applicationDidBecomeActive() { vendor.log.append("active") }

    /// Logs `token <hex>`.
    public func didRegisterForRemoteNotifications(deviceToken: DeviceToken) {
        vendor.log.append("token \(deviceToken.hex)")
    }

    /// Logs `token-failed <code>`.
    public func didFailToRegisterForRemoteNotifications(error: PushError) {
        vendor.log.append("token-failed \(error.code)")
    }

    /// Logs `background-push`, then runs ``ScriptedVendor/onBackgroundPush``.
    public func didReceiveRemoteNotification(
        _ payload: PushPayload, completion: @escaping (BackgroundFetchResult) -> Void
    ) {
        vendor.log.append("background-push")
        vendor.onBackgroundPush(self, payload, completion)
    }

    /// Logs `will-present <id>`, then runs ``ScriptedVendor/onWillPresent``.
    public func willPresent(_ request: NotificationRequest, completion: @escaping (Set<PresentationOption>) -> Void) {
        vendor.log.append("will-present \(request.identifier)")
        vendor.onWillPresent(self, request, completion)
    }

    /// Logs `open-settings <id or nil>`.
    public func openSettings(for request: NotificationRequest?) {
        vendor.log.append("open-settings \(request?.identifier ?? "nil")")
    }

    /// Logs `response <id> <action>`, then runs ``ScriptedVendor/onResponse``.
    public func didReceive(_ response: NotificationResponse, completion: @escaping () -> Void) {
        vendor.log.append("response \(response.request.identifier) \(response.actionIdentifier)")
        vendor.onResponse(self, response, completion)
    }
}

/// The scripted vendor's service extension.
public final class ScriptedServiceExtension: NotificationServiceExtension {
    /// The host it was made with.
    public let host: PushHost
    private unowned let vendor: ScriptedVendor

    init(host: PushHost, vendor: ScriptedVendor) {
        self.host = host
        self.vendor = vendor
    }

    /// Logs `nse <id>`, then runs ``ScriptedVendor/onExtensionReceive`` for a request
    /// ``ScriptedVendor/extensionClaims`` owns, or delivers any other unchanged.
    public func didReceive(_ request: NotificationRequest, contentHandler: @escaping (NotificationContent) -> Void) {
        vendor.log.append("nse \(request.identifier)")
        guard vendor.extensionClaims(request) else { return contentHandler(request.content) }
        vendor.onExtensionReceive(self, request, contentHandler)
    }

    /// Logs `nse-expire`, then runs ``ScriptedVendor/onExtensionExpire``.
    public func serviceExtensionTimeWillExpire() {
        vendor.log.append("nse-expire")
        vendor.onExtensionExpire(self)
    }
}

/// Payloads the ``ScriptedVendor`` claims.
public enum ScriptedPayloads: Sendable {
    /// A visible push; `mutable` sets `mutable-content: 1`.
    public static func alert(
        _ body: String = "Hello", title: String = "Title", mutable: Bool = false, category: String? = nil
    )
        -> PushPayload
    {
        var aps: [String: JSONValue] = ["alert": ["title": .string(title), "body": .string(body)]]
        if mutable { aps["mutable-content"] = 1 }
        if let category { aps["category"] = .string(category) }
        return PushPayload(["aps": .object(aps), "vendor": "scripted"])
    }

    /// A background push (`content-available: 1`, no alert).
    public static let silent = PushPayload(["aps": ["content-available": 1], "vendor": "scripted"])
}

/// `ScriptedAdapter` is not `Sendable`:
/// a test double, driven from one thread with the device it is installed on.
@available(*, unavailable)
extension ScriptedAdapter: Sendable {}

/// `ScriptedServiceExtension` is not `Sendable`:
/// a test double, driven from one thread with the device it is installed on.
@available(*, unavailable)
extension ScriptedServiceExtension: Sendable {}
