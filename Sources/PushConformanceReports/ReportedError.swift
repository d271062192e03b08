import Foundation
import PushConformance
import PushContract

/// An error a vendor reported (neutral code, native code, retryable), as the reports compare it
/// with the registry's word on retrying (``ErrorCodeCatalog``).
struct ReportedError: Sendable, Hashable {
    /// The neutral code.
    var code: String
    /// The vendor's own code.
    var native: String?
    /// Whether the vendor said retrying can help.
    var retryable: Bool

    /// `code [native] ↻`.
    var display: String { code + (native.map { " [\($0)]" } ?? "") + (retryable ? " ↻" : "") }

    init(code: String, native: String?, retryable: Bool) {
        self.code = code
        self.native = native
        self.retryable = retryable
    }

    /// Reads a behaviour item's text, `code [native] ↻` (behind a router `vendor: code …`),
    /// returning the vendor prefix too.
    static func parse(behaviourText text: String) -> (vendor: String?, error: ReportedError) {
        var rest = Substring(text)
        var vendor: String?
        if let colon = rest.range(of: ": ") {
            vendor = String(rest[..<colon.lowerBound])
            rest = rest[colon.upperBound...]
        }
        let retryable = rest.hasSuffix(" ↻")
        if retryable { rest = rest.dropLast(2) }
        var native: String?
        if rest.hasSuffix("]"), let open = rest.range(of: " [", options: .backwards) {
            native = String(rest[open.upperBound..<rest.index(before: rest.endIndex)])
            rest = rest[..<open.lowerBound]
        }
        return (vendor, ReportedError(code: String(rest), native: native, retryable: retryable))
    }

    /// What the registry says about retrying when it contradicts the vendor: `.no` for a
    /// retryable report of a code that retrying cannot help, `.yes` for a not-retryable report of
    /// a code that it always can; nil when they agree or the registry says it depends.
    var contradiction: ErrorCodeCatalog.Retry? {
        guard let entry = ErrorCodeCatalog.entry(PushErrorCode(rawValue: code)) else { return nil }
        switch entry.retry {
        case .no: return retryable ? .no : nil
        case .yes: return retryable ? nil : .yes
        case .dependsOnCause: return nil
        }
    }
}
