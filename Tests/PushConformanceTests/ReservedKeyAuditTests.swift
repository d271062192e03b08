import PushConformance
import PushContract
import PushTestKit
import Testing

/// PAY-004's wire-format audit over custom data: a message whose custom data carries a key the
/// format writes itself (the ownership marker, an id, `aps`) must still be claimed, with the
/// format's own values kept.
@Suite("Wire-format audit: custom data carrying reserved keys")
struct ReservedKeyAuditTests {
    /// How the format merges a message's custom data with its own keys.
    enum Merge: CaseIterable, Sendable {
        /// Custom data first, the format's keys written over it (correct).
        case formatWins
        /// Custom data written last, over the marker and the id.
        case customDataWins
        /// Custom data merged into `aps` (it replaces the alert; still claimed: not PAY-004's).
        case intoAPS
        /// Custom data nested under a key of its own (correct).
        case nested
    }

    struct MergingFormat: PushWireFormat {
        var merge: Merge

        func encode(_ message: MessageSpec) throws(PushError) -> PushPayload {
            var aps = message.standardAPS
            let own: [String: JSONValue] = ["vendor": "scripted", "id": .string(message.messageID ?? "none")]
            var root: [String: JSONValue]
            switch merge {
            case .formatWins: root = message.customData.merging(own) { _, mine in mine }
            case .customDataWins: root = own.merging(message.customData) { _, theirs in theirs }
            case .intoAPS:
                aps.merge(message.customData) { _, theirs in theirs }
                root = own
            case .nested: root = own.merging(["data": .object(message.customData)]) { mine, _ in mine }
            }
            root["aps"] = .object(aps)
            return PushPayload(root)
        }

        func decode(_ payload: PushPayload) -> MessageSpec? { nil }
    }

    @Test("Custom data overriding the marker is named; a format whose marker wins is not", arguments: Merge.allCases)
    func reservedKeys(merge: Merge) {
        let problems = WireFormatAudit.problems(
            ScriptedVendorWithFormat(format: MergingFormat(merge: merge)), scenarios: []
        )
        .filter { $0.requirement == .encodedPayloadsClaimed }
        switch merge {
        case .formatWins, .nested, .intoAPS:
            #expect(problems.isEmpty, "\(problems.map(\.message))")
        case .customDataWins:
            #expect(problems.count == 1)
            #expect(
                problems.first?.message.contains("custom data carrying \"vendor\"") == true,
                "\(problems.map(\.message))")
        }
    }
}
