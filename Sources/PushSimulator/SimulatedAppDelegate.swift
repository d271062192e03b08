public import PushContract

/// The app around the adapter: records push and UI delegate events, and answers when the
/// adapter hands it a decision (foreground presentation, tap handling) as the scenario scripts.
public final class SimulatedAppDelegate: PushDelegate, UIDelegate {
    /// What the app answers when asked to decide foreground presentation; nil: it never answers.
    public var presentationAnswer: Set<PresentationOption>? = [.banner, .badge, .sound]
    /// Whether the app completes taps it is asked to handle.
    public var completesResponses = true
    private let recorder: Recorder
    private let clock: SimulatedClock

    init(recorder: Recorder, clock: SimulatedClock) {
        self.recorder = recorder
        self.clock = clock
    }

    /// Records a push delegate event.
    public func handle(_ event: PushDelegateEvent) {
        recorder.record(.delegate, ["name": .string(event.name), "details": event.details])
    }

    /// Records a UI delegate event.
    public func handle(_ event: UIDelegateEvent) {
        recorder.record(.ui, ["name": .string(event.name), "details": event.details])
    }

    /// Answers with the scripted options, later; the record names the answer the app will give
    /// (null: it never answers).
    public func decidePresentation(
        for request: NotificationRequest, completion: @escaping (Set<PresentationOption>) -> Void
    ) {
        recorder.system(
            .appAskedPresentation,
            ["id": .string(request.identifier), "answer": presentationAnswer.map(\.sortedJSON) ?? .null])
        guard let answer = presentationAnswer else { return }
        clock.schedule(after: .zero) { completion(answer) }
    }

    /// Completes the tap, later; the record names the action, the keys of the payload the app
    /// received (`userInfoKeys`, sorted, as `notification.shown` writes them) and, for a typed
    /// reply, the text it received (DEL-001: a response handed over without its text, or with its
    /// payload altered, is visible).
    public func handleResponse(_ response: NotificationResponse, completion: @escaping () -> Void) {
        var body: [String: JSONValue] = [
            "id": .string(response.request.identifier), "action": .string(response.actionIdentifier),
            "userInfoKeys": .array(response.request.content.userInfo.keys.sorted().map { .string($0) }),
        ]
        if let text = response.userText { body["text"] = .string(text) }
        recorder.system(.appAskedResponse, body)
        guard completesResponses else { return }
        clock.schedule(after: .zero) { completion() }
    }
}

/// `SimulatedAppDelegate` is not `Sendable`:
/// the device and its parts are driven from one thread, step by step, as swift-nio's `EmbeddedEventLoop` is.
@available(*, unavailable)
extension SimulatedAppDelegate: Sendable {}
