import Foundation
import PushConformance
import PushConformanceTestSupport
import PushConformanceTesting
import PushContract
import PushTestKit
import Testing

extension FirstHourTests {
    /// Two vendors recording into one goldens folder, then each verified against the whole
    /// bundled suite: a heavy suite (``HeavyTests``), run in release mode by CI's heavy step.
    @Suite("An SDK team's first hour: two vendors, one goldens folder (heavy)", HeavyTests.trait)
    struct SharedGoldensHeavyTests {
        @Test(
            "Two vendors checked into one goldens folder keep their own goldens, router cases included, and never see each other's"
        )
        func twoVendorsOneFolder() async throws {
            let folder = try FirstHourTests.emptyGoldens()
            let first = TestVendor()
            let second = RenamedVendor(base: TestVendor(), id: "second")
            for vendor in [first, second] as [any PushVendor] {
                // The environment without CI: under CI, verify records nothing (RecordMode.resolve).
                _ = await ConformanceSuite.verify(
                    vendor, goldens: folder, only: ["router.*", "payload.not-json"], recordMode: .missing,
                    environment: [:])
                #expect(FileManager.default.fileExists(atPath: folder + "/" + vendor.descriptor.id), "recorded")
            }
            let folders = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            #expect(folders == ["second", "test"], "no shared router folder")
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder + "/test").contains {
                    $0.hasPrefix("router.")
                })
            for vendor in [first, second] as [any PushVendor] {
                let again = await ConformanceSuite.verify(vendor, goldens: folder, recordMode: .never)
                #expect(!again.problems.contains { $0.kind == .unusedGolden }, "\(again.problems.prefix(2))")
            }
        }
    }
}
