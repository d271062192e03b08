import PushConformance
package import PushContract
package import PushSimulator

/// Records of a transcript written by hand, as a capture tool or a person would write one, read
/// back through its lines (``WrittenTranscript``) exactly as `run` and `check` read theirs.
package enum HandWritten {
    /// The records as their lines say them.
    package static func read(_ records: [TranscriptRecord]) throws -> [TranscriptRecord] {
        try WrittenTranscript.read(lines: records.map(\.line)).records
    }

    /// A system record `name` at `seconds`, with `extra` beside its name.
    package static func system(
        _ name: String, step: String, at seconds: Int64 = 0, _ extra: [String: JSONValue] = [:]
    )
        -> TranscriptRecord
    {
        var body: [String: JSONValue] = ["name": .string(name)]
        body.merge(extra) { _, new in new }
        return TranscriptRecord(
            time: .init(sinceStart: .seconds(seconds)), step: step, kind: .system, body: .object(body))
    }

    /// The app calls a facet of its SDK (`app.called`).
    package static func call(
        _ name: String = "subscription.subscribe", step: String, at seconds: Int64 = 0
    )
        -> TranscriptRecord
    {
        TranscriptRecord(
            time: .init(sinceStart: .seconds(seconds)), step: step, kind: .system,
            body: ["name": "app.called", "call": .string(name)])
    }

    /// A push arrives (`push.arrived`, in its own context).
    package static func push(
        _ number: Int, claimed: Bool = true, step: String, at seconds: Int64 = 0
    )
        -> TranscriptRecord
    {
        TranscriptRecord(
            time: .init(sinceStart: .seconds(seconds)), step: step, kind: .system,
            body: ["name": "push.arrived", "push": .number(Double(number)), "claimed": .bool(claimed), "bytes": 100],
            during: RecordContext(push: "push-\(number)"))
    }

    /// Request `seq` (`POST https://x.test/api/subscribe`, or `url`, with `body`).
    package static func send(
        _ seq: Int, step: String, at seconds: Int64 = 0, url: String = "https://x.test/api/subscribe",
        body: JSONValue = ["status": "subscribed"], during: RecordContext = .none
    ) -> TranscriptRecord {
        TranscriptRecord(
            time: .init(sinceStart: .seconds(seconds)), step: step, kind: .http,
            body: ["seq": .number(Double(seq)), "method": "POST", "url": .string(url), "body": body], during: during)
    }

    /// The answer to request `seq` (nil status: a transport failure), in its own context.
    package static func answer(
        _ seq: Int, _ status: Int?, step: String, at seconds: Int64 = 0, push: String? = nil
    ) -> TranscriptRecord {
        var body: [String: JSONValue] = ["seq": .number(Double(seq))]
        if let status { body["status"] = .number(Double(status)) } else { body["failure"] = "offline" }
        return TranscriptRecord(
            time: .init(sinceStart: .seconds(seconds)), step: step, kind: .answer, body: .object(body),
            during: RecordContext(push: push, answer: seq))
    }

    /// An error the SDK reports while handling the answer to `answer` (nil: outside any answer).
    package static func error(
        retryable: Bool, answer: Int?, step: String, at seconds: Int64 = 0, code: String = "network.client-error"
    ) -> TranscriptRecord {
        TranscriptRecord(
            time: .init(sinceStart: .seconds(seconds)), step: step, kind: .error,
            body: ["code": .string(code), "retryable": .bool(retryable)], during: RecordContext(answer: answer))
    }
}
