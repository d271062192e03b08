/// One way of breaking an invariant, as a transcript shows it: the effect that tells this bug
/// apart from other bugs of the same invariant (`TOK-005/retry-sends-old-token`: a request
/// repeated after a failure still carries the token that changed).
///
/// The invariant that finds a violation names its mechanism when the transcript shows one of
/// those it knows (the static members in `ViolationMechanism+Catalogue.swift`), judging only what the transcript records.
/// A ``KnownDeviation`` that names a mechanism excuses violations of that mechanism and no other:
/// a second bug of the same invariant, with another effect, still fails. A deviation listed for
/// every scenario must name one.
///
/// The raw value is `<invariant id>/<name>`; results files carry it, so it is stable like a
/// requirement id: a new mechanism gets a new name, and the wording of an invariant's message
/// never changes which deviation excuses it.
public struct ViolationMechanism: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// `<invariant id>/<name>`, e.g. `TOK-005/retry-sends-old-token`.
    public let rawValue: String
    /// Wraps a string (from a results file; code uses the catalogue's constants).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The mechanism `name` of `invariant`.
    public init(_ invariant: RequirementID, _ name: String) { rawValue = "\(invariant.rawValue)/\(name)" }

    /// The invariant it breaks: the raw value up to its first `/`.
    public var invariant: RequirementID {
        RequirementID(rawValue: String(rawValue.prefix { $0 != "/" }))
    }

    /// The name after the invariant id (`retry-sends-old-token`).
    public var name: String {
        guard let slash = rawValue.firstIndex(of: "/") else { return rawValue }
        return String(rawValue[rawValue.index(after: slash)...])
    }

    /// The raw value.
    public var description: String { rawValue }
    /// Ordered by the raw value.
    public static func < (lhs: ViolationMechanism, rhs: ViolationMechanism) -> Bool { lhs.rawValue < rhs.rawValue }
}
