import PushConformance
import PushContract

extension RequirementGrid {
    /// The headings of the grid's groups, by kind.
    static func heading(_ kind: Requirement.Kind) -> String {
        switch kind {
        case .platformRule: return "Platform rules (R1–R21)"
        case .painPoint: return "Pain points (P1–P9)"
        case .invariant: return "Invariants (checked on every case)"
        case .contract: return "Contract requirements"
        }
    }

    /// A vendor's column title: the router says it is a composite.
    static func columnTitle(_ vendor: RunReport.Vendor) -> String {
        isComposite(vendor) ? "\(vendor.id) (composite)" : vendor.id
    }

    /// The line that says which counts are cases and which are scenarios.
    static let counting =
        "Counts in a vendor's cell are that vendor's cases (one per scenario it ran, so `12/14` is 12 of its 14 "
        + "cases); the scenarios column counts the scenarios that cite the requirement."

    /// The line that says how to read the grid and that its counts add up.
    static let reading =
        "Each cell comes from this executed run. A platform rule, pain point or contract requirement counts the vendor's cases of the "
        + "scenarios citing it, by outcome (a known deviation only where it deviates from that requirement or from an "
        + "invariant checking it; elsewhere the case holds); an invariant counts every case of the vendor (it is checked on "
        + "every transcript). "
        + "n/a cases are counted but never as holding, so each cell's holds + known deviations + SHOULD not met + fails + n/a "
        + "adds up to the cases it read. A requirement nothing in a run can judge (its only oracle is \"untestable here\", or "
        + "it has none but the goldens) says so instead of \"holds\": its cases ran, which says nothing about the rule."

    /// The router's note, when it ran.
    static let compositeNote =
        "`router` is a composite: every vendor behind one `PushRouter`, running the `router.*` scenarios only."

    /// The grid as Markdown (a CI step summary or a README section).
    package func markdown(suiteVersion: String) -> String {
        typealias Text = MarkdownText
        var notes = CitationNotes()
        var out = [
            "# Requirement × vendor grid", "",
            "Suite \(Text.inline(suiteVersion)) · \(rows.count) requirements × \(vendors.count) vendor\(vendors.count == 1 ? "" : "s") · "
                + "\(casesPerVendor.values.reduce(0, +)) cases. " + Self.reading, "", Self.counting,
        ]
        if vendors.contains(where: Self.isComposite) { out += ["", Self.compositeNote] }
        out += [
            "",
            "Cells: " + Status.legendOrder.map { "\(Self.symbol($0)) \($0.legend)" }.joined(separator: " · ") + ".",
            "",
        ]
        out += [
            "| vendor | cases | holds | known deviation | SHOULD not met | fails | untestable here | no oracle | not exercised |",
            "|---|---|---|---|---|---|---|---|---|",
        ]
        for (index, vendor) in vendors.enumerated() {
            var counts: [Status: Int] = [:]
            for row in rows { counts[row.cells[index].status, default: 0] += 1 }
            out.append(
                "| \(Text.cell(Self.columnTitle(vendor))) | \(casesPerVendor[vendor.id] ?? 0) | \(counts[.holds] ?? 0) | "
                    + "\(counts[.knownDeviation] ?? 0) | \(counts[.shouldNotMet] ?? 0) | \(counts[.fails] ?? 0) | "
                    + "\(counts[.untestable] ?? 0) | \(counts[.noOracle] ?? 0) | \(counts[.notExercised] ?? 0) |"
            )
        }
        for kind in Self.kinds {
            let group = rows.filter { $0.kind == kind }
            guard !group.isEmpty else { continue }
            out += [
                "", "## \(Self.heading(kind))", "",
                "| requirement | "
                    + vendors.map { Text.cell(Self.columnTitle($0), breakable: true) }.joined(separator: " | ") + " |",
                "|---|" + vendors.map { _ in "---|" }.joined(),
            ]
            for row in group {
                let cells = row.cells.map { cell -> String in
                    var text =
                        "\(Self.symbol(cell.status))<br>\(cell.count)<br>\(Text.cell(cell.text, breakable: true))"
                    // A rule nothing judges shows no deviation of another rule its cases showed.
                    if !cell.citations.isEmpty, cell.unjudged == nil {
                        text +=
                            "<br>"
                            + cell.citedSources.map { source in
                                Text.cell((cell.citedInvariants[source] ?? []).joined(separator: ", "))
                                    + notes.markdownReference(source)
                            }.joined(separator: " ")
                    }
                    return text
                }
                let cited = "\(row.citingScenarios.count) scenario\(row.citingScenarios.count == 1 ? "" : "s")"
                let scenarios = row.countsEveryCase ? "\(cited) cite it; every case counts" : "cited by \(cited)"
                out.append(
                    "| **\(Text.cell(row.id.rawValue))** \(Text.cell(row.level.rawValue)) · \(Text.cell(row.oracleText))<br>\(Text.cell(row.summary))<br>_\(scenarios)_ | "
                        + cells.joined(separator: " | ") + " |")
            }
        }
        out += ["", "## Uncovered requirements", ""]
        let uncovered = uncovered
        if uncovered.isEmpty {
            out.append("Every requirement of the grid is cited by at least one scenario.")
        } else {
            out.append("No scenario of this run cites these (an invariant among them is still checked on every case):")
            out.append("")
            for row in uncovered {
                out.append(
                    "- **\(Text.inline(row.id.rawValue))** \(Text.inline(row.summary)) — "
                        + Text.inline(row.unexercisable ?? "no scenario yet; one can be written"))
            }
        }
        out += notes.markdownList()
        return out.joined(separator: "\n") + "\n"
    }

    static func symbol(_ status: Status) -> String {
        switch status {
        case .holds: return "✅"
        case .knownDeviation: return "⚠️"
        case .shouldNotMet: return "🔸"
        case .fails: return "❌"
        case .untestable: return "⚪"
        case .noOracle: return "❔"
        case .notExercised: return "➖"
        }
    }
}
