/// Why a JSON text could not be parsed: where (byte offset) and what was wrong.
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem it was.
    public enum Reason: String, Sendable, Hashable {
        /// The bytes are not valid UTF-8.
        case invalidUTF8 = "invalid-utf8"
        /// The text is not JSON.
        case syntax
        /// Arrays and objects are nested deeper than the limit.
        case tooDeep = "too-deep"
        /// An object repeats a key. Only thrown when the caller asks for
        /// ``JSONDuplicateKeyPolicy/refuse``; by default the last value wins.
        case duplicateKey = "duplicate-key"
    }

    /// What kind of problem it was.
    public var reason: Reason
    /// The byte offset where it was found.
    public var offset: Int
    /// A sentence for people.
    public var message: String

    /// Creates a parse error.
    public init(reason: Reason, offset: Int, message: String) {
        self.reason = reason
        self.offset = offset
        self.message = message
    }

    /// `message (at byte N)`.
    public var description: String { "\(message) (at byte \(offset))" }
}
