import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
import PushTestKit

/// The golden audit names every golden no case reads, with the reason, and nothing else.
@Suite("Golden audit")
struct GoldenAuditTests {
    @Test("Each kind of unused golden gets its reason; goldens of runnable cases, router ones included, are used")
    func reasons() throws {
        let folder = ScratchFolder.url("golden-audit")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let goldens = GoldenStore(root: folder)
        let needsTokens = """
            {"id": "token-providers.inline", "title": "Needs token providers", "requires": ["token-providers"], "steps": [
              {"id": "launch", "launch": {}}
            ]}
            """
        let scenarios = [
            try inlineScenario(extensionScenario),
            try inlineScenario(needsTokens, file: "token-providers/inline.json"),
            try inlineScenario(RouterScenarioTests.routerScenario, file: "router/inline.json"),
        ]
        for (vendor, scenario) in [
            ("test", "test.inline"), ("router", "router.inline"), ("test", "token-providers.inline"),
            ("ghost", "test.inline"), ("test", "lifecycle.removed"), ("router", "test.inline"),
        ] {
            try goldens.write(["{}"], vendor: vendor, scenario: scenario)
        }
        let found = GoldenAudit.find(goldens: goldens, vendors: [TestVendor()], scenarios: scenarios).map(\.description)
            .sorted()
        #expect(
            found == [
                "ghost/test.inline.jsonl: no vendor \"ghost\" runs in this suite",
                "router/test.inline.jsonl: the scenario does not run for this vendor",
                "test/lifecycle.removed.jsonl: no scenario has this id (removed or renamed)",
                "test/token-providers.inline.jsonl: not applicable: the vendor lacks token-providers",
            ])
    }
}
