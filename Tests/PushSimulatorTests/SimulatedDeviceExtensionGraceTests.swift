import PushContract
import PushSimulator
import PushTestKit
import Testing

@Suite("Simulated device: the service extension's process after its content handler")
struct SimulatedDeviceExtensionGraceTests {
    /// An extension that delivers at once and leaves a timer calling the handler again after `delay`.
    private func deliverThenCallAgain(after delay: Duration) -> (ScriptedVendor, SimulatedDevice) {
        let vendor = ScriptedVendor()
        vendor.onExtensionReceive = { serviceExtension, request, handler in
            serviceExtension.host.scheduler.schedule(after: delay) {
                vendor.log.append("late work")
                handler(request.content)
            }
            handler(request.content)
        }
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert(mutable: true)) }
        device.perform(step: "wait") { device.advance(by: .seconds(60)) }
        return (vendor, device)
    }

    @Test("Work scheduled before the handler call still runs within the grace; a second call is written as call 2")
    func lateWorkWithinGrace() {
        let (vendor, device) = deliverThenCallAgain(after: .seconds(3))
        #expect(vendor.log.contains("late work"))
        let calls = device.records(of: .completion).filter { $0.body["kind"] == "nse-content" }
        #expect(calls.map { $0.body["call"] } == [nil, 2])
        #expect(calls.last?.time.description == "3s")
        #expect(device.systemRecords(named: "notification.shown").count == 1)
        // Nothing was left when the grace ended: the process ends without a record.
        #expect(device.systemRecords(named: "nse.frozen").isEmpty)
        #expect(device.clock.pending.isEmpty)
    }

    @Test("Work due after the grace never runs: the process is frozen and the dropped work is written")
    func workPastGraceDropped() throws {
        let (vendor, device) = deliverThenCallAgain(after: SimulatedDevice.serviceExtensionGrace + .seconds(1))
        #expect(!vendor.log.contains("late work"))
        #expect(device.records(of: .completion).filter { $0.body["kind"] == "nse-content" }.count == 1)
        let frozen = try #require(device.systemRecords(named: "nse.frozen").first)
        #expect(frozen.time.description == "5s")
        #expect(frozen.body["droppedTimers"] == 1)
        #expect(frozen.body["id"] == "push-1")
        #expect(device.clock.pending.isEmpty)
    }

    @Test("A request still in flight at the end of the grace is abandoned with the process, not left over")
    func requestInFlightAbandoned() throws {
        let vendor = ScriptedVendor()
        vendor.onExtensionReceive = { serviceExtension, request, handler in
            serviceExtension.host.http.send(HTTPRequest(method: "POST", url: "https://scripted.example.test/delivered"))
            { _ in }
            handler(request.content)
        }
        let device = SimulatedDevice(vendor: vendor)
        device.transport.defaultAnswer = ServerAnswer(.hang)
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert(mutable: true)) }
        device.perform(step: "wait") { device.advance(by: .seconds(60)) }
        let frozen = try #require(device.systemRecords(named: "nse.frozen").first)
        #expect(frozen.body["inFlightRequests"] == [1])
        #expect(device.transport.outstanding.isEmpty)
    }

    @Test("An extension with nothing pending after its handler call leaves no record and no timer")
    func nothingPending() {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert(mutable: true)) }
        #expect(device.clock.pending.isEmpty)
        device.perform(step: "wait") { device.advance(by: .seconds(60)) }
        #expect(device.systemRecords(named: "nse.frozen").isEmpty)
    }

    @Test("NSE-004: nse.started carries the request's content for a push the vendor does not claim, only then")
    func startedCarriesForeignContent() {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        device.perform(step: "own") { device.receivePush(ScriptedPayloads.alert(mutable: true)) }
        let foreign = PushPayload([
            "aps": ["alert": ["title": "Hi", "body": "there"], "mutable-content": 1], "vendor": "other",
        ])
        device.perform(step: "foreign") { device.receivePush(foreign) }
        let started = device.systemRecords(named: "nse.started")
        #expect(started.count == 2)
        #expect(started.first?.body["content"] == nil)
        #expect(started.last?.body["content"] == NotificationContent(payload: foreign).json)
    }
}
