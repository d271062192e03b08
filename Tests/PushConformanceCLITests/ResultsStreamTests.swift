@testable import push_conformance
import BuiltInVendors
import Foundation
import PushConformance
import PushContract
import Synchronization
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports
import PushTestKit

/// The results file written line by line while the cases run: the same bytes as encoding the
/// finished report, with no transcript kept by the run.
@Suite("Results file streamed during the run")
struct ResultsStreamTests {
    static let suite = ConformanceSuite(root: PackageLocation.conformance)
    static let scenarios = ["payload.*", "router.*", "notification-service.*", "lifecycle.*"]

    @Test("Streamed bytes equal the encoded report; cases arrive in report order; no transcript or behaviour is kept")
    func sameBytes() async throws {
        // One vendor and the router on three facets; every vendor on four facets is
        // ``SameBytesHeavyTests``.
        try await Self.streamedBytesEqualReport(
            RunSelection(
                vendors: ["altcraft", "router"], scenarios: ["payload.*", "router.*", "notification-service.*"]),
            cases: 100)
    }

    /// Runs `selection` twice, once keeping everything and once streaming each case to a results
    /// file: the file has the bytes of the first report, in its order; at least `cases` cases.
    static func streamedBytesEqualReport(_ selection: RunSelection, cases minimum: Int) async throws {
        var options = RunOptions()
        options.parallelism = 3
        let full = await Self.suite.run(BuiltInVendors.all, selection: selection, options: options)
        #expect(full.cases.count > minimum)
        #expect(full.cases.allSatisfy { $0.transcript.isEmpty == ($0.outcome == .notApplicable) })
        #expect(Set(full.cases.map(\.outcome)).count >= 3, "a mix of outcomes")

        let path = temporaryFolder("results-stream").path + ".jsonl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let stream = try ResultsStream(path: path)
        let order = Mutex<[String]>([])
        options.onCaseReported = { entry in
            stream.append(entry)
            order.withLock { $0.append(entry.id) }
        }
        options.keepsTranscripts = false
        options.keepsBehaviour = false
        let streamed = await Self.suite.run(BuiltInVendors.all, selection: selection, options: options)
        #expect(streamed.cases.allSatisfy { $0.transcript.isEmpty && $0.behaviour == CaseBehaviour() })
        #expect(full.cases.contains { $0.behaviour != CaseBehaviour() })
        #expect(order.withLock { $0 } == full.cases.map(\.id))
        try stream.finish(streamed)
        let written = try #require(FileManager.default.contents(atPath: path))
        #expect(Array(written) == Array(ResultsJSON.encode(full).utf8))
        #expect(try ResultsJSON.decode(String(decoding: written, as: UTF8.self)) == full)
    }

    @Test("The CLI's --json file has the bytes of the library's report for the same run")
    func cliSameBytes() async throws {
        // One vendor and the router; every vendor is ``SameBytesHeavyTests``.
        try await Self.cliWritesReportBytes(vendors: ["altcraft", "router"])
    }

    /// `run --scenario payload.* --scenario router.* --json` of `vendors` (every vendor when
    /// empty) writes the bytes of the library's report of the same selection.
    static func cliWritesReportBytes(vendors: [String]) async throws {
        let path = temporaryFolder("results-cli").path + ".jsonl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let filter = vendors.flatMap { ["--vendor", $0] }
        let run = await CLIHarness().run(
            filter + ["--scenario", "payload.*", "--scenario", "router.*", "--json", path])
        #expect(run.status == .success, "\(run.output)")
        let ids = Self.suite.loadScenarios().scenarios.map(\.id).filter {
            $0.hasPrefix("payload.") || $0.hasPrefix("router.")
        }
        let report = await Self.suite.run(BuiltInVendors.all, selection: RunSelection(vendors: vendors, scenarios: ids))
        let written = try #require(FileManager.default.contents(atPath: path))
        #expect(Array(written) == Array(ResultsJSON.encode(report).utf8))
    }

    @Test("A stream refuses a report with other cases than it was given")
    func refusesOtherReport() throws {
        let path = temporaryFolder("results-mismatch").path + ".jsonl"
        let stream = try ResultsStream(path: path)
        stream.append(SampleReport.report.cases[0])
        #expect(throws: ReportFile.WriteError.self) { try stream.finish(SampleReport.report) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}

extension ResultsStreamTests {
    /// The streamed results file of every vendor on four facets: a heavy suite (``HeavyTests``),
    /// run in release mode by CI's heavy step.
    @Suite("Results file streamed during the run: every vendor, four facets (heavy)", HeavyTests.trait)
    struct SameBytesHeavyTests {
        @Test("Streamed bytes equal the encoded report on every vendor × four facets")
        func sameBytes() async throws {
            try await ResultsStreamTests.streamedBytesEqualReport(
                RunSelection(scenarios: ResultsStreamTests.scenarios), cases: 100)
        }

        @Test("The CLI's --json file has the bytes of the library's report on every vendor")
        func cliSameBytes() async throws {
            try await ResultsStreamTests.cliWritesReportBytes(vendors: [])
        }
    }
}
