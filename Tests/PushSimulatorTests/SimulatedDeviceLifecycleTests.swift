import PushContract
import PushSimulator
import PushTestKit
import Testing

@Suite("Simulated device: process lifecycle")
struct SimulatedDeviceLifecycleTests {
    @Test("A foreground launch creates the adapter, finishes launching and becomes active")
    func foregroundLaunch() throws {
        let vendor = ScriptedVendor()
        let device = SimulatedDevice(vendor: vendor)
        #expect(device.adapter == nil)
        device.perform(step: "launch") { device.launch() }
        #expect(device.adapter != nil)
        #expect(vendor.log == ["launch", "active"])
        #expect(device.application.state == .foreground)
        let record = try #require(device.systemRecords(named: "process.launched").first)
        #expect(record.body["state"] == "foreground")
    }

    @Test("A background launch does not become active; coming to the foreground later does")
    func backgroundLaunch() {
        let vendor = ScriptedVendor()
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "launch") { device.launch(state: .background) }
        #expect(vendor.log == ["launch"])
        device.perform(step: "open") { device.setState(.foreground) }
        device.perform(step: "again") { device.setState(.foreground) }
        #expect(vendor.log == ["launch", "active"])
        #expect(vendor.adapters.count == 1)
    }

    @Test("Launching a running app only changes its state")
    func launchWhileRunning() {
        let vendor = ScriptedVendor()
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "launch") { device.launch(state: .background) }
        device.perform(step: "launch again") { device.launch() }
        #expect(vendor.adapters.count == 1)
        #expect(device.application.state == .foreground)
    }

    @Test("requireAdapter names the problem when the app is not running")
    func requireAdapter() throws {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        let error = try #require(throws: SimulationError.self) { try device.requireAdapter() }
        #expect(error.message.contains("not running"))
    }

    @Test("Relaunch drops timers and in-flight requests and records process.terminated")
    func relaunchDropsWork() throws {
        let vendor = ScriptedVendor()
        var fired = false
        var answered = false
        vendor.onLaunch = { adapter in
            adapter.host.scheduler.schedule(after: .seconds(10)) { fired = true }
            adapter.host.http.send(HTTPRequest(method: "POST", url: "https://api.example.com/v1/queue")) { _ in
                answered = true
            }
        }
        let device = SimulatedDevice(vendor: vendor)
        device.transport.enqueue([ServerAnswer(.response(status: 200, body: nil), delay: .seconds(5))])
        device.perform(step: "launch") { device.launch() }
        vendor.onLaunch = { _ in }
        device.perform(step: "relaunch") { device.relaunch() }
        device.advance(by: .seconds(60))
        #expect(!fired)
        #expect(!answered)
        let terminated = try #require(device.systemRecords(named: "process.terminated").first)
        #expect(terminated.body == ["name": "process.terminated", "droppedTimers": 2, "inFlightRequests": [1]])
        #expect(device.transport.outstanding.isEmpty)
        #expect(device.clock.pending.isEmpty)
        #expect(vendor.adapters.count == 2)
        #expect(device.systemNames == ["process.launched", "process.terminated", "process.launched"])
    }

    @Test("Terminating abandons uncalled completions; they are not leftovers")
    func terminateAbandonsCompletions() throws {
        let vendor = ScriptedVendor()
        vendor.onBackgroundPush = { _, _, _ in }
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.silent) }
        device.perform(step: "kill") { device.terminate() }
        let terminated = try #require(device.systemRecords(named: "process.terminated").first)
        #expect(terminated.body["abandonedCompletions"] == ["background-fetch"])
        #expect(device.adapter == nil)
        #expect(device.application.state == .notRunning)
        #expect(device.finish() == "none")
    }

    @Test("Terminating an app that is not running does nothing")
    func terminateNotRunning() {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        device.terminate()
        #expect(device.records.isEmpty)
    }

    @Test("Moving to notRunning terminates; moving a stopped app to a running state launches it")
    func setStateLaunchesAndTerminates() {
        let vendor = ScriptedVendor()
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "bg") { device.setState(.background) }
        #expect(device.adapter != nil)
        device.perform(step: "stop") { device.setState(.notRunning) }
        #expect(device.adapter == nil)
        device.perform(step: "stop again") { device.setState(.notRunning) }
        #expect(device.systemNames == ["process.launched", "process.terminated"])
    }

    @Test("A scripted APNs token reaches the adapter after launch and is kept by the device")
    func registrationToken() throws {
        let vendor = ScriptedVendor()
        vendor.onLaunch = { $0.host.application.registerForRemoteNotifications() }
        let device = SimulatedDevice(vendor: vendor)
        let token = try DeviceToken(hex: String(repeating: "ab", count: 40))
        device.application.registration = .token(token)
        device.perform(step: "launch") { device.launch() }
        #expect(vendor.log == ["launch", "active", "token \(token.hex)"])
        #expect(device.deviceToken == token)
        #expect(
            device.systemNames == ["process.launched", "remote-registration.requested", "remote-registration.token"])
    }

    @Test("A scripted registration failure reaches the adapter as token.registration-failed")
    func registrationFailure() {
        let vendor = ScriptedVendor()
        vendor.onLaunch = { $0.host.application.registerForRemoteNotifications() }
        let device = SimulatedDevice(vendor: vendor)
        device.application.registration = .failure(reason: "no-entitlement")
        device.perform(step: "launch") { device.launch() }
        #expect(vendor.log.last == "token-failed token.registration-failed")
        #expect(device.deviceToken == nil)
    }

    @Test("Identifiers are deterministic per prefix")
    func identifiers() {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        let ids = [
            device.application.makeIdentifier(prefix: "msg"), device.application.makeIdentifier(prefix: "msg"),
            device.application.makeIdentifier(prefix: "evt"),
        ]
        #expect(ids == ["msg-1", "msg-2", "evt-1"])
    }

    @Test("canOpenURL accepts only the openable schemes, case-insensitively")
    func canOpenURL() {
        let application = SimulatedDevice(vendor: ScriptedVendor()).application
        #expect(application.canOpenURL("https://x"))
        #expect(application.canOpenURL("HTTP://x"))
        #expect(!application.canOpenURL("myapp://x"))
        #expect(!application.canOpenURL("no-scheme"))
        application.openableSchemes.insert("myapp")
        #expect(application.canOpenURL("myapp://x"))
    }
}
