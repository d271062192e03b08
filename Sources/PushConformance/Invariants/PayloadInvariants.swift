import PushContract
import PushSimulator

extension Invariant {
    /// PAY-007: a payload the vendor's wire format writes names each key once per object.
    ///
    /// RFC 8259 §4 says names SHOULD be unique. A payload repeating one means different things
    /// to different parsers: iOS builds `userInfo` with `JSONSerialization` (the last value
    /// wins, as in the simulator), while an app or extension decoding the same bytes with
    /// `JSONDecoder` gets the first. The simulator records the repeated keys' JSON paths as
    /// `payload.duplicate-keys`; only raw bytes can repeat a key.
    ///
    /// The invariant judges the vendor's effect: a repeat right after `wire-format.encoded`
    /// (the bytes the vendor's wire format wrote for that push). A scenario's own raw bytes
    /// (`payloadText`, a fixture) are the scenario's: the device accepts them as iOS does, the
    /// transcript shows it, and no vendor is warned about bytes it did not write.
    package static let payloadKeysUnique: Invariant = Invariant(
        Requirement(
            .payloadKeysUnique, .should, .payload, kind: .invariant,
            summary: "a payload the vendor's wire format writes names each key once per object",
            sentence: "A payload a vendor's wire format writes SHOULD name each key once per JSON object.",
            rationale:
                "RFC 8259 only says names SHOULD be unique: iOS builds userInfo with JSONSerialization (the last value wins) while JSONDecoder keeps the first, so an app and its SDK can read different values from one push. Only the payloads a vendor writes are its to fix; a repeat in bytes a sender handed over verbatim is the sender's.",
            sources: ["RFC 8259 §4", "JSONTestSuite y_object_duplicated_key cases"])
    ) { records in
        var found: [(TranscriptRecord, String)] = []
        var previous: TranscriptRecord?
        for record in records {
            defer { previous = record }
            guard record.kind == .system, record.name == SimulatorRecordName.payloadDuplicateKeys.rawValue,
                previous?.systemName == .wireFormatEncoded
            else { continue }
            let paths = record.body["paths"]?.arrayValue?.compactMap(\.stringValue) ?? []
            found.append(
                (
                    record,
                    "the payload the vendor's wire format wrote repeats \(paths.joined(separator: ", ")): "
                        + "JSONSerialization (iOS's userInfo) keeps the last value, JSONDecoder the first, so two parsers "
                        + "disagree on this payload"
                ))
        }
        return found
    }
}
