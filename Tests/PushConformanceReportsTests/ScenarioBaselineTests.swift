@testable import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports
import PushTestKit

/// The per-scenario baseline of the comparison: shared lines fold, cells keep their differences.
@Suite("Scenario baseline")
struct ScenarioBaselineTests {
    static func entry(_ vendor: String, _ outcome: CaseOutcome = .pass, events: [String]) -> RunReport.Case {
        var behaviour = CaseBehaviour()
        behaviour.events = events.map { CaseBehaviour.Item(text: $0, count: 1) }
        return RunReport.Case(
            vendor: vendor, scenario: "s", facet: "f", outcome: outcome, golden: .matched, behaviour: behaviour)
    }

    @Test("Native codes are compared without their brackets")
    func neutral() {
        #expect(ScenarioBaseline.neutral("push.received [203] ×2") == "push.received ×2")
        #expect(ScenarioBaseline.neutral("altcraft: sdk.configured [init]") == "altcraft: sdk.configured")
        #expect(ScenarioBaseline.neutral("network.server-error [530] ↻") == "network.server-error ↻")
    }

    @Test("Lines every applicable vendor has fold into common; n/a cases take no part")
    func common() {
        let baseline = ScenarioBaseline([
            Self.entry("a", events: ["sdk.configured [configure]", "token.changed [201]", "push.opened [open]"]),
            Self.entry("b", events: ["sdk.configured [init]", "token.changed [7]"]),
            Self.entry("c", .notApplicable, events: []),
        ])
        #expect(baseline.common.map(\.text) == ["sdk.configured", "token.changed"])
        #expect(baseline.differences["a"]?.map(\.text) == ["push.opened [open]"])
        #expect(baseline.differences["b"]?.isEmpty == true)
        #expect(baseline.differences["c"] == nil)
        #expect(baseline.behaviourDiffers && !baseline.outcomeDiffers)
    }

    @Test(
        "Same behaviour apart from native codes gives equal signatures; outcomes differ only among vendors that ran it")
    func signatures() {
        let same = ScenarioBaseline([
            Self.entry("a", events: ["x [1]", "y [2]"]), Self.entry("b", .knownDeviation, events: ["x [9]", "y [8]"]),
            Self.entry("c", .notApplicable, events: []),
        ])
        #expect(same.signatures["a"] == same.signatures["b"])
        #expect(!same.behaviourDiffers && same.outcomeDiffers)
        let alone = ScenarioBaseline([Self.entry("a", events: ["x"]), Self.entry("c", .notApplicable, events: [])])
        #expect(alone.common.isEmpty && alone.differences["a"]?.count == 1 && !alone.outcomeDiffers)
    }

    @Test("Lines most vendors have form the usual baseline; a cell shows what it adds and the usual lines it lacks")
    func usual() {
        let baseline = ScenarioBaseline([
            Self.entry("a", events: ["sdk.configured [1]", "token.changed [2]", "push.received [3]"]),
            Self.entry("b", events: ["sdk.configured [x]", "token.changed [y]", "push.received [z]"]),
            Self.entry("c", events: ["sdk.configured", "token.changed", "push.opened [o]"]),
            Self.entry("d", events: ["sdk.configured"]),
            Self.entry("e", .notApplicable, events: []),
        ])
        #expect(baseline.common.map(\.text) == ["sdk.configured"])
        // token.changed: 3 of 4; push.received: 2 of 4 (not more than half).
        #expect(baseline.usual.map(\.text) == ["token.changed"])
        #expect(baseline.differences["a"]?.map(\.text) == ["push.received [3]"])
        #expect(baseline.differences["c"]?.map(\.text) == ["push.opened [o]"])
        #expect(baseline.missing["d"]?.map(\.text) == ["token.changed"])
        #expect(baseline.missing["a"]?.isEmpty == true && baseline.differences["d"]?.isEmpty == true)
        #expect(
            baseline.signatures["a"] == baseline.signatures["b"] && baseline.signatures["a"] != baseline.signatures["c"]
        )
    }
}
