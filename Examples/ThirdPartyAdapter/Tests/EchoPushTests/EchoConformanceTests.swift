import EchoPush
import Foundation
import PushConformanceReports
import PushConformanceTesting
import Testing

/// Echo checked against its own scenarios in one call, as any SDK would. The goldens are in
/// `Tests/__Conformance__/EchoPushTests/EchoConformanceTests/echo/`, beside the test target.
@Suite("Echo conformance")
struct EchoConformanceTests {
    /// This package's scenarios (found from this file, never the working directory).
    static let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Conformance/Scenarios").path

    @Test("Echo passes its own scenarios")
    func ownScenarios() async throws {
        // One issue per failing case (its diff and the re-record command), at this line.
        let report = await expectConformance(EchoVendor(), scenarios: .directory(Self.scenarios))
        #expect(report.cases.count == 3)
        // To show Echo beside the built-in vendors: ECHO_RESULTS_FILE=echo.jsonl swift test, then
        // swift run push-conformance compare --results built-in.jsonl --results echo.jsonl --html out.html
        if let path = ProcessInfo.processInfo.environment["ECHO_RESULTS_FILE"], !path.isEmpty {
            try ResultsJSON.encode(report).write(toFile: path, atomically: true, encoding: .utf8)
        }
    }
}
