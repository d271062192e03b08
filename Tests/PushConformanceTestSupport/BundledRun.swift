import BuiltInVendors
package import PushConformance

/// The bundled suite run once per test process over every built-in vendor, as
/// `ConformanceSuite.run` makes it (cases, audits, problems): the tests that only read a whole
/// run share it instead of running the suite again each.
package enum BundledRun {
    private static let made = Task { () -> RunReport in
        await ConformanceSuite(root: PackageLocation.conformance).run(BuiltInVendors.all)
    }

    /// The run's report.
    package static var report: RunReport { get async { await made.value } }
}
