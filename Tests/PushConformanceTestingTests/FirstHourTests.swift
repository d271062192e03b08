import Foundation
import PushConformance
import PushConformanceTestSupport
@testable import PushConformanceTesting
import PushContract
import PushTestKit
import Testing

/// What an SDK team meets in its first hour with the suite, as an outside package meets it.
@Suite("An SDK team's first hour")
struct FirstHourTests {
    /// An empty goldens folder under the temporary directory.
    static func emptyGoldens() throws -> String {
        let folder = ScratchFolder.url("first-hour")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.path
    }

    @Test("One bug on a common path is one issue naming the rule and listing every case, not one per case")
    func alikeFailuresAreOneIssue() async throws {
        var vendor = TestVendor()
        vendor.faults.neverCompletesWillPresent = true
        let report = await ConformanceSuite.verify(
            vendor, goldens: try Self.emptyGoldens(), only: ["push-delegate.*", "lifecycle.*"],
            recordMode: .never)
        let broken = report.failingCases.filter { $0.violations.contains { $0.invariant == .completionsExactlyOnce } }
        #expect(broken.count > 2)
        let messages = ConformanceIssues.messages(report)
        let grouped = messages.filter { $0.contains("cases fail the same way") && $0.contains("violates CMP-001") }
        #expect(!grouped.isEmpty, "\(messages.prefix(3))")
        // Cases that break CMP-001 and nothing else break it in one of a few ways (the invariant
        // alone, or with a scenario's expectation of the completion count too): each way is one
        // issue listing every case that breaks it that way.
        let alone = broken.filter { Set($0.violations.map(\.invariant)) == [.completionsExactlyOnce] }
        #expect(alone.count > 2)
        let ways = Dictionary(grouping: alone) { ConformanceIssues.signature($0) ?? "" }
        #expect(ways.count < alone.count)
        for cases in ways.values where cases.count > 1 {
            #expect(
                grouped.contains { message in cases.allSatisfy { message.contains("test × \($0.scenario)") } },
                "\(grouped)")
        }
        #expect(messages.count < report.failingCases.count + report.problems.count)
    }

    @Test("A case that breaks a MUST rule says to fix the adapter, and offers no re-record command")
    func mustBreakSaysWhatToFix() async throws {
        var vendor = TestVendor()
        vendor.faults.neverCompletesWillPresent = true
        let report = await ConformanceSuite.verify(
            vendor, goldens: try Self.emptyGoldens(), only: ["push-delegate.*"], recordMode: .missing)
        let broken = try #require(report.failingCases.first { !$0.violations.isEmpty })
        #expect(broken.note?.contains("Fix the adapter first") == true)
        #expect(broken.rerecordCommand.isEmpty)
        #expect(!broken.description.contains("PUSH_CONFORMANCE_RECORD"))
    }

    @Test("A known deviation naming a bundled scenario does not fail a run of the team's own scenario folder")
    func deviationForABundledScenario() async throws {
        let root = ScratchFolder.url("own")
        let folder = root.appendingPathComponent("Scenarios/lifecycle")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"id": "lifecycle.own", "title": "Launch", "steps": [{"id": "launch", "launch": {}}]}"#.utf8)
            .write(to: folder.appendingPathComponent("own.json"))
        var vendor = TestVendor()
        vendor.deviations = [
            KnownDeviation(
                invariant: .retryOnlyRetryable, scenarios: ["subscription.subscribe-retry-*"],
                summary: "a deviation of the bundled suite", citation: "c")
        ]
        let report = await ConformanceSuite.verify(
            vendor, scenarios: .directory(root.appendingPathComponent("Scenarios").path),
            goldens: try Self.emptyGoldens(), recordMode: .never)
        #expect(!report.problems.contains { $0.kind == .staleDeviation }, "\(report.problems)")
        vendor.deviations[0].scenarios = ["lifecycle.typo-*"]
        let typo = await ConformanceSuite.verify(
            vendor, scenarios: .directory(root.appendingPathComponent("Scenarios").path),
            goldens: try Self.emptyGoldens(), recordMode: .never)
        #expect(typo.problems.contains { $0.kind == .staleDeviation && $0.message.contains("match none") })
    }
}

/// A vendor under another id, with the same code (an SDK team's copy of an adapter).
struct RenamedVendor: PushVendor {
    let base: any PushVendor
    let id: String
    var descriptor: VendorDescriptor {
        var descriptor = base.descriptor
        descriptor.id = id
        return descriptor
    }
    var wireFormat: any PushWireFormat { base.wireFormat }
    var backend: VendorBackend { base.backend }
    func claims(_ payload: PushPayload) -> Bool { base.claims(payload) }
    func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter {
        base.makeAdapter(host: host, configuration: configuration)
    }
    func makeServiceExtension(host: PushHost, configuration: [String: JSONValue]) -> (any NotificationServiceExtension)?
    {
        base.makeServiceExtension(host: host, configuration: configuration)
    }
}
