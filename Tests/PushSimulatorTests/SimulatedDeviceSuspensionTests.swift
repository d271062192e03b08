import PushContract
import PushSimulator
import PushTestKit
import Testing

@Suite("Simulated device: background suspension")
struct SimulatedDeviceSuspensionTests {
    func names(_ device: SimulatedDevice) -> [String] {
        device.systemNames.filter { $0.hasPrefix("app.") && $0 != "app.state" && !$0.hasPrefix("app.asked") }
    }

    @Test(
        "A background launch that hands no completion is suspended after the 5 s grace; its timers wait for the next wake"
    )
    func backgroundLaunchSuspended() {
        let vendor = ScriptedVendor()
        var fired: [String] = []
        vendor.onLaunch = { adapter in
            adapter.host.scheduler.schedule(after: .seconds(2)) { fired.append("2s") }
            adapter.host.scheduler.schedule(after: .seconds(60)) { fired.append("60s") }
        }
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "launch") { device.launch(state: .background) }
        device.perform(step: "wait") { device.advance(by: .seconds(120)) }
        #expect(fired == ["2s"])
        #expect(device.isSuspended)
        let suspended = device.systemRecords(named: "app.suspended")
        #expect(suspended.map(\.time.description) == ["5s"])
        #expect(suspended.first?.body["waiting"] == 1)
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.silent) }
        #expect(fired == ["2s", "60s"], "the waiting timer runs at the next wake, at once since its time has passed")
        #expect(
            device.systemRecords(named: "app.resumed").first?.body == [
                "by": "push", "name": "app.resumed", "waiting": 1,
            ])
    }

    @Test("An open event sent after the background completion waits: its answer comes only at the next wake")
    func workAfterCompletionWaits() {
        let vendor = ScriptedVendor()
        vendor.onBackgroundPush = { adapter, _, done in
            done(.newData)
            adapter.host.http.send(HTTPRequest(method: "POST", url: "https://scripted.example.test/opened")) { _ in }
        }
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "launch") { device.launch(state: .background) }
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.silent) }
        device.perform(step: "wait") { device.advance(by: .seconds(60)) }
        let kinds = device.records.filter {
            [.completion, .http, .answer].contains($0.kind) || $0.systemName?.rawValue.hasPrefix("app.s") == true
        }
        .map { $0.systemName?.rawValue ?? $0.kind.rawValue }
        #expect(kinds == ["completion", "app.suspending", "http", "app.suspended"])
        #expect(device.transport.outstanding.count == 1, "the answer waits for the next wake")
        device.perform(step: "terminate") { device.terminate() }
        #expect(
            device.systemRecords(named: "process.terminated").first?.body["inFlightRequests"] == [1],
            "at a termination the waiting request is lost")
        #expect(device.clock.pending.isEmpty)
    }

    @Test("Work scheduled before the completion still runs during the grace; work scheduled after it waits")
    func graceKeepsEarlierWork() {
        let vendor = ScriptedVendor()
        var fired: [String] = []
        vendor.onBackgroundPush = { adapter, _, done in
            adapter.host.scheduler.schedule(after: .seconds(3)) { fired.append("before") }
            done(.noData)
            adapter.host.scheduler.schedule(after: .seconds(1)) { fired.append("after") }
        }
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "launch") { device.launch(state: .background) }
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.silent) }
        device.perform(step: "wait") { device.advance(by: .seconds(60)) }
        #expect(fired == ["before"])
        #expect(device.systemRecords(named: "app.suspended").map(\.time.description) == ["5s"])
        device.perform(step: "foreground") { device.setState(.foreground) }
        #expect(fired == ["before", "after"])
        #expect(names(device) == ["app.suspending", "app.suspended", "app.resumed"])
    }

    @Test("While a system completion is outstanding the app is not suspended")
    func outstandingCompletionKeepsAwake() {
        let vendor = ScriptedVendor()
        var pending: ((BackgroundFetchResult) -> Void)?
        vendor.onBackgroundPush = { _, _, done in pending = done }
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "launch") { device.launch(state: .background) }
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.silent) }
        device.perform(step: "wait") { device.advance(by: .seconds(20)) }
        #expect(!device.isSuspended)
        device.perform(step: "done") { pending?(.noData) }
        device.perform(step: "wait-again") { device.advance(by: .seconds(20)) }
        #expect(device.isSuspended)
        #expect(device.systemRecords(named: "app.suspended").map(\.time.description) == ["25s"])
    }

    @Test("An app in the foreground is never suspended, and leaving the background resumes it")
    func foregroundNeverSuspended() {
        let vendor = ScriptedVendor()
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "launch") { device.launch(state: .foreground) }
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.silent) }
        device.perform(step: "wait") { device.advance(by: .seconds(600)) }
        #expect(names(device).isEmpty)
        device.perform(step: "background") { device.setState(.background) }
        device.perform(step: "wait-background") { device.advance(by: .seconds(10)) }
        #expect(device.isSuspended)
        device.perform(step: "foreground") { device.setState(.foreground) }
        #expect(!device.isSuspended)
        #expect(device.systemRecords(named: "app.resumed").first?.body["by"] == "foreground")
    }

    @Test("A facet call from the app wakes a suspended app")
    func appCallWakes() throws {
        let vendor = ScriptedVendor()
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "launch") { device.launch(state: .background) }
        device.perform(step: "wait") { device.advance(by: .seconds(10)) }
        #expect(device.isSuspended)
        try device.perform(step: "call") { _ = try device.adapterForAppCall() }
        #expect(!device.isSuspended)
        #expect(device.systemRecords(named: "app.resumed").first?.body["by"] == "app-call")
        device.perform(step: "wait-again") { device.advance(by: .seconds(10)) }
        #expect(device.systemRecords(named: "app.suspended").map(\.time.description) == ["5s", "15s"])
    }
}

@Suite("Simulated device: suspension and redelivery")
struct SimulatedDeviceRedeliverySuspensionTests {
    @Test("Redelivered responses are one wake: the first completion does not suspend the app before the next is handed")
    func redeliveryIsOneWake() throws {
        let vendor = ScriptedVendor()
        var handed = 0
        vendor.onResponse = { adapter, _, done in
            handed += 1
            if handed <= 2 { return done() }
            // From the first redelivery on: the first completes at once, the second after a timer.
            if handed == 3 { return done() }
            adapter.host.scheduler.schedule(after: .zero) { done() }
        }
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert("one")) }
        device.perform(step: "push-2") { device.receivePush(ScriptedPayloads.alert("two")) }
        try device.perform(step: "tap") { try device.respond(to: "push-1", action: "default") }
        try device.perform(step: "tap-2") { try device.respond(to: "push-2", action: "default") }
        device.perform(step: "relaunch") { device.relaunch(state: .background) }
        device.perform(step: "redeliver") { device.redeliverResponses() }
        device.perform(step: "wait") { device.advance(by: .seconds(60)) }
        #expect(device.ledger.outstanding.isEmpty, "both redelivered completions were called")
        #expect(device.systemRecords(named: "app.suspending").count == 1)
    }
}
