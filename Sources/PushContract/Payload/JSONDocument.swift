/// What the parser does when an object names the same key twice.
///
/// RFC 8259 §4 says names SHOULD be unique and leaves the behaviour open. JSONTestSuite lists
/// `{"a":"b","a":"c"}` as a document parsers must accept. On Linux, `JSONSerialization` keeps
/// the last value and `JSONDecoder` the first, so a payload with a repeated key means
/// different things to different parsers.
public enum JSONDuplicateKeyPolicy: Sendable, Hashable {
    /// Keep the last value, as `JSONSerialization` does, and report the key's path in
    /// ``JSONDocument/duplicateKeyPaths``.
    case lastWins
    /// Refuse the text with ``JSONParseError/Reason/duplicateKey`` at the second occurrence of
    /// the first repeated key (in byte order). A syntax error anywhere in the text is reported
    /// in its place: keys are compared once the text is known to be JSON.
    case refuse
}

/// A parsed JSON text: its value and what the parser noticed beyond the value itself.
public struct JSONDocument: Sendable, Hashable {
    /// The value (for a repeated key, the last value).
    public var value: JSONValue
    /// The JSON paths of keys that appeared more than once in one object, sorted, each once:
    /// `a` for a top-level key, `aps.alert.title` below it, `list[2].key` inside arrays.
    /// A path names the key, not its value, so `a.b` may be listed although a later `a` replaced
    /// the object holding it.
    public var duplicateKeyPaths: [String]

    /// Wraps a value and its duplicate-key paths.
    public init(value: JSONValue, duplicateKeyPaths: [String] = []) {
        self.value = value
        self.duplicateKeyPaths = duplicateKeyPaths
    }

    /// Whether some object in the text repeated a key (two parsers may read it differently).
    public var hasDuplicateKeys: Bool { !duplicateKeyPaths.isEmpty }

    /// Parses UTF-8 JSON text. Invalid UTF-8, syntax errors, nesting deeper than `maxDepth`
    /// (clamped to ``JSONValue/maxDepthBound``) and, with ``JSONDuplicateKeyPolicy/refuse``,
    /// repeated keys throw a ``JSONParseError``; nothing traps.
    public static func parse(
        _ bytes: [UInt8], maxDepth: Int = JSONValue.defaultMaxDepth,
        duplicateKeys: JSONDuplicateKeyPolicy = .lastWins
    ) throws(JSONParseError) -> JSONDocument {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONParseError) -> JSONDocument in
            var parser = JSONByteParser(bytes: buffer, maxDepth: maxDepth, duplicateKeys: duplicateKeys)
            return try parser.parseDocument()
        }
    }

    /// Parses JSON text given as a Swift string (its UTF-8, without copying it into an array).
    public static func parse(
        _ text: String, maxDepth: Int = JSONValue.defaultMaxDepth,
        duplicateKeys: JSONDuplicateKeyPolicy = .lastWins
    ) throws(JSONParseError) -> JSONDocument {
        var text = text
        let result = text.withUTF8 { buffer in
            Result { () throws(JSONParseError) -> JSONDocument in
                var parser = JSONByteParser(bytes: buffer, maxDepth: maxDepth, duplicateKeys: duplicateKeys)
                return try parser.parseDocument()
            }
        }
        return try result.get()
    }
}

extension JSONValue {
    /// The default nesting limit: deeper documents are refused, never a stack overflow.
    public static let defaultMaxDepth = 64

    /// The largest nesting limit the parser accepts; a larger `maxDepth` is clamped to it.
    ///
    /// The parser itself keeps its nesting on the heap, so parsing never overflows the stack.
    /// But every value it returns is used by recursive code: equality, hashing, canonical
    /// writing and counting, and freeing. Measured on a 512 KiB thread (iOS's secondary-thread
    /// default), a debug build overflows at about 550 levels of objects (canonical writing,
    /// just under 1 KiB of stack per level) and a release build between 2,048 and 4,096. 256
    /// levels keep every use of a parsed value within half of that stack in a debug build; the
    /// tests parse, write, count, compare, hash and free values at the bound on such a thread.
    public static let maxDepthBound = 256

    /// Parses UTF-8 JSON text. Invalid UTF-8, syntax errors and nesting deeper than `maxDepth`
    /// (clamped to ``maxDepthBound``) throw a ``JSONParseError``; nothing traps. A repeated
    /// key keeps its last value; ``JSONDocument`` also says
    /// where keys repeated, or refuses them.
    public static func parse(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws(JSONParseError) -> JSONValue {
        try JSONDocument.parse(bytes, maxDepth: maxDepth).value
    }

    /// Parses JSON text given as a Swift string.
    public static func parse(_ text: String, maxDepth: Int = defaultMaxDepth) throws(JSONParseError) -> JSONValue {
        try JSONDocument.parse(text, maxDepth: maxDepth).value
    }
}
