/// Which command a failing case's hint names to re-record its golden: the one that works where
/// the check ran.
package enum RecordHint: Sendable, Hashable {
    /// The command line, for vendors the tool knows (the built-in ones):
    /// `<command> record --vendor V --scenario S <arguments>`.
    case commandLine(command: String, arguments: [String])
    /// The environment variable with `swift test`, for ``ConformanceSuite/verify(_:scenarios:goldens:only:recordMode:exploration:)``
    /// and the test helper, which run an adapter the command line cannot know:
    /// `PUSH_CONFORMANCE_RECORD=<mode> swift test`.
    case environment

    /// The hint for one case, `missing` (no golden yet) or not (the golden differs).
    package func command(vendor: String, scenario: String, missing: Bool) -> String {
        switch self {
        case .commandLine(let command, let arguments):
            return ([command, "record", "--vendor", vendor, "--scenario", scenario] + arguments).joined(separator: " ")
        case .environment:
            return "\(RecordMode.environmentVariable)=\(missing ? "missing" : "failed") swift test"
        }
    }
}
