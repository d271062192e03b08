@testable import push_conformance
import BuiltInVendors
import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports
import PushTestKit

/// `requires` names capabilities from ``Capability/allKnown`` only, and a full run of several
/// vendors fails on a scenario none of them can run.
@Suite("Capability catalogue and applicability")
struct CapabilityCatalogueTests {
    @Test("A misspelt requires entry is refused with its file and JSON path")
    func misspeltRequires() {
        let json = """
            {"id": "subscription.typo", "title": "t", "requires": ["push-delegate", "subscriptoin"],
             "steps": [{"id": "launch", "launch": {}}]}
            """
        #expect {
            try ScenarioDecoder().decode(Array(json.utf8), file: "subscription/typo.json")
        } throws: { error in
            guard let error = error as? ScenarioError else { return false }
            return error.file == "subscription/typo.json" && error.path == "requires[1]"
                && error.message.contains("unknown capability \"subscriptoin\"")
                && error.message.contains("subscription")
                && error.description.hasPrefix("subscription/typo.json: requires[1]: ")
        }
    }

    @Test("Every capability a bundled scenario names is in the catalogue")
    func bundledScenariosUseKnownCapabilities() throws {
        let root = PackageLocation.conformance + "/Scenarios"
        let manager = FileManager.default
        var named: [String: String] = [:]
        for facet in try manager.contentsOfDirectory(atPath: root) {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: "\(root)/\(facet)", isDirectory: &isDirectory), isDirectory.boolValue
            else { continue }
            for file in try manager.contentsOfDirectory(atPath: "\(root)/\(facet)") where file.hasSuffix(".json") {
                let data = try #require(manager.contents(atPath: "\(root)/\(facet)/\(file)"))
                let document = try JSONValue.parse(Array(data))
                for entry in document["requires"]?.arrayValue ?? [] {
                    named[try #require(entry.stringValue)] = "\(facet)/\(file)"
                }
            }
        }
        #expect(named.count >= 10, "the scan found too few capabilities: \(named.keys.sorted())")
        let known = Set(Capability.allKnown.map(\.rawValue))
        let unknown = named.filter { !known.contains($0.key) }.map { "\($0.key) (\($0.value))" }.sorted()
        #expect(unknown.isEmpty, "capabilities outside Capability.allKnown: \(unknown)")
        #expect(
            Capability.allKnown == Capability.allKnown.sorted()
                && Set(Capability.allKnown).count == Capability.allKnown.count)
    }

    /// A scenarios folder with one scenario that needs live activities.
    func makeSuite() throws -> (scenarios: String, goldens: String) {
        let root = ScratchFolder.url("applicability")
        let folder = root.appendingPathComponent("Scenarios/live-activities")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Golden"), withIntermediateDirectories: true)
        let scenario = """
            {"id": "live-activities.nobody", "title": "Needs live activities", "requires": ["live-activities"],
             "steps": [{"id": "launch", "launch": {}}]}
            """
        try Data(scenario.utf8).write(to: folder.appendingPathComponent("nobody.json"))
        return (root.appendingPathComponent("Scenarios").path, root.appendingPathComponent("Golden").path)
    }

    func run(_ vendors: [any PushVendor], _ arguments: [String]) async -> (ConformanceCLI.ExitStatus, String) {
        var harness = CLIHarness()
        harness.vendors = vendors
        let outcome = await harness.run(arguments)
        return (outcome.status, outcome.all)
    }

    @Test("A full run of several vendors fails on a scenario none of them can run; one vendor's run does not")
    func scenarioNoVendorCanRun() async throws {
        let (scenarios, goldens) = try makeSuite()
        // Built-in vendors without live activities, and a test vendor without known deviations.
        let lacking =
            BuiltInVendors.all.filter { !$0.descriptor.capabilities.contains(.liveActivities) } + [TestVendor()]
        try #require(lacking.count >= 3 && !TestVendor().descriptor.capabilities.contains(.liveActivities))
        let location = ["--scenarios", scenarios, "--goldens", goldens]

        let (status, output) = await run(lacking, location)
        #expect(status == .failure, "\(output)")
        #expect(
            output.contains(
                "error: scenario live-activities.nobody (live-activities/nobody.json) is not applicable for any vendor of the run"
            ))

        // A vendor without known deviations, so nothing else in this tiny suite is a problem.
        let plain = try #require(lacking.first { $0.descriptor.knownDeviations.isEmpty })
        let (single, singleOutput) = await run([plain], location)
        #expect(single == .success, "\(singleOutput)")
        let (filtered, filteredOutput) = await run(lacking, location + ["--vendor", plain.descriptor.id])
        #expect(filtered == .success, "\(filteredOutput)")
        #expect(
            !singleOutput.contains("not applicable for any vendor")
                && !filteredOutput.contains("not applicable for any vendor"))
    }
}
