import PushContract
import PushSimulator

extension Invariant {
    /// The service-extension run whose content `record` delivers, when `record` is the SDK's own
    /// `nse-content` completion and a run in `waiting` (keyed by push id) awaits it: the run named
    /// by `during.push`, else the only run waiting. With several runs waiting and no
    /// `during.push`, the transcript cannot say which run delivered: that is noted on
    /// `judgement` and nil returned. Shared by NSE-004 and NSE-005, which pair a run's content
    /// as the system handed it over with the content delivered.
    static func deliveringRun(
        of record: TranscriptRecord, waiting: [String: JSONValue], judgement: inout Judgement
    ) -> String? {
        guard record.kind == .completion, record.body["kind"] == "nse-content", record.body["call"] == nil,
            !waiting.isEmpty
        else { return nil }
        if let push = record.during.push { return push }
        if waiting.count == 1, let only = waiting.keys.first { return only }
        judgement.lacks("during.push on nse-content completions (which extension run delivered)")
        return nil
    }
}
