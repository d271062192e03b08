import Foundation
import PushConformance
import PushContract
import PushSimulator
import BuiltInVendors
import PushConformanceTestSupport
import PushTestKit
import Testing

/// The work budget: what the steps of one scenario multiply is bounded, not only each number.
/// The worst cases the loader accepts are generated (``WorstCaseScenarios``); each runs to its end
/// on every built-in vendor inside the case budgets, and one unit over a static budget is refused
/// with the file, the JSON path and the budget's name (the worst cases' runs are the heavy
/// ``WorstCaseRunHeavyTests``). No time is asserted here: the CPU they
/// take is measured apart (`PUSH_CONFORMANCE_WORST_CASES=DIR swift test --filter WorstCaseFiles`,
/// then `push-conformance run --scenarios DIR`; see Conformance/README.md, "Budget").
@Suite("Scenario budget")
struct ScenarioBudgetTests {
    static func decode(_ generated: WorstCaseScenarios.Generated) throws(ScenarioError) -> Scenario {
        try ScenarioDecoder().decode(Array(generated.json.utf8), file: generated.file)
    }

    @Test("Every generated worst case is within the bounds and accepted", arguments: WorstCaseScenarios.accepted())
    func accepted(_ generated: WorstCaseScenarios.Generated) throws {
        #expect(generated.json.utf8.count <= ScenarioBounds.maxFileBytes)
        let scenario = try Self.decode(generated)
        #expect(scenario.steps.count <= ScenarioBounds.maxSteps)
    }

    @Test(
        "One unit over a budget is refused with the file, the JSON path and the budget",
        arguments: WorstCaseScenarios.overBudget())
    func refused(_ generated: WorstCaseScenarios.Generated) throws {
        let expected = try #require(generated.refusal)
        do {
            _ = try Self.decode(generated)
            Issue.record("\(generated.name) was accepted")
        } catch {
            #expect(error.file == generated.file)
            #expect(error.path == expected.path, "\(error)")
            #expect(error.message.contains(expected.budget), "\(error)")
        }
    }

    @Test("A redelivery hands again only the responses since the last one, so redelivery steps do not multiply")
    func redeliveryCount() throws {
        var steps = [#"{"id": "launch", "launch": {}}"#]
        for index in 0..<300 {
            steps.append(#"{"id": "p\#(index)", "push": {"message": {"title": "T"}}}"#)
            steps.append(#"{"id": "t\#(index)", "tap": {}}"#)
        }
        // Counted as before this budget (every response so far, each time): 300 × 299.
        steps += (0..<299).map { #"{"id": "r\#($0)", "redeliverResponses": {}}"# }
        let scenario = try inlineScenario(
            #"{"id": "lifecycle.r", "title": "r", "steps": [\#(steps.joined(separator: ","))]}"#,
            file: "lifecycle/r.json")
        let records = try ScenarioExecutor(vendor: TestVendor(), scenario: scenario).run()
        let redelivered = records.filter { $0.body["name"]?.stringValue == "notification.response-redelivered" }.count
        let nothingNew = records.filter { $0.body["name"]?.stringValue == "notification.no-response-to-redeliver" }
            .count
        #expect(redelivered == 300)
        #expect(nothingNew == 298)
    }

    @Test(
        "A case past its record, transcript-bytes or scheduled-work budget stops with an execution error naming the budget"
    )
    func runtimeBudgets() throws {
        let steps = (0..<100).map { #"{"id": "p\#($0)", "push": {"payload": {"test": true, "aps": {"alert": "n"}}}}"# }
        let scenario = try inlineScenario(
            #"{"id": "lifecycle.many", "title": "many", "steps": [{"id": "launch", "launch": {}}, \#(steps.joined(separator: ","))]}"#,
            file: "lifecycle/many.json")
        var executor = ScenarioExecutor(vendor: TestVendor(), scenario: scenario)
        let full = try executor.run()
        executor.recordLimit = full.count / 2
        #expect(throws: ExecutionError.self) { try executor.run() }
        do { _ = try executor.run() } catch { #expect(error.message.contains("(ScenarioBudget.records)"), "\(error)") }
        // The same case under a byte budget of half its transcript's lines.
        executor.recordLimit = ScenarioBudget.records
        executor.transcriptByteLimit = full.reduce(0) { $0 + $1.line.utf8.count + 1 } / 2
        do {
            _ = try executor.run()
            Issue.record("the transcript-bytes budget did not stop the case")
        } catch {
            #expect(error.message.contains("(ScenarioBudget.transcriptBytes)"), "\(error)")
        }
        // Every answer to a request is a piece of scheduled work.
        let subscribes = (0..<100).map { #"{"id": "s\#($0)", "subscribe": {}}"# }
        let busy = try inlineScenario(
            #"{"id": "subscription.many", "title": "many", "given": {"defaultAnswer": {"status": 200}}, "steps": [{"id": "launch", "launch": {}}, \#(subscribes.joined(separator: ","))]}"#,
            file: "subscription/many.json")
        var working = ScenarioExecutor(
            vendor: try #require(BuiltInVendors.all.first { $0.descriptor.id == "altcraft" }), scenario: busy)
        working.caseWorkLimit = 10
        do {
            _ = try working.run()
            Issue.record("the scheduled-work budget did not stop the case")
        } catch {
            #expect(error.message.contains("(ScenarioBudget.scheduledWork)"), "\(error)")
        }
    }

    @Test("Broken expectations past the kept bound are counted in one entry, never stored one by one")
    func expectationViolationsKept() throws {
        let scenario = try Self.decode(WorstCaseScenarios.relaunches())
        #expect(scenario.expectations.count == ScenarioBudget.expectations)
        let vendor = try #require(BuiltInVendors.all.first { $0.descriptor.id == "altcraft" })
        let records = try ScenarioExecutor(vendor: vendor, scenario: scenario).run()
        let violations = scenario.expectationViolations(records, vendor: vendor.descriptor)
        let counted = violations.filter { $0.message.contains("more times, counted, not kept") }
        #expect(!counted.isEmpty, "no expectation broke more than \(ScenarioBudget.violationsKept) times")
        // Several expectations may read alike: each of them keeps at most the bound and one count.
        let copies = Dictionary(grouping: scenario.expectations, by: \.description).mapValues(\.count)
        for (description, count) in copies {
            let own = violations.filter { $0.message.hasPrefix("expectation: \(description): ") }
            #expect(own.count <= count * (ScenarioBudget.violationsKept + 1), "\(description)")
        }
        let kept = ScenarioBudget.kept(violations)
        #expect(kept.count == ScenarioBudget.violationsKept + 1)
        #expect(
            kept.last?.message.contains("\(violations.count - ScenarioBudget.violationsKept) more findings") == true)
    }

    @Test(
        "The worst cases are written as files when PUSH_CONFORMANCE_WORST_CASES names a folder (to measure their CPU)")
    func worstCaseFiles() throws {
        guard let folder = ProcessInfo.processInfo.environment["PUSH_CONFORMANCE_WORST_CASES"], !folder.isEmpty else {
            return
        }
        let facet = folder + "/Scenarios/" + WorstCaseScenarios.facet
        try FileManager.default.createDirectory(atPath: facet, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/Golden", withIntermediateDirectories: true)
        for generated in WorstCaseScenarios.accepted() {
            try Data(generated.json.utf8).write(to: URL(fileURLWithPath: folder + "/Scenarios/" + generated.file))
        }
    }
}

extension WorstCaseScenarios.Generated: CustomTestStringConvertible {
    /// The scenario's name in test lists.
    package var testDescription: String { name }
}
