import PushContract
import PushSimulator

extension Array where Element == TranscriptRecord {
    /// Whether the transcript records which answer a record was made for: its answer records
    /// carry their own `during.answer` (``RecordContext``).
    var recordsAnswerContexts: Bool { contains { $0.kind == .answer && $0.during.answer != nil } }
    /// Whether it records which push a record was made for: its `push.arrived` records carry
    /// their own `during.push`.
    var recordsPushContexts: Bool { contains { $0.systemName == .pushArrived && $0.during.push != nil } }
}

extension Invariant {
    /// A notification id as messages name its push: `push-3` is `push 3`.
    static func pushLabel(_ id: String) -> String {
        id.hasPrefix("push-") ? "push " + id.dropFirst("push-".count) : id
    }
}
