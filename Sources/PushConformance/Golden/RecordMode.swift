/// When goldens are (re)written, as in swift-snapshot-testing.
public enum RecordMode: String, Sendable, Hashable, CaseIterable {
    /// Never write; a missing golden fails.
    case never
    /// Write goldens that do not exist yet.
    case missing
    /// Rewrite goldens that differ (and write missing ones).
    case failed
    /// Rewrite every golden.
    case all

    /// The environment variable that sets the mode.
    public static let environmentVariable = "PUSH_CONFORMANCE_RECORD"

    /// The mode in force: `requested` (a flag) or the environment variable, else `never`; always
    /// `never` when `CI` is set, so CI cannot record.
    public static func resolve(requested: RecordMode?, environment: [String: String]) -> (mode: RecordMode, note: String?) {
        let wanted = requested ?? environment[environmentVariable].flatMap(RecordMode.init(rawValue:)) ?? .never
        if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false", wanted != .never {
            return (.never, "CI is set: recording is off (asked for '\(wanted.rawValue)')")
        }
        return (wanted, nil)
    }
}
