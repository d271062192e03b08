import Foundation
package import PushConformance
import PushContract
package import PushTestKit

/// One small subscription scenario, run against ``TestVendor`` with goldens in a fresh temporary
/// folder: the shared set-up of the golden-comparison and golden-file suites.
package struct InlineGoldenCase {
    /// The shared set-up.
    package init() {}

    /// The scenario: launch, subscribe, wait one second.
    package let scenario = try! inlineScenario(
        """
        {"id": "lifecycle.inline", "title": "subscribe", "requires": ["subscription"], "steps": [
          {"id": "launch", "launch": {}},
          {"id": "subscribe", "subscribe": {}},
          {"id": "wait", "advance": "1s"}
        ]}
        """, file: "lifecycle/inline.json")

    /// A new, empty goldens folder under the temporary directory, with an empty `test` vendor
    /// folder when `vendorFolder` is true.
    package func temporaryGoldens(prefix: String, vendorFolder: Bool = false) throws -> GoldenStore {
        let path = ScratchFolder.url(prefix).path
        try FileManager.default.createDirectory(
            atPath: vendorFolder ? path + "/test" : path, withIntermediateDirectories: true)
        return GoldenStore(root: path)
    }

    /// Runs the scenario on `vendor` in `mode` against `goldens`.
    package func run(_ vendor: TestVendor = TestVendor(), mode: RecordMode, goldens: GoldenStore) -> RunReport.Case {
        var options = RunOptions()
        options.recordMode = mode
        return ConformanceRunner(vendors: [vendor], goldens: goldens).runCase(
            vendor: vendor, scenario: scenario, options: options)
    }
}
