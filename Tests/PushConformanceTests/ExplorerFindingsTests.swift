import BuiltInVendors
import PushConformance
import PushContract
import PushSimulator
import PushConformanceTestSupport
import PushTestKit
import Testing

/// What the explorer's first runs found in the suite itself and in the built-in adapters, each
/// kept as a test that failed before its fix.
@Suite("explore findings, fixed")
struct ExplorerFindingsTests {
    private func vendor(_ id: String) throws -> any PushVendor {
        try #require(BuiltInVendors.all.first { $0.descriptor.id == id })
    }

    @Test("Altcraft: a push-event retry firing after its service extension was released no longer traps (seed 1 run 9)")
    func altcraftReleasedExtension() throws {
        // Before the fix this crashed the test process: "Attempted to read an unowned reference".
        let records = try ScenarioExecutor(
            vendor: vendor("altcraft"),
            scenario: inlineScenario(
                """
                {"id": "explore.altcraft-trap", "title": "t", "steps": [
                  {"id":"s1","launch":{"state":"foreground"}},
                  {"id":"s2","serverAnswers":[{"body":{},"status":201},{"status":500}]},
                  {"appState":"foreground","id":"s3"},
                  {"id":"s4","subscribe":{"customFields":{"plan":"pro"},"sync":true}},
                  {"customEvent":{"attributes":{},"name":"cart","payload":{"value":83}},"id":"s5"},
                  {"id":"s6","serverAnswers":[{"status":503}]},
                  {"id":"s7","push":{"message":{"body":"Body 1","id":"m-1","mutableContent":true,"title":"Title 1"}}},
                  {"advance":"2s","id":"s8"}
                ]}
                """, file: "explore/altcraft-trap.json")
        ).run()
        #expect(records.last?.kind == .leftovers)
    }

    @Test(
        "NET-002: the requests of a background launch a foreign push caused are the app's own, not handling that push")
    func backgroundLaunchIsNotTheForeignPush() throws {
        let json = """
            {"id": "test.inline", "title": "t", "steps": [
              {"id": "push", "push": {"payload": {"aps": {"content-available": 1}, "other-sdk": {"id": "x-1"}}}},
              {"id": "wait", "advance": "10s"}
            ]}
            """
        let actito = try vendor("actito")
        let records = try ScenarioExecutor(vendor: actito, scenario: inlineScenario(json)).run()
        // The launch did send requests (the device registration), and none is blamed on the push.
        #expect(records.contains { $0.kind == .http })
        #expect(try !violatedIDs(of: actito, in: json).contains("NET-002"))
    }

    @Test("NET-001: a queue's next item to the same endpoint after a final failure is not a retry; the same body is")
    func retryNeedsTheSameBody() {
        func http(_ seq: Int, _ body: JSONValue, cause: Int?) -> TranscriptRecord {
            TranscriptRecord(
                time: .zero, step: "s", kind: .http,
                body: [
                    "seq": .number(Double(seq)), "method": "POST", "url": "https://x.test/api/subscribe?a=1",
                    "body": body,
                ],
                during: RecordContext(answer: cause))
        }
        let refused = TranscriptRecord(
            time: .zero, step: "s", kind: .answer, body: ["seq": 1, "status": 400], during: RecordContext(answer: 1))
        let nextItem = [
            http(1, ["status": "subscribed"], cause: nil), refused, http(2, ["status": "suspended"], cause: 1),
        ]
        #expect(Invariant.retryOnlyRetryable.check(nextItem).isEmpty)
        let retried = [
            http(1, ["status": "subscribed"], cause: nil), refused, http(2, ["status": "subscribed"], cause: 1),
        ]
        #expect(Invariant.retryOnlyRetryable.check(retried).map(\.invariant) == [.retryOnlyRetryable])
    }

    @Test("EXP-004: a failure the adapter itself calls final settles the request (Altcraft's 429)")
    func reportedFinalSettles() throws {
        let scenario = try inlineScenario(
            """
            {"id": "explore.final-429", "title": "t", "requirements": ["EXP-004"], "steps": [
              {"id": "launch", "launch": {}},
              {"id": "settle", "advance": "10s"},
              {"id": "answers", "serverAnswers": [{"status": 429}]},
              {"id": "unsubscribe", "unsubscribe": {}},
              {"id": "relaunch", "relaunch": {}},
              {"id": "quiet", "advance": "6h"}
            ]}
            """, file: "explore/final-429.json")
        let records = try ScenarioExecutor(vendor: vendor("altcraft"), scenario: scenario).run()
        #expect(Invariant.exploration(for: scenario).flatMap { $0.check(records) }.isEmpty)
    }
}
