@testable import AltcraftStyle
import PushContract
import PushSimulator
import PushTestKit
import Testing

@Suite("Altcraft tokens")
struct AltcraftTokenTests {
    @Test(
        "A forced refresh runs its own push/update: the launch's unanswered update does not hold its completion (explore seed 31337 run 478)"
    )
    func forcedRefreshDoesNotWaitForAnotherUpdate() throws {
        let device = makeDevice()
        device.transport.enqueue([ServerAnswer(.hang, match: "push/update")])
        device.start()
        #expect(device.requests(containing: "push/update").count == 1)
        try device.perform(step: "manual") {
            try device.requireAdapter().tokens?.setManualToken(PushToken(provider: .hms, value: "manual-hms"))
        }
        var completions = 0
        try device.perform(step: "refresh") {
            try device.requireAdapter().tokens?.forceRefresh { _ in completions += 1 }
        }
        device.advance(by: .seconds(3600))
        #expect(completions == 1)
        #expect(
            device.requests(containing: "push/update").map(\.path)
                == [
                    "/api/v1/subscription/push/update/?provider=ios-apns",
                    "/api/v1/subscription/push/update/?provider=ios-huawei",
                ])
        #expect(device.natives.contains("231"))
    }

    @Test(
        "clear() does not cancel the token polls: a forced refresh still polling completes (explore seed 777 run 8545)")
    func clearLetsPollsFinish() throws {
        let device = makeDevice()
        device.application.registration = .failure(reason: "no-network")
        device.start()
        device.advance(by: .seconds(10))
        var completions = 0
        try device.perform(step: "refresh") {
            try device.requireAdapter().tokens?.forceRefresh { _ in completions += 1 }
        }
        try device.perform(step: "clear") { try device.requireAdapter().dataReset?.clearLocalData { _ in } }
        #expect(completions == 0)
        device.advance(by: .seconds(3))
        #expect(completions == 1)
        #expect(
            device.errorBodies.last { $0["native"] == "502" }?["message"]?.stringValue?.contains("nothing to force")
                == true)
    }

    @Test(
        "A push/update in flight at clear() is not retried after it; without the clear it is (explore seeds 777, 31337, 2026)",
        arguments: [true, false])
    func updateInFlightAtClearIsNotRetried(clears: Bool) throws {
        let device = makeDevice()
        device.transport.enqueue([
            ServerAnswer(.transportFailure(reason: "timed-out"), delay: .seconds(10), match: "push/update")
        ])
        device.start()
        #expect(device.requests(containing: "push/update").count == 1)
        if clears {
            try device.perform(step: "clear") { try device.requireAdapter().dataReset?.clearLocalData { _ in } }
        }
        device.advance(by: .seconds(3600))
        #expect(device.requests(containing: "push/update").count == (clears ? 1 : 2))
    }
}
