import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports
import PushTestKit

/// What the reports show of a transcript: nothing is dropped, however deep a line nests, and
/// reporting a large run costs one pass over its cases.
@Suite("Report behaviour cells")
struct ReportBehaviourTests {
    /// `{"a":{"a":…{"a":1}}}`, `depth` objects deep.
    static func nested(_ depth: Int) -> JSONValue {
        var value: JSONValue = 1
        for _ in 0..<depth { value = ["a": value] }
        return value
    }

    @Test("A transcript line nested deeper than 64 levels is counted, not silently skipped")
    func deepLineCounted() {
        let event = JSONValue.object([
            "t": "0s", "step": "push", "event": ["name": "push.echoed", "details": ["payload": Self.nested(100)]],
        ])
        #expect(event.canonicalText.filter { $0 == "{" }.count > 100)
        let behaviour = CaseBehaviour(transcript: [event.canonicalText, #"{"leftovers":"none","t":"0s"}"#])
        #expect(behaviour.events.map(\.text) == ["push.echoed"])
    }

    @Test("Texts are counted in order of first appearance, below and past 16 distinct ones")
    func tallies() {
        for distinct in [3, 16, 17, 40] {
            var records: [JSONValue] = []
            for round in 0..<3 {
                for name in 0..<distinct where name % 3 >= round {
                    records.append(["t": "0s", "step": "s", "event": ["name": .string("e\(name)")]])
                }
            }
            let expected = (0..<distinct).map { CaseBehaviour.Item(text: "e\($0)", count: $0 % 3 + 1) }
            #expect(CaseBehaviour(records: records).events == expected, "\(distinct) distinct")
        }
    }

    @Test("A line that cannot be read at all is listed as such")
    func unreadableLineListed() {
        let behaviour = CaseBehaviour(transcript: [
            #"{"t":"0s","event":{"name":"a"}}"#, "not json", #"{"leftovers":"none","t":"0s"}"#,
        ])
        #expect(behaviour.events.map(\.text).first == "a")
        #expect(behaviour.events.map(\.text).last?.hasPrefix("transcript line 2 cannot be read:") == true)
    }

    @Test("A payload APNs accepts (63 levels) that an SDK echoes shows in the report's cells")
    func deepPayloadInReports() throws {
        let payload = JSONValue.object(["test": true, "aps": ["alert": "hi"], "deep": Self.nested(62)])
        let scenario = try inlineScenario(
            """
            {"id": "lifecycle.deep", "title": "deep", "steps": [
              {"id": "launch", "launch": {}},
              {"id": "push", "push": {"payloadText": \(JSONValue.string(payload.canonicalText).canonicalText)}},
              {"id": "wait", "advance": "1s"}
            ]}
            """, file: "lifecycle/deep.json")
        var vendor = TestVendor()
        vendor.echoesPayloads = true
        let result = ConformanceRunner(vendors: [vendor], goldens: GoldenStore(root: "/nonexistent"))
            .runCase(vendor: vendor, scenario: scenario, options: RunOptions())
        let echoed = try #require(result.transcript.first { $0.contains("push.echoed") })
        #expect(echoed.filter { $0 == "{" }.count > 64)
        let report = RunReport(vendors: [vendor], scenarios: [scenario], results: [result])
        #expect(report.cases.first?.behaviour.events.map(\.text).contains("push.echoed [echo]") == true)
        // (A table cell may offer breaks inside long names.)
        #expect(
            MarkdownComparison.render(report).replacingOccurrences(of: "<wbr>", with: "").contains("push.echoed [echo]")
        )
        #expect(HTMLComparison.render(report).contains("push.echoed [echo]"))
        // Read back from the transcript lines alone (as for an older results file), the same cell.
        #expect(CaseBehaviour(transcript: result.transcript) == report.cases.first?.behaviour)
    }

    @Test("A 12,000-case report renders every cell and the error table (one pass over the cases)")
    func largeReport() {
        var behaviour = CaseBehaviour()
        behaviour.errors = [CaseBehaviour.Item(text: "network.server-error [530]", count: 1)]
        let vendors = (0..<12).map {
            RunReport.Vendor(id: "v\($0)", displayName: "V\($0)", capabilities: [], knownDeviations: [])
        }
        let scenarios = (0..<1_000).map {
            RunReport.ScenarioInfo(
                id: "lifecycle.s\($0)", facet: "lifecycle", title: "S\($0)", requirements: [], requires: [])
        }
        let cases = vendors.flatMap { vendor in
            scenarios.map { scenario in
                RunReport.Case(
                    vendor: vendor.id, scenario: scenario.id, facet: "lifecycle", outcome: .pass, golden: .matched,
                    behaviour: scenario.id.hasSuffix("7") ? behaviour : CaseBehaviour())
            }
        }
        let report = RunReport(vendors: vendors, scenarios: scenarios, cases: cases)
        let lookup = RunReport.CaseLookup(report)
        #expect(lookup.entry(vendor: "v11", scenario: "lifecycle.s999")?.id == "v11/lifecycle.s999")
        #expect(lookup.scenariosWithErrors.count == 100)
        #expect(lookup.counts(vendor: "v3", facet: "lifecycle").pass == 1_000)
        #expect(lookup.vendors(in: "lifecycle").count == 12)
        let markdown = MarkdownComparison.render(report)
        // The matrices of 12,000 cases do not fit a step summary: they are named as cut, the rest stays.
        #expect(markdown.utf8.count <= MarkdownComparison.stepSummaryLimit)
        #expect(markdown.contains("<code>network.<wbr>server-error [530]</code>"))
        #expect(markdown.contains("## Per facet") && markdown.contains("## Error codes per scenario"))
        let html = HTMLComparison.render(report)
        #expect(html.components(separatedBy: "data-outcome=\"pass\"").count - 1 == 12_000)
    }
}
