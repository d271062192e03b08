import PushContract

/// The neutral errors for MCE payload sections that are not what the SDK can use: each carries
/// the JSON path of the offending member in `details.path` (`category-actions[1].type`). What the
/// binary does with most malformed sections is not public, so most carry no native code (A8); where
/// the binary logs a known line (an action without `type`), that line is the native code.
enum MCEPayloadError {
    /// A required member is missing.
    static func missing(_ path: String, native: String? = nil) -> PushError {
        PushError(.payloadMissingKey, native: native, message: "\(path) is missing", details: ["path": .string(path)])
    }

    /// A member has the wrong JSON type.
    static func wrongType(_ path: String, found value: JSONValue, expected: String) -> PushError {
        PushError(
            .payloadWrongType, message: "\(path) is a JSON \(value.typeName), expected \(expected)",
            details: ["path": .string(path)])
    }

    /// A member has a value the SDK cannot use.
    static func invalid(_ path: String, _ why: String) -> PushError {
        PushError(.payloadInvalidValue, message: "\(path) \(why)", details: ["path": .string(path)])
    }
}
