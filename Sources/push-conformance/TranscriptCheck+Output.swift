import PushConformance
import PushContract

extension TranscriptCheck {
    /// One file as text: a header, a line per verdict that is not `holds` (each violation on its
    /// own line), notes on what the format does not know, and the ids that hold. Every line
    /// starts with the tool's own words; ``TerminalText`` escapes what came from the file.
    static func text(_ result: FileResult) -> [String] {
        var lines = ["file: \(result.file)"]
        let vendor =
            result.vendor.map { "vendor \($0) (its known deviations apply)" } ?? "no vendor (no deviations apply)"
        let scenario =
            result.scenarioKnown
            ? "scenario \(result.scenario) (its expectations and cited checks run)"
            : "scenario \(result.scenario) not found (only the invariants run)"
        lines.append("  \(result.transcript.records.count) records; \(vendor); \(scenario)")
        for verdict in result.verdicts where verdict.status != "holds" {
            let head = "  \(verdict.entry.id.rawValue) (\(verdict.entry.level.rawValue))"
            switch verdict.entry.verdict {
            case .holds: continue
            case .notCheckable(let missing):
                lines.append("\(head) not checkable: the transcript lacks \(missing.joined(separator: "; "))")
            case .violated:
                lines.append("\(head) \(Self.words(verdict.status))")
                for (violation, deviation) in verdict.violations {
                    let excused = deviation.map { " [known deviation: \($0.citation)]" } ?? ""
                    lines.append("    at \(violation.time), step \(violation.step): \(violation.message)\(excused)")
                }
            }
        }
        for unknown in result.transcript.unknown { lines.append("  note: \(unknown.description)") }
        if let line = result.transcript.truncatedLine {
            lines.append("  note: line \(line) is cut short (no newline after it and not JSON): left out")
        }
        if result.transcript.crlf { lines.append("  note: lines end with \\r\\n (read without the \\r)") }
        let holding = result.verdicts.filter { $0.status == "holds" }.map(\.entry.id.rawValue)
        lines.append("  holds (\(holding.count)): \(holding.joined(separator: ", "))")
        return lines
    }

    /// The closing lines: how many files, and how many verdicts of each kind, with the oracles
    /// that could not be checked and how often.
    static func summary(_ results: [FileResult], unreadable: Int) -> [String] {
        var counts: [String: Int] = [:]
        var notCheckable: [String: Int] = [:]
        for verdict in results.flatMap(\.verdicts) {
            counts[verdict.status, default: 0] += 1
            if verdict.status == "not-checkable" { notCheckable[verdict.entry.id.rawValue, default: 0] += 1 }
        }
        let kinds = ["violated", "warning", "known-deviation", "not-checkable", "holds"]
        var lines = [
            "checked \(results.count) file\(results.count == 1 ? "" : "s")"
                + (unreadable > 0 ? " (\(unreadable) could not be read)" : "") + ": "
                + kinds.map { "\(counts[$0] ?? 0) \(Self.words($0))" }.joined(separator: ", ")
        ]
        if !notCheckable.isEmpty {
            lines.append(
                "not checkable: "
                    + notCheckable.sorted { $0.key < $1.key }.map { "\($0.key) in \($0.value)" }.joined(separator: ", ")
            )
        }
        return lines
    }

    /// A status in words: `known-deviation` is `known deviation`.
    static func words(_ status: String) -> String { status.split(separator: "-").joined(separator: " ") }

    /// One file as a JSON object (printed as one line, keys sorted).
    static func json(_ result: FileResult) -> JSONValue {
        let verdicts: [JSONValue] = result.verdicts.map { verdict in
            var object: [String: JSONValue] = [
                "id": .string(verdict.entry.id.rawValue), "level": .string(verdict.entry.level.rawValue),
                "source": .string(verdict.entry.source.rawValue), "verdict": .string(verdict.status),
            ]
            if case .notCheckable(let missing) = verdict.entry.verdict {
                object["missing"] = .array(missing.map(JSONValue.string))
            }
            if !verdict.violations.isEmpty {
                object["violations"] = .array(
                    verdict.violations.map { violation, deviation in
                        var entry: [String: JSONValue] = [
                            "step": .string(violation.step), "time": .string(violation.time),
                            "message": .string(violation.message),
                        ]
                        if let deviation { entry["knownDeviation"] = .string(deviation.citation) }
                        return .object(entry)
                    })
            }
            return .object(object)
        }
        let unknown: [JSONValue] = result.transcript.unknown.map { unknown in
            [
                "key": .string(unknown.key), "lineSkipped": .bool(unknown.lineSkipped),
                "firstLine": .number(Double(unknown.firstLine)), "lines": .number(Double(unknown.lines)),
            ]
        }
        return [
            "file": .string(result.file), "vendor": result.vendor.map(JSONValue.string) ?? .null,
            "scenario": .string(result.scenario), "scenarioKnown": .bool(result.scenarioKnown),
            "records": .number(Double(result.transcript.records.count)), "verdicts": .array(verdicts),
            "unknown": .array(unknown),
            "truncatedLine": result.transcript.truncatedLine.map { .number(Double($0)) } ?? .null,
            "crlf": .bool(result.transcript.crlf),
        ]
    }
}
