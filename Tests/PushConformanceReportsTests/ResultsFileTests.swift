import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports
import PushTestKit

/// `--json FILE`: a versioned JSON Lines file whose footer proves it is complete.
@Suite("Results file (JSON Lines)")
struct ResultsFileTests {
    @Test("Header names the schema, suite version, vendors and capabilities; footer counts and checksums")
    func shape() throws {
        let text = ResultsJSON.encode(SampleReport.report)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 1 + 4 + 1 + 1)
        let header = try #require(try JSONValue.parse(lines[0])["header"])
        #expect(header["schema"] == "push-conformance-results")
        #expect(header["schemaVersion"] == 1)
        #expect(header["suiteVersion"]?.stringValue == SuiteVersion.current)
        #expect(header["vendors"]?.arrayValue?.first?["capabilities"] == ["push-delegate", "subscription"])
        let footer = try #require(try JSONValue.parse(lines[lines.count - 1])["footer"])
        #expect(footer["cases"] == 4)
        #expect(footer["problems"] == 1)
        #expect(footer["succeeded"] == false)
        #expect(footer["totals"]?["fail"] == 1)
        #expect(text.hasSuffix("\n"))
    }

    @Test("Reading back gives the same report")
    func roundTrip() throws {
        let report = SampleReport.withErrored
        #expect(try ResultsJSON.decode(ResultsJSON.encode(report)) == report)
    }

    @Test("Same report, same bytes")
    func deterministic() {
        #expect(ResultsJSON.encode(SampleReport.report) == ResultsJSON.encode(SampleReport.report))
    }

    @Test(
        "An incomplete, altered or foreign file is refused with the reason",
        arguments: [
            ("truncated", "the last line is not a footer"),
            ("altered", "the checksum in the footer does not match"),
            ("empty", "the file is empty"),
            ("not-json", "line 2 is not JSON"),
            ("other-schema", "schema version 2 is not supported"),
            ("no-header", "line 1 is not a results header"),
        ])
    func refusesCorruptFiles(kind: String, message: String) {
        var lines = ResultsJSON.encode(SampleReport.report).split(separator: "\n").map(String.init)
        switch kind {
        case "truncated": lines.removeLast()
        case "altered": lines[1] = lines[1].replacingOccurrences(of: "known-deviation", with: "pass")
        case "empty": lines = []
        case "not-json": lines[1] = "{\"case\": "
        case "other-schema":
            lines[0] = lines[0].replacingOccurrences(of: "\"schemaVersion\":1", with: "\"schemaVersion\":2")
        default: lines.removeFirst()
        }
        let text = lines.joined(separator: "\n")
        #expect {
            _ = try ResultsJSON.decode(text)
        } throws: { error in
            "\(error)".contains(message)
        }
    }
}

/// Results files that are well-formed, complete and correctly checksummed, but that no run
/// could have written (a forger's, or a concatenation gone wrong).
@Suite("Results file trust")
struct ResultsFileTrustTests {
    /// The file with `edit` applied to its body lines, and a footer recomputed to match them
    /// (counts, totals and checksum), as a careless tool or a forger would.
    static func forged(_ edit: (inout [String]) -> Void) throws -> String {
        var lines = ResultsJSON.encode(SampleReport.report).split(separator: "\n").map(String.init)
        let footerLine = lines.removeLast()
        edit(&lines)
        var cases: [RunReport.Case] = []
        for line in lines {
            guard let entry = try JSONValue.parse(line)["case"] else { continue }
            cases.append(
                RunReport.Case(
                    vendor: "", scenario: "", facet: "",
                    outcome: CaseOutcome(rawValue: entry["outcome"]?.stringValue ?? "") ?? .pass,
                    golden: .notCompared))
        }
        let totals = RunReport(vendors: [], scenarios: [], cases: cases).totals
        let body = lines.map { $0 + "\n" }.joined()
        guard var footer = try JSONValue.parse(footerLine)["footer"]?.objectValue else {
            throw ResultsJSON.ReadError("no footer")
        }
        footer["cases"] = .number(Double(cases.count))
        footer["totals"] = [
            "pass": .number(Double(totals.pass)), "fail": .number(Double(totals.fail)),
            "knownDeviation": .number(Double(totals.knownDeviation)),
            "notApplicable": .number(Double(totals.notApplicable)), "errored": .number(Double(totals.errored)),
        ]
        footer["checksum"] = .string(ResultsJSON.checksum(body))
        return body + JSONValue.object(["footer": .object(footer)]).canonicalText + "\n"
    }

    @Test("Duplicated case lines with a valid checksum and matching counts are refused, naming both lines")
    func duplicatedCases() throws {
        let text = try Self.forged { lines in lines.insert(lines[2], at: 3) }
        #expect {
            _ = try ResultsJSON.decode(text)
        } throws: { error in
            "\(error)" == "line 4: case alpha/subscription.subscribe is already on line 3; a run writes each case once"
        }
        let untouched = try Self.forged { _ in }
        #expect(try ResultsJSON.decode(untouched) == SampleReport.report)
    }

    @Test("A problem keeps its kind, requirement and subject; a line without a kind reads as kind other")
    func problemKinds() throws {
        var report = SampleReport.report
        report.problems = [
            RunProblem(.ownershipConflict, requirement: .exclusiveOwnership, message: "PAY-002 (MUST) two claim it"),
            RunProblem(.unusedGolden, subject: "beta/old.jsonl", message: "unused golden beta/old.jsonl"),
        ]
        let text = ResultsJSON.encode(report)
        #expect(
            text.contains(
                #"{"kind":"ownership-conflict","problem":"PAY-002 (MUST) two claim it","requirement":"PAY-002"}"#))
        #expect(try ResultsJSON.decode(text) == report)
        let old = try Self.forged { lines in
            lines = lines.map { $0.hasPrefix(#"{"kind""#) ? #"{"problem":"from an older file"}"# : $0 }
        }
        #expect(try ResultsJSON.decode(old).problems == [RunProblem(.other, message: "from an older file")])
    }

    @Test("A golden outcome the suite does not know is refused, naming the line and the known ones")
    func unknownGoldenOutcome() throws {
        let text = try Self.forged { lines in
            lines = lines.map { $0.replacingOccurrences(of: #""golden":"mismatch""#, with: #""golden":"maybe""#) }
        }
        #expect { _ = try ResultsJSON.decode(text) } throws: { error in
            "\(error)".contains(
                #"golden "maybe" is not one of matched, recorded, re-recorded, missing, mismatch, unreadable, not-compared"#
            )
        }
    }

    @Test("A case of a vendor or scenario the header does not list is refused")
    func unlistedVendorOrScenario() throws {
        let vendor = try Self.forged { lines in
            lines[2] = lines[2].replacingOccurrences(of: "\"vendor\":\"alpha\"", with: "\"vendor\":\"gamma\"")
        }
        #expect { _ = try ResultsJSON.decode(vendor) } throws: {
            "\($0)".contains("names vendor gamma, which the header does not list")
        }
        let scenario = try Self.forged { lines in
            lines[2] = lines[2].replacingOccurrences(
                of: "\"scenario\":\"subscription.subscribe\"", with: "\"scenario\":\"subscription.gone\"")
        }
        #expect { _ = try ResultsJSON.decode(scenario) } throws: {
            "\($0)".contains("names scenario subscription.gone, which the header does not list")
        }
    }

    @Test("Footer totals or verdict that disagree with the cases are refused")
    func inconsistentFooter() throws {
        var lines = ResultsJSON.encode(SampleReport.report).split(separator: "\n").map(String.init)
        lines[lines.count - 1] = lines[lines.count - 1].replacingOccurrences(of: "\"pass\":1", with: "\"pass\":2")
        #expect { _ = try ResultsJSON.decode(lines.joined(separator: "\n")) } throws: {
            "\($0)".contains("the footer's totals say 2 pass, the cases have 1")
        }
    }
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

/// `compare --baseline FILE`: what changed since an earlier run.
@Suite("Baseline diff")
struct BaselineDiffTests {
    @Test("Regressions, fixes, other changes, new and removed cases, and changed transcripts are told apart")
    func diff() {
        let before = SampleReport.report
        var after = SampleReport.withErrored
        after.cases[0].outcome = .pass  // alpha lifecycle: deviation → pass (fix)
        after.cases[1].outcome = .fail  // alpha subscription: pass → fail (regression)
        after.cases[3].outcome = .pass  // beta subscription: n/a → pass (other)
        after.cases[2].transcript = ["changed"]  // beta lifecycle: same outcome, new transcript
        let diff = BaselineDiff(baseline: before, current: after)
        #expect(diff.regressions.map(\.id) == ["alpha/subscription.subscribe"])
        #expect(diff.fixes.map(\.id) == ["alpha/lifecycle.tap"])
        #expect(diff.otherChanges.map(\.id) == ["beta/subscription.subscribe"])
        #expect(diff.added == ["beta/payload.bad"])
        #expect(diff.removed.isEmpty)
        #expect(diff.transcriptChanged == ["beta/lifecycle.tap"])
        #expect(
            diff.summary.hasPrefix(
                "since the baseline (suite \(SuiteVersion.current)): 1 regression, 1 fix, 1 other outcome change, 1 new case, 0 removed"
            ))
        #expect(
            MarkdownComparison.render(after, baseline: diff).contains(
                "| ❌ regression | <code>alpha/subscription.subscribe</code> | pass | FAIL |"))
        #expect(HTMLComparison.render(after, baseline: diff).contains("<section id=\"baseline\">"))
        #expect(HTMLComparisonTests.balanceProblem(HTMLComparison.render(after, baseline: diff)) == nil)
    }
}
