import PushConformance
import PushContract

/// Known deviations as a page says them: entries with the same sentence and citation (one
/// documented behaviour that breaks two invariants) are one text naming every invariant it
/// covers, `CMP-001, EXP-003: The completion is never called… [2]`, never the same paragraph
/// twice in one place.
struct DeviationText: Sendable, Hashable {
    /// The invariants it covers, in order of first appearance.
    var invariants: [String]
    /// What the vendor does.
    var summary: String
    /// Where that is documented.
    var citation: String

    /// `CMP-001, EXP-003`.
    var invariantList: String { invariants.joined(separator: ", ") }

    /// The deviations grouped by sentence and citation, in order of first appearance.
    static func grouped(_ deviations: [RunReport.Deviation]) -> [DeviationText] {
        var texts: [DeviationText] = []
        for deviation in deviations {
            let invariant = deviation.invariant.rawValue
            if let index = texts.firstIndex(where: {
                $0.summary == deviation.summary && $0.citation == deviation.citation
            }) {
                if !texts[index].invariants.contains(invariant) { texts[index].invariants.append(invariant) }
            } else {
                texts.append(
                    DeviationText(invariants: [invariant], summary: deviation.summary, citation: deviation.citation))
            }
        }
        return texts
    }

    /// The shown deviations of a case, grouped.
    static func grouped(_ shown: [RunReport.ShownDeviation]) -> [DeviationText] { grouped(shown.map(\.deviation)) }
}
