import Foundation
import PushConformance
import PushConformanceTestSupport
import PushContract
import PushTestKit
import Testing

/// The day-one suite: an SDK team adopting the conformance suite records its goldens with
/// whatever bugs its adapter has. For each realistic bug of the catalogue (``OutsideStyleBug``),
/// the goldens are recorded *with the bug present* into a fresh folder, the suite runs again,
/// and it must fail naming the bug's requirement: an oracle that does not come from the goldens.
///
/// `swift test` runs each bug on the scenarios chosen for it (``OutsideStyleBug/scenarios``).
/// The whole catalogue, every bug on every bundled scenario (70 runs of the whole suite), runs
/// when ``wholeSuiteVariable`` is `1`, as its own CI step (`.ci/run`):
///
/// ```
/// PUSH_CONFORMANCE_WHOLE_CATALOGUE=1 swift test --filter PlantedBugCatalogueTests/caughtOnWholeSuite
/// ```
@Suite("Planted-bug catalogue: caught on day one")
struct PlantedBugCatalogueTests {
    /// The variable that turns on the whole-suite run of every bug.
    static let wholeSuiteVariable = "PUSH_CONFORMANCE_WHOLE_CATALOGUE"

    /// Whether ``wholeSuiteVariable`` is `1`.
    static var wholeSuite: Bool { ProcessInfo.processInfo.environment[wholeSuiteVariable] == "1" }

    /// The bugs whose state is shared by every adapter of the process (one adapter, a global
    /// counter, an ownership test that remembers). `verify` runs four cases at once, so on the
    /// whole suite their cases race on that state (a shared adapter crashes the process); the
    /// audits that catch them run once per vendor, whatever the scenarios, so they run on their
    /// chosen scenarios only.
    static let processWide: Set<OutsideStyleBug> = [.sharedAdapter, .processWideRequestCounter, .impureOwnershipTest]

    /// A fresh goldens folder.
    static func temporaryFolder(_ name: String) -> String {
        ScratchFolder.path("day-one-\(name)")
    }

    /// Records the goldens of `scenarios` for the vendor with `bug`, as a team's first run does,
    /// then runs again with a fresh vendor value (a second `swift test` process).
    static func dayOne(_ bug: OutsideStyleBug?, scenarios: [String], folder: String) async -> RunReport {
        // Recorded as a team's first run does; the environment is given without CI (under CI,
        // verify records nothing).
        let recording = await ConformanceSuite.verify(
            OutsideStyleVendor(bug: bug), goldens: folder, only: scenarios,
            recordMode: .missing, environment: [:])
        #expect(!recording.succeeded, "a recording run never passes")
        // It ran: each case wrote its golden, was refused one for breaking a MUST, or could not
        // go on because of what the bug did (a tap on a banner the bug never let show), saying why.
        #expect(
            !recording.cases.isEmpty
                && recording.cases.allSatisfy { $0.outcome != .errored || !($0.note ?? "").isEmpty },
            "\(recording)")
        return await ConformanceSuite.verify(
            OutsideStyleVendor(bug: bug), goldens: folder, only: scenarios, recordMode: .never)
    }

    /// Every requirement the report names: broken invariants and expectations of failing cases,
    /// and run problems citing one.
    static func named(_ report: RunReport) -> Set<RequirementID> {
        Set(report.cases.filter { $0.outcome == .fail }.flatMap(\.violations).map(\.invariant))
            .union(report.problems.compactMap(\.requirement))
    }

    @Test("The correct outside-style vendor passes the whole bundled suite on day one")
    func correctVendorPasses() async throws {
        let folder = Self.temporaryFolder("correct")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = await Self.dayOne(nil, scenarios: [], folder: folder)
        #expect(report.succeeded, "\(report)")
        let used = Set(OutsideStyleBug.allCases.flatMap(\.scenarios))
        #expect(
            used.isSubset(of: Set(report.cases.filter { $0.outcome == .pass }.map(\.scenario))),
            "every scenario a bug uses runs, and passes, for the correct vendor")
    }

    @Test("The catalogue has at least 25 bugs, each naming a requirement of the catalogue")
    func catalogueIsComplete() {
        #expect(OutsideStyleBug.allCases.count >= 25)
        for bug in OutsideStyleBug.allCases {
            #expect(RequirementCatalog.requirement(bug.requirement)?.level == .must, "\(bug): \(bug.requirement)")
            #expect(!bug.scenarios.isEmpty && !bug.source.isEmpty, "\(bug)")
        }
    }

    @Test("Each planted bug fails on day one, naming its requirement", arguments: OutsideStyleBug.allCases)
    func caughtOnDayOne(_ bug: OutsideStyleBug) async {
        let folder = Self.temporaryFolder(bug.rawValue)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = await Self.dayOne(bug, scenarios: bug.scenarios, folder: folder)
        #expect(!report.succeeded, "\(bug) passed on day one")
        #expect(
            Self.named(report).contains(bug.requirement),
            "\(bug) should fail naming \(bug.requirement); the run named \(Self.named(report).sorted()): \(report)")
    }

    @Test(
        "Each planted bug fails on the whole bundled suite, naming its requirement",
        .enabled(if: wholeSuite, "heavy: set PUSH_CONFORMANCE_WHOLE_CATALOGUE=1 (its own CI step)"),
        arguments: OutsideStyleBug.allCases)
    func caughtOnWholeSuite(_ bug: OutsideStyleBug) async {
        let folder = Self.temporaryFolder("whole-\(bug.rawValue)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = await Self.dayOne(
            bug, scenarios: Self.processWide.contains(bug) ? bug.scenarios : [], folder: folder)
        let catching = report.failingCases.filter { $0.violations.contains { $0.invariant == bug.requirement } }
            .map(\.scenario).sorted()
        let audits = report.problems.filter { $0.requirement == bug.requirement }.map(\.kind.rawValue)
        let named = Self.named(report)
        let caught = !report.succeeded && named.contains(bug.requirement)
        // The table CI prints: which scenarios (and audits) catch each bug on the whole suite.
        let shown = catching.prefix(20).joined(separator: ", ") + (catching.count > 20 ? ", …" : "")
        print(
            "day one, \(Self.processWide.contains(bug) ? "its scenarios only" : "whole suite"): \(bug) "
                + "\(caught ? "caught" : "MISSED"), \(bug.requirement) named by "
                + "\(catching.count) scenario(s)\(catching.isEmpty ? "" : ": " + shown)"
                + (audits.isEmpty ? "" : "; run problems: \(audits.joined(separator: ", "))"))
        #expect(!report.succeeded, "\(bug) passed the whole suite on day one")
        #expect(
            named.contains(bug.requirement),
            "\(bug) should fail the whole suite naming \(bug.requirement); the run named \(named.sorted())")
    }
}
