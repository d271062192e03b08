import PushContract

/// Background execution as iOS grants it: an app woken in the background runs until it has
/// called every completion the system handed it, then briefly, then it is suspended. A suspended
/// app runs nothing: its timers and the answers to its requests wait for the next wake or launch,
/// and die with it at a termination.
///
/// - A *wake* is a background launch, the app entering the background, a background push or a
///   notification response delivered to an app in the background, or the app calling its SDK
///   (a facet call, a registration) while in the background.
/// - When the last outstanding system completion (`background-fetch`, `response`,
///   `will-present`) is called in the background, `app.suspending` is recorded: work the app
///   schedules from then on waits; what it scheduled before still runs for
///   ``suspensionGrace``. A wake that hands no completion gets the same grace from its start.
/// - At the end of the grace, `app.suspended` (with `waiting`, the pieces of work that wait);
///   at the next wake, `app.resumed` (with `by`, what woke it), and the waiting work runs, at
///   once if its time has passed.
/// - An app in the foreground or inactive is never suspended; a termination drops what waits.
///
/// Sources: "your app has up to 30 seconds of wall-clock time to process the notification and
/// call the specified completion handler block" and "as soon as you finish processing the
/// notification, you must call the block"
/// (https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didreceiveremotenotification:fetchcompletionhandler:));
/// "That method has five seconds to perform any tasks and return. Shortly after that method
/// returns, the system puts your app into the suspended state"
/// (https://developer.apple.com/documentation/uikit/extending-your-app-s-background-execution-time).
extension SimulatedDevice {
    /// How long an app in the background keeps running once a wake is over: the five seconds
    /// Apple documents for `applicationDidEnterBackground(_:)` before the system suspends the app.
    public static let suspensionGrace: Duration = .seconds(5)

    /// The completions the system hands the app whose calls end a wake.
    static let wakeCompletionKinds: Set<String> = ["background-fetch", "response", "will-present"]

    /// The origin of the system's own suspension timer: no process, so it is neither held nor
    /// dropped with the app.
    static let systemOrigin = ExecutionOrigin(process: -1)

    /// Whether the app process is suspended now (its work waits for the next wake).
    public var isSuspended: Bool { backgroundPhase == .suspended }

    /// The app runs code in the background for `reason` (`launch`, `background`, `push`,
    /// `response`, `app-call`): a suspended or suspending app resumes (`app.resumed`), and unless
    /// a system completion is outstanding, it is suspended after ``suspensionGrace``.
    func wake(_ reason: String) {
        guard adapter != nil, application.state == .background else { return }
        resumeIfHeld(by: reason)
        scheduleSuspension()
    }

    /// The app comes to the foreground (or is inactive): it is never suspended there.
    func enterForeground() {
        resumeIfHeld(by: "foreground")
    }

    /// The app process died: nothing is held or scheduled for it any more.
    func forgetSuspension() {
        if let suspensionWork { clock.cancel(suspensionWork) }
        suspensionWork = nil
        backgroundPhase = .running
    }

    /// A completion's first call (``CompletionLedger/onFirstCall``): when it was the app's last
    /// outstanding system completion and the app is in the background, the wake is over.
    func completionCalled(_ entry: CompletionLedger.Entry) {
        guard Self.wakeCompletionKinds.contains(entry.kind), entry.process == ExecutionOrigin.appProcess else { return }
        endWakeIfDone()
    }

    /// Runs `body`, which hands the app several system completions in one wake (a redelivery):
    /// the wake cannot end before the last of them is handed.
    func handingCompletions(_ body: () -> Void) {
        completionsBeingHanded += 1
        body()
        completionsBeingHanded -= 1
        endWakeIfDone()
    }

    /// Once the system is handing nothing more and no system completion is outstanding, a
    /// background wake is over: `app.suspending`, new work waits, suspended after the grace.
    private func endWakeIfDone() {
        guard completionsBeingHanded == 0, adapter != nil, application.state == .background,
            backgroundPhase == .running,
            !awaitsSystemCompletion
        else { return }
        backgroundPhase = .suspending
        recorder.system(.appSuspending, ["grace": .string(Self.suspensionGrace.transcriptText)])
        clock.holdNewWork(of: ExecutionOrigin.appProcess)
        scheduleSuspension()
    }

    private var awaitsSystemCompletion: Bool {
        ledger.outstanding.contains {
            Self.wakeCompletionKinds.contains($0.kind) && $0.process == ExecutionOrigin.appProcess
        }
    }

    private func resumeIfHeld(by reason: String) {
        if let suspensionWork { clock.cancel(suspensionWork) }
        suspensionWork = nil
        guard backgroundPhase != .running else { return }
        backgroundPhase = .running
        let waiting = clock.release(process: ExecutionOrigin.appProcess)
        var details: [String: JSONValue] = ["by": .string(reason)]
        if waiting > 0 { details["waiting"] = .number(Double(waiting)) }
        recorder.system(.appResumed, details)
    }

    private func scheduleSuspension() {
        if let suspensionWork { clock.cancel(suspensionWork) }
        suspensionWork = clock.enqueue(at: clock.instant(after: Self.suspensionGrace), origin: Self.systemOrigin) {
            [weak self] in
            self?.suspend()
        }
    }

    private func suspend() {
        suspensionWork = nil
        guard adapter != nil, application.state == .background, backgroundPhase != .suspended, !awaitsSystemCompletion
        else { return }
        backgroundPhase = .suspended
        let waiting = clock.hold(process: ExecutionOrigin.appProcess)
        recorder.system(.appSuspended, waiting > 0 ? ["waiting": .number(Double(waiting))] : [:])
    }
}

/// Where a running app is in its background execution (SimulatedDevice+Suspension).
enum BackgroundPhase {
    /// Running (or in the foreground, where it is never suspended).
    case running
    /// It called its last system completion in the background: new work waits; suspended after the grace.
    case suspending
    /// Suspended: every piece of its work waits for the next wake.
    case suspended
}
