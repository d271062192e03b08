import PushConformance
import PushContract
import PushTestKit
import Testing

/// R5's wire-format audit over each interruption level the contract accepts: a valid message is
/// encoded, not refused, and its level is written as Apple spells it
/// (https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification).
@Suite("Wire-format audit: interruption levels")
struct InterruptionLevelAuditTests {
    /// How a format writes `aps.interruption-level`.
    enum Spelling: Sendable, CaseIterable {
        /// As Apple spells it (the scripted format).
        case apple
        /// From the Swift case name (timeSensitive), then checked: the format refuses the message.
        case caseNameRefused
        /// From the Swift case name, unchecked: the format writes it.
        case caseNameWritten
    }

    struct LevelFormat: PushWireFormat {
        var spelling: Spelling

        func encode(_ message: MessageSpec) throws(PushError) -> PushPayload {
            let payload = try ScriptedWireFormat().encode(message)
            guard spelling != .apple, message.interruptionLevel == .timeSensitive else { return payload }
            var root = payload.root
            var aps = payload.aps.raw
            aps["interruption-level"] = "timeSensitive"
            root["aps"] = .object(aps)
            let misspelt = PushPayload(root)
            return spelling == .caseNameRefused ? try refusingInvalid(misspelt) : misspelt
        }

        func decode(_ payload: PushPayload) -> MessageSpec? { nil }
    }

    @Test("A format that refuses or misspells a valid level is named under R5", arguments: Spelling.allCases)
    func levelSpelling(spelling: Spelling) {
        let problems = WireFormatAudit.problems(
            ScriptedVendorWithFormat(format: LevelFormat(spelling: spelling)), scenarios: []
        )
        .filter { $0.requirement == RequirementID(rawValue: "R5") }
        #expect(problems.count == (spelling == .apple ? 0 : 1), "\(problems.map(\.message))")
        #expect(problems.allSatisfy { $0.message.contains("time-sensitive") }, "\(problems.map(\.message))")
        if spelling == .caseNameRefused {
            #expect(problems.allSatisfy { $0.message.contains("refuses a valid message") })
        }
    }
}
