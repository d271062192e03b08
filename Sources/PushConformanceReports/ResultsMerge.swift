public import PushConformance
/// Several results files as one run, for `compare --results A --results B`: an SDK team's run
/// of its own adapter beside the built-in vendors' run.
///
/// The files must come from one suite version (scenarios of two versions are not comparable),
/// a vendor × scenario case may come from one file only, a vendor or a scenario listed by two
/// files must be the same vendor entry and the same scenario, and no two scenario ids may
/// differ only in letter case: the merge is then a report a run could have written, which the
/// results file reader accepts. Vendors keep the order of the files; scenarios and cases are sorted as
/// a run sorts them (by id; cases by vendor, then scenario); every file's run problems are kept, prefixed with the file they came from.
public enum ResultsMerge: Sendable {
    /// A results file that was read, with the path it is named by in messages.
    public struct Input: Sendable, Hashable {
        /// The path as given.
        public var path: String
        /// Its report.
        public var report: RunReport

        /// One input.
        public init(path: String, report: RunReport) {
            self.path = path
            self.report = report
        }
    }

    /// Why the files cannot be merged: one sentence naming both files.
    public struct Conflict: Error, Sendable, Hashable, CustomStringConvertible {
        /// What differs.
        public var message: String
        /// The message.
        public var description: String { message }
    }

    /// The merged report; one input is returned as it is.
    public static func merge(_ inputs: [Input]) throws(Conflict) -> RunReport {
        guard let first = inputs.first else { throw Conflict(message: "no results file to merge") }
        if inputs.count == 1 { return first.report }
        var vendors: [RunReport.Vendor] = []
        var vendorPaths: [String: String] = [:]
        var scenarios: [String: (info: RunReport.ScenarioInfo, path: String)] = [:]
        var cases: [String: (entry: RunReport.Case, path: String)] = [:]
        var folded: [String: (id: String, path: String)] = [:]
        var problems: [RunProblem] = []
        for input in inputs {
            let report = input.report
            if report.suiteVersion != first.report.suiteVersion {
                throw Conflict(
                    message: "\(input.path) was written by suite version \(report.suiteVersion) and \(first.path) by "
                        + "\(first.report.suiteVersion): compare results of one suite version (re-run the older one)")
            }
            for vendor in report.vendors {
                guard let seen = vendorPaths[vendor.id] else {
                    vendors.append(vendor)
                    vendorPaths[vendor.id] = input.path
                    continue
                }
                // One vendor's cases are read against one entry: two builds of it are two vendors.
                if vendors.first(where: { $0.id == vendor.id }) != vendor {
                    throw Conflict(
                        message: "vendor \(vendor.id) differs between \(seen) and \(input.path) (display name, "
                            + "capabilities or known deviations): merge runs of one build of each vendor")
                }
            }
            for scenario in report.scenarios {
                if let twin = folded.updateValue((scenario.id, input.path), forKey: ScenarioID.folded(scenario.id)),
                    twin.id != scenario.id
                {
                    throw Conflict(
                        message:
                            "scenario \(twin.id) (\(twin.path)) and scenario \(scenario.id) (\(input.path)) differ only "
                            + "in letter case: they would share one golden and one page on a case-insensitive file system"
                    )
                }
                if let seen = scenarios[scenario.id], !sameScenario(seen.info, scenario) {
                    throw Conflict(
                        message: "scenario \(scenario.id) differs between \(seen.path) and \(input.path) (title, "
                            + "requirements, capabilities or steps): give scenarios of one suite their own ids")
                }
                // A file written before steps were kept lists none: the other file's steps are kept.
                if scenarios[scenario.id]?.info.steps.isEmpty ?? true {
                    scenarios[scenario.id] = (scenario, input.path)
                }
            }
            for entry in report.cases {
                if let seen = cases[entry.id] {
                    throw Conflict(
                        message: "case \(entry.vendor) × \(entry.scenario) is in both \(seen.path) and \(input.path): "
                            + "a case may come from one file only"
                            + (entry.vendor == "router"
                                ? " (a router case holds every vendor of its run behind one router; "
                                    + "leave router scenarios out of one of the runs)" : ""))
                }
                cases[entry.id] = (entry, input.path)
            }
            problems += report.problems.map { problem in
                var prefixed = problem
                prefixed.message = "\(input.path): \(problem.message)"
                return prefixed
            }
        }
        return RunReport(
            suiteVersion: first.report.suiteVersion, vendors: vendors,
            scenarios: scenarios.values.map(\.info).sorted { $0.id < $1.id },
            cases: cases.values.map(\.entry).sorted { ($0.vendor, $0.scenario) < ($1.vendor, $1.scenario) },
            problems: problems)
    }

    /// Whether two files list the same scenario: equal, or equal but for the steps one of them lacks.
    static func sameScenario(_ a: RunReport.ScenarioInfo, _ b: RunReport.ScenarioInfo) -> Bool {
        if a == b { return true }
        guard a.steps.isEmpty || b.steps.isEmpty else { return false }
        var a = a, b = b
        a.steps = []
        b.steps = []
        return a == b
    }
}
