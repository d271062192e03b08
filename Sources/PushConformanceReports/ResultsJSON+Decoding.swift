public import PushConformance
import PushContract

extension ResultsJSON {
    /// Reads a results file back, refusing anything incomplete or of another schema, and
    /// anything a run cannot have written even when its checksum is valid: a key the runner never
    /// writes, a case line twice, a case of a vendor or scenario the header does not list, totals
    /// other than the cases', and cases that disagree with themselves or the header
    /// (``checkConsistency(_:caseLines:)``).
    public static func decode(_ text: String) throws(ReadError) -> RunReport {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard !lines.isEmpty else { throw ReadError("the file is empty") }
        let objects = try parseLines(lines)
        guard let header = objects.first?["header"] else {
            throw ReadError("line 1 is not a results header; is this a push-conformance --json file?")
        }
        guard header["schema"]?.stringValue == RunReport.schema else {
            throw ReadError("line 1: schema \(header["schema"]?.canonicalText ?? "missing") is not \(RunReport.schema)")
        }
        guard header["schemaVersion"]?.integerValue == RunReport.schemaVersion else {
            throw ReadError(
                "line 1: schema version \(header["schemaVersion"]?.canonicalText ?? "missing") is not supported (this tool reads \(RunReport.schemaVersion))"
            )
        }
        guard objects.count >= 2, let footer = objects.last?["footer"] else {
            throw ReadError(
                "the last line is not a footer: the file is incomplete (the run that wrote it did not finish)")
        }
        let body = lines.dropLast().map { $0 + "\n" }.joined()
        guard footer["checksum"]?.stringValue == checksum(body) else {
            throw ReadError(
                "the checksum in the footer does not match the lines before it: the file was changed or truncated")
        }
        try checkShape(
            objects[0], .object(required: ["header"], members: ["header": Shape.header]), at: "the header line", line: 1
        )
        try checkShape(
            objects[objects.count - 1], .object(required: ["footer"], members: ["footer": Shape.footer]),
            at: "the footer line", line: objects.count)
        var report = RunReport(
            suiteVersion: try string(header, "suiteVersion", line: 1),
            vendors: try each(array(header, "vendors", line: 1)) { value throws(ReadError) in try vendor(value, line: 1)
            },
            scenarios: try each(array(header, "scenarios", line: 1)) { value throws(ReadError) in
                try scenario(value, line: 1)
            },
            cases: [])
        let vendorIDs = Set(report.vendors.map(\.id)), scenarioIDs = Set(report.scenarios.map(\.id))
        var caseLines: [String: Int] = [:]
        for (index, object) in objects.enumerated().dropFirst().dropLast() {
            let line = index + 1
            if let entry = object["case"] {
                try checkShape(
                    object, .object(required: ["case"], members: ["case": Shape.entry]), at: "the case line", line: line
                )
                let parsed = try caseEntry(entry, line: line)
                if let first = caseLines.updateValue(line, forKey: parsed.id) {
                    throw ReadError(
                        "line \(line): case \(parsed.id) is already on line \(first); a run writes each case once")
                }
                guard vendorIDs.contains(parsed.vendor) else {
                    throw ReadError(
                        "line \(line): case \(parsed.id) names vendor \(parsed.vendor), which the header does not list")
                }
                guard scenarioIDs.contains(parsed.scenario) else {
                    throw ReadError(
                        "line \(line): case \(parsed.id) names scenario \(parsed.scenario), which the header does not list"
                    )
                }
                report.cases.append(parsed)
            } else if let problem = object["problem"]?.stringValue {
                try checkShape(object, Shape.problem, at: "the problem line", line: line)
                // Files written before problems had kinds hold the sentence alone.
                report.problems.append(
                    RunProblem(
                        object["kind"]?.stringValue.map(RunProblem.Kind.init(rawValue:)) ?? .other,
                        requirement: object["requirement"]?.stringValue.map(RequirementID.init(rawValue:)),
                        subject: object["subject"]?.stringValue, message: problem))
            } else {
                throw ReadError(
                    "line \(line): expected a case or a problem, found keys \(object.objectValue?.keys.sorted() ?? [])")
            }
        }
        guard footer["cases"]?.integerValue == report.cases.count,
            footer["problems"]?.integerValue == report.problems.count
        else {
            throw ReadError(
                "the footer counts \(footer["cases"]?.canonicalText ?? "?") cases and \(footer["problems"]?.canonicalText ?? "?") problems, the file has \(report.cases.count) and \(report.problems.count)"
            )
        }
        let totals = report.totals
        let counted: [(String, Int)] = [
            ("pass", totals.pass), ("fail", totals.fail), ("knownDeviation", totals.knownDeviation),
            ("notApplicable", totals.notApplicable), ("errored", totals.errored),
        ]
        for (key, count) in counted where footer["totals"]?[key]?.integerValue != count {
            throw ReadError(
                "the footer's totals say \(footer["totals"]?[key]?.canonicalText ?? "nothing") \(key), the cases have \(count)"
            )
        }
        guard footer["succeeded"]?.boolValue == report.succeeded else {
            throw ReadError(
                "the footer says the run \(report.succeeded ? "failed" : "succeeded"), its cases and problems say otherwise"
            )
        }
        try checkConsistency(report, caseLines: caseLines)
        return report
    }

    private static func each<T>(
        _ values: [JSONValue], _ transform: (JSONValue) throws(ReadError) -> T
    ) throws(ReadError) -> [T] {
        var found: [T] = []
        for value in values { found.append(try transform(value)) }
        return found
    }

    private static func parseLines(_ lines: [String]) throws(ReadError) -> [JSONValue] {
        var objects: [JSONValue] = []
        for (index, line) in lines.enumerated() {
            do {
                let value = try JSONValue.parse(line)
                guard value.objectValue != nil else { throw ReadError("line \(index + 1): expected a JSON object") }
                objects.append(value)
            } catch let error as ReadError {
                throw error
            } catch {
                throw ReadError("line \(index + 1) is not JSON: \(error)")
            }
        }
        return objects
    }

    private static func string(_ object: JSONValue, _ key: String, line: Int) throws(ReadError) -> String {
        guard let value = object[key]?.stringValue else { throw ReadError("line \(line): \(key) must be a string") }
        return value
    }

    private static func optionalString(_ object: JSONValue, _ key: String) -> String? { object[key]?.stringValue }

    private static func array(_ object: JSONValue, _ key: String, line: Int) throws(ReadError) -> [JSONValue] {
        guard let value = object[key]?.arrayValue else { throw ReadError("line \(line): \(key) must be an array") }
        return value
    }

    private static func strings(_ object: JSONValue, _ key: String, line: Int) throws(ReadError) -> [String] {
        var found: [String] = []
        for value in try array(object, key, line: line) {
            guard let text = value.stringValue else { throw ReadError("line \(line): \(key) must hold strings") }
            found.append(text)
        }
        return found
    }

    private static func deviation(_ object: JSONValue, line: Int) throws(ReadError) -> RunReport.Deviation {
        RunReport.Deviation(
            invariant: RequirementID(rawValue: try string(object, "invariant", line: line)),
            scenarios: try strings(object, "scenarios", line: line),
            summary: try string(object, "summary", line: line), citation: try string(object, "citation", line: line),
            behaviour: optionalString(object, "behaviour"),
            mechanism: optionalString(object, "mechanism").map(ViolationMechanism.init(rawValue:)))
    }

    private static func finding(_ object: JSONValue, line: Int) throws(ReadError) -> RunReport.Finding {
        let levelText = try string(object, "level", line: line)
        guard let level = RequirementLevel(rawValue: levelText) else {
            throw ReadError("line \(line): level \"\(levelText)\" is neither MUST nor SHOULD")
        }
        return RunReport.Finding(
            invariant: RequirementID(rawValue: try string(object, "invariant", line: line)), level: level,
            step: try string(object, "step", line: line), time: try string(object, "time", line: line),
            message: try string(object, "message", line: line),
            mechanism: optionalString(object, "mechanism").map(ViolationMechanism.init(rawValue:)))
    }

    private static func vendor(_ object: JSONValue, line: Int) throws(ReadError) -> RunReport.Vendor {
        RunReport.Vendor(
            id: try string(object, "id", line: line), displayName: try string(object, "displayName", line: line),
            capabilities: try strings(object, "capabilities", line: line),
            knownDeviations: try each(array(object, "knownDeviations", line: line)) { value throws(ReadError) in
                try deviation(value, line: line)
            })
    }

    private static func scenario(_ object: JSONValue, line: Int) throws(ReadError) -> RunReport.ScenarioInfo {
        RunReport.ScenarioInfo(
            id: try string(object, "id", line: line), facet: try string(object, "facet", line: line),
            title: try string(object, "title", line: line),
            requirements: try strings(object, "requirements", line: line).map(RequirementID.init(rawValue:)),
            requires: try strings(object, "requires", line: line),
            steps: try each(object["steps"] == nil ? [] : array(object, "steps", line: line)) {
                value throws(ReadError) in
                try step(value, line: line)
            })
    }

    private static func step(_ object: JSONValue, line: Int) throws(ReadError) -> RunReport.Step {
        RunReport.Step(
            id: try string(object, "id", line: line), kind: try string(object, "kind", line: line),
            action: try string(object, "action", line: line))
    }

    private static func behaviour(_ object: JSONValue, line: Int) throws(ReadError) -> CaseBehaviour {
        func items(_ key: String) throws(ReadError) -> [CaseBehaviour.Item] {
            var found: [CaseBehaviour.Item] = []
            for item in try array(object, key, line: line) {
                guard let text = item["text"]?.stringValue, let count = item["count"]?.integerValue else {
                    throw ReadError("line \(line): behaviour.\(key) items need text and count")
                }
                found.append(CaseBehaviour.Item(text: text, count: count))
            }
            return found
        }
        var behaviour = CaseBehaviour()
        behaviour.events = try items("events")
        behaviour.errors = try items("errors")
        behaviour.http = try items("http")
        behaviour.delegate = try items("delegate")
        behaviour.serviceExtension = try items("serviceExtension")
        behaviour.presentation = try items("presentation")
        behaviour.leftovers = try string(object, "leftovers", line: line)
        return behaviour
    }

    private static func caseEntry(_ object: JSONValue, line: Int) throws(ReadError) -> RunReport.Case {
        let outcomeText = try string(object, "outcome", line: line)
        guard let outcome = CaseOutcome(rawValue: outcomeText) else {
            throw ReadError(
                "line \(line): outcome \"\(outcomeText)\" is not one of \(CaseOutcome.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
        let goldenText = try string(object, "golden", line: line)
        let golden = GoldenOutcome(rawValue: goldenText)
        guard GoldenOutcome.all.contains(golden) else {
            throw ReadError(
                "line \(line): golden \"\(goldenText)\" is not one of \(GoldenOutcome.all.map(\.rawValue).joined(separator: ", "))"
            )
        }
        guard let behaviourObject = object["behaviour"] else { throw ReadError("line \(line): behaviour is missing") }
        return RunReport.Case(
            vendor: try string(object, "vendor", line: line), scenario: try string(object, "scenario", line: line),
            facet: try string(object, "facet", line: line), outcome: outcome, golden: golden,
            firstDivergence: optionalString(object, "firstDivergence"), diff: optionalString(object, "diff"),
            violations: try each(array(object, "violations", line: line)) { value throws(ReadError) in
                try finding(value, line: line)
            },
            warnings: try each(array(object, "warnings", line: line)) { value throws(ReadError) in
                try finding(value, line: line)
            },
            deviations: try each(array(object, "deviations", line: line)) { shown throws(ReadError) in
                guard let entry = shown["deviation"] else {
                    throw ReadError("line \(line): a shown deviation needs its entry")
                }
                return RunReport.ShownDeviation(
                    deviation: try deviation(entry, line: line),
                    findings: try each(array(shown, "findings", line: line)) { value throws(ReadError) in
                        try finding(value, line: line)
                    })
            },
            staleDeviations: try each(array(object, "staleDeviations", line: line)) { value throws(ReadError) in
                try deviation(value, line: line)
            },
            note: optionalString(object, "note"), rerecordCommand: try string(object, "rerecordCommand", line: line),
            behaviour: try behaviour(behaviourObject, line: line),
            transcript: try strings(object, "transcript", line: line))
    }
}
