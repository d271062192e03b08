import BuiltInVendors
import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports
import PushTestKit

/// The comparison built from a real run of several vendors (the built-in vendors with their
/// goldens, two test vendors with goldens recorded into a temporary folder). Set `PUSH_CONFORMANCE_DEMO_HTML` to
/// a path to also write the page there (for a look in a browser).
@Suite("Comparison from a real multi-vendor run")
struct ComparisonReportRunTests {
    static func report() async -> RunReport {
        let suite = ConformanceSuite(root: PackageLocation.conformance)
        let loaded = suite.loadScenarios()
        let others: [any PushVendor] = [TestVendor(), GreedyVendor()]
        let temporary = ScratchFolder.url("demo").path
        try? FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        let recorder = ConformanceRunner(vendors: others, goldens: GoldenStore(root: temporary))
        var record = RunOptions()
        record.recordMode = .missing
        record.vendorFilters = ["test", "greedy"]
        // The test vendors retry 5xx every second forever; the subscription scenarios' hours of
        // failures would only make this slow.
        record.scenarioFilters = [
            "lifecycle.*", "notification-service.*", "payload.*", "push-delegate.*", "ui-delegate.*",
        ]
        _ = await recorder.run(loaded.scenarios, options: record)
        var options = RunOptions()
        options.vendorFilters = ["test", "greedy"]
        options.scenarioFilters = record.scenarioFilters
        let otherResults = await recorder.run(loaded.scenarios, options: options)
        // Every built-in vendor × scenario with its goldens: the cases of the bundled run every
        // test reading a whole run shares (``BundledRun``).
        let builtIn = await BundledRun.report.cases
        let vendors: [any PushVendor] = BuiltInVendors.all + others
        let conflicts = ExclusiveOwnership.conflicts(vendors: vendors, scenarios: loaded.scenarios)
        return RunReport(
            vendors: vendors, scenarios: loaded.scenarios, results: builtIn + otherResults,
            problems: conflicts.prefix(3).map {
                RunProblem(.ownershipConflict, requirement: .exclusiveOwnership, message: $0.description)
            })
    }

    @Test("Every vendor × scenario has one cell; the page is balanced and names the PAY-002 conflicts")
    func multiVendorPage() async throws {
        let report = await Self.report()
        #expect(report.vendors.map(\.id) == BuiltInVendors.all.map(\.descriptor.id) + ["test", "greedy", "router"])
        let html = HTMLComparison.render(report)
        #expect(HTMLComparisonTests.balanceProblem(html) == nil)
        let cells = html.components(separatedBy: "data-outcome=").count - 1
        let missing = html.components(separatedBy: "data-outcome=\"missing\"").count - 1
        #expect(cells - missing == report.cases.count)
        #expect(missing == 0)
        #expect(html.contains("PAY-002 (MUST)"))
        #expect(html.contains("<option value=\"router\">router</option>"))
        if let path = ProcessInfo.processInfo.environment["PUSH_CONFORMANCE_DEMO_HTML"] {
            try ReportFile.write(html, to: path)
            try ReportFile.write(MarkdownComparison.render(report), to: path + ".md")
        }
    }
}
