package import PushContract

/// What decides, independently of a vendor's own goldens, whether the vendor keeps a
/// requirement: an invariant checked on every transcript, expectations written into scenarios,
/// an audit of the vendor's descriptor and wire format, or nothing, with the reason
/// ("untestable here", as the Reactive Streams TCK lists its `untested_` rules).
///
/// Goldens are never an oracle: a new vendor's goldens are its own first recording, so they can
/// only say that behaviour changed, never that it was right.
package struct Oracle: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The kind of oracle; the raw value is what `specification.json` shows.
    package enum Kind: String, Sendable, Hashable, CaseIterable, Comparable {
        /// An invariant, on every transcript (or, for EXP-00x, on every explored sequence).
        case invariant
        /// Expectations in the scenarios that cite the requirement, on every vendor's transcript.
        case expectations
        /// An audit run once per vendor of a run, or of request files (``Oracle/runs``).
        case audit
        /// Nothing in this suite can check it; ``Oracle/detail`` says why.
        case untestable = "untestable here"

        /// In declaration order.
        package static func < (lhs: Kind, rhs: Kind) -> Bool {
            (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
        }
    }

    /// The kind.
    package var kind: Kind
    /// The invariant's id, the audit's name, or why nothing can check it; empty for expectations.
    package var detail: String

    /// Creates an oracle; prefer the factories.
    package init(kind: Kind, detail: String) {
        self.kind = kind
        self.detail = detail
    }

    /// The invariant `id` checks the requirement.
    package static func invariant(_ id: RequirementID) -> Oracle { Oracle(kind: .invariant, detail: id.rawValue) }

    /// Scenario expectations citing the requirement check it (the scenarios are the specification's).
    package static let expectations = Oracle(kind: .expectations, detail: "")

    /// Nothing here can check it, for `reason`.
    package static func untestable(_ reason: String) -> Oracle { Oracle(kind: .untestable, detail: reason) }

    /// The invariant's id, for an invariant oracle.
    package var invariant: RequirementID? { kind == .invariant ? RequirementID(rawValue: detail) : nil }

    /// `invariant CMP-001`, `audit wire-format`, `expectations`, `untestable here: …`.
    package var description: String {
        switch kind {
        case .invariant: "invariant \(detail)"
        case .expectations: "expectations"
        case .audit: "audit \(detail)"
        case .untestable: "untestable here: \(detail)"
        }
    }

    /// By kind, then detail.
    package static func < (lhs: Oracle, rhs: Oracle) -> Bool { (lhs.kind, lhs.detail) < (rhs.kind, rhs.detail) }
}

extension Oracle {
    /// The adapter self-check (``AdapterSelfCheck``): facets against capabilities, before any case runs.
    package static let selfCheckAudit = Oracle(kind: .audit, detail: "adapter-self-check")
    /// The ownership audit (``ExclusiveOwnership``): every payload of the suite against every vendor's claims.
    package static let ownershipAudit = Oracle(kind: .audit, detail: "ownership")
    /// The wire-format audit (``WireFormatAudit``): the vendor's claims and wire format, once per vendor.
    package static let wireFormatAudit = Oracle(kind: .audit, detail: "wire-format")
    /// The factory audit (``FactoryAudit``): fresh objects per call, and every case run twice gives the same bytes.
    package static let factoryAudit = Oracle(kind: .audit, detail: "factories")
    /// The live-activity request audit (``LiveActivityRequestAudit``): APNs live-activity
    /// requests in request files, the bundled corpus among them.
    package static let liveActivityRequestAudit = Oracle(kind: .audit, detail: "live-activity-requests")

    /// When an audit runs, as the end of a sentence ("the wire-format audit, once per vendor of a run").
    package var runs: String {
        self == .liveActivityRequestAudit
            ? "on every request file given to push-conformance audit-live-activity and on the bundled corpus Conformance/Fixtures/live-activity-requests, where each request must give the verdict it states"
            : "once per vendor of a run"
    }
}
