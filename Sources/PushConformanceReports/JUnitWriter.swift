public import PushConformance
import PushContract

/// Writes a run as JUnit XML (our own writer; SwiftPM's `--xunit-output` is not used).
///
/// The document follows the junit-10 schema the Jenkins xunit plugin validates against
/// (`JUnitSchemaRules` in the tests checks every rule of it structurally): `<testsuites>` carries
/// only `name`, `time`, `tests`, `failures`, `errors`; one `<testsuite>` per vendor with its
/// `<properties>` first; one `<testcase>` per scenario (`classname` = `vendor.facet`) whose
/// children are only `<failure>`, `<error>`, `<skipped>` and `<system-out>` — never
/// `<properties>`. Mapping: fail → `<failure>`, errored → `<error>`, not applicable →
/// `<skipped>`, known deviation → a passing case named like any other (vendor and scenario
/// only, so its history survives a deviation coming or going), with the deviation and its
/// citation in `<system-out>` and a `known-deviation` property on the vendor's suite. Run-level problems
/// (unused goldens, PAY-002 conflicts, unreadable scenario files) form a `push-conformance`
/// suite of failing cases. Every `time` is `0`: the simulator's clock is virtual and wall time
/// would make two runs differ, so the same run gives the same bytes.
public enum JUnitWriter: Sendable {
    /// The `time` written on every suite and case (seconds): deterministic, never wall time.
    static let time = "0"

    /// The XML document, ending with a newline.
    public static func encode(_ report: RunReport) -> String {
        var out = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        let totals = report.totals
        out +=
            #"<testsuites name="push-conformance" tests="\#(report.cases.count + report.problems.count)" failures="\#(totals.fail + report.problems.count)" errors="\#(totals.errored)" time="\#(time)">"#
            + "\n"
        for vendor in report.vendors {
            let cases = report.cases.filter { $0.vendor == vendor.id }
            let counts = report.counts { $0.vendor == vendor.id }
            out +=
                "  <testsuite name=\"\(attribute(vendor.id))\" tests=\"\(cases.count)\" failures=\"\(counts.fail)\" errors=\"\(counts.errored)\" skipped=\"\(counts.notApplicable)\" time=\"\(time)\">\n"
            out += "    <properties>\n"
            out += "      <property name=\"suite-version\" value=\"\(attribute(report.suiteVersion))\"/>\n"
            out += "      <property name=\"display-name\" value=\"\(attribute(vendor.displayName))\"/>\n"
            out +=
                "      <property name=\"capabilities\" value=\"\(attribute(vendor.capabilities.joined(separator: ",")))\"/>\n"
            for entry in cases where entry.outcome == .knownDeviation {
                for shown in entry.deviations {
                    out +=
                        "      <property name=\"known-deviation\" value=\"\(attribute("\(entry.scenario): \(shown.deviation.invariant.rawValue)"))\"/>\n"
                }
            }
            out += "    </properties>\n"
            for entry in cases { out += testcase(entry) }
            out += "  </testsuite>\n"
        }
        if !report.problems.isEmpty {
            out +=
                "  <testsuite name=\"push-conformance\" tests=\"\(report.problems.count)\" failures=\"\(report.problems.count)\" errors=\"0\" skipped=\"0\" time=\"\(time)\">\n"
            for (index, problem) in report.problems.enumerated() {
                out +=
                    "    <testcase name=\"run-problem-\(index + 1)\" classname=\"push-conformance.run\" time=\"\(time)\">\n"
                out += "      <failure message=\"\(attribute(problem.message))\" type=\"run-problem\"/>\n"
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    /// The test name a CI tool lists: the scenario id, whatever the outcome (with the
    /// `vendor.facet` classname, a test is named by vendor and scenario only), so a test keeps
    /// its history in Jenkins or GitLab when a known deviation comes or goes. A known deviation
    /// shows as a `known-deviation` property of the vendor's suite and in the case's `<system-out>`.
    public static func testName(_ entry: RunReport.Case) -> String { entry.scenario }

    static func testcase(_ entry: RunReport.Case) -> String {
        let opening =
            "    <testcase name=\"\(attribute(testName(entry)))\" classname=\"\(attribute(entry.vendor)).\(attribute(entry.facet))\" time=\"\(time)\""
        if entry.outcome == .pass { return opening + "/>\n" }
        var out = opening + ">\n"
        switch entry.outcome {
        case .pass:
            break
        case .knownDeviation:
            let text = entry.deviations.map { shown in
                "known deviation \(shown.deviation.invariant): \(shown.deviation.summary) [\(shown.deviation.citation)]"
                    + shown.findings.map { "\n  \($0.description)" }.joined()
            }.joined(separator: "\n")
            out += "      <system-out>\(text_(text))</system-out>\n"
        case .notApplicable:
            out += "      <skipped message=\"\(attribute("not applicable: \(entry.note ?? "")"))\"/>\n"
        case .errored:
            out += "      <error message=\"\(attribute(entry.note ?? "errored"))\" type=\"errored\"/>\n"
        case .fail:
            out +=
                "      <failure message=\"\(attribute(entry.failureMessage))\" type=\"\(failureType(entry))\">\(text_(entry.failureDetails))</failure>\n"
        }
        out += "    </testcase>\n"
        return out
    }

    /// One line naming why the case failed.
    static func failureType(_ entry: RunReport.Case) -> String {
        if !entry.staleDeviations.isEmpty { return "unexpected-pass" }
        if !entry.violations.isEmpty { return "invariant" }
        return "golden"
    }

    /// Escapes text for an attribute value (newlines kept as character references).
    static func attribute(_ text: String) -> String {
        escape(text, attribute: true)
    }

    /// Escapes element text.
    static func text_(_ text: String) -> String { escape(text, attribute: false) }

    /// XML escaping, the one XML spelling of the tool, so the document stays well-formed XML 1.0
    /// for any input: markup characters as references; hidden characters (``VisibleText``:
    /// controls, including the ones XML 1.0 forbids, bidirectional overrides, U+FFFE, U+FFFF)
    /// spelt out as `\u{1B}`; and a `:` that starts a line (after white space) as `&#58;`, so a CI log that prints
    /// the file never reads a workflow command (`::error::`) from it. A parser reads back the text
    /// as it was, but for the hidden characters.
    static func escape(_ text: String, attribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var lineStart = true
        for scalar in text.unicodeScalars {
            defer { lineStart = scalar == "\n" || (lineStart && scalar.properties.isWhitespace) }
            if VisibleText.isHidden(scalar, lineBreaks: true) {
                out += VisibleText.spelling(scalar)
                continue
            }
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "\n" where attribute: out += "&#10;"
            case ":" where lineStart: out += "&#58;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
