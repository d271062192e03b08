import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
import PushTestKit

/// A golden mismatch says what changed in behaviour before it offers to re-record.
@Suite("Behaviour change in a golden diff")
struct BehaviourChangeTests {
    static let launch = #"{"step":"launch","system":{"name":"process.launched","state":"foreground"},"t":"0s"}"#
    static let request =
        #"{"http":{"method":"POST","seq":1,"url":"https://x.test/api/subscribe?id=1"},"step":"s","t":"0s"}"#
    static let answer = #"{"answer":{"seq":1,"status":200},"step":"s","t":"0s"}"#
    static let event = #"{"event":{"name":"token.changed","native":"201"},"step":"s","t":"0s"}"#
    static let error = #"{"error":{"code":"network.server-error","native":"530","retryable":true},"step":"s","t":"0s"}"#
    static let otherError =
        #"{"error":{"code":"network.client-error","native":"430","retryable":false},"step":"s","t":"0s"}"#
    static let opened = #"{"step":"tap","system":{"name":"url.opened","url":"myapp://promo"},"t":"1s"}"#
    static let completion = #"{"completion":{"kind":"response","value":null},"step":"tap","t":"1s"}"#
    static let second = #"{"completion":{"call":2,"kind":"response","value":null},"step":"tap","t":"1s"}"#
    static let noLeftovers = #"{"leftovers":"none","t":"2s"}"#
    static let timerLeft = #"{"leftovers":{"pendingTimers":["5s"]},"t":"2s"}"#

    @Test("An extra request, a missing event, a changed error code, a second completion call, an opened URL, leftovers")
    func describesChanges() {
        let golden = [
            Self.launch, Self.request, Self.answer, Self.event, Self.error, Self.completion, Self.noLeftovers,
        ]
        let now = [
            Self.launch, Self.request, Self.answer,
            Self.request.replacingOccurrences(of: "\"seq\":1", with: "\"seq\":2"),
            Self.otherError, Self.completion, Self.second, Self.opened, Self.timerLeft,
        ]
        #expect(
            BehaviourChange.describe(golden: golden, now: now) == [
                "a missing SDK event: token.changed [201]",
                "an extra HTTP request: POST /api/subscribe",
                "an extra completion call: response (call 2)",
                "an extra system event: url.opened (myapp://promo)",
                "changed error code: network.server-error [530] → network.client-error [430]",
                "leftovers changed: none → 1 pendingTimers",
            ])
    }

    @Test("Same behaviour at other times or in another order says so; identical transcripts say nothing")
    func timingOnly() {
        let golden = [Self.launch, Self.request, Self.event, Self.noLeftovers]
        let later = [
            Self.launch, Self.event, Self.request.replacingOccurrences(of: "\"t\":\"0s\"", with: "\"t\":\"5s\""),
            Self.noLeftovers,
        ]
        #expect(
            BehaviourChange.describe(golden: golden, now: later)
                == ["the same requests, events, errors and completions, in another order or at other times"])
        #expect(BehaviourChange.describe(golden: golden, now: golden).isEmpty)
        #expect(BehaviourChange.summary(golden: golden, now: golden).isEmpty)
    }

    @Test("A request sent as often as before but with another body names the field that changed")
    func changedDetails() {
        let before =
            #"{"http":{"body":{"old_provider":"ios-firebase"},"method":"POST","seq":2,"url":"https://x.test/push/update/?p=1"},"step":"s","t":"0s"}"#
        let after = before.replacingOccurrences(of: "ios-firebase", with: "ios-apns")
        #expect(
            BehaviourChange.describe(golden: [Self.launch, before], now: [Self.launch, after])
                == [#"changed HTTP request: POST /push/update/: body.old_provider: "ios-firebase" → "ios-apns""#])
    }

    @Test("Only the lines between the common start and end are read; too many differing lines are not summarised")
    func boundedWork() {
        let shared = (0..<20_000).map { #"{"event":{"name":"e\#($0)"},"step":"s","t":"0s"}"# }
        #expect(
            BehaviourChange.describe(golden: shared, now: shared + [Self.request])
                == ["an extra HTTP request: POST /api/subscribe"])
        let other = shared.map { $0.replacingOccurrences(of: "\"t\":\"0s\"", with: "\"t\":\"1s\"") }
        #expect(
            BehaviourChange.describe(golden: shared, now: other)
                == [
                    "20000 golden lines and 20000 new ones differ, too many to summarise here: start from the first divergence and the line diff"
                ])
    }

    @Test("A long list of changes is cut with how many more there are")
    func capped() {
        let now = (0..<20).map { #"{"event":{"name":"e\#($0)"},"step":"s","t":"0s"}"# }
        let sentences = BehaviourChange.describe(golden: [], now: now)
        #expect(sentences.count == BehaviourChange.maxListed + 1)
        #expect(sentences.last == "… and 8 more changes")
    }

    @Test("The runner's mismatch says what changed before the line diff and before the re-record hint")
    func inTheMismatch() throws {
        let path = ScratchFolder.url("behaviour").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let goldens = GoldenStore(root: path)
        let scenario = try inlineScenario(
            """
            {"id": "lifecycle.inline", "title": "subscribe", "requires": ["subscription"], "steps": [
              {"id": "launch", "launch": {}}, {"id": "subscribe", "subscribe": {}}, {"id": "wait", "advance": "1s"}
            ]}
            """, file: "lifecycle/inline.json")
        var options = RunOptions()
        options.recordMode = .missing
        let runner = ConformanceRunner(vendors: [TestVendor()], goldens: goldens)
        let recorded = runner.runCase(vendor: TestVendor(), scenario: scenario, options: options).transcript
        // The golden claims one request fewer than the adapter now sends.
        try goldens.write(
            recorded.filter { !$0.contains("\"http\"") && !$0.contains("\"answer\"") }, vendor: "test",
            scenario: "lifecycle.inline")
        let result = runner.runCase(vendor: TestVendor(), scenario: scenario, options: RunOptions())
        guard result.golden == .mismatch, let diff = result.diff else {
            Issue.record("expected a mismatch, got \(result.golden)")
            return
        }
        #expect(
            diff.hasPrefix("what changed in behaviour (golden → now):\n  an extra HTTP request: POST /subscription\n"))
        let text = result.description
        let change = try #require(text.range(of: "an extra HTTP request"))
        let lineDiff = try #require(text.range(of: "line diff:"))
        let rerecord = try #require(text.range(of: "record --vendor test --scenario lifecycle.inline"))
        #expect(change.lowerBound < lineDiff.lowerBound && lineDiff.lowerBound < rerecord.lowerBound)
        #expect(text.contains("if it is a bug, fix the adapter"))
    }
}
