import PushContract
import PushSimulator
import PushTestKit
import Testing

@Suite("Simulated device: leftovers check")
struct SimulatedDeviceFinishTests {
    @Test("A clean scenario finishes with leftovers none, as the last line")
    func clean() {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        device.perform(step: "launch") { device.launch() }
        #expect(device.finish() == "none")
        #expect(device.records.last?.line == #"{"leftovers":"none","t":"0s"}"#)
    }

    @Test("Pending timers, unanswered requests, unfinished downloads and uncalled completions are all reported")
    func everyKind() throws {
        let vendor = ScriptedVendor()
        vendor.onLaunch = { adapter in
            adapter.host.scheduler.schedule(after: .seconds(90)) {}
            adapter.host.http.send(HTTPRequest(method: "POST", url: "https://api.example.com/v1/track?id=1")) { _ in }
            adapter.host.media.fetch(url: "https://cdn.example.com/big.mp4") { _ in }
        }
        vendor.onWillPresent = { _, _, _ in }
        var setup = DeviceSetup()
        setup.defaultAnswer = nil
        let device = SimulatedDevice(vendor: vendor, setup: setup)
        device.scriptMedia(["https://cdn.example.com/big.mp4": MediaScript(.hang)])
        device.perform(step: "launch") { device.launch() }
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert()) }
        device.perform(step: "wait") { device.advance(by: .seconds(30)) }
        let leftovers = device.finish()
        #expect(
            leftovers == [
                "pendingTimers": ["90s"],
                "unansweredRequests": ["1 POST /v1/track?id=1"],
                "unfinishedDownloads": ["https://cdn.example.com/big.mp4"],
                "completionsNeverCalled": ["will-present (step push)"],
            ])
        let last = try #require(device.records.last)
        #expect(last.kind == .leftovers)
        #expect(last.time.description == "30s")
    }

    @Test("Completions called late still count as called")
    func lateCompletion() {
        let vendor = ScriptedVendor()
        vendor.onWillPresent = { adapter, _, done in
            adapter.host.scheduler.schedule(after: .seconds(5)) { done([.list]) }
        }
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "launch") { device.launch() }
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert()) }
        device.perform(step: "wait") { device.advance(by: .seconds(5)) }
        #expect(device.finish() == "none")
        #expect(device.shownIDs == ["push-1"])
    }
}
