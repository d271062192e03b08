import EchoPush
import Foundation
import PushConformance
import Testing

/// Echo checked against the PushContract suite through the public call, as any SDK would.
@Suite("Echo conformance")
struct EchoConformanceTests {
    /// This package's `Conformance` folder (found from this file, never the working directory).
    static let conformance = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Conformance").path

    @Test("Echo passes its own scenarios")
    func ownScenarios() async {
        let report = await ConformanceSuite.verify(EchoVendor(), scenarios: .directory(Self.conformance + "/Scenarios"),
                                                   goldens: Self.conformance + "/Golden")
        if !report.succeeded { Issue.record("\(report)") }
        #expect(report.cases.count == 3)
    }

    @Test("Echo passes the bundled payload scenarios it can run")
    func bundledPayloadScenarios() async {
        let report = await ConformanceSuite.verify(EchoVendor(), goldens: Self.conformance + "/GoldenBundled",
                                                   only: ["payload.not-*"])
        if !report.succeeded { Issue.record("\(report)") }
        #expect(report.cases.map(\.scenario) == ["payload.not-an-object", "payload.not-json"])
    }
}
