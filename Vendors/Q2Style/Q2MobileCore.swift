import PushContract

/// Q2MobileCore in the app process: the host that owns the system callbacks and dispatches them to the
/// enabled `PushLifecycleModule`s of the settings document (Q2 guide “intro”, “Protocol Reference”).
///
/// Every module callback shows in the transcript as an SDK event `module.<callback>` whose `native` is the
/// protocol method and whose details name the module; every dispatch of a push is preceded by `push.routed`
/// (route `sender` or `legacy`, the modules, the reason).
final class Q2MobileCore: PushAdapter {
    /// What MobileCore asks the user for (our choice: the guide shows no options).
    static let authorizationOptions: Set<AuthorizationOption> = [.alert, .badge, .sound]

    private let host: PushHost
    private let configuration: Q2Configuration

    /// MobileCore on `host`; the configuration is reported at launch.
    init(host: PushHost, configuration raw: [String: JSONValue]) {
        self.host = host
        configuration = Q2Configuration(raw)
    }

    private var settings: Q2Settings { configuration.settings }

    // MARK: - Launch

    /// Reports every refused settings entry, the loaded modules, registers the categories the push modules
    /// return (once, Q2 guide “Method Details”), then asks for permission and registers for remote
    /// notifications whatever the answer (our choice; the guide's DevApp asks during device setup, Q2 guide
    /// “Step 3: Test Your Implementation”, “Trigger Push Notification Permission”) unless the settings'
    /// app-level `push` is false. The launch options are not read: no module callback receives them (README,
    /// B11b).
    func applicationDidFinishLaunching(options: LaunchOptions) {
        for error in settings.errors + configuration.errors { host.events.emit(SDKEvent(error: error)) }
        var details: [String: JSONValue] = [
            "push": .bool(settings.pushEnabled), "modules": .array(settings.modules.map(\.json)),
        ]
        if !settings.disabled.isEmpty { details["disabled"] = .array(settings.disabled.map { .string($0) }) }
        host.events.emit(SDKEvent(SDKEventName.configured, details: details))
        registerCategories()
        guard settings.pushEnabled else { return }
        let application = host.application
        host.notificationCenter.requestAuthorization(options: Self.authorizationOptions) { [weak application] _ in
            application?.registerForRemoteNotifications()
        }
    }

    /// `getNotificationCategories()` of every push module, in settings order; registered once,
    /// added to the categories already registered (our choice: R10, nothing is dropped); a
    /// category id returned by two modules keeps the first module's.
    private func registerCategories() {
        var gathered: [NotificationCategory] = []
        var owners: [String: JSONValue] = [:]
        for module in settings.pushModules {
            let categories = configuration.implementation(of: module).categories
            emit(
                "module.categories", native: "getNotificationCategories", module: module,
                ["categories": categories.map { .array($0.map { .string($0.identifier) }) } ?? .null])
            for category in categories ?? [] where !gathered.contains(where: { $0.identifier == category.identifier }) {
                gathered.append(category)
                owners[category.identifier] = .string(module.identifier)
            }
        }
        guard !gathered.isEmpty else { return }
        let center = host.notificationCenter
        let kept = center.categories.filter { existing in !gathered.contains { $0.identifier == existing.identifier } }
        center.setCategories(kept + gathered)
        host.events.emit(SDKEvent(SDKEventName.categoriesRegistered, details: ["owners": .object(owners)]))
    }

    /// Nothing to do on the foreground (no queued work in MobileCore's push path).
    func applicationDidBecomeActive() {}

    // MARK: - Registration

    /// The token as lower-case hex (Q2 guide “Step 1: Create Your Module Class” `%.2hhx`) to every push
    /// module, in settings order.
    func didRegisterForRemoteNotifications(deviceToken: DeviceToken) {
        for module in settings.pushModules {
            emit(
                "module.token-received", native: "didRegisterForRemoteNotificationsWithDeviceToken", module: module,
                ["token": .string(deviceToken.hex)])
        }
    }

    /// The failure to every push module, in settings order (Q2 guide “PushLifecycleModule Protocol”, “Method
    /// Details”).
    func didFailToRegisterForRemoteNotifications(error: PushError) {
        for module in settings.pushModules {
            emit(
                "module.registration-failed", native: "didFailToRegisterForRemoteNotificationsWithError",
                module: module,
                ["error": error.json])
        }
    }

    // MARK: - Pushes

    /// A silent push: each routed module's async `didReceiveRemoteNotification` returns an
    /// optional result; once every one has answered, the combined result (``Q2BackgroundFetch``)
    /// goes to the system's completion, exactly once.
    func didReceiveRemoteNotification(_ payload: PushPayload, completion: @escaping (BackgroundFetchResult) -> Void) {
        let route = self.route(payload)
        guard !route.modules.isEmpty else { return finishFetch([], completion) }
        var answers: [BackgroundFetchResult?] = Array(repeating: nil, count: route.modules.count)
        var remaining = route.modules.count
        for (position, module) in route.modules.enumerated() {
            let implementation = configuration.implementation(of: module)
            host.scheduler.schedule(after: implementation.backgroundFetchDuration) { [weak self] in
                guard let self else { return }
                let result = implementation.backgroundFetchResult
                self.emit(
                    "module.background-fetch", native: "didReceiveRemoteNotification", module: module,
                    ["result": result.map { .string($0.rawValue) } ?? .null])
                answers[position] = result
                remaining -= 1
                if remaining == 0 { self.finishFetch(answers, completion) }
            }
        }
    }

    private func finishFetch(_ answers: [BackgroundFetchResult?], _ completion: (BackgroundFetchResult) -> Void) {
        let result = Q2BackgroundFetch.combine(answers)
        host.events.emit(
            SDKEvent(
                "background-fetch.combined",
                details: [
                    "answers": .array(answers.map { $0.map { .string($0.rawValue) } ?? .null }),
                    "result": .string(result.rawValue),
                ]))
        completion(result)
    }

    /// A notification in the foreground: each routed module's `willPresent` answers options or
    /// nil; the combination (``Q2Presentation``) goes to the system once.
    func willPresent(_ request: NotificationRequest, completion: @escaping (Set<PresentationOption>) -> Void) {
        let route = self.route(request.payload)
        var answers: [Set<PresentationOption>?] = []
        for module in route.modules {
            let options = configuration.implementation(of: module).presentation
            emit(
                "module.will-present", native: "willPresent", module: module, ["options": options?.sortedJSON ?? .null])
            answers.append(options)
        }
        host.scheduler.schedule(after: .zero) { completion(Q2Presentation.combine(answers)) }
    }

    /// A tap, an action button or a reported dismiss: `didReceive(response)` on each routed module (Q2 guide
    /// “PushLifecycleModule Protocol”, “Method Details”); the system completion once they all returned.
    func didReceive(_ response: NotificationResponse, completion: @escaping () -> Void) {
        let route = self.route(response.request.payload)
        for module in route.modules {
            var details: [String: JSONValue] = ["action": .string(response.actionIdentifier)]
            if let text = response.userText { details["text"] = .string(text) }
            emit("module.response-received", native: "didReceiveResponse", module: module, details)
        }
        host.scheduler.schedule(after: .zero, completion)
    }

    /// Routes among the push modules, reporting a non-string sender and the route.
    private func route(_ payload: PushPayload) -> Q2Route {
        let route = Q2Route.resolve(payload, among: settings.pushModules, role: "push module")
        if let error = route.senderError { host.events.emit(SDKEvent(error: error)) }
        host.events.emit(SDKEvent("push.routed", details: route.details))
        return route
    }

    private func emit(_ name: SDKEventName, native: String, module: Q2ModuleEntry, _ details: [String: JSONValue]) {
        var all = details
        all["module"] = .string(module.identifier)
        host.events.emit(SDKEvent(name, native: native, details: all))
    }
}
