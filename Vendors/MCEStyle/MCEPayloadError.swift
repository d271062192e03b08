import PushContract

/// The neutral errors for MCE payload sections that are not what the SDK can use: each carries
/// the JSON path of the offending member in `details.path` (`category-actions[1].type`). The real
/// SDK's handling of such payloads is inside its binary (VENDOR-FACTS §4), so these have no
/// native code (assumption A8).
enum MCEPayloadError {
    /// A required member is missing.
    static func missing(_ path: String) -> PushError {
        PushError(.payloadMissingKey, message: "\(path) is missing", details: ["path": .string(path)])
    }

    /// A member has the wrong JSON type.
    static func wrongType(_ path: String, found value: JSONValue, expected: String) -> PushError {
        PushError(.payloadWrongType, message: "\(path) is a JSON \(value.typeName), expected \(expected)",
                  details: ["path": .string(path)])
    }

    /// A member has a value the SDK cannot use.
    static func invalid(_ path: String, _ why: String) -> PushError {
        PushError(.payloadInvalidValue, message: "\(path) \(why)", details: ["path": .string(path)])
    }
}
