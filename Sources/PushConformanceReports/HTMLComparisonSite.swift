package import PushConformance
import PushContract

/// The HTML comparison as files: the index page (scores, failures, the scenario × vendor
/// matrices) and one page per scenario with its timeline and transcripts, in the folder
/// ``ReportLinks/scenarioPages`` names. Each scenario page is rendered when asked for, so a
/// writer holds one at a time; the index stays small however long the transcripts are.
package struct HTMLComparisonSite: Sendable {
    /// The index page.
    package let index: String
    /// The scenario pages' paths relative to the index's folder, in scenario order (empty
    /// without ``ReportLinks/scenarioPages``).
    package let pagePaths: [String]

    private let report: RunReport
    private let readings: [String: TimelineReading]
    private let routine: LaunchRoutine
    private let links: ReportLinks
    private let findings: [ErrorMappingFinding]
    private let casesByScenario: [String: [RunReport.Case]]

    /// The site of a run, linked as `links` says (seen from the index's folder).
    package init(_ report: RunReport, baseline: BaselineDiff? = nil, links: ReportLinks) {
        self.report = report
        self.links = links
        var readings: [String: TimelineReading] = [:]
        for entry in report.cases where entry.outcome != .notApplicable && !entry.transcript.isEmpty {
            readings[entry.id] = TimelineReading(lines: entry.transcript)
        }
        self.readings = readings
        let scenarios = Dictionary(report.scenarios.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        routine = LaunchRoutine(cases: report.cases, readings: readings, scenarios: scenarios)
        findings = ErrorMappingFinding.findings(in: report)
        let order = Dictionary(
            report.vendors.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        casesByScenario = Dictionary(grouping: report.cases, by: \.scenario).mapValues { cases in
            cases.sorted { (order[$0.vendor] ?? Int.max) < (order[$1.vendor] ?? Int.max) }
        }
        pagePaths = links.scenarioPages == nil ? [] : report.scenarios.compactMap { links.scenarioPage($0.id) }
        index = HTMLComparison.render(
            report, baseline: baseline, links: links,
            searchTerms: Self.searchTerms(report, readings: readings), findings: findings)
    }

    /// Two scenarios whose pages would be one file on a case-insensitive file system (macOS's
    /// default), or nil. A run never loads two such ids, nor reads them from a results file
    /// (``ScenarioID/folded(_:)``); a report built by other code is refused by the writer.
    package var pageCollision: (String, String)? {
        var seen: [String: String] = [:]
        for (scenario, path) in zip(report.scenarios, pagePaths) {
            if let other = seen.updateValue(scenario.id, forKey: path.lowercased()) { return (other, scenario.id) }
        }
        return nil
    }

    /// The page at one of ``pagePaths``; nil for any other path.
    package func page(at path: String) -> String? {
        guard let position = pagePaths.firstIndex(of: path) else { return nil }
        let scenario = report.scenarios[position]
        let cases = casesByScenario[scenario.id] ?? []
        let ran = cases.filter { $0.outcome != .notApplicable }
        let timeline = ScenarioTimeline(scenario: scenario, cases: ran, readings: readings, routine: routine)
        let context = HTMLScenarioPage.Context(
            vendors: report.vendors, suiteVersion: report.suiteVersion, links: links.descended,
            findings: findings)
        return HTMLScenarioPage.render(scenario, cases: cases, timeline: timeline, context: context)
    }

    /// Per scenario, the words a search also finds it by: its step kinds and the app states its
    /// transcripts went through, with the words people use for them (a killed app is "not
    /// running", "killed" and "terminated").
    static func searchTerms(_ report: RunReport, readings: [String: TimelineReading]) -> [String: String] {
        var states: [String: Set<AppState>] = [:]
        var extensions: Set<String> = []
        for entry in report.cases {
            for item in readings[entry.id]?.entries ?? [] {
                states[entry.scenario, default: []].insert(item.state)
                if item.record.category == .serviceExtension { extensions.insert(entry.scenario) }
            }
        }
        var terms: [String: String] = [:]
        for scenario in report.scenarios {
            var words = Array(Set(scenario.steps.map(\.kind))).sorted()
            for state in (states[scenario.id] ?? []).sorted(by: { $0.rawValue < $1.rawValue }) {
                words += stateWords(state)
            }
            if scenario.steps.contains(where: {
                $0.kind == StepKind.terminate.rawValue || $0.kind == StepKind.relaunch.rawValue
            }) {
                words += stateWords(.notRunning)
            }
            if extensions.contains(scenario.id) { words.append("service extension") }
            terms[scenario.id] = uniqueInOrder(words).joined(separator: " ")
        }
        return terms
    }

    /// A state and the words people use for it.
    static func stateWords(_ state: AppState) -> [String] {
        switch state {
        case .notRunning: return ["not running", "killed", "terminated", "cold start"]
        case .background: return ["background"]
        case .inactive: return ["inactive"]
        case .foreground: return ["foreground"]
        }
    }
}

/// Words in first-seen order, each once.
private func uniqueInOrder(_ words: [String]) -> [String] {
    var seen: Set<String> = []
    return words.filter { seen.insert($0).inserted }
}
