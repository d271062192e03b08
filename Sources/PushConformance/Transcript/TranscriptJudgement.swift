package import PushContract
package import PushSimulator

/// Every oracle a case runs on one transcript, and what each made of it: the invariants checked
/// on every transcript, the explorer's checks the scenario cites (EXP-00x), and the scenario's
/// expectations, grouped by the requirement they cite. `run` (``ConformanceRunner``) and
/// `push-conformance check` both judge through this one type, on records read back from lines.
package struct TranscriptJudgement: Sendable {
    /// Where a verdict comes from.
    package enum Source: String, Sendable, Hashable {
        /// An invariant.
        case invariant
        /// The scenario's expectations citing the requirement.
        case expectations
    }

    /// One oracle's verdict.
    package struct Entry: Sendable, Hashable {
        /// The invariant's id, or the requirement the expectations cite.
        package var id: RequirementID
        /// MUST, SHOULD or MAY.
        package var level: RequirementLevel
        /// Invariant or expectations.
        package var source: Source
        /// Holds, violated (with each violation) or not checkable (with what is missing).
        package var verdict: InvariantVerdict

        /// The violations, in transcript order (none unless violated).
        package var violations: [Violation] {
            if case .violated(let found) = verdict { return found }
            return []
        }
    }

    /// Every verdict: the invariants in order, then the expectations by requirement.
    package private(set) var entries: [Entry] = []
    /// Every violation: the invariants' in order, then the expectations' in the scenario's order.
    package private(set) var violations: [Violation] = []

    /// Judges `records` (read back from a transcript's lines) with `invariants`, and, when the
    /// scenario is known, with the explorer's checks it cites and its expectations for `vendor`
    /// (those written for configured vendors only when the vendor is known and configured).
    package init(
        records: [TranscriptRecord], scenario: Scenario?, vendor: VendorDescriptor?, backend: VendorBackend = .neutral,
        invariants: [Invariant] = Invariant.builtIn
    ) {
        let cited = scenario.map { scenario in
            Invariant.exploration(for: scenario).filter { scenario.requirements.contains($0.id) }
        }
        for invariant in invariants + (cited ?? []) {
            entries.append(
                Entry(id: invariant.id, level: invariant.level, source: .invariant, verdict: invariant.verdict(records))
            )
        }
        violations = entries.flatMap(\.violations)
        guard let scenario else { return }
        let found = scenario.expectationViolations(records, vendor: vendor, backend: backend)
        violations += found
        var cites: [RequirementID] = []
        for expectation in scenario.judgedExpectations(for: vendor) where !cites.contains(expectation.requirement) {
            cites.append(expectation.requirement)
        }
        for id in cites {
            let violations = found.filter { $0.invariant == id }
            entries.append(
                Entry(
                    id: id, level: RequirementCatalog.requirement(id)?.level ?? .must, source: .expectations,
                    verdict: violations.isEmpty ? .holds : .violated(violations)))
        }
    }
}
