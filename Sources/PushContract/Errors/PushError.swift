/// An error as data: a neutral code, the vendor's native code, and whether retrying can help.
///
/// Adapters never throw bare strings or platform errors across the contract: every failure a
/// user or a transcript sees is a `PushError`.
public struct PushError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The stable neutral code.
    public var code: PushErrorCode
    /// The vendor's own code or name for this error (`"530"`, `"downloadFailed"`), if it has one.
    public var native: String?
    /// Whether the same request may succeed if retried (transport failures, 5xx).
    public var retryable: Bool
    /// A sentence for people: what went wrong, where, how to fix it.
    public var message: String
    /// Structured details (the offending field, the HTTP status…).
    public var details: [String: JSONValue]

    /// Creates an error.
    public init(
        _ code: PushErrorCode, native: String? = nil, retryable: Bool = false, message: String,
        details: [String: JSONValue] = [:]
    ) {
        self.code = code
        self.native = native
        self.retryable = retryable
        self.message = message
        self.details = details
    }

    /// The same error with the vendor's native code set.
    public func withNative(_ native: String, retryable: Bool? = nil) -> PushError {
        var copy = self
        copy.native = native
        if let retryable { copy.retryable = retryable }
        return copy
    }

    /// The error as a JSON object, as transcripts show it.
    public var json: JSONValue {
        var object: [String: JSONValue] = [
            "code": .string(code.rawValue), "retryable": .bool(retryable),
            "message": .string(message),
        ]
        if let native { object["native"] = .string(native) }
        if !details.isEmpty { object["details"] = .object(details) }
        return .object(object)
    }

    /// `code (native): message`.
    public var description: String {
        "\(code.rawValue)\(native.map { " (\($0))" } ?? ""): \(message)"
    }
}
