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
    package static let environmentVariable = "PUSH_CONFORMANCE_RECORD"

    /// A ``environmentVariable`` value that is not a mode (`ALL`, `true`, `''`): the command line
    /// and the library refuse it with this one message, never record nothing without a word.
    package struct EnvironmentError: Error, Sendable, Hashable, CustomStringConvertible {
        /// `PUSH_CONFORMANCE_RECORD='ALL' is not one of never, missing, failed, all (did you mean 'all'?)`.
        package var message: String
        /// The message.
        package var description: String { message }

        /// The error for a value.
        init(value: String) {
            let names = RecordMode.allCases.map(\.rawValue)
            message =
                "\(RecordMode.environmentVariable)='\(value)' is not one of \(names.joined(separator: ", "))"
                + Suggestion.didYouMean(value, among: names)
        }
    }

    /// The mode in force: `requested` (a flag) or the environment variable, else `never`; always
    /// `never` when `CI` is set, so CI cannot record. A variable that names no mode is an error
    /// (only read when nothing is requested).
    package static func resolve(
        requested: RecordMode?,
        environment: [String: String]
    ) throws(EnvironmentError) -> (mode: RecordMode, note: String?) {
        var wanted = requested ?? .never
        if requested == nil, let text = environment[environmentVariable] {
            guard let mode = RecordMode(rawValue: text) else { throw EnvironmentError(value: text) }
            wanted = mode
        }
        if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false", wanted != .never {
            return (.never, "CI is set: recording is off (asked for '\(wanted.rawValue)')")
        }
        return (wanted, nil)
    }
}
