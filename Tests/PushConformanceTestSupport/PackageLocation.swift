import BuiltInVendors
import Foundation
package import PushConformance
import PushContract
import PushTestKit

/// Where this package is, found from this file's path (tests never depend on the working directory).
package enum PackageLocation {
    /// The package root.
    package static let root: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// `Conformance/`.
    package static let conformance = root + "/Conformance"

    /// The built `push-conformance` binary: beside the test bundle in the build folder.
    package static var toolBinary: String? {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent("push-conformance").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }
}

/// The bundled `payload.*` scenarios as the CLI tests select them, counted from the files so the
/// tests keep passing as scenarios and vendors are added.
package enum PayloadSelection {
    /// Every bundled `payload.*` scenario.
    package static var scenarios: [Scenario] {
        ConformanceSuite(root: PackageLocation.conformance).loadScenarios().scenarios.filter {
            $0.id.hasPrefix("payload.")
        }
    }

    /// How many of them the built-in vendor `id` can run (the rest are not applicable).
    package static func applicable(to id: String) -> Int {
        guard let vendor = BuiltInVendors.all.first(where: { $0.descriptor.id == id }) else { return -1 }
        return scenarios.filter { $0.requires.isSubset(of: vendor.descriptor.capabilities) }.count
    }
}
