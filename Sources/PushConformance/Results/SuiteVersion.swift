/// The version of the bundled scenario suite, written into every results file and report.
///
/// Semantic versioning: adding or changing a scenario is a minor bump, removing or renaming one
/// (ids are never renamed) or changing the results schema is a major bump.
package enum SuiteVersion {
    /// The current suite version.
    package static let current = "1.17.0"
}
