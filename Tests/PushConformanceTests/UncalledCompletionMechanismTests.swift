@testable import PushConformance
import PushContract
import PushSimulator
import PushConformanceTestSupport
import Testing

/// What a completion left uncalled awaits, read from the transcript (EXP-003, CMP-001): a request
/// of the app it may wait for, or the suspension that froze it. Another process's request, or a
/// request made for a push the completion's step was not about, is not what it awaits (explore
/// seeds 777 and 31337 on altcraft: a get-token completion beside a delivery event or an open
/// event the server never answered).
@Suite("The mechanism of a completion never called")
struct UncalledCompletionMechanismTests {
    private typealias W = HandWritten

    private static let suspended = TranscriptRecord(
        time: .init(sinceStart: .seconds(5)), step: "quiet", kind: .system, body: ["name": "app.suspended"])

    private static func mechanism(_ records: [TranscriptRecord]) throws -> ViolationMechanism? {
        MechanismEvidence.uncalledCompletion(
            try W.read(records), kind: "get-token", step: "get", of: .explorationSettlesWhenQuiet)
    }

    @Test("A request of the app sent from the hand-over on and never answered: the completion awaits it")
    func appRequest() throws {
        let records = [W.call("tokens.currentToken", step: "get"), W.send(1, step: "get"), Self.suspended]
        #expect(try Self.mechanism(records) == .completionAwaitsUnansweredRequest("get-token"))
    }

    @Test("The extension's request, or one made for a push the step was not about: frozen by suspension")
    func otherWork() throws {
        let extensionRequest = W.send(
            1, step: "push", during: RecordContext(push: "push-1", serviceExtension: true))
        let openEvent = W.send(1, step: "tap", during: RecordContext(push: "push-1"))
        for request in [extensionRequest, openEvent] {
            let records = [W.call("tokens.currentToken", step: "get"), request, Self.suspended]
            #expect(try Self.mechanism(records) == .completionFrozenBySuspension("get-token"))
        }
        // A request made for the push the hand-over step was about is the completion's to await.
        let records = [
            W.push(1, step: "get"), W.call("tokens.currentToken", step: "get"),
            W.send(1, step: "get", during: RecordContext(push: "push-1")), Self.suspended,
        ]
        #expect(try Self.mechanism(records) == .completionAwaitsUnansweredRequest("get-token"))
    }
}
