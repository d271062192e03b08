import PushContract
import PushSimulator

extension Invariant {
    /// PAY-007: a pushed payload names each key once per object.
    ///
    /// RFC 8259 §4 says names SHOULD be unique. A payload repeating one means different things
    /// to different parsers: iOS builds `userInfo` with `JSONSerialization` (the last value
    /// wins, as in the simulator), while an app or extension decoding the same bytes with
    /// `JSONDecoder` gets the first. The simulator records the repeated keys' JSON paths as
    /// `payload.duplicate-keys`; only raw bytes can repeat a key.
    package static let payloadKeysUnique: Invariant = Invariant(
        Requirement(
            .payloadKeysUnique, .should, .payload, kind: .invariant,
            summary: "a pushed payload names each key once per object",
            sentence: "A payload SHOULD name each key once per JSON object.",
            rationale:
                "RFC 8259 only says names SHOULD be unique: iOS builds userInfo with JSONSerialization (the last value wins) while JSONDecoder keeps the first, so an app and its SDK can read different values from one push.",
            sources: ["RFC 8259 §4", "JSONTestSuite y_object_duplicated_key cases"])
    ) { records in
        records.compactMap { record -> (TranscriptRecord, String)? in
            guard record.kind == .system, record.name == SimulatorRecordName.payloadDuplicateKeys.rawValue else {
                return nil
            }
            let paths = record.body["paths"]?.arrayValue?.compactMap(\.stringValue) ?? []
            return (
                record,
                "the payload repeats \(paths.joined(separator: ", ")): JSONSerialization (iOS's userInfo) keeps the "
                    + "last value, JSONDecoder the first, so two parsers disagree on this payload"
            )
        }
    }
}
