public import PushConformance
package import PushContract

/// The results file written by `--json FILE`: JSON Lines, one canonical object per line.
///
/// ```
/// {"header":{"schema":"push-conformance-results","schemaVersion":1,"suiteVersion":"…","vendors":[…],"scenarios":[…]}}
///   a scenario: {"id","facet","title","requirements","requires","steps":[{"id","kind","action"}]}
///   ("steps" is optional: files written before it lack it, and a report shows no step rows then)
/// {"case":{"vendor":"…","scenario":"…","outcome":"pass",…}}              one per vendor × scenario
/// {"kind":"…","problem":"…","requirement":"…"}                             one per run-level problem
/// {"footer":{"cases":N,"problems":M,"totals":{…},"succeeded":true,"checksum":"fnv1a64:…"}}
/// ```
///
/// The footer proves the file is complete: it counts the lines before it and carries a
/// checksum of their bytes. A reader refuses a file without it, with other counts, or with
/// another checksum.
public enum ResultsJSON: Sendable {
    /// A results file that cannot be used, and why.
    public struct ReadError: Error, Sendable, Hashable, CustomStringConvertible {
        /// What is wrong.
        public var message: String
        /// Creates an error.
        public init(_ message: String) { self.message = message }
        /// The message.
        public var description: String { message }
    }

    /// The whole file's text, ending with a newline (`ResultsStream` writes the same bytes
    /// without holding them).
    public static func encode(_ report: RunReport) -> String {
        var lines: [String] = [headerLine(report)]
        lines += report.cases.map(caseLine)
        lines += report.problems.map(problemLine)
        let body = lines.map { $0 + "\n" }.joined()
        return body + footerLine(report, checksum: checksum(body)) + "\n"
    }

    /// `fnv1a64:<16 hex digits>` of the text's UTF-8 bytes.
    public static func checksum(_ text: String) -> String {
        var checksum = Checksum()
        checksum.add(text.utf8)
        return checksum.text
    }

    /// FNV-1a (64 bits) over bytes handed over in pieces.
    struct Checksum {
        private var hash: UInt64 = 0xcbf2_9ce4_8422_2325

        /// Adds bytes.
        mutating func add(_ bytes: some Sequence<UInt8>) {
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
        }

        /// `fnv1a64:<16 hex digits>`.
        var text: String {
            let hex = String(hash, radix: 16)
            return "fnv1a64:" + String(repeating: "0", count: 16 - hex.count) + hex
        }
    }

    /// The first line, without its newline.
    static func headerLine(_ report: RunReport) -> String { JSONValue.object(["header": header(report)]).canonicalText }

    /// One case's line, without its newline.
    static func caseLine(_ entry: RunReport.Case) -> String {
        JSONValue.object(["case": caseJSON(entry)]).canonicalText
    }

    /// One run-level problem's line, without its newline.
    static func problemLine(_ problem: RunProblem) -> String {
        var members: [String: JSONValue] = [
            "kind": .string(problem.kind.rawValue), "problem": .string(problem.message),
        ]
        if let requirement = problem.requirement { members["requirement"] = .string(requirement.rawValue) }
        if let subject = problem.subject { members["subject"] = .string(subject) }
        return JSONValue.object(members).canonicalText
    }

    /// The last line, without its newline: the counts and the checksum of every line before it.
    static func footerLine(_ report: RunReport, checksum: String) -> String {
        let totals = report.totals
        let footer: JSONValue = [
            "footer": [
                "cases": .number(Double(report.cases.count)), "problems": .number(Double(report.problems.count)),
                "totals": [
                    "pass": .number(Double(totals.pass)), "fail": .number(Double(totals.fail)),
                    "knownDeviation": .number(Double(totals.knownDeviation)),
                    "notApplicable": .number(Double(totals.notApplicable)), "errored": .number(Double(totals.errored)),
                ],
                "succeeded": .bool(report.succeeded), "checksum": .string(checksum),
            ]
        ]
        return footer.canonicalText
    }

    // MARK: - Encoding

    static func header(_ report: RunReport) -> JSONValue {
        [
            "schema": .string(RunReport.schema), "schemaVersion": .number(Double(RunReport.schemaVersion)),
            "suiteVersion": .string(report.suiteVersion),
            "vendors": .array(
                report.vendors.map { vendor in
                    [
                        "id": .string(vendor.id), "displayName": .string(vendor.displayName),
                        "capabilities": strings(vendor.capabilities),
                        "knownDeviations": .array(vendor.knownDeviations.map(deviationJSON)),
                    ]
                }),
            "scenarios": .array(
                report.scenarios.map { scenario in
                    var object: [String: JSONValue] = [
                        "id": .string(scenario.id), "facet": .string(scenario.facet), "title": .string(scenario.title),
                        "requirements": strings(scenario.requirements.map(\.rawValue)),
                        "requires": strings(scenario.requires),
                    ]
                    if !scenario.steps.isEmpty {
                        object["steps"] = .array(
                            scenario.steps.map {
                                ["id": .string($0.id), "kind": .string($0.kind), "action": .string($0.action)]
                            })
                    }
                    return .object(object)
                }),
        ]
    }

    static func caseJSON(_ entry: RunReport.Case) -> JSONValue {
        var object: [String: JSONValue] = [
            "vendor": .string(entry.vendor), "scenario": .string(entry.scenario), "facet": .string(entry.facet),
            "outcome": .string(entry.outcome.rawValue), "golden": .string(entry.golden.rawValue),
            "violations": .array(entry.violations.map(findingJSON)),
            "warnings": .array(entry.warnings.map(findingJSON)),
            "deviations": .array(
                entry.deviations.map { shown in
                    ["deviation": deviationJSON(shown.deviation), "findings": .array(shown.findings.map(findingJSON))]
                }),
            "staleDeviations": .array(entry.staleDeviations.map(deviationJSON)),
            "rerecordCommand": .string(entry.rerecordCommand), "behaviour": behaviourJSON(entry.behaviour),
            "transcript": strings(entry.transcript),
        ]
        if let value = entry.firstDivergence { object["firstDivergence"] = .string(value) }
        if let value = entry.diff { object["diff"] = .string(value) }
        if let value = entry.note { object["note"] = .string(value) }
        return .object(object)
    }

    package static func deviationJSON(_ deviation: RunReport.Deviation) -> JSONValue {
        var object: [String: JSONValue] = [
            "invariant": .string(deviation.invariant.rawValue), "scenarios": strings(deviation.scenarios),
            "summary": .string(deviation.summary), "citation": .string(deviation.citation),
        ]
        if let behaviour = deviation.behaviour { object["behaviour"] = .string(behaviour) }
        if let mechanism = deviation.mechanism { object["mechanism"] = .string(mechanism.rawValue) }
        return .object(object)
    }

    static func findingJSON(_ finding: RunReport.Finding) -> JSONValue {
        var object: [String: JSONValue] = [
            "invariant": .string(finding.invariant.rawValue), "level": .string(finding.level.rawValue),
            "step": .string(finding.step),
            "time": .string(finding.time), "message": .string(finding.message),
        ]
        if let mechanism = finding.mechanism { object["mechanism"] = .string(mechanism.rawValue) }
        return .object(object)
    }

    static func behaviourJSON(_ behaviour: CaseBehaviour) -> JSONValue {
        func items(_ list: [CaseBehaviour.Item]) -> JSONValue {
            .array(list.map { ["text": .string($0.text), "count": .number(Double($0.count))] })
        }
        return [
            "events": items(behaviour.events), "errors": items(behaviour.errors), "http": items(behaviour.http),
            "delegate": items(behaviour.delegate), "serviceExtension": items(behaviour.serviceExtension),
            "presentation": items(behaviour.presentation), "leftovers": .string(behaviour.leftovers),
        ]
    }

    static func strings(_ list: [String]) -> JSONValue { .array(list.map { .string($0) }) }
}
