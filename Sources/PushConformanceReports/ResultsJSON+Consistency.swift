import PushConformance
import PushContract

/// What a results file must hold beyond valid JSON and a valid checksum: only the keys the
/// runner writes, and cases that agree with each other and with the header, as a run writes
/// them. A file edited by hand, or by a tool that recomputed the checksum, is refused with the
/// line and the reason instead of being read as a run that never happened.
extension ResultsJSON {
    /// The keys each kind of object in a results file may have (schema version 1).
    indirect enum Shape: Sendable {
        /// An object: keys it must have, keys it may have, and the shape of members to check further.
        case object(required: Set<String>, optional: Set<String> = [], members: [String: Shape] = [:])
        /// An array whose elements all have a shape.
        case array(Shape)
        /// Anything (a string, a number…: the decoder checks the type).
        case value

        static let deviation = Shape.object(
            required: ["invariant", "scenarios", "summary", "citation"], optional: ["behaviour", "mechanism"])
        static let finding = Shape.object(
            required: ["invariant", "level", "step", "time", "message"], optional: ["mechanism"])
        static let items = Shape.array(.object(required: ["text", "count"]))
        static let header = Shape.object(
            required: ["schema", "schemaVersion", "suiteVersion", "vendors", "scenarios"],
            members: [
                "vendors": .array(
                    .object(
                        required: ["id", "displayName", "capabilities", "knownDeviations"],
                        members: ["knownDeviations": .array(deviation)])),
                "scenarios": .array(
                    .object(
                        required: ["id", "facet", "title", "requirements", "requires"], optional: ["steps"],
                        members: ["steps": .array(.object(required: ["id", "kind", "action"]))])),
            ])
        static let entry = Shape.object(
            required: [
                "vendor", "scenario", "facet", "outcome", "golden", "violations", "warnings", "deviations",
                "staleDeviations",
                "rerecordCommand", "behaviour", "transcript",
            ],
            optional: ["firstDivergence", "diff", "note"],
            members: [
                "violations": .array(finding), "warnings": .array(finding), "staleDeviations": .array(deviation),
                "deviations": .array(
                    .object(
                        required: ["deviation", "findings"],
                        members: ["deviation": deviation, "findings": .array(finding)])),
                "behaviour": .object(
                    required: [
                        "events", "errors", "http", "delegate", "serviceExtension", "presentation", "leftovers",
                    ],
                    members: [
                        "events": items, "errors": items, "http": items, "delegate": items,
                        "serviceExtension": items, "presentation": items,
                    ]),
            ])
        static let problem = Shape.object(required: ["problem"], optional: ["kind", "requirement", "subject"])
        static let footer = Shape.object(
            required: ["cases", "problems", "totals", "succeeded", "checksum"],
            members: [
                "totals": .object(required: ["pass", "fail", "knownDeviation", "notApplicable", "errored"])
            ])
    }

    /// Refuses a key the shape does not allow, or a missing one: `line 3: case.behaviour has an unknown key "x"`.
    static func checkShape(_ value: JSONValue, _ shape: Shape, at path: String, line: Int) throws(ReadError) {
        switch shape {
        case .value:
            return
        case .array(let element):
            guard let elements = value.arrayValue else { return }
            for (index, item) in elements.enumerated() {
                try checkShape(item, element, at: "\(path)[\(index)]", line: line)
            }
        case .object(let required, let optional, let members):
            guard let object = value.objectValue else { return }
            if let unknown = object.keys.sorted().first(where: { !required.contains($0) && !optional.contains($0) }) {
                throw ReadError("line \(line): \(path) has an unknown key \"\(unknown)\"; a run never writes it")
            }
            if let missing = required.sorted().first(where: { object[$0] == nil }) {
                throw ReadError("line \(line): \(path) has no \"\(missing)\"")
            }
            for (key, member) in members.sorted(by: { $0.key < $1.key }) {
                if let child = object[key] { try checkShape(child, member, at: "\(path).\(key)", line: line) }
            }
        }
    }

    /// Refuses a report no run can have written: vendors or scenarios listed twice, a scenario
    /// whose facet is not its id's first part, a case whose facet, outcome, golden, findings or
    /// deviations disagree (see ``caseProblem(_:vendor:scenario:)``).
    static func checkConsistency(_ report: RunReport, caseLines: [String: Int]) throws(ReadError) {
        var vendors: [String: RunReport.Vendor] = [:]
        for vendor in report.vendors {
            guard vendors.updateValue(vendor, forKey: vendor.id) == nil else {
                throw ReadError("line 1: vendor \(vendor.id) is listed twice in the header")
            }
        }
        var scenarios: [String: RunReport.ScenarioInfo] = [:]
        var folded: [String: String] = [:]
        for scenario in report.scenarios {
            guard scenarios.updateValue(scenario, forKey: scenario.id) == nil else {
                throw ReadError("line 1: scenario \(scenario.id) is listed twice in the header")
            }
            if let problem = ScenarioID.problem(scenario.id) {
                throw ReadError("line 1: scenario id \"\(scenario.id)\" \(problem); a run never loads such a scenario")
            }
            if let twin = folded.updateValue(scenario.id, forKey: ScenarioID.folded(scenario.id)) {
                throw ReadError(
                    "line 1: scenarios \"\(twin)\" and \"\(scenario.id)\" differ only in letter case; a run never "
                        + "loads both (they would share one golden and one page on a case-insensitive file system)")
            }
            let facet = String(scenario.id.prefix { $0 != "." })
            guard scenario.facet == facet else {
                throw ReadError(
                    "line 1: scenario \(scenario.id) has facet \"\(scenario.facet)\"; its id says \"\(facet)\"")
            }
        }
        for entry in report.cases {
            guard let vendor = vendors[entry.vendor], let scenario = scenarios[entry.scenario] else { continue }
            if let problem = caseProblem(entry, vendor: vendor, scenario: scenario) {
                throw ReadError(
                    "line \(caseLines[entry.id] ?? 0): case \(entry.id) \(problem); a run never writes that")
            }
        }
    }

    /// Why a case disagrees with itself or with the header, as the end of a sentence, or nil.
    static func caseProblem(
        _ entry: RunReport.Case, vendor: RunReport.Vendor, scenario: RunReport.ScenarioInfo
    ) -> String? {
        if entry.facet != scenario.facet { return "has facet \"\(entry.facet)\", its scenario \"\(scenario.facet)\"" }
        let compared = entry.outcome != .notApplicable && entry.outcome != .errored
        if compared == (entry.golden == .notCompared) {
            return compared
                ? "is \(entry.outcome.rawValue) without a golden comparison"
                : "is \(entry.outcome.rawValue) but its golden was \(entry.golden.rawValue)"
        }
        if !compared,
            !(entry.violations.isEmpty && entry.warnings.isEmpty && entry.deviations.isEmpty
                && entry.staleDeviations.isEmpty)
        {
            return "is \(entry.outcome.rawValue) yet lists findings or deviations of a run"
        }
        let missing = Set(scenario.requires).subtracting(vendor.capabilities)
        if entry.outcome == .notApplicable, missing.isEmpty {
            return "is not applicable, yet the vendor declares every capability the scenario requires"
        }
        if compared, !missing.isEmpty {
            return "ran, yet the vendor lacks \(missing.sorted().joined(separator: ", ")), which the scenario requires"
        }
        let fails = entry.golden.failsCase || !entry.violations.isEmpty || !entry.staleDeviations.isEmpty
        switch entry.outcome {
        case .fail where !fails:
            return "failed with a \(entry.golden.rawValue) golden, no violation and no stale deviation"
        case .pass where fails || !entry.deviations.isEmpty, .knownDeviation where fails || entry.deviations.isEmpty:
            return
                "is \(entry.outcome.rawValue) with a \(entry.golden.rawValue) golden, \(entry.violations.count) violations, "
                + "\(entry.deviations.count) shown and \(entry.staleDeviations.count) stale deviations"
        default:
            break
        }
        if entry.golden.wroteGolden, !entry.violations.isEmpty {
            return "recorded a golden although it breaks a MUST invariant"
        }
        if entry.golden == .mismatch, entry.diff == nil || entry.firstDivergence == nil {
            return "is a mismatch without its diff"
        }
        if entry.golden == .unreadable, entry.firstDivergence == nil {
            return "has an unreadable golden without the reason"
        }
        if let finding = entry.violations.first(where: { $0.level != .must }) {
            return "lists a \(finding.level.rawValue) finding (\(finding.invariant)) among its MUST violations"
        }
        if let finding = entry.warnings.first(where: { $0.level != .should }) {
            return "lists a \(finding.level.rawValue) finding (\(finding.invariant)) among its SHOULD warnings"
        }
        for deviation in entry.deviations.map(\.deviation) + entry.staleDeviations {
            guard vendor.knownDeviations.contains(deviation) else {
                return
                    "shows known deviation \(deviation.invariant), which vendor \(vendor.id) does not list in the header"
            }
            // As the run matches it: by its mechanism anywhere, else by the scenarios it lists.
            guard deviation.applies(to: scenario.id) else {
                return
                    "shows known deviation \(deviation.invariant), listed for other scenarios and naming no mechanism"
            }
        }
        if let stale = entry.staleDeviations.first(where: \.scenarios.isEmpty) {
            return "calls known deviation \(stale.invariant) stale, which is listed for every scenario"
        }
        for shown in entry.deviations {
            if shown.findings.isEmpty || shown.findings.contains(where: { $0.invariant != shown.deviation.invariant }) {
                return "shows known deviation \(shown.deviation.invariant) without findings of that invariant"
            }
        }
        if !entry.rerecordCommand.isEmpty {
            guard entry.golden == .missing || entry.golden == .mismatch else {
                return "prints a command to record a \(entry.golden.rawValue) golden"
            }
            guard
                RecordHint.isHint(
                    entry.rerecordCommand, vendor: entry.vendor, scenario: entry.scenario,
                    missing: entry.golden == .missing)
            else {
                return "prints a command other than the one that records its golden (quoted as the tool quotes it)"
            }
        }
        let items = [
            entry.behaviour.events, entry.behaviour.errors, entry.behaviour.http, entry.behaviour.delegate,
            entry.behaviour.serviceExtension, entry.behaviour.presentation,
        ].joined()
        if let item = items.first(where: { $0.count < 1 }) {
            return "counts \"\(item.text)\" \(item.count) times in its behaviour"
        }
        return nil
    }
}
