/// The environment variables a conformance run reads, checked in one place so the command line,
/// ``ConformanceSuite/verify(_:scenarios:goldens:only:recordMode:exploration:)`` and the Swift
/// Testing helpers refuse the same values with the same message, instead of recording nothing
/// or selecting everything without a word.
package enum ConformanceEnvironment {
    /// `PUSH_CONFORMANCE_CASE`: comma-separated case ids (`vendor/scenario`), scenario ids or
    /// globs that narrow a parameterised conformance test to some cases. Unset or empty: every case.
    package static let caseVariable = "PUSH_CONFORMANCE_CASE"

    /// A value that cannot be used, and why: one sentence naming the variable and its value.
    package struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
        /// The sentence.
        package var message: String
        /// Creates a problem.
        package init(_ message: String) { self.message = message }
        /// The message.
        package var description: String { message }
    }

    /// The patterns ``caseVariable`` holds (nil when it is unset or empty). An empty entry
    /// (`a,,b`, `a,`) or an entry that is neither a case id nor a scenario id (`a/b/c`, `/x`)
    /// is refused: it would select nothing, or everything.
    package static func casePatterns(_ environment: [String: String]) throws(Problem) -> [String]? {
        guard let value = environment[caseVariable], !value.isEmpty else { return nil }
        let entries = value.split(separator: ",", omittingEmptySubsequences: false).map { entry in
            String(entry.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        }
        if entries.contains(where: \.isEmpty) {
            throw Problem(
                "\(caseVariable)='\(value)' has an empty entry; give case ids (vendor/scenario), "
                    + "scenario ids or globs, separated by single commas")
        }
        for entry in entries {
            let parts = entry.split(separator: "/", omittingEmptySubsequences: false)
            if parts.count > 2 || parts.contains(where: \.isEmpty) {
                throw Problem(
                    "\(caseVariable)='\(value)': '\(entry)' is neither a case id (vendor/scenario) nor a scenario id")
            }
        }
        return entries
    }

    /// Why the environment cannot be used for a run, or nil: a ``RecordMode/environmentVariable``
    /// that names no mode (read only when `requestedRecordMode` is nil, as the command line reads
    /// it only without `--mode`), or a malformed ``caseVariable``.
    package static func problem(_ environment: [String: String], requestedRecordMode: RecordMode?) -> Problem? {
        do { _ = try RecordMode.resolve(requested: requestedRecordMode, environment: environment) } catch {
            return Problem(error.message)
        }
        do { _ = try casePatterns(environment) } catch { return error }
        return nil
    }
}
