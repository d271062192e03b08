/// A remote-notification payload: the JSON object APNs delivers as `userInfo`.
///
/// The root is always an object; ``init(bytes:)`` refuses anything else with a neutral error.
public struct PushPayload: Sendable, Hashable {
    /// The top-level members, `aps` included.
    public var root: [String: JSONValue]
    /// The JSON paths of keys the payload's bytes repeated in one object (sorted, each once;
    /// see ``JSONDocument/duplicateKeyPaths``). The payload keeps the last value, as iOS's
    /// `JSONSerialization` does, but `JSONDecoder` keeps the first: two parsers disagree on
    /// such a payload. Empty for payloads built from values.
    public var duplicateKeyPaths: [String]

    /// Wraps a top-level object.
    public init(_ root: [String: JSONValue]) {
        self.root = root
        self.duplicateKeyPaths = []
    }

    /// Parses payload bytes as APNs would hand them over. Not UTF-8, not JSON, too deep or not
    /// an object: a ``PushError`` with a `payload.*` code, never a trap. A repeated key keeps
    /// its last value and is listed in ``duplicateKeyPaths``.
    public init(bytes: [UInt8]) throws(PushError) {
        let document: JSONDocument
        do {
            document = try JSONDocument.parse(bytes)
        } catch {
            switch error.reason {
            case .invalidUTF8: throw PushError(.payloadInvalidUTF8, message: error.description)
            case .tooDeep: throw PushError(.payloadTooDeep, message: error.description)
            case .syntax, .duplicateKey: throw PushError(.payloadNotJSON, message: error.description)
            }
        }
        guard let object = document.value.objectValue else {
            throw PushError(
                .payloadNotAnObject, message: "the payload is a JSON \(document.value.typeName), not an object")
        }
        self.root = object
        self.duplicateKeyPaths = document.duplicateKeyPaths
    }

    /// Whether the payload's bytes repeated a key somewhere (see ``duplicateKeyPaths``).
    public var hasDuplicateKeys: Bool { !duplicateKeyPaths.isEmpty }

    /// The `aps` dictionary, or an empty one.
    public var aps: APS { APS(raw: root["aps"]?.objectValue ?? [:]) }

    /// A top-level member.
    public subscript(key: String) -> JSONValue? { root[key] }

    /// The payload as a JSON value.
    public var json: JSONValue { .object(root) }

    /// The size APNs measures: UTF-8 bytes of the serialised JSON, vendor keys included (R1).
    /// Counted without serialising.
    public var byteCount: Int { json.canonicalByteCount }

    /// Checks the platform rules: size (R1), `aps` is an object (R2), documented `aps` key types,
    /// interruption level and relevance score (R5). Returns every problem found, in key order.
    ///
    /// - Parameter measuredByteCount: the size of the bytes as sent, when known (raw pushes);
    ///   otherwise the canonical serialisation is measured.
    public func validate(measuredByteCount: Int? = nil) -> [PushError] {
        var problems: [PushError] = []
        let size = measuredByteCount ?? byteCount
        if size > APNsLimits.maxPayloadBytes {
            problems.append(
                PushError(
                    .payloadTooLarge,
                    message: "the payload is \(size) bytes; APNs accepts at most \(APNsLimits.maxPayloadBytes)"))
        }
        if let aps = root["aps"], aps.objectValue == nil {
            problems.append(PushError(.payloadWrongType, message: "aps is a \(aps.typeName), expected an object"))
            return problems
        }
        let raw = aps.raw
        for key in raw.keys.sorted() {
            guard let expected = APS.documentedKeys[key], let value = raw[key] else { continue }
            if !expected.split(separator: " ").contains(where: { $0 == Substring(value.typeName) }) {
                problems.append(
                    PushError(.payloadWrongType, message: "aps.\(key) is a \(value.typeName), expected \(expected)"))
            }
        }
        if let level = raw["interruption-level"]?.stringValue, InterruptionLevel(rawValue: level) == nil {
            problems.append(
                PushError(
                    .payloadInvalidValue,
                    message: "aps.interruption-level \"\(level)\" is not passive, active, time-sensitive or critical"))
        }
        if let score = raw["relevance-score"]?.numberValue, !APNsLimits.relevanceScoreRange.contains(score) {
            problems.append(
                PushError(
                    .payloadInvalidValue,
                    message: "aps.relevance-score \(JSONValue.format(number: score)) is outside 0…1"))
        }
        return problems
    }
}
