@testable import push_conformance
import BuiltInVendors
import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports
import PushTestKit

/// The requirement catalogue is the one source of truth: every id anything cites is in it and in
/// the generated SPEC.md (with a scenario or a reason), the JSON file agrees with it, and
/// `spec --check` fails on a stale file.
@Suite("specification")
struct SpecificationTests {
    let catalogue = RequirementCatalog.requirements
    let scenarios = ConformanceSuite(root: PackageLocation.conformance).loadScenarios().scenarios

    @Test("Ids are unique; every entry states its level in capitals, a rationale and sources")
    func entriesAreComplete() {
        #expect(Set(catalogue.map(\.id)).count == catalogue.count)
        for requirement in catalogue {
            #expect(
                requirement.sentence.contains(requirement.level.rawValue), "\(requirement.id): \(requirement.sentence)")
            #expect(
                !requirement.rationale.isEmpty && !requirement.sources.isEmpty && !requirement.summary.isEmpty,
                "\(requirement.id)")
        }
        #expect(catalogue.contains { $0.level == .may })
    }

    @Test("The catalogue lists each invariant's own requirement, once; every invariant oracle names a real invariant")
    func invariantsMatch() throws {
        // The explorer's checks (EXP-00x) are invariants too, made per scenario.
        let exploration = Invariant.exploration(
            for: try inlineScenario(#"{"id": "test.inline", "title": "t", "steps": [{"id": "a", "advance": "1s"}]}"#))
        for invariant in Invariant.builtIn + exploration {
            #expect(RequirementCatalog.requirement(invariant.id) == invariant.requirement, "\(invariant.id)")
            // An invariant no run can break (NSE-002) is not its rule's oracle; it says why instead.
            let oracle: Oracle = invariant.untestableInRun.map(Oracle.untestable) ?? .invariant(invariant.id)
            #expect(invariant.requirement.oracles.contains(oracle), "\(invariant.id)")
        }
        let invariantIDs = Set((Invariant.builtIn + exploration).map(\.id))
        let firing = Set((Invariant.builtIn + exploration).filter { $0.untestableInRun == nil }.map(\.id))
        #expect(invariantIDs.count == Invariant.builtIn.count + exploration.count, "an invariant id is used twice")
        #expect(invariantIDs.subtracting(firing) == [.extensionWithinBudget], "only NSE-002 cannot fire in a run")
        #expect(catalogue.filter { $0.oracles.contains(.invariant($0.id)) }.count == firing.count)
        for requirement in catalogue {
            for checker in requirement.oracles.compactMap(\.invariant) {
                #expect(invariantIDs.contains(checker), "\(requirement.id) checked by \(checker)")
            }
        }
    }

    @Test("Every requirement has a scenario citing it, or a reason no scenario can, never both")
    func exercisedOrExplained() {
        for requirement in catalogue {
            let cited = RequirementCatalog.citingScenarios(requirement.id, in: scenarios)
            #expect(cited.isEmpty != (requirement.unexercisable == nil), "\(requirement.id): \(cited.count) scenarios")
        }
    }

    @Test(
        "Every id cited by scenarios, invariants, known deviations and doc comments is in SPEC.md with scenarios or a reason"
    )
    func everyCitedIDIsSpecified() throws {
        var cited = Set(scenarios.flatMap(\.requirements))
        cited.formUnion(Invariant.builtIn.map(\.id))
        cited.formUnion(BuiltInVendors.all.flatMap(\.descriptor.knownDeviations).map(\.invariant))
        let docIDs = try Self.docCommentIDs()
        #expect(docIDs.contains(.tokenSentAsLowercaseHex) && docIDs.contains(.queuedWorkSurvivesRelaunch))
        cited.formUnion(docIDs)
        let spec = try String(contentsOfFile: PackageLocation.conformance + "/SPEC.md", encoding: .utf8)
        let sections = spec.components(separatedBy: "\n### ")
        for id in cited {
            #expect(RequirementCatalog.requirement(id) != nil, "\(id) is cited but not in the catalogue")
            let section = sections.first { $0.hasPrefix("\(id.rawValue)\n") }
            #expect(section != nil, "SPEC.md has no section for \(id)")
            let body = section ?? ""
            #expect(
                body.contains("- Scenarios (")
                    || (body.contains("- Scenarios: none — ") && !body.contains("no reason stated")),
                "\(id) has neither a scenario nor a reason in SPEC.md")
        }
    }

    @Test("The error-code catalogue covers exactly the registry; the changelog heads with the current version")
    func errorCodesAndVersion() {
        #expect(Set(ErrorCodeCatalog.entries.map(\.code)) == PushErrorCode.registry)
        #expect(SuiteChangelog.entries.first?.version == SuiteVersion.current)
        #expect(Set(SuiteChangelog.entries.map(\.version)).count == SuiteChangelog.entries.count)
    }

    @Test("specification.json agrees with the catalogue, the scenarios, the registry and the suite version")
    func jsonMatchesCatalogue() throws {
        let text = try String(contentsOfFile: PackageLocation.conformance + "/specification.json", encoding: .utf8)
        let json = try JSONValue.parse(text)
        #expect(json["schema"] == .string(Specification.schema))
        #expect(json["schemaVersion"] == .number(Double(Specification.schemaVersion)))
        #expect(json["suiteVersion"] == .string(SuiteVersion.current))
        let entries = json["requirements"]?.arrayValue ?? []
        #expect(entries.compactMap { $0["id"]?.stringValue } == catalogue.map(\.id.rawValue))
        for (entry, requirement) in zip(entries, catalogue) {
            #expect(entry["level"] == .string(requirement.level.rawValue), "\(requirement.id)")
            #expect(entry["sentence"] == .string(requirement.sentence), "\(requirement.id)")
            #expect(entry["checkedBy"]?.stringValue == requirement.checkedBy?.rawValue, "\(requirement.id)")
            let listed = entry["scenarios"]?.arrayValue?.compactMap(\.stringValue) ?? []
            #expect(
                listed == RequirementCatalog.citingScenarios(requirement.id, in: scenarios).map(\.id),
                "\(requirement.id)")
        }
        let codes = json["errorCodes"]?.arrayValue?.compactMap { $0["code"]?.stringValue } ?? []
        #expect(
            Set(codes) == Set(PushErrorCode.registry.map(\.rawValue)) && codes.count == PushErrorCode.registry.count)
        #expect(json["vendors"]?.arrayValue?.compactMap(\.stringValue) == BuiltInVendors.all.map(\.descriptor.id))
    }

    @Test("spec writes both files; --check passes on them and fails with a diff once one is stale or missing")
    func checkFailsOnStaleFile() async throws {
        // With no vendor, each `spec` runs nothing: the files and --check, not the error-code
        // map, which ``SpecHeavyTests`` checks on a vendor's run of every scenario.
        try await Self.specCheck(vendors: [])
    }

    /// `spec --output` with `vendors` (each of the four commands runs them on every scenario),
    /// then `spec --check` on the files, on a stale one and on a missing one.
    static func specCheck(vendors: [any PushVendor]) async throws {
        let cli = CLIHarness(vendors: vendors)
        let folder = temporaryFolder("spec-check")
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = await cli.run(["spec", "--output", folder.path])
        #expect(written.status == .success, "\(written.all)")
        let markdown = folder.appendingPathComponent("SPEC.md")
        let text = try String(contentsOf: markdown, encoding: .utf8)
        if !vendors.isEmpty {
            // The error-code map of the run: a vendor's mapped status, and a code no vendor produced.
            #expect(text.contains("| `network.server-error` |") && text.contains("`530`"))
            #expect(text.contains("| `payload.not-json` |") && text.contains("never produced"))
        }
        // A requirement judged on every transcript is not said to be judged by its citing scenarios only.
        let implied = Scenario.impliedDeviceFacts.requirement.rawValue
        let row = text.split(separator: "\n").first { $0.hasPrefix("| [\(implied)]") } ?? ""
        #expect(row.hasSuffix("| expectations (every scenario) |"), "\(row)")
        #expect(text.contains("- Checked by: an expectation implied on every scenario's transcript of every vendor"))

        let fresh = await cli.run(["spec", "--check", "--output", folder.path])
        #expect(fresh.status == .success, "\(fresh.all)")
        #expect(fresh.output.contains("up to date"))

        try (text.replacingOccurrences(of: "**MUST**", with: "**MAY**")).write(
            to: markdown, atomically: true, encoding: .utf8)
        let stale = await cli.run(["spec", "--check", "--output", folder.path])
        #expect(stale.status == .failure)
        #expect(stale.error.contains("SPEC.md is stale"), "an error, on standard error")
        #expect(stale.output.contains("- **MAY**") && stale.output.contains("+ **MUST**"))
        #expect(try String(contentsOf: markdown, encoding: .utf8).contains("**MAY**"), "--check never writes")

        try FileManager.default.removeItem(at: folder.appendingPathComponent("specification.json"))
        let missing = await cli.run(["spec", "--check", "--output", folder.path])
        #expect(missing.status == .failure)
        #expect(missing.error.contains("specification.json is stale"))
    }

    @Test("spec refuses an unknown option and an empty --output")
    func usage() async {
        let cli = CLIHarness()
        #expect(await cli.run(["spec", "--chek"]).status == .usage)
        #expect(await cli.run(["spec", "--output", ""]).status == .usage)
    }

    /// Requirement-shaped ids in `///` lines of the package's sources and vendors.
    static func docCommentIDs() throws -> Set<RequirementID> {
        let pattern = try Regex(#"\b([A-Z]{2,5}-[0-9]{3}|[RP][0-9]{1,2})\b"#)
        var ids: Set<RequirementID> = []
        for folder in ["Sources", "Vendors"] {
            let root = PackageLocation.root + "/" + folder
            guard let files = FileManager.default.enumerator(atPath: root) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
                for line in text.split(separator: "\n") where line.trimmingCharacters(in: .whitespaces).hasPrefix("///")
                {
                    for match in line.matches(of: pattern) {
                        ids.insert(RequirementID(rawValue: String(line[match.range])))
                    }
                }
            }
        }
        return ids
    }
}

extension SpecificationTests {
    /// `spec` and `spec --check` on a vendor's run of every scenario (four runs in all): a heavy
    /// suite (``HeavyTests``), run in release mode by CI's heavy step.
    @Suite("specification: spec and --check on a vendor's run (heavy)", HeavyTests.trait)
    struct SpecHeavyTests {
        @Test("spec on altcraft's run writes its error-code map; --check passes, then fails once stale or missing")
        func checkFailsOnStaleFile() async throws {
            try await SpecificationTests.specCheck(
                vendors: BuiltInVendors.all.filter { $0.descriptor.id == "altcraft" })
        }
    }
}
