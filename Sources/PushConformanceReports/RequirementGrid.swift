package import PushConformance
package import PushContract
import PushRouter

/// The requirement × vendor grid: for every requirement of the catalogue (platform rules R1–R21,
/// pain points P1–P9, contract requirements and invariants), with the kinds of oracle that judge it, what each vendor's executed cases showed — "holds in N
/// scenarios", "known deviation" (with its citation), "fails" or "not exercised"; a requirement
/// nothing in a run can judge says "untestable here" or "no oracle" instead of "holds". Built
/// from a ``RunReport`` (and the catalogue's oracles), so a cell says what ran.
///
/// Which cases a row counts:
/// - an invariant row counts **every** case of the vendor (invariants are checked on every
///   transcript): a case breaking it fails the row, a case whose shown known deviation names it
///   is a known deviation, a case in which a SHOULD invariant warned is "SHOULD not met" (the
///   case itself does not fail), an applicable case without any of these holds;
/// - a platform-rule, pain-point or contract row counts the vendor's cases of the scenarios that
///   cite the id, by their outcome (pass holds, fail or errored fails); a known-deviation case is a known
///   deviation of the row only when the deviation is of the requirement or of an invariant that
///   checks it, and otherwise holds (a deviation is charged only to what it deviates from).
///
/// Not-applicable cases count as such in every row, so each cell's counts add up to the
/// cases it read: the vendor's total for an invariant row, the vendor's cases of the citing
/// scenarios otherwise.
package struct RequirementGrid: Sendable, Hashable {
    /// What a cell says, worst first.
    package enum Status: String, Sendable, Hashable, CaseIterable {
        /// Some case broke it (or errored).
        case fails
        /// Some case showed a documented known deviation of it, and none failed.
        case knownDeviation = "known-deviation"
        /// A SHOULD invariant warned in some case (the case does not fail for it), and none
        /// failed or deviated.
        case shouldNotMet = "should-not-met"
        /// It held in at least one applicable case, and none failed or deviated.
        case holds
        /// Nothing in a run can break it (its oracles are all "untestable here"): the cases that
        /// cite it ran, but that says nothing about the rule.
        case untestable
        /// No oracle checks it, only the goldens: the cases that cite it ran, but that says
        /// nothing about the rule.
        case noOracle = "no-oracle"
        /// No applicable case exercised it.
        case notExercised = "not-exercised"

        /// The statuses in the order every legend lists them.
        package static let legendOrder: [Status] = [
            .holds, .knownDeviation, .shouldNotMet, .fails, .untestable, .noOracle, .notExercised,
        ]

        /// What a cell of this status means, as the grid's legends and `help compare` say it.
        package var legend: String {
            switch self {
            case .holds: return "holds (N of the vendor's cases)"
            case .knownDeviation: return "known deviation (cited)"
            case .shouldNotMet: return "SHOULD not met (a warning; the case does not fail)"
            case .fails: return "fails"
            case .untestable: return "untestable here (nothing in a run can break it)"
            case .noOracle: return "no oracle (goldens only)"
            case .notExercised: return "not exercised"
            }
        }
    }

    /// What one vendor's cases showed for one requirement.
    package struct Cell: Sendable, Hashable {
        /// Cases in which it held.
        package var holds = 0
        /// Cases in which a known deviation of it showed.
        package var knownDeviations = 0
        /// Cases that broke it or errored.
        package var fails = 0
        /// Cases in which a SHOULD invariant warned (not a failure of the case).
        package var warnings = 0
        /// The scenarios of the warning cases, in id order.
        package var warnedScenarios: [String] = []
        /// Cases the vendor could not run (capability missing).
        package var notApplicable = 0
        /// ``Status/untestable`` or ``Status/noOracle`` for a requirement nothing in a run can
        /// judge: said instead of what its cases showed (nil: some oracle judges it).
        package var unjudged: Status?
        /// The scenarios of the failing cases, in id order.
        package var failingScenarios: [String] = []
        /// The known deviations that showed, one entry per citation naming the invariants it
        /// covers (`CMP-001, NSE-001: actito/actito-sdk-ios@a80159a:…/ActitoNotificationServiceExtension.swift:49; …`),
        /// in order of appearance.
        package var citations: [String] {
            citedSources.map { source in (citedInvariants[source] ?? []).joined(separator: ", ") + ": " + source }
        }

        /// The citations in order of appearance.
        private(set) var citedSources: [String] = []
        /// Per citation, the invariants it covers.
        private(set) var citedInvariants: [String: [String]] = [:]

        mutating func cite(_ deviation: RunReport.Deviation) {
            if citedInvariants[deviation.citation] == nil { citedSources.append(deviation.citation) }
            let invariant = deviation.invariant.rawValue
            if !(citedInvariants[deviation.citation] ?? []).contains(invariant) {
                citedInvariants[deviation.citation, default: []].append(invariant)
            }
        }

        /// Cases read.
        package var total: Int { holds + knownDeviations + fails + warnings + notApplicable }

        /// The count beside the glyph: `holds/total`, or for a rule nothing judges the cases that
        /// ran, `ran/total`.
        package var count: String {
            unjudged == nil ? "\(holds)/\(total)" : "\(total - notApplicable)/\(total) ran"
        }

        /// The cell's verdict.
        package var status: Status {
            // Nothing judges the rule, so what its cases showed (a golden, another rule) says nothing about it.
            if let unjudged { return unjudged }
            if fails > 0 { return .fails }
            if knownDeviations > 0 { return .knownDeviation }
            if warnings > 0 { return .shouldNotMet }
            if holds > 0 { return .holds }
            return .notExercised
        }

        /// The cell as words, counting the vendor's cases (one per scenario it ran):
        /// `holds in 12 of 14 cases`, `known deviation in 2, holds in 3 of 7 cases`,
        /// `fails in 1 of 9 cases (…)`, `not exercised`.
        package var text: String {
            let of = " of \(total) case\(total == 1 ? "" : "s")"
            switch status {
            case .fails: return "fails in \(fails)\(of) (\(failingScenarios.joined(separator: ", ")))"
            case .knownDeviation:
                return "known deviation in \(knownDeviations)" + (holds > 0 ? ", holds in \(holds)" : "") + of
            case .shouldNotMet:
                return "SHOULD not met in \(warnings)" + (holds > 0 ? ", holds in \(holds)" : "") + of
                    + " (\(warnedScenarios.joined(separator: ", ")))"
            case .holds: return "holds in \(holds)\(of)"
            case .untestable: return "untestable here (\(total - notApplicable) of \(total) cases ran)"
            case .noOracle: return "no oracle, goldens only (\(total - notApplicable) of \(total) cases ran)"
            case .notExercised: return total == 0 ? "not exercised" : "not exercised (\(total) n/a)"
            }
        }
    }

    /// One requirement with one cell per vendor.
    package struct Row: Sendable, Hashable {
        /// The requirement.
        package var id: RequirementID
        /// MUST, SHOULD or MAY.
        package var level: RequirementLevel
        /// Invariant, platform rule or pain point.
        package var kind: Requirement.Kind
        /// Its short label.
        package var summary: String
        /// The scenarios of the run that cite it, in id order.
        package var citingScenarios: [String]
        /// Why no scenario can exercise it, from the catalogue (nil when one can).
        package var unexercisable: String?
        /// The kinds of oracle that judge it (the catalogue's, and expectations when the run's
        /// scenarios state some), in ``Oracle/Kind`` order; empty: the goldens only.
        package var oracleKinds: [Oracle.Kind] = []
        /// One cell per vendor, in ``RequirementGrid/vendors`` order.
        package var cells: [Cell]

        /// The oracle kinds as words: `invariant · expectations`, or `goldens only`.
        package var oracleText: String {
            oracleKinds.isEmpty ? "goldens only" : oracleKinds.map(\.rawValue).joined(separator: " · ")
        }

        /// Whether every case of the vendor counts (an invariant) rather than the citing scenarios'.
        package var countsEveryCase: Bool { kind == .invariant }
    }

    /// The kinds of requirement the grid lists, in order: every kind, so every requirement a
    /// report links to has its row.
    package static let kinds: [Requirement.Kind] = [.platformRule, .painPoint, .contract, .invariant]

    /// The vendors, in run order (the router, a composite of every vendor, included when it ran).
    package var vendors: [RunReport.Vendor]
    /// The rows: R1–R21, P1–P9, the contract requirements, then the invariants, each group in id order.
    package var rows: [Row]
    /// The cases the run had, per vendor id (what an invariant row adds up to).
    package var casesPerVendor: [String: Int]

    /// The grid of an executed run, over the given requirements (the catalogue by default).
    /// `expected`: the requirements the run's scenarios state expectations for (an oracle the
    /// catalogue does not list); a requirement with neither an oracle nor an expectation says "no
    /// oracle", one whose oracles are all "untestable here" says so, never "holds".
    package init(
        report: RunReport, requirements: [Requirement] = RequirementCatalog.requirements,
        expected: Set<RequirementID> = []
    ) {
        vendors = report.vendors
        var perVendor: [String: Int] = [:]
        for entry in report.cases { perVendor[entry.vendor, default: 0] += 1 }
        casesPerVendor = perVendor
        let citing = Dictionary(
            grouping: report.scenarios.flatMap { scenario in scenario.requirements.map { ($0, scenario.id) } },
            by: \.0
        ).mapValues { Set($0.map(\.1)) }
        var casesByVendor: [String: [RunReport.Case]] = [:]
        for entry in report.cases { casesByVendor[entry.vendor, default: []].append(entry) }
        let listed = requirements.filter { Self.kinds.contains($0.kind) }.sorted { a, b in
            let kindA = Self.kinds.firstIndex(of: a.kind) ?? 0, kindB = Self.kinds.firstIndex(of: b.kind) ?? 0
            return kindA != kindB ? kindA < kindB : RequirementCatalog.idOrder(a.id, b.id)
        }
        rows = listed.map { requirement in
            let scenarios = citing[requirement.id] ?? []
            let judged = requirement.oracles.contains { $0.kind != .untestable } || expected.contains(requirement.id)
            let unjudged: Status? = judged ? nil : requirement.oracles.isEmpty ? .noOracle : .untestable
            var oracleKinds = Set(requirement.oracles.map(\.kind))
            if expected.contains(requirement.id) { oracleKinds.insert(.expectations) }
            let cells = report.vendors.map { vendor -> Cell in
                let cases = casesByVendor[vendor.id] ?? []
                var cell =
                    requirement.kind == .invariant
                    ? Self.invariantCell(requirement.id, cases)
                    : Self.outcomeCell(cases.filter { scenarios.contains($0.scenario) }, of: requirement)
                cell.unjudged = unjudged
                return cell
            }
            return Row(
                id: requirement.id, level: requirement.level, kind: requirement.kind, summary: requirement.summary,
                citingScenarios: scenarios.sorted(), unexercisable: requirement.unexercisable,
                oracleKinds: oracleKinds.sorted(), cells: cells)
        }
    }

    /// The rows no scenario of the run cites (an invariant row still counts every case).
    package var uncovered: [Row] { rows.filter(\.citingScenarios.isEmpty) }

    /// Whether a vendor is the router: a composite of every vendor behind one `PushRouter`.
    package static func isComposite(_ vendor: RunReport.Vendor) -> Bool { vendor.id == RoutedVendor.id }

    static func invariantCell(_ id: RequirementID, _ cases: [RunReport.Case]) -> Cell {
        var cell = Cell()
        for entry in cases {
            switch entry.outcome {
            case .notApplicable: cell.notApplicable += 1
            case .errored: cell.fails += 1; cell.failingScenarios.append(entry.scenario)
            case .pass, .fail, .knownDeviation:
                if entry.violations.contains(where: { $0.invariant == id }) {
                    cell.fails += 1
                    cell.failingScenarios.append(entry.scenario)
                } else if entry.warnings.contains(where: { $0.invariant == id }) {
                    cell.warnings += 1
                    cell.warnedScenarios.append(entry.scenario)
                } else if let shown = entry.deviations.first(where: { $0.deviation.invariant == id }) {
                    cell.knownDeviations += 1
                    cell.cite(shown.deviation)
                } else {
                    cell.holds += 1
                }
            }
        }
        cell.failingScenarios.sort()
        cell.warnedScenarios.sort()
        return cell
    }

    /// A platform rule's or pain point's cell from the cases of the scenarios citing it. A
    /// known-deviation case counts as a known deviation of this requirement only when one of its
    /// deviations is of the requirement itself or of an invariant that checks it (its oracles);
    /// a deviation of another invariant is not this requirement's, and the case holds here.
    static func outcomeCell(_ cases: [RunReport.Case], of requirement: Requirement) -> Cell {
        let own = Set([requirement.id] + requirement.oracles.compactMap(\.invariant))
        var cell = Cell()
        for entry in cases {
            switch entry.outcome {
            case .pass: cell.holds += 1
            case .notApplicable: cell.notApplicable += 1
            case .fail, .errored: cell.fails += 1; cell.failingScenarios.append(entry.scenario)
            case .knownDeviation:
                let mine = entry.deviations.filter { own.contains($0.deviation.invariant) }
                if mine.isEmpty {
                    cell.holds += 1
                } else {
                    cell.knownDeviations += 1
                    for shown in mine { cell.cite(shown.deviation) }
                }
            }
        }
        cell.failingScenarios.sort()
        return cell
    }
}
