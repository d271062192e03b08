import BuiltInVendors
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports
import PushTestKit

/// The requirement × vendor grid: every cell from the run's cases, and its counts add up to the run's.
@Suite("Requirement grid")
struct RequirementGridTests {
    static func row(_ grid: RequirementGrid, _ id: String) -> RequirementGrid.Row? {
        grid.rows.first { $0.id.rawValue == id }
    }

    @Test("Rows: R1–R21, P1–P9, the contract requirements and every invariant of the catalogue, in that order")
    func rows() {
        let grid = RequirementGrid(report: SampleReport.report)
        let ids = grid.rows.map(\.id.rawValue)
        let contract = RequirementCatalog.requirements.filter { $0.kind == .contract }.map(\.id.rawValue)
        let invariants = RequirementCatalog.requirements.filter { $0.kind == .invariant }.map(\.id.rawValue)
        #expect(Array(ids.prefix(30)) == (1...21).map { "R\($0)" } + (1...9).map { "P\($0)" })
        #expect(Set(ids.dropFirst(30).prefix(contract.count)) == Set(contract))
        #expect(Set(ids.dropFirst(30 + contract.count)) == Set(invariants))
        // Every requirement has its row, so every id a report links to has a target.
        #expect(Set(ids) == Set(RequirementCatalog.requirements.map(\.id.rawValue)))
        #expect(ids.count == RequirementCatalog.requirements.count)
    }

    @Test("Each row says which kinds of oracle judge it: the catalogue's, and expectations when scenarios state some")
    func oracleKinds() throws {
        let expected = RequirementID(rawValue: "ADP-001")
        let grid = RequirementGrid(report: SampleReport.report, expected: [expected])
        let adapter = try #require(Self.row(grid, "ADP-001"))
        #expect(adapter.kind == .contract && adapter.oracleKinds.contains(.expectations))
        let invariant = try #require(Self.row(grid, "CMP-001"))
        #expect(invariant.oracleKinds == [.invariant] && invariant.oracleText == "invariant")
        let unexpected = try #require(Self.row(RequirementGrid(report: SampleReport.report), "ADP-001"))
        #expect(!unexpected.oracleKinds.contains(.expectations))
        let html = grid.html(suiteVersion: "1")
        #expect(
            html.contains(
                "<tr id=\"r-ADP-001\" data-requirement=\"ADP-001\"><th scope=\"row\"><code>ADP-001</code> <span class=\"tag\">\(adapter.level.rawValue)</span> <span class=\"tag oracle\" title=\"what judges it\">\(HTMLComparison.escape(adapter.oracleText))</span>"
            ))
    }

    @Test("A cited scenario's outcome decides a rule's cell; an invariant reads every case's findings")
    func cellsFromCases() throws {
        let grid = RequirementGrid(report: SampleReport.report)
        #expect(grid.vendors.map(\.id) == ["alpha", "beta"])
        // P3 is cited by lifecycle.tap: alpha showed a known deviation of NET-002, which is not a
        // deviation of P3 (its invariant is DEL-004), so P3 holds there; beta failed.
        let painPoint = try #require(Self.row(grid, "P3"))
        #expect(painPoint.citingScenarios == ["lifecycle.tap"])
        #expect(painPoint.cells[0].status == .holds && painPoint.cells[0].citations.isEmpty)
        #expect(painPoint.cells[1].status == .fails)
        #expect(painPoint.cells[1].text == "fails in 1 of 1 case (lifecycle.tap)")
        // CMP-001: beta broke it in lifecycle.tap; alpha held in both of its cases.
        let completions = try #require(Self.row(grid, "CMP-001"))
        #expect(completions.cells[0].status == .holds && completions.cells[0].holds == 2)
        #expect(completions.cells[1].fails == 1 && completions.cells[1].notApplicable == 1)
        // NET-002: alpha's deviation names it; beta's failing case did not break it.
        let foreign = try #require(Self.row(grid, "NET-002"))
        #expect(foreign.cells[0].status == .knownDeviation && foreign.cells[0].holds == 1)
        #expect(foreign.cells[1].status == .holds && foreign.cells[1].holds == 1 && foreign.cells[1].notApplicable == 1)
        // SUB-001 is cited by subscription.subscribe, which beta could not run; R1 by nothing.
        #expect(try #require(Self.row(grid, "R1")).cells.allSatisfy { $0.status == .notExercised && $0.total == 0 })
        #expect(grid.uncovered.map(\.id.rawValue).contains("R1"))
        #expect(!grid.uncovered.map(\.id.rawValue).contains("P3"))
    }

    @Test("A deviation is charged only to the requirement it deviates from: its invariant's rows, not every cited id")
    func deviationChargedToItsRequirement() throws {
        // lifecycle.tap cites P1 (checked by NET-002 and another invariant) and P3 (checked by DEL-004);
        // alpha's known deviation is of NET-002.
        var report = SampleReport.report
        report.scenarios[0].requirements = [RequirementID(rawValue: "P3"), RequirementID(rawValue: "P1")]
        let grid = RequirementGrid(report: report)
        let coexistence = try #require(Self.row(grid, "P1")).cells[0]
        #expect(coexistence.status == .knownDeviation && coexistence.knownDeviations == 1)
        #expect(coexistence.citations == ["NET-002: seed line 12 & \"notes\""])
        let duplicates = try #require(Self.row(grid, "P3")).cells[0]
        #expect(duplicates.status == .holds && duplicates.holds == 1 && duplicates.knownDeviations == 0)
        #expect(try #require(Self.row(grid, "NET-002")).cells[0].status == .knownDeviation)
        #expect(try #require(Self.row(grid, "DEL-004")).cells[0].status == .holds)
    }

    @Test("A SHOULD invariant's warning is 'SHOULD not met', not a failure")
    func shouldWarning() throws {
        var report = SampleReport.report
        report.cases[1].warnings = [
            RunReport.Finding(
                invariant: .extensionOwnBound, level: .should, step: "s", time: "1s",
                message: "waited for expiry")
        ]
        let grid = RequirementGrid(report: report)
        let cell = try #require(Self.row(grid, RequirementID.extensionOwnBound.rawValue)).cells[0]
        #expect(cell.status == .shouldNotMet && cell.fails == 0 && cell.warnings == 1 && cell.holds == 1)
        #expect(cell.text == "SHOULD not met in 1, holds in 1 of 2 cases (subscription.subscribe)")
        #expect(cell.total == 2)
    }

    @Test("An errored case fails every invariant row of its vendor")
    func erroredFails() throws {
        let grid = RequirementGrid(report: SampleReport.withErrored)
        let row = try #require(Self.row(grid, "TIME-001"))
        #expect(row.cells[1].fails == 1 && row.cells[1].failingScenarios == ["payload.bad"])
    }

    @Test("On the real run every cell's counts add up to the run's cases, and uncovered ids say why")
    func countsAddUp() async throws {
        let report = await BundledRun.report
        let grid = RequirementGrid(report: report)
        #expect(grid.vendors.map(\.id) == report.vendors.map(\.id))
        for (index, vendor) in grid.vendors.enumerated() {
            let cases = report.cases.filter { $0.vendor == vendor.id }
            #expect(grid.casesPerVendor[vendor.id] == cases.count)
            for row in grid.rows {
                let cell = row.cells[index]
                if row.countsEveryCase {
                    // An invariant reads every case: the four counts are the vendor's whole run.
                    #expect(cell.total == cases.count, "\(row.id) × \(vendor.id)")
                    #expect(cell.notApplicable == cases.filter { $0.outcome == .notApplicable }.count)
                    #expect(
                        cell.fails
                            == cases.filter { entry in
                                entry.outcome == .errored || entry.violations.contains { $0.invariant == row.id }
                            }.count, "\(row.id) × \(vendor.id)")
                } else {
                    let cited = cases.filter { row.citingScenarios.contains($0.scenario) }
                    #expect(cell.total == cited.count, "\(row.id) × \(vendor.id)")
                    // A known deviation counts here only when it deviates from this requirement
                    // or from an invariant that checks it; otherwise the case holds here.
                    let requirement = try #require(RequirementCatalog.requirements.first { $0.id == row.id })
                    let own = Set([row.id] + requirement.oracles.compactMap(\.invariant))
                    let deviating = cited.filter { entry in
                        entry.outcome == .knownDeviation
                            && entry.deviations.contains { own.contains($0.deviation.invariant) }
                    }
                    #expect(cell.knownDeviations == deviating.count, "\(row.id) × \(vendor.id)")
                    #expect(
                        cell.holds
                            == cited.filter { $0.outcome == .pass || $0.outcome == .knownDeviation }.count
                            - deviating.count,
                        "\(row.id) × \(vendor.id)")
                    #expect(cell.fails == cited.filter { $0.outcome == .fail || $0.outcome == .errored }.count)
                }
            }
            // Every shown deviation lands in exactly one invariant row of its vendor.
            // (Expectation-checked requirements have no invariant row: their deviations count in their scenarios' rows.)
            // (Two deviations of one invariant in one case count once, as the row counts cases.)
            let shown = cases.reduce(0) { count, entry in
                count
                    + Set(
                        entry.deviations.map(\.deviation.invariant)
                            .filter { RequirementCatalog.requirement($0)?.kind == .invariant }
                    ).count
            }
            let inRows = grid.rows.filter(\.countsEveryCase).reduce(0) { $0 + $1.cells[index].knownDeviations }
            #expect(shown == inRows, "\(vendor.id)")
        }
        #expect(grid.casesPerVendor.values.reduce(0, +) == report.cases.count)
        for row in grid.uncovered where !row.countsEveryCase {
            #expect(row.unexercisable != nil, "\(row.id) has no scenario and no reason")
        }
        #expect(grid.rows.contains { $0.cells.contains { $0.status == .holds } })
        // Issue 30: a rule nothing in a run can judge never "holds". NSE-002 (the simulated device
        // ends a late extension, so no run breaks it), R3 and R8 (untestable here) say so; R4 is
        // judged by its scenarios' expectations.
        let suite = ConformanceSuite(root: PackageLocation.conformance)
        let expected = Set(
            suite.loadScenarios().scenarios.flatMap(\.expectations).map(\.requirement))
        let judged = RequirementGrid(report: report, expected: expected)
        for id in ["NSE-002", "R3", "R8", "P8"] {
            let row = try #require(Self.row(judged, id))
            #expect(row.cells.allSatisfy { $0.status == .untestable }, "\(id): \(row.cells.map(\.text))")
        }
        // P7 had no oracle but the goldens until issue 32; now no R or P row is left without one.
        let p7 = try #require(Self.row(judged, "P7"))
        #expect(!p7.cells.contains { $0.status == .noOracle }, "P7 is judged by LAK-002, LAK-003 and LAK-004")
        #expect(try #require(Self.row(judged, "R4")).cells.contains { $0.status == .holds })
        #expect(try #require(Self.row(grid, "R4")).cells.allSatisfy { $0.status != .holds }, "no expectations known")
        #expect(try #require(Self.row(judged, "R7")).cells.contains { $0.status == .holds }, "NSE-001 judges R7")
        let markdown = judged.markdown(suiteVersion: "1")
        #expect(markdown.contains("⚪<br>") && markdown.contains("untestable here ("))
        #expect(judged.html(suiteVersion: "1").contains("data-status=\"untestable\""))
    }

    @Test("Markdown and HTML name every row, the composite router and the uncovered ids")
    func rendering() {
        var report = SampleReport.report
        report.vendors.append(
            RunReport.Vendor(id: "router", displayName: "Router", capabilities: [], knownDeviations: []))
        let grid = RequirementGrid(report: report)
        let markdown = grid.markdown(suiteVersion: "9.9.9")
        let html = grid.html(suiteVersion: "9.9.9")
        #expect(HTMLComparisonTests.balanceProblem(html) == nil)
        for row in grid.rows {
            #expect(
                markdown.contains("| **\(row.id.rawValue)** \(row.level.rawValue) · \(row.oracleText)<br>"), "\(row.id)"
            )
            #expect(html.contains("data-requirement=\"\(row.id.rawValue)\""), "\(row.id)")
        }
        #expect(markdown.contains("router (composite)") && html.contains("router (composite)"))
        #expect(markdown.contains("## Uncovered requirements") && markdown.contains("- **R1**"))
        #expect(html.contains("data-status=\"fails\" data-holds=\"0\" data-deviations=\"0\" data-fails=\"1\""))
        #expect(markdown == grid.markdown(suiteVersion: "9.9.9"))
    }
}
