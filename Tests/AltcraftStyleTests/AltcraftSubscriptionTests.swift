@testable import AltcraftStyle
import PushContract
import PushSimulator
import PushTestKit
import Testing

@Suite("Subscription")
struct AltcraftSubscriptionTests {
    @Test("Subscribe posts push/subscribe with the APNs token and reports 230 and subscribed")
    func subscribeSucceeds() throws {
        let device = makeDevice()
        device.start()
        try device.perform(step: "subscribe") {
            try device.requireAdapter().subscription?.subscribe(SubscriptionRequest(customFields: ["developer": true]))
        }
        let sent = device.requests(containing: "/subscription/push/subscribe/")
        #expect(
            sent.map(\.path) == [
                "/api/v1/subscription/push/subscribe/?provider=ios-apns&matching_mode=example-app&sync=1"
            ])
        #expect(device.natives.contains("230"))
        let delegate = device.records.filter { $0.kind == .delegate && $0.body["name"] == "subscription.changed" }
        #expect(delegate.last?.body["details"]?["status"] == "subscribed")
        #expect(device.store.value(forKey: "altcraft.queue.subscribe") == nil)
    }

    // A process not launched into the foreground never resets its retry counters (Core.swift:32-59).
    // These tests launch it inactive: it is not in the foreground, yet never suspended, so the
    // in-process schedule shows without a wake (in the background it waits: see the last test).
    @Test("A 503 on subscribe is retried after 5.5 s when the counter was never reset (launch not in the foreground)")
    func retryAfterFiveAndAHalfSeconds() throws {
        let device = makeDevice()
        device.start(state: .inactive)
        device.transport.enqueue([ServerAnswer(.response(status: 503, body: [:]), match: "subscribe")])
        try device.perform(step: "subscribe") {
            try device.requireAdapter().subscription?.subscribe(SubscriptionRequest())
        }
        device.advance(by: .seconds(30))
        #expect(device.requests(containing: "push/subscribe").map(\.time) == ["0s", "5.5s"])
        let error = try #require(device.error(native: "530"))
        #expect(error["code"] == "network.server-error")
        #expect(error["retryable"] == true)
        #expect(device.natives.last == "230")
    }

    @Test("In the background the 5.5 s retry waits: the app is suspended after the grace and retries at its next wake")
    func retryWaitsWhileSuspended() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.transport.enqueue([ServerAnswer(.response(status: 503, body: [:]), match: "subscribe")])
        try device.perform(step: "subscribe") {
            try device.adapterForAppCall().subscription?.subscribe(SubscriptionRequest())
        }
        device.advance(by: .seconds(30))
        #expect(device.isSuspended)
        #expect(device.requests(containing: "push/subscribe").map(\.time) == ["0s"])
        device.perform(step: "foreground") { device.setState(.foreground) }
        #expect(device.requests(containing: "push/subscribe").map(\.time) == ["0s", "30s"])
        #expect(device.natives.last(where: { ["230", "530"].contains($0) }) == "230")
    }

    @Test("After a foreground launch the first subscribe retry comes after 1 s (counter reset to 0)")
    func retryAfterOneSecondInForeground() throws {
        let device = makeDevice()
        device.start()
        device.transport.enqueue([ServerAnswer(.response(status: 503, body: [:]), match: "subscribe")])
        try device.perform(step: "subscribe") {
            try device.requireAdapter().subscription?.subscribe(SubscriptionRequest())
        }
        device.advance(by: .seconds(10))
        #expect(device.requests(containing: "push/subscribe").map(\.time) == ["0s", "1s"])
    }

    @Test("Persistent 5xx: five in-process retries at 5.5^n s, then the entity waits for the next launch")
    func retrySchedule() throws {
        let device = makeDevice()
        device.start(state: .inactive)
        device.answerUnscriptedRequests(with: ServerAnswer(.response(status: 503, body: [:])))
        try device.perform(step: "subscribe") {
            try device.requireAdapter().subscription?.subscribe(SubscriptionRequest())
        }
        device.advance(by: .seconds(100_000))
        #expect(
            device.requests(containing: "push/subscribe").map(\.time)
                == ["0s", "5.5s", "35.75s", "202.125s", "1117.187s", "6150.031s"])
        #expect(device.clock.pending.isEmpty)
        let queued = try #require(device.store.value(forKey: "altcraft.queue.subscribe")?.arrayValue?.first)
        #expect(queued["retryCount"] == 6)
    }

    @Test("A persisted subscription is dropped at its 16th retryable failure (maxRetryCount 15)")
    func dropAfterFifteen() throws {
        let device = makeDevice()
        device.start(state: .inactive)
        device.answerUnscriptedRequests(with: ServerAnswer(.response(status: 503, body: [:])))
        try device.perform(step: "subscribe") {
            try device.requireAdapter().subscription?.subscribe(SubscriptionRequest())
        }
        device.advance(by: .seconds(100_000))
        var relaunches = 0
        while device.store.value(forKey: "altcraft.queue.subscribe") != nil, relaunches < 20 {
            relaunches += 1
            device.perform(step: "relaunch-\(relaunches)") { device.relaunch(state: .foreground) }
        }
        #expect(device.requests(containing: "push/subscribe").count == 16)
        let dropped = device.records.filter { $0.kind == .event && $0.body["name"] == "request.dropped" }
        #expect(dropped.count == 1)
    }

    @Test("A 400 on subscribe is reported as 430 and never retried")
    func clientErrorNotRetried() throws {
        let device = makeDevice()
        device.start()
        device.transport.enqueue([
            ServerAnswer(
                .response(status: 400, body: ["error": 400, "errorText": "Incorrect field"]),
                match: "subscribe")
        ])
        try device.perform(step: "subscribe") {
            try device.requireAdapter().subscription?.subscribe(SubscriptionRequest())
        }
        device.advance(by: .seconds(10_000))
        #expect(device.requests(containing: "push/subscribe").count == 1)
        let error = try #require(device.error(native: "430"))
        #expect(error["code"] == "network.client-error")
        #expect(error["retryable"] == false)
        #expect(error["details"]?["errorText"] == "Incorrect field")
        #expect(device.store.value(forKey: "altcraft.queue.subscribe") == nil)
    }

    @Test("A transport failure is RetryEvent 500 and retried")
    func transportFailureRetried() throws {
        let device = makeDevice()
        device.start(state: .inactive)
        device.transport.enqueue([ServerAnswer(.transportFailure(reason: "offline"), match: "subscribe")])
        try device.perform(step: "subscribe") {
            try device.requireAdapter().subscription?.subscribe(SubscriptionRequest())
        }
        device.advance(by: .seconds(10))
        #expect(device.error(native: "500")?["code"] == "network.transport-failure")
        #expect(device.requests(containing: "push/subscribe").count == 2)
    }

    @Test("Non-scalar customFields are refused with 475 before anything is stored or sent")
    func nonScalarCustomFields() throws {
        let device = makeDevice()
        device.start()
        try device.perform(step: "subscribe") {
            try device.requireAdapter().subscription?.subscribe(
                SubscriptionRequest(customFields: ["nested": ["a": 1], "ok": true]))
        }
        let error = try #require(device.error(native: "475"))
        #expect(error["code"] == "subscription.invalid-field")
        #expect(error["details"]?["field"] == "nested")
        #expect(device.requests(containing: "push/subscribe").isEmpty)
        #expect(device.store.value(forKey: "altcraft.queue.subscribe") == nil)
    }

    @Test("Unsuspend is never retried: a 503 is 432 and the completion gets the failure once")
    func unsuspendNotRetried() throws {
        let device = makeDevice()
        device.start()
        device.transport.enqueue([ServerAnswer(.response(status: 503, body: [:]), match: "unsuspend")])
        var results: [Result<SubscriptionResult, PushError>] = []
        try device.perform(step: "unsuspend") {
            try device.requireAdapter().subscription?.unsuspend { results.append($0) }
        }
        device.advance(by: .seconds(10_000))
        let sent = device.requests(containing: "unsuspend")
        #expect(
            sent.map(\.path) == [
                "/api/v1/subscription/push/unsuspend/?provider=ios-apns&matching_mode=example-app&subscription_id=\(DeviceSetup.defaultTokenHex)"
            ])
        #expect(results.count == 1)
        guard case .failure(let error)? = results.first else {
            Issue.record("expected a failure, got \(results)"); return
        }
        #expect(error.native == "432")
        #expect(error.details["httpStatus"] == 503)
    }

    @Test("Status queries report 233 and pass the profile through")
    func statusQuery() throws {
        let device = makeDevice()
        device.start()
        device.transport.enqueue([
            ServerAnswer(
                .response(status: 200, body: ["profile": ["subscription": ["status": "suspended"]]]),
                match: "status")
        ])
        var results: [Result<SubscriptionResult, PushError>] = []
        try device.perform(step: "status") {
            try device.requireAdapter().subscription?.status(.latest) { results.append($0) }
        }
        #expect(
            device.requests(containing: "status").map(\.path) == [
                "/api/v1/subscription/push/status/?matching_mode=example-app"
            ])
        #expect(try results.first?.get().status == .suspended)
        #expect(device.natives.contains("233"))
    }

    @Test("A subscription queued before a relaunch is resent on the next launch")
    func relaunchResendsQueuedWork() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.transport.enqueue([ServerAnswer(.response(status: 503, body: [:]), match: "subscribe")])
        try device.perform(step: "subscribe") {
            try device.requireAdapter().subscription?.subscribe(SubscriptionRequest())
        }
        device.perform(step: "relaunch") { device.relaunch(state: .foreground) }
        #expect(device.requests(containing: "push/subscribe").count == 2)
        #expect(device.natives.last(where: { ["230", "530"].contains($0) }) == "230")
        #expect(device.store.value(forKey: "altcraft.queue.subscribe") == nil)
    }

    @Test(
        "A manual token is not sent by itself: 201 on the next query, no push/update (PublicPushTokenFunctions.swift:70-85)"
    )
    func manualTokenChecksNothing() throws {
        let device = makeDevice()
        device.start()
        device.advance(by: .seconds(5))
        let updates = device.requests(containing: "push/update").count
        try device.perform(step: "manual") {
            try device.requireAdapter().tokens?.setManualToken(PushToken(provider: .hms, value: "manual-hms"))
        }
        #expect(device.requests(containing: "push/update").count == updates)
        #expect(device.natives.filter { $0 == "201" }.count == 1)
        try device.perform(step: "get") { try device.requireAdapter().tokens?.currentToken { _ in } }
        #expect(device.natives.filter { $0 == "201" }.count == 2)
        #expect(device.requests(containing: "push/update").count == updates)
    }

    @Test("Status 5xx is 433, flagged retryable, and never retried")
    func statusNotRetried() throws {
        let device = makeDevice()
        device.start()
        device.transport.enqueue([ServerAnswer(.response(status: 500, body: [:]), match: "status")])
        var results: [Result<SubscriptionResult, PushError>] = []
        try device.perform(step: "status") {
            try device.requireAdapter().subscription?.status(.latest) { results.append($0) }
        }
        device.advance(by: .seconds(10_000))
        #expect(results.count == 1)
        #expect(device.requests(containing: "push/status").count == 1)
        let error = try #require(device.error(native: "433"))
        #expect(error["message"]?.stringValue?.contains("never retried") == true)
    }
}
