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
        "A push/update in flight at clear() sends nothing after it: its retries report 501, 529, 521; without the clear it is retried",
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
        let chain = device.natives.filter { ["501", "529", "521"].contains($0) }
        #expect(chain.count == (clears ? 15 : 0))
        let failure = device.errorBodies.first { $0["native"] == "500" }?["message"]?.stringValue ?? ""
        #expect(failure.contains("retried when the network is back") == !clears)
        #expect(failure.contains("send nothing") == clears)
    }

    @Test(
        "A token-update retry resolves the token again: after an APNs rotation it sends the new one; the first attempt's is saved, so the next launch updates again"
    )
    func retrySendsRotatedToken() throws {
        let device = makeDevice()
        device.transport.enqueue([ServerAnswer(.response(status: 500, body: nil), match: "push/update")])
        device.start()
        let first = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"
        let rotated = String(repeating: "ab", count: 32)
        try device.issueRegistration(.token(try DeviceToken(hex: rotated)))
        device.advance(by: .seconds(10))
        let bodies = device.requestBodies(containing: "push/update")
        #expect(bodies.map { $0["new_token"] } == [.string(first), .string(rotated)])
        #expect(bodies.map { $0["old_token"] } == [.null, .null])
        #expect(device.store.value(forKey: "altcraft.token.saved")?["token"] == .string(first))
        device.relaunch(state: .foreground)
        device.advance(by: .seconds(10))
        let again = device.requestBodies(containing: "push/update")
        #expect(again.count == 3)
        #expect(again.last?["old_token"] == .string(first) && again.last?["new_token"] == .string(rotated))
    }

    @Test("A push/update answered 2xx after clear() saves nothing: the next launch sends it again, old_token null")
    func updateAnsweredAfterClearSavesNothing() throws {
        let device = makeDevice()
        device.transport.enqueue([ServerAnswer(.response(status: 200, body: [:]), delay: .seconds(5), match: "update")])
        device.start()
        try device.perform(step: "clear") { try device.requireAdapter().dataReset?.clearLocalData { _ in } }
        device.advance(by: .seconds(10))
        #expect(device.natives.contains("231"))
        #expect(device.store.value(forKey: "altcraft.token.saved") == nil)
        device.relaunch(state: .foreground)
        device.advance(by: .seconds(10))
        let bodies = device.requestBodies(containing: "push/update")
        #expect(bodies.count == 2 && bodies.last?["old_token"] == .null)
        #expect(device.store.value(forKey: "altcraft.token.saved") != nil)
    }
}
