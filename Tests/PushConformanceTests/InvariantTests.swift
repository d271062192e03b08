import PushConformance
import PushContract
import PushSimulator
import PushConformanceTestSupport
import PushTestKit
import Testing

/// Each invariant is proven to bite: a deliberately broken adapter is caught by exactly the
/// invariant named for its bug, and the correct adapter is not.
@Suite("Invariants catch broken adapters")
struct InvariantTests {
    @Test("The correct test adapter breaks no invariant in any of these scenarios")
    func correctAdapterIsClean() throws {
        for json in [
            extensionScenario, subscribeScenario(firstStatus: 400), foreignTapScenario, suspendThenUnsubscribe,
        ] {
            #expect(try violations(of: TestVendor(), in: json).isEmpty, "\(json)")
        }
    }

    @Test("A content handler called twice is caught by CMP-001 and NSE-001")
    func contentHandlerTwice() throws {
        var vendor = TestVendor()
        vendor.faults.contentHandlerTwice = true
        #expect(try violatedIDs(of: vendor, in: extensionScenario) == ["CMP-001", "NSE-001"])
    }

    @Test("A content handler never called is caught by NSE-001 and CMP-001")
    func contentHandlerNever() throws {
        var vendor = TestVendor()
        vendor.faults.contentHandlerNever = true
        #expect(try violatedIDs(of: vendor, in: extensionScenario) == ["CMP-001", "NSE-001", "NSE-003"])
    }

    @Test("A content handler still running at 30 s is killed with its pending work: NSE-001 and CMP-001")
    func contentHandlerLate() throws {
        var vendor = TestVendor()
        vendor.faults.contentHandlerLate = true
        #expect(try violatedIDs(of: vendor, in: extensionScenario) == ["CMP-001", "NSE-001", "NSE-003"])
    }

    @Test("A transcript whose content handler ran after the 30 s budget is caught by NSE-002")
    func lateDeliveryInTranscript() throws {
        // The simulator kills the extension at 30 s, so a late call can only come from another
        // host's transcript (a real device); the check is proven on such a transcript. The
        // content handler of push 1's extension is called in that extension (during.push).
        func record(
            _ seconds: Int64, _ kind: TranscriptRecord.Kind, _ body: JSONValue, push: String? = "push-1"
        )
            -> TranscriptRecord
        {
            TranscriptRecord(
                time: DeviceInstant(sinceStart: .seconds(seconds)), step: "push", kind: kind, body: body,
                during: RecordContext(push: push, serviceExtension: push != nil))
        }
        let started = record(10, .system, ["name": "nse.started", "id": "push-1"])
        let late = [started, record(41, .completion, ["kind": "nse-content", "value": nil])]
        let onTime = [started, record(40, .completion, ["kind": "nse-content", "value": nil])]
        #expect(Invariant.extensionWithinBudget.check(try HandWritten.read(late)).map(\.time) == ["41s"])
        #expect(Invariant.extensionWithinBudget.check(try HandWritten.read(onTime)).isEmpty)
        // Without contexts, a delivery pairs with the one extension running; with two running it cannot.
        let unmarked = [started, record(41, .completion, ["kind": "nse-content", "value": nil], push: nil)]
        #expect(Invariant.extensionWithinBudget.check(unmarked).map(\.time) == ["41s"])
        let second = record(12, .system, ["name": "nse.started", "id": "push-2"], push: nil)
        #expect(
            Invariant.extensionWithinBudget.verdict([started, second] + unmarked.dropFirst())
                == .notCheckable(missing: ["during.push on nse-content completions (which extension run delivered)"]))
    }

    @Test("An extension that waits for the expiry call is a SHOULD warning (NSE-003), not a MUST failure")
    func waitsForExpiry() throws {
        var vendor = TestVendor()
        vendor.faults.waitsForExpiry = true
        let found = try violations(of: vendor, in: extensionScenario)
        #expect(found.map(\.invariant.rawValue) == ["NSE-003"])
        #expect(found.allSatisfy { $0.level == .should })
    }

    @Test("A network call while handling a foreign payload is caught by NET-002")
    func networkForForeignPayload() throws {
        var vendor = TestVendor()
        vendor.faults.networkForForeignPayload = true
        let found = try violations(of: vendor, in: foreignTapScenario)
        #expect(found.map(\.invariant.rawValue) == ["NET-002"])
        #expect(found.first?.step == "tap")
    }

    @Test("Retrying a 400 is caught by NET-001; retrying a 503 is not")
    func retriesClientErrors() throws {
        var vendor = TestVendor()
        vendor.faults.retriesClientErrors = true
        #expect(try violatedIDs(of: vendor, in: subscribeScenario(firstStatus: 400)) == ["NET-001"])
        #expect(try violatedIDs(of: TestVendor(), in: subscribeScenario(firstStatus: 503)).isEmpty)
    }

    @Test("A second request to the same endpoint after a 2xx answer is not a retry (NET-001); after a 400 it is")
    func requestAfterSuccessIsNotARetry() {
        func record(_ kind: TranscriptRecord.Kind, _ body: JSONValue, answer: Int? = nil) -> TranscriptRecord {
            TranscriptRecord(time: .zero, step: "tap", kind: kind, body: body, during: RecordContext(answer: answer))
        }
        func transcript(firstStatus: Int) -> [TranscriptRecord] {
            [
                record(.http, ["seq": 1, "method": "POST", "url": "https://api.example.test/event"]),
                record(.answer, ["seq": 1, "status": .number(Double(firstStatus))], answer: 1),
                record(.http, ["seq": 2, "method": "POST", "url": "https://api.example.test/event"], answer: 1),
            ]
        }
        #expect(Invariant.retryOnlyRetryable.check(transcript(firstStatus: 200)).isEmpty)
        #expect(Invariant.retryOnlyRetryable.check(transcript(firstStatus: 400)).count == 1)
        #expect(Invariant.retryOnlyRetryable.check(transcript(firstStatus: 503)).isEmpty)
    }

    @Test("An error code outside the registry is caught by ERR-001")
    func unregisteredErrorCode() throws {
        var vendor = TestVendor()
        vendor.faults.unregisteredErrorCode = true
        #expect(try violatedIDs(of: vendor, in: extensionScenario) == ["ERR-001"])
    }

    @Test("Scheduling work with a negative delay is caught by TIME-001")
    func negativeDelay() throws {
        var vendor = TestVendor()
        vendor.faults.negativeDelay = true
        #expect(try violatedIDs(of: vendor, in: extensionScenario) == ["TIME-001"])
    }

    @Test("Work that reschedules itself forever at one instant is stopped and caught by TIME-001")
    func runawayLoop() throws {
        var vendor = TestVendor()
        vendor.faults.runawayLoop = true
        let found = try violations(of: vendor, in: extensionScenario)
        #expect(found.map(\.invariant.rawValue) == ["TIME-001"])
        #expect(found.first?.message.contains("reschedules itself") == true)
    }

    @Test("Confirming unsubscribe while suspended is caught by SUB-001")
    func illegalSubscriptionMove() throws {
        var vendor = TestVendor()
        vendor.faults.illegalSubscriptionMove = true
        #expect(try violatedIDs(of: vendor, in: suspendThenUnsubscribe) == ["SUB-001"])
    }

    @Test("A wire format that produces a 4097-byte payload is caught by PAY-001")
    func acceptsOversizedPayloads() throws {
        var vendor = TestVendor()
        vendor.faults.acceptsOversizedPayloads = true
        #expect(try violatedIDs(of: vendor, in: oversizedMessage) == ["PAY-001"])
        #expect(try violatedIDs(of: TestVendor(), in: oversizedMessage).isEmpty)
    }

    @Test("A will-present completion never called is caught by CMP-001 in the leftovers")
    func neverCompletesWillPresent() throws {
        var vendor = TestVendor()
        vendor.faults.neverCompletesWillPresent = true
        let found = try violations(of: vendor, in: foregroundScenario)
        #expect(found.map(\.invariant.rawValue) == ["CMP-001"])
        #expect(found.first?.message.contains("will-present") == true)
    }

    @Test("A vendor that claims every payload is caught by PAY-002 beside any other vendor")
    func greedyOwnership() throws {
        let scenario = try inlineScenario(
            """
            {"id": "payload.shared", "title": "t", "steps": [
              {"id": "launch", "launch": {}},
              {"id": "mine", "push": {"payload": {"test": true, "aps": {"alert": "a"}}}},
              {"id": "other", "push": {"fixture": "x.json", "merge": {"other": 1}}}
            ]}
            """, file: "payload/shared.json")
        #expect(ExclusiveOwnership.conflicts(vendors: [TestVendor()], scenarios: [scenario]).isEmpty)
        let conflicts = ExclusiveOwnership.conflicts(vendors: [TestVendor(), GreedyVendor()], scenarios: [scenario])
        #expect(conflicts.map(\.step) == ["mine"])
        #expect(conflicts.first?.vendors == ["greedy", "test"])
    }

    // MARK: scenarios

    func subscribeScenario(firstStatus: Int) -> String {
        """
        {"id": "test.inline", "title": "subscribe", "steps": [
          {"id": "launch", "launch": {}},
          {"id": "server", "serverAnswers": [{"status": \(firstStatus)}, {"status": 200}]},
          {"id": "subscribe", "subscribe": {}},
          {"id": "wait", "advance": "10s"}
        ]}
        """
    }

    let foreignTapScenario = """
        {"id": "test.inline", "title": "tap foreign", "given": {"appState": "background"}, "steps": [
          {"id": "push", "push": {"payload": {"aps": {"alert": "hello"}}}},
          {"id": "tap", "tap": {}},
          {"id": "wait", "advance": "1s"}
        ]}
        """

    let suspendThenUnsubscribe = """
        {"id": "test.inline", "title": "suspend then unsubscribe", "steps": [
          {"id": "launch", "launch": {}},
          {"id": "subscribe", "subscribe": {}},
          {"id": "suspend", "suspend": {}},
          {"id": "unsubscribe", "unsubscribe": {}},
          {"id": "wait", "advance": "1s"}
        ]}
        """

    let oversizedMessage = """
        {"id": "test.inline", "title": "oversized", "steps": [
          {"id": "launch", "launch": {}},
          {"id": "push", "push": {"message": {"title": "big"}, "padToBytes": 4097}},
          {"id": "wait", "advance": "1s"}
        ]}
        """

    let foregroundScenario = """
        {"id": "test.inline", "title": "foreground", "steps": [
          {"id": "launch", "launch": {}},
          {"id": "push", "push": {"payload": {"test": true, "aps": {"alert": "hi"}}}},
          {"id": "wait", "advance": "1s"}
        ]}
        """
}
