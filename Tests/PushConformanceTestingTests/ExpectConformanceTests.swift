import BuiltInVendors
import Foundation
import PushConformance
import PushConformanceTestSupport
@testable import PushConformanceTesting
import PushContract
import Synchronization
import Testing
import PushTestKit

/// The issues a block records, collected (as known issues) for the test to read.
final class IssueCollector: Sendable {
    private let issues = Mutex<[Issue]>([])

    /// Runs `body`, collecting every issue it records instead of failing the test.
    func collect(_ body: () async -> Void) async -> [Issue] {
        await withKnownIssue(isIntermittent: true) {
            await body()
        } matching: { issue in
            self.issues.withLock { $0.append(issue) }
            return true
        }
        return issues.withLock { $0 }
    }
}

extension Issue {
    /// The issue's message.
    var message: String { comments.map(\.rawValue).joined(separator: "\n") }
}

/// The package root and built-in vendors the tests run as if they came from outside.
enum Fixture {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let goldens = root + "/Conformance/Golden"

    static func vendor(_ id: String) -> any PushVendor {
        BuiltInVendors.all.first { $0.descriptor.id == id } ?? BuiltInVendors.all[0]
    }

    /// A fresh folder holding copies of some built-in goldens of a vendor.
    static func goldens(copying vendor: String, scenarios: [String]) throws -> String {
        let folder = ScratchFolder.url("expect")
        let target = folder.appendingPathComponent(vendor)
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        for scenario in scenarios {
            try FileManager.default.copyItem(
                atPath: "\(goldens)/\(vendor)/\(scenario).jsonl",
                toPath: target.appendingPathComponent("\(scenario).jsonl").path)
        }
        return folder.path
    }
}

@Suite("expectConformance")
struct ExpectConformanceTests {
    let coldStart = ["lifecycle.cold-start-tap", "lifecycle.body-tap-runs-default-action"]

    @Test("A conformant vendor records no issue")
    func passes() async {
        let issues = await IssueCollector().collect {
            let report = await expectConformance(
                Fixture.vendor("altcraft"), only: coldStart, goldens: Fixture.goldens,
                recordMode: .never)
            #expect(report.cases.count == 2 && report.succeeded, "\(report)")
        }
        #expect(issues.isEmpty, "\(issues.map(\.message))")
    }

    @Test("A broken SHOULD is a warning-severity issue; the run still succeeds")
    func shouldIsAWarning() async throws {
        // MCE's extension is still working when its 30 s budget runs out (NSE-003, a SHOULD).
        let scenario = "notification-service.media-hang-then-quiet"
        let folder = try Fixture.goldens(copying: "mce", scenarios: [scenario])
        let report = await ConformanceSuite.verify(
            Fixture.vendor("mce"), goldens: folder, only: [scenario], recordMode: .never)
        #expect(report.succeeded, "\(report)")
        #expect(report.cases.first?.warnings.map(\.invariant) == [RequirementID(rawValue: "NSE-003")])
        #expect(ConformanceIssues.messages(report).isEmpty)
        let warnings = ConformanceIssues.warnings(report)
        #expect(
            warnings.count == 1 && warnings[0].hasPrefix("warning mce × \(scenario): NSE-003 (SHOULD)"),
            "\(warnings)")
    }

    @Test("One issue per failing case, with its diff and the swift test hint, at the caller's line")
    func oneIssuePerFailingCase() async throws {
        let folder = try Fixture.goldens(copying: "altcraft", scenarios: coldStart)
        // One golden differs, one is missing.
        let changed = "\(folder)/altcraft/\(coldStart[0]).jsonl"
        let text = try String(contentsOfFile: changed, encoding: .utf8)
        try text.replacingOccurrences(of: "\"t\":\"0s\"", with: "\"t\":\"1s\"").write(
            toFile: changed, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: "\(folder)/altcraft/\(coldStart[1]).jsonl")
        let line = #line + 2
        let issues = await IssueCollector().collect {
            await expectConformance(Fixture.vendor("altcraft"), only: coldStart, goldens: folder, recordMode: .never)
        }
        #expect(issues.count == 2, "\(issues.map(\.message))")
        let mismatch = issues.first { $0.message.contains(coldStart[0]) }
        #expect(mismatch?.message.contains("first divergence") == true)
        #expect(mismatch?.message.contains("PUSH_CONFORMANCE_RECORD=failed swift test") == true)
        #expect(mismatch?.message.contains(coldStart[1]) == false, "one case per issue")
        let missing = issues.first { $0.message.contains(coldStart[1]) }
        #expect(missing?.message.contains("PUSH_CONFORMANCE_RECORD=missing swift test") == true)
        #expect(
            issues.allSatisfy {
                $0.sourceLocation?.line == line && $0.sourceLocation?.fileName == "ExpectConformanceTests.swift"
            })
    }

    @Test("A recording run is one issue, 'recorded N goldens'; the next run records none")
    func recordLoop() async throws {
        let folder = try Fixture.goldens(copying: "altcraft", scenarios: [])
        // Recorded through the pipeline itself: expectConformance never records when CI is set
        // (.ci/run checks its record loop end to end in the example package, with CI emptied).
        var options = RunOptions()
        options.recordHint = .environment
        let recorded = await ConformanceSuite(.bundled, goldens: folder)
            .run(
                [Fixture.vendor("altcraft")], selection: RunSelection(scenarios: coldStart), recordMode: .missing,
                options: options)
        #expect(ConformanceIssues.messages(recorded) == ["recorded 2 goldens: read them, then re-run"])
        let again = await IssueCollector().collect {
            await expectConformance(Fixture.vendor("altcraft"), only: coldStart, goldens: folder, recordMode: .never)
        }
        #expect(again.isEmpty, "\(again.map(\.message))")
        #expect(
            try String(contentsOfFile: "\(folder)/altcraft/\(coldStart[0]).jsonl", encoding: .utf8)
                == String(contentsOfFile: "\(Fixture.goldens)/altcraft/\(coldStart[0]).jsonl", encoding: .utf8))
    }

    @Test(
        "Recording obeys CI: with CI set, PUSH_CONFORMANCE_RECORD writes nothing and the first run names the command",
        .enabled(
            if: ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty && $0 != "0" && $0.lowercased() != "false" }
                == true))
    func recordingOffUnderCI() async throws {
        let folder = try Fixture.goldens(copying: "altcraft", scenarios: [])
        let issues = await IssueCollector().collect {
            await expectConformance(Fixture.vendor("altcraft"), only: coldStart, goldens: folder, recordMode: .missing)
        }
        #expect(
            issues.count == 2 && issues.allSatisfy { $0.message.contains("PUSH_CONFORMANCE_RECORD=missing swift test") }
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/altcraft").isEmpty)
    }

    @Test(
        "Goldens default to Tests/__Conformance__/<target>/<test file>, outside every target; a first run says how to record"
    )
    func defaultFolder() async {
        #expect(
            ConformanceGoldens.defaultFolder(besides: "/p/Tests/T/MyTests.swift")
                == "/p/Tests/__Conformance__/T/MyTests")
        #expect(
            ConformanceGoldens.defaultFolder(besides: "/p/Tests/T/Sub/MyTests.swift")
                == "/p/Tests/__Conformance__/T/Sub/MyTests")
        #expect(
            ConformanceGoldens.defaultFolder(besides: "/w/Tests/p/Tests/T/A.swift")
                == "/w/Tests/p/Tests/__Conformance__/T/A")
        #expect(
            ConformanceGoldens.defaultFolder(besides: "/p/Sources/X/MyTests.swift")
                == "/p/Sources/X/__Conformance__/MyTests")
        let issues = await IssueCollector().collect {
            await expectConformance(Fixture.vendor("altcraft"), only: coldStart, recordMode: .never)
        }
        #expect(issues.count == 1)
        let expected =
            Fixture.root + "/Tests/__Conformance__/PushConformanceTestingTests/ExpectConformanceTests does not exist"
        #expect(issues.first?.message.contains(expected) == true, "\(issues.map(\.message))")
        #expect(issues.first?.message.contains("PUSH_CONFORMANCE_RECORD=missing swift test") == true)
        #expect(!FileManager.default.fileExists(atPath: ConformanceGoldens.defaultFolder(besides: #filePath)))
    }

    @Test("A claims-everything vendor's PAY-002 problems are issues too")
    func runProblemsAreIssues() async throws {
        let folder = try Fixture.goldens(copying: "altcraft", scenarios: [coldStart[0]])
        let issues = await IssueCollector().collect {
            await expectConformance(ClaimsEverything(), only: [coldStart[0]], goldens: folder, recordMode: .never)
        }
        #expect(
            issues.contains { $0.message.hasPrefix("PAY-002") && $0.message.contains("(q2's payload)") },
            "\(issues.map(\.message).prefix(3))")
    }
}

/// Altcraft with a claims(_:) that says yes to every payload (PAY-002's deliberately broken adapter).
struct ClaimsEverything: PushVendor {
    let base = Fixture.vendor("altcraft")
    var descriptor: VendorDescriptor { base.descriptor }
    var wireFormat: any PushWireFormat { base.wireFormat }
    var backend: VendorBackend { base.backend }
    func claims(_ payload: PushPayload) -> Bool { true }
    func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter {
        base.makeAdapter(host: host, configuration: configuration)
    }
    func makeServiceExtension(host: PushHost, configuration: [String: JSONValue]) -> (any NotificationServiceExtension)?
    {
        base.makeServiceExtension(host: host, configuration: configuration)
    }
}
