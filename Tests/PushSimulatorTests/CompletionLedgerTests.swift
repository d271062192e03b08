import PushContract
import PushSimulator
import PushTestKit
import Testing

@Suite("Completion ledger")
struct CompletionLedgerTests {
    @Test("A first call is recorded with its value and runs the follow-up once")
    func firstCall() {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        var followUps: [String] = []
        device.recorder.currentStep = "push"
        let completion = device.ledger.track(
            "will-present", describe: { (value: String) in .string(value) },
            then: { followUps.append($0) })
        completion("banner")
        #expect(followUps == ["banner"])
        #expect(device.records(of: .completion).map(\.body) == [["kind": "will-present", "value": "banner"]])
        #expect(device.ledger.entries.map(\.calls) == [1])
        #expect(device.ledger.entries.first?.step == "push")
        #expect(device.ledger.outstanding.isEmpty)
    }

    @Test("A second call is recorded with \"call\": 2 and does not run the follow-up again")
    func secondCall() {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        var followUps = 0
        let completion = device.ledger.track(
            "background-fetch",
            describe: { (result: BackgroundFetchResult) in
                .string(result.rawValue)
            }, then: { _ in followUps += 1 })
        completion(.newData)
        completion(.noData)
        completion(.failed)
        #expect(followUps == 1)
        #expect(
            device.records(of: .completion).map(\.body) == [
                ["kind": "background-fetch", "value": "newData"],
                ["kind": "background-fetch", "value": "noData", "call": 2],
                ["kind": "background-fetch", "value": "failed", "call": 3],
            ])
        #expect(device.ledger.entries.first?.calls == 3)
    }

    @Test("Completions never called are outstanding, in hand-out order")
    func outstanding() {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        let first = device.ledger.track("response")
        _ = device.ledger.track("will-present", describe: { (_: Set<PresentationOption>) in .null })
        _ = device.ledger.track("nse-content", describe: { (_: NotificationContent) in .null })
        first()
        #expect(device.ledger.outstanding.map(\.kind) == ["will-present", "nse-content"])
        #expect(device.ledger.outstanding.map(\.id) == [2, 3])
    }

    @Test("A value-less completion records null")
    func valueless() {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        var ran = false
        let completion = device.ledger.track("response") { ran = true }
        completion()
        #expect(ran)
        #expect(device.records(of: .completion).map(\.body) == [["kind": "response", "value": .null]])
    }

    @Test("Completions the device hands to the adapter are tracked")
    func deviceCompletionsTracked() {
        let vendor = ScriptedVendor()
        var held: ((BackgroundFetchResult) -> Void)?
        vendor.onBackgroundPush = { _, _, done in held = done }
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "launch") { device.launch(state: .background) }
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.silent) }
        #expect(device.ledger.outstanding.map(\.kind) == ["background-fetch"])
        #expect(device.ledger.outstanding.first?.step == "push")
        held?(.newData)
        held?(.newData)
        #expect(device.ledger.outstanding.isEmpty)
        #expect(device.records(of: .completion).last?.body["call"] == 2)
    }
}
