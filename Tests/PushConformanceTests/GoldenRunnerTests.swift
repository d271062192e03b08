import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
import PushTestKit

/// Goldens: record modes, mismatches with diffs and re-record commands, known deviations,
/// not-applicable cases, determinism.
@Suite("Golden comparison and outcomes")
struct GoldenRunnerTests {
    let fixture = InlineGoldenCase()
    var scenario: Scenario { fixture.scenario }

    func temporaryGoldens() throws -> GoldenStore {
        try fixture.temporaryGoldens(prefix: "goldens", vendorFolder: false)
    }

    func run(_ vendor: TestVendor = TestVendor(), mode: RecordMode, goldens: GoldenStore) -> RunReport.Case {
        fixture.run(vendor, mode: mode, goldens: goldens)
    }

    @Test("A missing golden fails in never mode and names the command that records it")
    func missingGolden() throws {
        let result = run(mode: .never, goldens: try temporaryGoldens())
        #expect(result.outcome == .fail)
        #expect(result.golden == .missing)
        #expect(result.rerecordCommand == "swift run push-conformance record --vendor test --scenario lifecycle.inline")
        #expect(result.description.contains(result.rerecordCommand))
    }

    @Test("Missing mode records a new golden, and the next run matches it")
    func recordThenMatch() throws {
        let goldens = try temporaryGoldens()
        let first = run(mode: .missing, goldens: goldens)
        #expect(first.golden == .recorded)
        #expect(first.outcome == .pass)
        #expect(goldens.read(vendor: "test", scenario: "lifecycle.inline") == first.transcript)
        let second = run(mode: .never, goldens: goldens)
        #expect(second.golden == .matched)
        #expect(second.outcome == .pass)
    }

    @Test("Changing one line of a golden fails with the first divergence, a line diff and the re-record command")
    func changedLineFails() throws {
        let goldens = try temporaryGoldens()
        let recorded = run(mode: .missing, goldens: goldens).transcript
        var edited = recorded
        let index = try #require(edited.firstIndex { $0.contains("\"http\"") })
        edited[index] = edited[index].replacingOccurrences(of: "subscription", with: "subscriptions")
        try goldens.write(edited, vendor: "test", scenario: "lifecycle.inline")

        let result = run(mode: .never, goldens: goldens)
        #expect(result.outcome == .fail)
        #expect(result.golden == .mismatch)
        let first = try #require(result.firstDivergence)
        let diff = try #require(result.diff)
        #expect(first.hasPrefix("line \(index + 1):"))
        #expect(diff.contains("- \(edited[index])"))
        #expect(diff.contains("+ \(recorded[index])"))
        #expect(result.description.contains("record --vendor test --scenario lifecycle.inline"))

        let rerecorded = run(mode: .failed, goldens: goldens)
        #expect(rerecorded.golden == .rerecorded)
        #expect(goldens.read(vendor: "test", scenario: "lifecycle.inline") == recorded)
    }

    @Test("A scenario needing a capability the vendor lacks is not applicable, never a pass")
    func notApplicable() throws {
        let needsLive = try inlineScenario(
            """
            {"id": "live-activities.x", "title": "t", "requires": ["live-activities"], "steps": [{"id": "a", "launch": {}}]}
            """, file: "live-activities/x.json")
        let vendor = TestVendor()
        let result = ConformanceRunner(vendors: [vendor], goldens: try temporaryGoldens())
            .runCase(vendor: vendor, scenario: needsLive, options: RunOptions())
        #expect(result.outcome == .notApplicable)
        #expect(result.note == "needs live-activities")
        #expect(result.transcript.isEmpty)
    }

    @Test("A listed known deviation turns its violation into known-deviation; a stale one fails")
    func knownDeviations() throws {
        let goldens = try temporaryGoldens()
        var broken = TestVendor()
        broken.faults.retriesClientErrors = true
        let retry = try inlineScenario(
            """
            {"id": "lifecycle.inline", "title": "t", "steps": [
              {"id": "launch", "launch": {}}, {"id": "server", "serverAnswers": [{"status": 400}]},
              {"id": "subscribe", "subscribe": {}}, {"id": "wait", "advance": "2s"}]}
            """, file: "lifecycle/inline.json")
        var options = RunOptions()
        options.recordMode = .missing

        let unlisted = ConformanceRunner(vendors: [broken], goldens: goldens).runCase(
            vendor: broken, scenario: retry, options: options)
        #expect(unlisted.outcome == .fail)
        #expect(unlisted.violations.map(\.invariant.rawValue).contains("NET-001"))
        #expect(unlisted.golden == .missing, "a transcript that breaks a MUST invariant is never recorded")
        #expect(
            unlisted.note?.contains(
                "golden not recorded: the transcript breaks a MUST invariant (NET-001). Fix the adapter first") == true)
        #expect(unlisted.rerecordCommand.isEmpty, "re-recording cannot help: no command is offered")
        #expect(!unlisted.description.contains("record it with"))
        #expect(goldens.read(vendor: "test", scenario: "lifecycle.inline") == nil)

        broken.deviations = [
            KnownDeviation(
                invariant: .retryOnlyRetryable, scenarios: ["lifecycle.*"], summary: "retries 4xx",
                citation: "test")
        ]
        let listed = ConformanceRunner(vendors: [broken], goldens: goldens).runCase(
            vendor: broken, scenario: retry, options: options)
        #expect(listed.outcome == .knownDeviation)
        #expect(listed.deviations.first?.deviation.citation == "test")

        var fixed = TestVendor()
        fixed.deviations = broken.deviations
        let stale = ConformanceRunner(vendors: [fixed], goldens: try temporaryGoldens())
            .runCase(vendor: fixed, scenario: retry, options: options)
        #expect(stale.outcome == .fail)
        #expect(stale.staleDeviations.count == 1)
    }

    @Test("The same scenario gives byte-identical transcripts on every run")
    func deterministic() throws {
        let goldens = try temporaryGoldens()
        let runs = (0..<3).map { _ in run(mode: .never, goldens: goldens).transcript }
        #expect(runs[0] == runs[1])
        #expect(runs[1] == runs[2])
        #expect(!runs[0].isEmpty)
        #expect(runs[0].last?.hasPrefix("{\"leftovers\"") == true)
    }

    @Test("CI forces never: recording is refused with a note")
    func ciNeverRecords() throws {
        let resolved = try RecordMode.resolve(requested: .all, environment: ["CI": "true"])
        #expect(resolved.mode == .never)
        #expect(resolved.note?.contains("CI is set") == true)
        #expect(
            try RecordMode.resolve(requested: nil, environment: ["PUSH_CONFORMANCE_RECORD": "missing"]).mode == .missing
        )
        #expect(try RecordMode.resolve(requested: nil, environment: [:]).mode == .never)
        #expect(try RecordMode.resolve(requested: .failed, environment: ["CI": "false"]).mode == .failed)
    }

    @Test(
        "A PUSH_CONFORMANCE_RECORD that names no mode is refused, never read as 'never'",
        arguments: ["ALL", "true", "", "sometimes"])
    func badRecordVariable(_ value: String) {
        #expect(throws: RecordMode.EnvironmentError.self) {
            try RecordMode.resolve(requested: nil, environment: ["PUSH_CONFORMANCE_RECORD": value])
        }
        // A mode asked for in code (or by --mode) does not read the variable.
        #expect(
            (try? RecordMode.resolve(requested: .missing, environment: ["PUSH_CONFORMANCE_RECORD": value]))?.mode
                == .missing)
    }
}
