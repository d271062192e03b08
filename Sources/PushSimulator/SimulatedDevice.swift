public import PushContract

/// A deterministic simulated iPhone hosting one vendor's adapter.
///
/// It plays the system (APNs, the notification centre, the service-extension process, app
/// launch and termination) and the app around the SDK. Every scenario step runs through
/// ``perform(step:_:)``, which settles all work due at the current instant; time moves only in
/// ``advance(by:)``. Same inputs, same transcript, every run.
public final class SimulatedDevice {
    /// The vendor under test.
    public let vendor: any PushVendor
    /// The configuration handed to the vendor's factories.
    public var configuration: [String: JSONValue]
    /// Virtual clock and run loop.
    package let clock = SimulatedClock()
    /// The transcript.
    package let recorder: Recorder
    /// Every completion handed to the adapter.
    package let ledger: CompletionLedger
    /// The network.
    package let transport: SimulatedTransport
    /// The media server.
    package let media: SimulatedMediaFetcher
    /// Storage surviving relaunch.
    package let store = SimulatedStore()
    /// The notification centre.
    package let notificationCenter: SimulatedNotificationCenter
    /// The app host.
    package let application: SimulatedApplication
    /// The app's delegates.
    package let appDelegate: SimulatedAppDelegate
    /// The adapter of the running process, nil when not running.
    public private(set) var adapter: (any PushAdapter)?
    /// Token providers installed by the scenario.
    public private(set) var tokenProviders: [TokenProviderKind: SimulatedTokenProvider] = [:]
    /// The last APNs token issued to the app.
    public private(set) var deviceToken: DeviceToken?
    /// Whether the app target embeds the vendor's service extension.
    public let embedsServiceExtension: Bool
    /// The scripted context signal (moment quality) adapters read through the host.
    package let deviceContext: SimulatedDeviceContext
    /// ActivityKit: activities and their tokens, kept across relaunches.
    public let activityKit: SimulatedActivityKit
    /// Whether the system wakes the app for background pushes; false: iOS throttles them (Low
    /// Power Mode, an exhausted budget) and a background push never reaches a suspended or
    /// terminated app (a foreground app still gets it).
    public private(set) var wakesAppForBackgroundPushes: Bool

    private(set) var pushCount = 0
    private var pushMarks: [String: PushMark] = [:]
    /// Every response handed to the app since the device started, with its push (for redelivery).
    var deliveredResponses: [(response: NotificationResponse, mark: PushMark?)] = []
    /// How many of ``deliveredResponses`` were already redelivered (each is redelivered once).
    var redeliveredCount = 0
    /// Expiry actions of running service extensions, by request id.
    var runningExtensions: [String: (_ requested: Bool) -> Void] = [:]
    /// Keys that a successful data reset left with the value they had before it (RST-001).
    var keysKeptAfterReset: Set<String> = []
    /// The store as `store.after-reset` showed it, while the app process that reset the data
    /// runs (nil: no reset in this process). When that process ends with another store,
    /// `store.keys` shows it before `process.terminated`: what work in that process wrote after
    /// the reset (RST-001), which the next process could otherwise hide.
    var storeAtReset: [String: String]?
    /// Where the app is in its background execution (SimulatedDevice+Suspension).
    var backgroundPhase = BackgroundPhase.running
    /// The system's pending suspension of the app, if any.
    var suspensionWork: ScheduledWork?
    /// How many batches of system completions are being handed now (a wake cannot end meanwhile).
    var completionsBeingHanded = 0

    /// A device at instant zero, set up as `setup` says: the app's own categories
    /// (``DeviceSetup/appCategories``) are registered, and an app whose
    /// ``DeviceSetup/appState`` is running is launched, as the step `given`.
    public init(vendor: any PushVendor, setup: DeviceSetup = DeviceSetup()) {
        self.vendor = vendor
        self.configuration = setup.configuration(for: vendor.descriptor)
        recorder = Recorder(clock: clock)
        ledger = CompletionLedger(recorder: recorder)
        transport = SimulatedTransport(clock: clock, recorder: recorder)
        media = SimulatedMediaFetcher(clock: clock, recorder: recorder)
        notificationCenter = SimulatedNotificationCenter(clock: clock, recorder: recorder)
        application = SimulatedApplication(clock: clock, recorder: recorder)
        appDelegate = SimulatedAppDelegate(recorder: recorder, clock: clock)
        deviceContext = SimulatedDeviceContext(recorder: recorder, momentQuality: setup.momentQuality)
        activityKit = SimulatedActivityKit(clock: clock, recorder: recorder)
        activityKit.setup = setup.activityKit
        embedsServiceExtension = setup.serviceExtension
        wakesAppForBackgroundPushes = setup.backgroundWakes
        notificationCenter.promptAnswer = setup.authorization
        application.backgroundRefreshAllowed = setup.backgroundRefresh
        application.registration = setup.registration
        application.deviceInfo = setup.deviceInfo
        application.openableSchemes = Set(setup.openableSchemes.map { $0.lowercased() })
        transport.defaultAnswer = setup.defaultAnswer
        if setup.usesVendorBackend { transport.backend = vendor.backend }
        clock.totalWorkLimit = setup.workLimit
        appDelegate.presentationAnswer = setup.appPresentation
        // The clock keeps these hooks, and the recorder keeps the clock: capturing either
        // strongly would be a cycle that keeps every finished case's transcript alive.
        clock.onNegativeDelay = { [weak recorder] delay in
            recorder?.system(.clockNegativeDelay, ["delay": .string(SimulatedClock.transcriptText(delay))])
        }
        clock.onRunaway = { [weak recorder, weak clock] dropped in
            guard let recorder, let clock else { return }
            recorder.system(
                .clockRunaway,
                [
                    "limit": .number(Double(clock.workLimitPerInstant)),
                    "dropped": .number(Double(dropped)),
                ])
        }
        clock.onWorkBudgetExhausted = { [weak recorder, weak clock] dropped in
            guard let recorder, let clock else { return }
            recorder.system(
                .clockWorkBudgetExhausted,
                [
                    "limit": .number(Double(clock.totalWorkLimit ?? 0)),
                    "dropped": .number(Double(dropped)),
                ])
        }
        application.onRegistration = { [weak self] script in self?.deliverRegistration(script) }
        ledger.currentProcess = { [weak clock] in clock?.currentOrigin.process ?? ExecutionOrigin.appProcess }
        ledger.onFirstCall = { [weak self] entry in self?.completionCalled(entry) }
        if !setup.appCategories.isEmpty {
            perform(step: "given") { notificationCenter.setCategories(setup.appCategories) }
        }
        if setup.appState != .notRunning {
            perform(step: "given") { launch(state: setup.appState) }
        }
    }

    /// Work still pending on the clock and completions waiting for a permission prompt hold the
    /// adapter and the device's parts, which hold the clock and the notification centre: they
    /// are dropped with the device, so a finished case frees its whole simulation.
    deinit {
        clock.discardAll()
        notificationCenter.processTerminated()
    }

    /// The host handed to adapters.
    public var host: PushHost {
        PushHost(
            scheduler: clock, http: transport, media: media, store: store, notificationCenter: notificationCenter,
            application: application, events: RecordingEventSink(recorder: recorder), pushDelegate: appDelegate,
            uiDelegate: appDelegate, deviceContext: deviceContext, activityKit: activityKit)
    }

    /// Every record so far.
    public var records: [TranscriptRecord] { recorder.records }

    // MARK: - Steps

    /// Runs one scenario step: labels records with `id`, runs `body`, then settles the instant.
    public func perform(step id: String, _ body: () throws -> Void) rethrows {
        recorder.currentStep = id
        try clock.withOrigin(.step) { try body() }
        clock.runUntilIdle()
    }

    /// Moves virtual time forward, running due work.
    public func advance(by duration: Duration) { clock.advance(by: duration) }

    // MARK: - Process lifecycle

    /// Starts the app process if it is not running (cold start), in `state`, handing the adapter
    /// `options` (what `didFinishLaunchingWithOptions` gets). The device passes options itself
    /// when a tap or a background push launches the app; a scenario's `launch` passes none.
    public func launch(state: AppState = .foreground, options: LaunchOptions = .none) {
        launch(state: state, options: options, notification: nil)
    }

    /// ``launch(state:options:)``; `notification` names the notification whose push `options`
    /// carries, for the `process.launched` record (`options`: `remoteNotification` is that id,
    /// or `true` when the caller named none, and `notificationTap`).
    func launch(state: AppState, options: LaunchOptions, notification: String?) {
        guard adapter == nil else {
            setState(state)
            return
        }
        application.state = state
        var details: [String: JSONValue] = ["state": .string(state.rawValue)]
        if options.remoteNotification != nil || options.notificationTap {
            var shown: [String: JSONValue] = ["notificationTap": .bool(options.notificationTap)]
            if options.remoteNotification != nil {
                shown["remoteNotification"] = notification.map(JSONValue.string) ?? true
            }
            details["options"] = .object(shown)
        }
        recorder.system(.processLaunched, details)
        let adapter = vendor.makeAdapter(host: host, configuration: configuration)
        self.adapter = adapter
        adapter.applicationDidFinishLaunching(options: options)
        setUpLiveActivities(adapter)
        if state == .foreground { adapter.applicationDidBecomeActive() }
        wake("launch")
    }

    /// Moves the running app to another state; coming to the foreground tells the adapter.
    public func setState(_ state: AppState) {
        guard let adapter else {
            if state != .notRunning { launch(state: state) }
            return
        }
        if state == .notRunning {
            terminate()
            return
        }
        let previous = application.state
        application.state = state
        recorder.system(.appState, ["state": .string(state.rawValue)])
        if state == .background {
            // Entering the background is a wake of its own: suspended after the grace.
            if previous != .background { wake("background") }
        } else {
            enterForeground()
        }
        if state == .foreground, previous != .foreground { adapter.applicationDidBecomeActive() }
    }

    /// Kills the app process: scheduled work, in-flight requests and outstanding completions die
    /// with it; storage and shown notifications stay.
    public func terminate() {
        guard adapter != nil else { return }
        // Only the app process dies: running service extensions are other processes.
        let app = ExecutionOrigin.appProcess
        let timers = clock.drop(process: app)
        let requests = transport.abandonOutstanding(process: app)
        media.abandonOutstanding(process: app)
        let completions = ledger.abandonOutstanding(process: app)
        forgetSuspension()
        adapter = nil
        notificationCenter.processTerminated()
        activityKit.processTerminated()
        application.state = .notRunning
        if let atReset = storeAtReset, atReset != store.digests {
            recorder.system(.storeKeys, ["keys": .object(store.digests.mapValues(JSONValue.string))])
        }
        storeAtReset = nil
        var details: [String: JSONValue] = [:]
        if timers > 0 { details["droppedTimers"] = .number(Double(timers)) }
        if !requests.isEmpty { details["inFlightRequests"] = .array(requests.map { .number(Double($0.sequence)) }) }
        if !completions.isEmpty { details["abandonedCompletions"] = .array(completions.map { .string($0.kind) }) }
        recorder.system(.processTerminated, details)
    }

    /// Terminates and launches again.
    public func relaunch(state: AppState = .foreground) {
        terminate()
        launch(state: state)
    }

    // MARK: - Registration and tokens

    private func deliverRegistration(_ script: RegistrationScript) {
        guard let adapter else { return }
        switch script {
        case .token(let token):
            deviceToken = token
            recorder.system(.remoteRegistrationToken, ["token": .string(token.hex)])
            adapter.didRegisterForRemoteNotifications(deviceToken: token)
        case .failure(let reason):
            recorder.system(.remoteRegistrationFailed, ["reason": .string(reason)])
            adapter.didFailToRegisterForRemoteNotifications(
                error: PushError(
                    .registrationFailed, message: "APNs registration failed (\(reason))",
                    details: ["reason": .string(reason)]))
        case .none:
            break
        }
    }

    /// Installs a scripted token provider and hands it to the adapter's token facet.
    public func installTokenProvider(
        kind: TokenProviderKind, token: String?, latency: Duration = .zero
    ) throws(SimulationError) {
        let tokens = try adapterForAppCall().tokens
        guard let tokens else { throw SimulationError("the adapter has no token facet") }
        let provider = SimulatedTokenProvider(
            kind: kind, token: token, latency: latency, clock: clock, recorder: recorder)
        tokenProviders[kind] = provider
        tokens.setProvider(provider, for: kind)
    }

    /// The running adapter, or an error naming the problem.
    public func requireAdapter() throws(SimulationError) -> any PushAdapter {
        guard let adapter else { throw SimulationError("the app is not running; add a launch step first") }
        return adapter
    }

    // MARK: - Pushes

    /// A push as raw bytes from APNs. Bytes APNs would refuse (not UTF-8, not JSON, not an
    /// object, too deep, over 4096 bytes, bad `aps` values) are recorded as `apns.rejected`
    /// with a neutral code and never reach the device.
    public func receivePush(bytes: [UInt8]) {
        if bytes.count > APNsLimits.maxPayloadBytes {
            let error = PushError(
                .payloadTooLarge,
                message: "the payload is \(bytes.count) bytes; APNs accepts at most \(APNsLimits.maxPayloadBytes)")
            recorder.system(.apnsRejected, ["bytes": .number(Double(bytes.count)), "error": error.json])
            return
        }
        let payload: PushPayload
        do {
            payload = try PushPayload(bytes: bytes)
        } catch {
            recorder.system(.apnsRejected, ["bytes": .number(Double(bytes.count)), "error": error.json])
            return
        }
        receivePush(payload, measuredByteCount: bytes.count)
    }

    /// A push as a parsed payload, checked against APNs' rules first (measured as sent when
    /// `measuredByteCount` is given, else by its canonical serialisation).
    public func receivePush(_ payload: PushPayload, measuredByteCount: Int? = nil) {
        // Measured once (a large payload is serialised to count its bytes): validated and recorded.
        let size = measuredByteCount ?? payload.byteCount
        if let problem = payload.validate(measuredByteCount: size).first {
            recorder.system(.apnsRejected, ["bytes": .number(Double(size)), "error": problem.json])
            return
        }
        if payload.hasDuplicateKeys {
            // Only bytes can repeat a key; iOS keeps the last value (JSONSerialization), as here.
            recorder.system(.payloadDuplicateKeys, ["paths": .array(payload.duplicateKeyPaths.map(JSONValue.string))])
        }
        pushCount += 1
        let mark = PushMark(push: pushCount, claimed: vendor.claims(payload))
        let identifier = "push-\(pushCount)"
        pushMarks[identifier] = mark
        let request = NotificationRequest(identifier: identifier, content: NotificationContent(payload: payload))
        clock.withOrigin(ExecutionOrigin(push: mark)) {
            // Written in the push's own context: `during.push` declares that push contexts are recorded.
            recorder.system(
                .pushArrived,
                [
                    "push": .number(Double(pushCount)), "claimed": .bool(mark.claimed),
                    "bytes": .number(Double(size)),
                ])
            let aps = payload.aps
            if aps.displaysAlert, aps.mutableContent, embedsServiceExtension,
                let serviceExtension = vendor.makeServiceExtension(host: host, configuration: configuration)
            {
                runServiceExtension(serviceExtension, request: request, payload: payload)
            } else {
                deliverToApp(request, payload: payload)
            }
        }
    }

    func deliverToApp(_ request: NotificationRequest, payload: PushPayload) {
        let aps = payload.aps
        if aps.contentAvailable, !wakesAppForBackgroundPushes, application.state != .foreground {
            recorder.system(.backgroundPushNotDelivered, ["reason": "the system did not wake the app"])
        } else if aps.contentAvailable {
            if adapter == nil {
                guard application.backgroundRefreshAllowed else {
                    recorder.system(.backgroundPushNotDelivered, ["reason": "background refresh is off"])
                    return showIfAlert(request, aps: aps)
                }
                // The launch is the app's own start-up, not the handling of this payload: work it
                // starts (a device registration, say) has no push origin, so NET-002 does not
                // count it against a foreign push that happened to wake the app (found by `explore`).
                var launchOrigin = clock.currentOrigin
                launchOrigin.push = nil
                launchOrigin.lineage = []
                // iOS hands the push to the launch too (`launchOptions[.remoteNotification]`), then
                // to didReceiveRemoteNotification: not a tap (R4).
                clock.withOrigin(launchOrigin) {
                    launch(
                        state: .background, options: LaunchOptions(remoteNotification: payload),
                        notification: request.identifier)
                }
            }
            if let adapter {
                wake("push")
                let completion = ledger.track(
                    "background-fetch",
                    describe: { (result: BackgroundFetchResult) in
                        .string(result.rawValue)
                    })
                adapter.didReceiveRemoteNotification(payload, completion: completion)
            }
        }
        guard aps.displaysAlert else { return }
        if application.state == .foreground, let adapter {
            let completion = ledger.track(
                "will-present", describe: { (options: Set<PresentationOption>) in options.sortedJSON },
                then: { [weak self] options in
                    guard let self else { return }
                    if !options.isEmpty { self.notificationCenter.show(request, source: "push") }
                })
            adapter.willPresent(request, completion: completion)
        } else {
            showIfAlert(request, aps: aps)
        }
    }

    private func showIfAlert(_ request: NotificationRequest, aps: APS) {
        if aps.displaysAlert { notificationCenter.show(request, source: "push") }
    }

    /// Sets whether the system wakes the app for background pushes from now on (recorded).
    public func setBackgroundWakes(_ allowed: Bool) {
        wakesAppForBackgroundPushes = allowed
        recorder.system(.backgroundWakesChanged, ["allowed": .bool(allowed)])
    }

    // MARK: - User responses

    /// The user taps the button at `actionIndex` (0-based) of the category the notification shows
    /// with, as registered now: the vendor-neutral way to press "the second button".
    ///
    /// A notification that does not show that button (its category is not registered, or has
    /// fewer buttons) cannot be pressed there: `notification.button-not-shown` is recorded with the
    /// reason, the notification stays, and nothing reaches the app. Several vendors run the same
    /// scenario, and one that built no buttons for a push shows that here instead of failing.
    public func respond(to notificationID: String?, actionIndex: Int, text: String? = nil) throws(SimulationError) {
        let request = try shownNotification(notificationID)
        let categoryID = request.content.categoryIdentifier
        let category = notificationCenter.categories.first { $0.identifier == categoryID }
        guard let category, category.actions.indices.contains(actionIndex) else {
            let reason =
                category.map { "category \"\(categoryID)\" has \($0.actions.count) buttons" }
                ?? "category \"\(categoryID)\" is not registered; it shows no buttons"
            recorder.system(
                .buttonNotShown,
                [
                    "id": .string(request.identifier),
                    "index": .number(Double(actionIndex)),
                    "reason": .string(reason),
                ])
            return
        }
        try respond(to: request.identifier, action: category.actions[actionIndex].identifier, text: text)
    }

    private func shownNotification(_ notificationID: String?) throws(SimulationError) -> NotificationRequest {
        let found =
            notificationID.map { notificationCenter.shownNotification($0) } ?? notificationCenter.lastShownNotification
        guard let request = found else {
            throw SimulationError(
                notificationID.map { "no shown notification has id \($0)" } ?? "no notification is shown")
        }
        return request
    }

    /// The user answers a shown notification: a tap (`default`), `dismiss`, or an action
    /// identifier, with optional text. Launches the app if needed (cold start).
    public func respond(to notificationID: String?, action: String, text: String? = nil) throws(SimulationError) {
        let request = try shownNotification(notificationID)
        let identifier: String
        switch action {
        case "default": identifier = NotificationResponse.defaultActionIdentifier
        case "dismiss": identifier = NotificationResponse.dismissActionIdentifier
        default: identifier = action
        }
        let response = NotificationResponse(request: request, actionIdentifier: identifier, userText: text)
        if response.isDismiss {
            let category = notificationCenter.categories.first { $0.identifier == request.content.categoryIdentifier }
            guard category?.options.contains(.customDismissAction) == true else {
                recorder.system(
                    .dismissNotReported,
                    [
                        "id": .string(request.identifier),
                        "reason": "the category has no customDismissAction",
                    ])
                notificationCenter.removeDeliveredNotifications(identifiers: [request.identifier])
                return
            }
        }
        notificationCenter.removeDeliveredNotifications(identifiers: [request.identifier])
        recorder.system(.notificationResponse, ["id": .string(request.identifier), "action": .string(identifier)])
        if !response.isDismiss, !opensApp(response) {
            // A button without the foreground option: handled in the background (launched there
            // if not running); the response's completion ends the wake (SimulatedDevice+Suspension).
            if adapter == nil { launch(state: .background) } else { wake("response") }
        } else if !response.isDismiss {
            // A cold start from a tap hands the push to didFinishLaunchingWithOptions first, then
            // the same response to the notification centre's delegate (P3).
            if adapter == nil {
                launch(
                    state: .inactive,
                    options: LaunchOptions(remoteNotification: request.payload, notificationTap: true),
                    notification: request.identifier)
            }
            setState(.foreground)
        } else if adapter == nil {
            launch(state: .background)
        } else {
            wake("response")
        }
        guard let adapter else { return }
        let mark = pushMarks[request.identifier]
        deliveredResponses.append((response, mark))
        clock.withOrigin(ExecutionOrigin(push: mark)) {
            adapter.didReceive(response, completion: ledger.track("response"))
        }
    }

    /// The user asks for the app's notification settings: from a shown notification (its "settings"
    /// button) or, with nil, from the system's Settings. Launches the app if needed.
    public func openSettings(from notificationID: String?) throws(SimulationError) {
        let request = try notificationID.map { id throws(SimulationError) in try shownNotification(id) }
        recorder.system(.settingsOpenRequested, ["id": request.map { .string($0.identifier) } ?? .null])
        if adapter == nil { launch(state: .inactive) }
        setState(.foreground)
        guard let adapter else { return }
        let mark = request.flatMap { pushMarks[$0.identifier] }
        clock.withOrigin(ExecutionOrigin(push: mark)) { adapter.openSettings(for: request) }
    }

    // MARK: - End of scenario

    /// The end of the case: what the store holds (`store.keys`, step `finish`: keys and digests),
    /// then the leftovers check: pending timers, unanswered requests, unfinished downloads,
    /// completions never called and the keys a data reset left behind; with timers pending, the
    /// work is let run on unrecorded (``settle()``) and, if it never comes to rest, the leftovers
    /// say so (`workNeverSettles`, EXP-002). Records the leftovers as the last line and returns them.
    @discardableResult
    public func finish() -> JSONValue {
        recorder.currentStep = "finish"
        recorder.system(.storeKeys, ["keys": .object(store.digests.mapValues(JSONValue.string))])
        let end = clock.now
        var leftovers: [String: JSONValue] = [:]
        if !keysKeptAfterReset.isEmpty {
            leftovers["keysKeptAfterReset"] = .array(keysKeptAfterReset.sorted().map(JSONValue.string))
        }
        let timers = clock.pending
        if !timers.isEmpty {
            leftovers["pendingTimers"] = .array(timers.map { .string($0.due.description) })
        }
        let requests = transport.outstanding
        if !requests.isEmpty {
            leftovers["unansweredRequests"] = .array(
                requests.map { .string("\($0.sequence) \($0.request.method) \($0.request.path)") })
        }
        let downloads = media.outstanding
        if !downloads.isEmpty { leftovers["unfinishedDownloads"] = .array(downloads.map { .string($0) }) }
        let completions = ledger.outstanding
        if !completions.isEmpty {
            leftovers["completionsNeverCalled"] = .array(completions.map { .string("\($0.kind) (step \($0.step))") })
        }
        if !timers.isEmpty, let unsettled = settle() { leftovers["workNeverSettles"] = unsettled }
        let body: JSONValue = leftovers.isEmpty ? "none" : .object(leftovers)
        recorder.record(.leftovers, body, at: end)
        return body
    }
}

extension SimulatedDevice {
    /// How long the end of a case lets pending work run on with no step, unrecorded (EXP-002): 6
    /// virtual hours, longer than any built-in vendor's longest retry back-off.
    public static let settlingPeriod: Duration = .seconds(6 * 3600)
    /// The most pieces of scheduled work that may run in ``settlingPeriod`` after the last step
    /// (EXP-002): 1,000, one every 21.6 s on average. Retries that back off and end (NET-003,
    /// NET-004) and timers that stop use a few dozen.
    public static let settlingBudget = 1_000

    /// Lets the work still pending at the end of the case run on, muted, for ``settlingPeriod``.
    /// Returns nil when it came to rest within ``settlingBudget`` pieces; otherwise what the
    /// leftovers record as `workNeverSettles`: the period, the pieces run and how many records
    /// of each kind the muted work would have written (`system token-provider.fetch: 999`), so
    /// the transcript shows what kept going.
    func settle() -> JSONValue? {
        var ran: Int?
        let written = recorder.muted {
            ran = clock.settle(for: Self.settlingPeriod, budget: Self.settlingBudget)
        }
        guard let ran else { return nil }
        return .object([
            "quiet": .string(Self.settlingPeriod.transcriptText),
            "ran": .number(Double(ran)),
            "wouldRecord": .object(written.mapValues { .number(Double($0)) }),
        ])
    }
}

/// `SimulatedDevice` is not `Sendable`:
/// the device and its parts are driven from one thread, step by step, as swift-nio's `EmbeddedEventLoop` is.
@available(*, unavailable)
extension SimulatedDevice: Sendable {}
