import Foundation
import PushConformance
import PushContract
import PushSimulator
import PushConformanceTestSupport
import PushTestKit
import Testing

/// The one call another package makes from its own tests.
@Suite("ConformanceSuite.verify")
struct VerifyAPITests {
    func makeRoot(scenario: String) throws -> String { try VerifyFixture.makeRoot(scenario: scenario) }

    let scenario = VerifyFixture.scenario

    func verify(_ vendor: TestVendor, root: String) async -> RunReport {
        await ConformanceSuite.verify(vendor, scenarios: .directory(root + "/Scenarios"), goldens: root + "/Golden")
    }

    @Test("A conformant vendor verifies with no failures once its goldens exist")
    func conformant() async throws {
        let root = try makeRoot(scenario: scenario)
        let loaded = ConformanceSuite(root: root).loadScenarios()
        #expect(loaded.errors.isEmpty)
        let vendor = TestVendor()
        let records = try ScenarioExecutor(vendor: vendor, scenario: try #require(loaded.scenarios.first)).run()
        try GoldenStore(root: root + "/Golden").write(
            records.map(\.line), vendor: "test", scenario: "lifecycle.foreground")

        let report = await verify(vendor, root: root)
        #expect(report.succeeded, "\(report)")
    }

    @Test("A broken vendor gets the failing case back, naming the invariant")
    func broken() async throws {
        let root = try makeRoot(scenario: scenario)
        var vendor = TestVendor()
        vendor.faults.neverCompletesWillPresent = true
        let records = try ScenarioExecutor(
            vendor: vendor, scenario: try #require(ConformanceSuite(root: root).loadScenarios().scenarios.first)
        ).run()
        try GoldenStore(root: root + "/Golden").write(
            records.map(\.line), vendor: "test", scenario: "lifecycle.foreground")

        let report = await verify(vendor, root: root)
        #expect(report.failingCases.map(\.scenario) == ["lifecycle.foreground"])
        #expect(report.failingCases.first?.violations.map(\.invariant.rawValue) == ["CMP-001"])
    }

    @Test("A malformed scenario file is a run problem naming its path and JSON path")
    func malformed() async throws {
        let root = try makeRoot(
            scenario: #"{"id": "lifecycle.foreground", "title": "t", "steps": [{"id": "a", "jump": {}}]}"#)
        let report = await verify(TestVendor(), root: root)
        #expect(!report.succeeded)
        #expect(report.problems.count == 1)
        #expect(report.problems.first?.message.contains("steps[0].jump") == true, "\(report.problems)")
    }
}

/// The report-returning call another package makes (caller's scenarios and goldens).
@Suite("ConformanceSuite.verify with a report")
struct VerifyReportTests {
    @Test("Caller's scenarios and goldens: a conformant vendor's report succeeded; a stray golden is a problem")
    func callerScenarios() async throws {
        let root = try VerifyFixture.makeRoot()
        let goldens = root + "/MyGoldens"
        let mistyped = await ConformanceSuite.verify(
            TestVendor(), scenarios: .directory(root + "/Scenarios"), goldens: goldens)
        #expect(mistyped.cases.isEmpty)
        #expect(mistyped.problems.count == 1)
        #expect(mistyped.problems.first?.message.contains("the goldens folder \(goldens) does not exist") == true)
        try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
        let missing = await ConformanceSuite.verify(
            TestVendor(), scenarios: .directory(root + "/Scenarios"), goldens: goldens)
        #expect(missing.cases.map(\.golden) == [.missing])
        try Self.recordGolden(TestVendor(), root: root, goldens: goldens)
        let report = await ConformanceSuite.verify(
            TestVendor(), scenarios: .directory(root + "/Scenarios"), goldens: goldens)
        #expect(report.succeeded, "\(report)")
        #expect(report.vendors.map(\.id) == ["test"])
        try GoldenStore(root: goldens).write(["{}"], vendor: "test", scenario: "lifecycle.gone")
        let stray = await ConformanceSuite.verify(
            TestVendor(), scenarios: .directory(root + "/Scenarios"), goldens: goldens)
        #expect(!stray.succeeded)
        #expect(
            stray.problems.map(\.message) == [
                "unused golden test/lifecycle.gone.jsonl: no scenario has this id (removed or renamed)"
            ])
    }

    @Test("A broken vendor's report names the failing case and the invariant in its description")
    func brokenDescription() async throws {
        let root = try VerifyFixture.makeRoot()
        var vendor = TestVendor()
        vendor.faults.neverCompletesWillPresent = true
        try FileManager.default.createDirectory(atPath: root + "/G", withIntermediateDirectories: true)
        try Self.recordGolden(vendor, root: root, goldens: root + "/G")
        let report = await ConformanceSuite.verify(
            vendor, scenarios: .directory(root + "/Scenarios"), goldens: root + "/G")
        #expect(report.failingCases.map(\.scenario) == ["lifecycle.foreground"])
        #expect(report.description.contains("FAIL test × lifecycle.foreground: violates CMP-001"))
    }

    static func recordGolden(_ vendor: TestVendor, root: String, goldens: String) throws {
        try VerifyFixture.recordGolden(vendor, root: root, goldens: goldens)
    }

    @Test("The bundled scenarios are found from the package, whatever the working directory")
    func bundled() async throws {
        let goldens = ScratchFolder.url("bundled").path
        try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
        let report = await ConformanceSuite.verify(TestVendor(), goldens: goldens, only: ["payload.not-json"])
        #expect(report.scenarios.map(\.id) == ["payload.not-json"])
        #expect(report.cases.first?.golden == .missing)
        #expect(ConformanceSuite.bundledRoot == PackageLocation.conformance)
    }
}
