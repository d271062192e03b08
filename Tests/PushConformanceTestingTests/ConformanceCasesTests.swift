import Foundation
import PushConformance
import PushConformanceTesting
import Testing
import PushTestKit

/// The parameterised form: the case list, its selection variable, and one case run alone.
@Suite("Conformance cases")
struct ConformanceCasesTests {
    static let altcraft = Fixture.vendor("altcraft")

    @Test("Every case altcraft can run, one per golden it has; router scenarios as router cases")
    func allCases() throws {
        let cases = ConformanceCases.all(for: Self.altcraft, environment: [:])
        let own = try FileManager.default.contentsOfDirectory(atPath: Fixture.goldens + "/altcraft")
            .map { String($0.dropLast(".jsonl".count)) }.sorted()
        #expect(cases.filter { $0.vendor == "altcraft" }.map(\.scenario).sorted() == own)
        #expect(
            cases.filter { $0.vendor != "altcraft" }.allSatisfy {
                $0.vendor == "router" && $0.scenario.hasPrefix("router.")
            })
        #expect(Set(cases.map(\.id)).count == cases.count)
        #expect(
            cases.first { $0.scenario == "lifecycle.cold-start-tap" }?.testDescription
                == "altcraft × lifecycle.cold-start-tap")
    }

    @Test(
        "PUSH_CONFORMANCE_CASE selects by case id, scenario id or glob; nothing selected is one failing case",
        arguments: [
            ("altcraft/lifecycle.cold-start-tap", 1), ("lifecycle.cold-start-tap", 1), ("router/router.coexistence", 1),
            ("altcraft/lifecycle.cold-start-tap, lifecycle.body-tap-runs-default-action", 2),
        ])
    func selection(_ value: String, _ count: Int) {
        let cases = ConformanceCases.all(for: Self.altcraft, environment: [ConformanceCases.selectionVariable: value])
        #expect(cases.count == count)
        #expect(cases.allSatisfy { $0.problem == nil })
    }

    @Test("A selection that matches nothing, or a vendor that can run nothing, fails instead of running zero cases")
    func emptySelection() async {
        let none = ConformanceCases.all(
            for: Self.altcraft, environment: [ConformanceCases.selectionVariable: "altcraft/no-such"])
        #expect(none.count == 1)
        #expect(none.first?.problem?.hasPrefix("PUSH_CONFORMANCE_CASE=altcraft/no-such selects none of the") == true)
        let issues = await IssueCollector().collect {
            await expectConformance(Self.altcraft, case: none[0], goldens: Fixture.goldens, recordMode: .never)
        }
        #expect(issues.map(\.message) == none.compactMap(\.problem))
        let unknown = ConformanceCases.all(for: Self.altcraft, only: ["nothing.*"], environment: [:])
        #expect(unknown.map(\.problem) == ["altcraft can run none of the 0 selected scenarios"])
    }

    @Test("A case listed for another vendor is refused")
    func otherVendor() async {
        let issues = await IssueCollector().collect {
            await expectConformance(
                Fixture.vendor("q2"), case: ConformanceCase(vendor: "altcraft", scenario: "lifecycle.cold-start-tap"),
                goldens: Fixture.goldens, recordMode: .never)
        }
        #expect(
            issues.map(\.message) == [
                "the case altcraft/lifecycle.cold-start-tap belongs to vendor altcraft, not q2: "
                    + "list the cases with ConformanceCases.all(for:) of the same vendor"
            ])
    }

    @Test(
        "Each listed case runs alone against the built-in goldens",
        arguments: ConformanceCases.all(
            for: altcraft, only: ["lifecycle.cold-*", "lifecycle.body-tap-*"], environment: [:]))
    func runsAlone(_ selected: ConformanceCase) async {
        let report = await expectConformance(
            Self.altcraft, case: selected, goldens: Fixture.goldens, recordMode: .never)
        #expect(report.cases.map(\.id) == [selected.id])
    }
}
