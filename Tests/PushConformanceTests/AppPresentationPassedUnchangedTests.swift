import PushConformance
import PushConformanceTestSupport
import PushContract
import PushSimulator
import Testing

/// DEL-009 judged on every transcript where the app was asked how to present a foreground
/// notification (red team 10's `rt10AppPresentationCutToSDKOptions`, issue 30): the app's answer,
/// recorded on `app.asked-presentation`, is what the next `will-present` completion for that
/// notification carries.
@Suite("DEL-009: the app's presentation answer reaches the system unchanged")
struct AppPresentationPassedUnchangedTests {
    private typealias W = HandWritten

    private static func asked(_ push: Int, answer: JSONValue, step: String = "push") -> TranscriptRecord {
        var record = W.system(
            "app.asked-presentation", step: step, ["id": .string("push-\(push)"), "answer": answer])
        record.during = RecordContext(push: "push-\(push)")
        return record
    }

    private static func presented(
        _ push: Int, _ value: [String], step: String = "push", call: Int? = nil
    )
        -> TranscriptRecord
    {
        var body: [String: JSONValue] = ["kind": "will-present", "value": .array(value.map { .string($0) })]
        if let call { body["call"] = .number(Double(call)) }
        return TranscriptRecord(
            time: .zero, step: step, kind: .completion, body: .object(body),
            during: RecordContext(push: "push-\(push)"))
    }

    private static func found(_ records: [TranscriptRecord]) throws -> [String] {
        Invariant.appPresentationPassedUnchanged.check(try W.read(records)).map(\.message)
    }

    @Test("The answer passed on as given holds, in any order of its options, an empty answer included")
    func passedOn() throws {
        #expect(
            try Self.found([
                W.push(1, step: "push"), Self.asked(1, answer: ["list", "sound"]),
                Self.presented(1, ["sound", "list"]),
            ]).isEmpty)
        #expect(try Self.found([W.push(1, step: "push"), Self.asked(1, answer: []), Self.presented(1, [])]).isEmpty)
    }

    @Test("An option dropped from the app's answer is found, on a foreign push as on the SDK's own")
    func dropped() throws {
        #expect(
            try Self.found([
                W.push(1, claimed: false, step: "push"), Self.asked(1, answer: ["list", "sound"]),
                Self.presented(1, ["sound"]),
            ])
                == ["the app answered [list, sound] for push 1, but the system was given [sound] (dropped list)"])
        #expect(
            try Self.found([
                W.push(2, step: "later"), Self.asked(2, answer: ["banner", "badge", "sound"], step: "later"),
                Self.presented(2, ["badge", "sound"], step: "later"),
            ])
                == [
                    "the app answered [badge, banner, sound] for push 2, but the system was given [badge, sound] (dropped banner)"
                ])
    }

    @Test("An option the app did not give is found: an app answering [] must see nothing shown")
    func added() throws {
        #expect(
            try Self.found([
                W.push(1, step: "push"), Self.asked(1, answer: []), Self.presented(1, ["banner", "sound"]),
            ])
                == ["the app answered [] for push 1, but the system was given [banner, sound] (added banner, sound)"])
    }

    @Test("Only the next completion for the push the app was asked about is judged, once")
    func perPush() throws {
        // The SDK answers another push itself; a later presentation of push 1 that the SDK decided
        // without asking the app again is not held to the earlier answer.
        let records = [
            W.push(1, step: "push"), Self.asked(1, answer: []), Self.presented(2, ["banner"]),
            Self.presented(1, []), Self.presented(1, ["banner"], step: "again"),
        ]
        #expect(try Self.found(records).isEmpty)
        // Asked again, the app's new answer is the one judged.
        let askedTwice =
            records + [Self.asked(1, answer: ["sound"], step: "third"), Self.presented(1, [], step: "third")]
        #expect(
            try Self.found(askedTwice)
                == ["the app answered [sound] for push 1, but the system was given [] (dropped sound)"])
    }

    @Test("An ask the app never answers, or one written before the answer was recorded, is not judged")
    func unanswered() throws {
        #expect(
            try Self.found([W.push(1, step: "push"), Self.asked(1, answer: .null), Self.presented(1, ["banner"])])
                .isEmpty)
        var old = W.system("app.asked-presentation", step: "push", ["id": "push-1"])
        old.during = RecordContext(push: "push-1")
        #expect(try Self.found([W.push(1, step: "push"), old, Self.presented(1, ["banner"])]).isEmpty)
    }
}
