import PushContract
import PushRouter
import PushSimulator
import PushTestKit
import Testing

/// The router driven through the simulated device, as an app's single adapter.
@Suite("PushRouter")
struct PushRouterTests {
    func device(_ vendors: [RouterTestVendor], timeouts: RouterTimeouts = RouterTimeouts()) -> SimulatedDevice {
        let device = SimulatedDevice(vendor: RoutedVendor(vendors: vendors, timeouts: timeouts))
        device.application.registration = .token(try! DeviceToken(bytes: Array(repeating: 7, count: 32)))
        return device
    }

    func alert(_ vendor: String?, mid: String? = nil, mutable: Bool = false) -> PushPayload {
        var aps: [String: JSONValue] = ["alert": ["title": "T"]]
        if mutable { aps["mutable-content"] = 1 }
        var root: [String: JSONValue] = ["aps": .object(aps)]
        if let vendor { root["vendor"] = .string(vendor) }
        if let mid { root["mid"] = .string(mid) }
        return PushPayload(root)
    }

    /// `name@vendor` of every event, in order (router events carry their vendor in details).
    func events(_ device: SimulatedDevice, prefix: String = "") -> [String] {
        device.records.filter { $0.kind == .event }.compactMap { record in
            guard let name = record.body["name"]?.stringValue, name.hasPrefix(prefix) else { return nil }
            return "\(name)@\(record.body["details"]?["vendor"]?.stringValue ?? "-")"
        }
    }

    func completions(_ device: SimulatedDevice, _ kind: String) -> [JSONValue] {
        device.records.filter { $0.kind == .completion && $0.body["kind"]?.stringValue == kind }.map(\.body)
    }

    func step(_ device: SimulatedDevice, _ body: () throws -> Void) rethrows {
        try device.perform(step: "s", body)
    }

    @Test("Lifecycle calls reach every adapter, in order")
    func broadcast() {
        let device = device([RouterTestVendor(id: "a"), RouterTestVendor(id: "b")])
        step(device) { device.launch() }
        // Both adapters ask APNs to register; each answer reaches both adapters.
        #expect(
            events(device, prefix: "test.") == [
                "test.launched@a", "test.launched@b", "test.active@a", "test.active@b",
                "test.token@a", "test.token@b", "test.token@a", "test.token@b",
            ])
    }

    @Test("A payload reaches exactly the adapter that claims it")
    func exactlyOneOwner() {
        let device = device([RouterTestVendor(id: "a"), RouterTestVendor(id: "b")])
        step(device) { device.launch() }
        step(device) { device.receivePush(alert("b")) }
        #expect(events(device, prefix: "test.will-present") == ["test.will-present@b"])
        #expect(events(device, prefix: "router.") == ["router.routed@b"])
        #expect(completions(device, "will-present").map { $0["value"] } == [["banner"]])
    }

    @Test("An unclaimed payload goes to the app: it decides presentation and handles the tap; no adapter sees it")
    func unclaimed() throws {
        let device = device([RouterTestVendor(id: "a")])
        step(device) { device.launch() }
        step(device) { device.receivePush(alert(nil)) }
        try step(device) { try device.respond(to: nil, action: "default") }
        #expect(events(device, prefix: "test.will-present").isEmpty && events(device, prefix: "test.response").isEmpty)
        #expect(events(device, prefix: "router.") == ["router.unclaimed@-", "router.unclaimed@-"])
        #expect(device.records.contains { $0.body["name"] == "app.asked-presentation" })
        #expect(device.records.contains { $0.body["name"] == "app.asked-response" })
        #expect(device.ledger.entries.allSatisfy { $0.calls == 1 })
    }

    @Test("An adapter that never completes: the router completes once at the deadline, with the fallback")
    func neverCompletes() {
        let device = device(
            [RouterTestVendor(id: "a", behaviour: .never)],
            timeouts: RouterTimeouts(presentation: .seconds(2), fallbackPresentation: [.list]))
        step(device) { device.launch() }
        step(device) { device.receivePush(alert("a")) }
        #expect(completions(device, "will-present").isEmpty)
        device.advance(by: .seconds(2))
        #expect(completions(device, "will-present").map { $0["value"] } == [["list"]])
        #expect(events(device, prefix: "router.timed-out") == ["router.timed-out@a"])
        device.finish()
        #expect(device.ledger.entries.allSatisfy { $0.calls == 1 })
        #expect(device.records.last?.body == "none")
    }

    @Test("Twice or late: the system completion runs once; the extra call is swallowed and reported")
    func twiceOrLate() {
        let device = device([RouterTestVendor(id: "a", behaviour: .twice), RouterTestVendor(id: "b", behaviour: .late)])
        step(device) { device.launch() }
        step(device) { device.receivePush(alert("a")) }
        step(device) { device.receivePush(alert("b")) }
        device.advance(by: .seconds(200))
        #expect(completions(device, "will-present").allSatisfy { $0["call"] == nil })
        #expect(completions(device, "will-present").count == 2)
        #expect(
            events(device, prefix: "router.extra") == [
                "router.extra-completion-ignored@a", "router.extra-completion-ignored@b",
            ])
        #expect(events(device, prefix: "router.timed-out") == ["router.timed-out@b"])
    }

    @Test("The same tap delivered again is completed and dropped: one open")
    func duplicateResponse() throws {
        let device = device([RouterTestVendor(id: "a")])
        step(device) { device.launch(state: .background) }
        step(device) { device.receivePush(alert("a", mid: "m-1")) }
        try step(device) { try device.respond(to: nil, action: "default") }
        step(device) { device.redeliverResponses() }
        // A response is redelivered once: the second redelivery has nothing new to hand.
        step(device) { device.redeliverResponses() }
        #expect(events(device, prefix: "test.response") == ["test.response@a"])
        #expect(completions(device, "response").count == 2)
        #expect(device.ledger.entries.allSatisfy { $0.calls == 1 })
        #expect(events(device, prefix: "router.duplicate") == ["router.duplicate-dropped@-"])
        #expect(
            device.records.filter { $0.body["name"]?.stringValue == "notification.no-response-to-redeliver" }.count == 1
        )
    }

    @Test("Duplicates are keyed by the vendor's message id; without one, by the notification")
    func duplicateKeys() {
        let device = device([RouterTestVendor(id: "a")])
        step(device) { device.launch() }
        step(device) { device.receivePush(alert("a", mid: "same")) }
        step(device) { device.receivePush(alert("a", mid: "same")) }
        step(device) { device.receivePush(alert("a")) }
        step(device) { device.receivePush(alert("a")) }
        #expect(events(device, prefix: "test.will-present").count == 3)
        #expect(completions(device, "will-present").map { $0["value"] } == [["banner"], [], ["banner"], ["banner"]])
    }

    @Test("Two adapters claiming one payload: the first gets it and the router reports PAY-002")
    func claimedBySeveral() {
        let device = device([RouterTestVendor(id: "a"), RouterTestVendor(id: "greedy", greedy: true)])
        step(device) { device.launch() }
        step(device) { device.receivePush(alert("a")) }
        #expect(events(device, prefix: "test.will-present") == ["test.will-present@a"])
        let several = device.records.first { $0.body["name"] == .string(RouterEventName.claimedBySeveral.rawValue) }
        #expect(several?.body["details"]?["vendors"] == ["a", "greedy"])
    }

    @Test("A cold start from a tap: the push in the launch options reaches only its owner; every adapter launches")
    func launchOptionsToOwner() throws {
        let device = device([RouterTestVendor(id: "a"), RouterTestVendor(id: "b")])
        step(device) { device.receivePush(alert("b")) }
        try step(device) { try device.respond(to: "push-1", action: "default") }
        #expect(
            events(device, prefix: "test.launched") == ["test.launched@a", "test.launched@b", "test.launched-by-tap@b"])
        step(device) { device.terminate() }
        step(device) { device.receivePush(alert(nil)) }
        try step(device) { try device.respond(to: "push-2", action: "default") }
        #expect(
            events(device, prefix: "test.launched-by").count == 1, "a foreign push's launch options reach no adapter")
    }

    @Test("The service extension runs only the owner's extension, and its content passes once")
    func serviceExtension() {
        let device = device([RouterTestVendor(id: "a"), RouterTestVendor(id: "b")])
        step(device) { device.launch(state: .background) }
        step(device) { device.receivePush(alert("b", mutable: true)) }
        step(device) { device.receivePush(alert(nil, mutable: true)) }
        #expect(events(device, prefix: "test.nse") == ["test.nse@b"])
        let contents = completions(device, "nse-content")
        #expect(contents.count == 2 && contents.allSatisfy { $0["call"] == nil })
        #expect(contents.first?["value"]?["title"] == "[b] T")
        #expect(contents.last?["value"]?["title"] == "T", "a push no routed vendor claims is delivered unchanged")
    }

    @Test("Every adapter behind the router reads the device's own context signal, as scripted")
    func momentQualityPassesThrough() {
        let device = device([RouterTestVendor(id: "a"), RouterTestVendor(id: "b")])
        step(device) { device.launch() }
        step(device) { device.deviceContext.setMomentQuality(.good) }
        step(device) { device.receivePush(alert("a")) }
        step(device) { device.deviceContext.setMomentQuality(.bad) }
        step(device) { device.receivePush(alert("b")) }
        let read = device.records.filter { $0.kind == .event && $0.body["name"] == "probe.moment-quality" }
            .map {
                "\($0.body["details"]?["quality"]?.stringValue ?? "?")@\($0.body["details"]?["vendor"]?.stringValue ?? "-")"
            }
        #expect(read == ["good@a", "bad@b"])
    }

    @Test("Each adapter's events and errors are tagged with its vendor id")
    func tagging() {
        let sink = CollectingSink()
        let tagged = TaggedEventSink(vendor: "a", base: sink)
        tagged.emit(SDKEvent("x.y", details: ["k": 1]))
        tagged.emit(SDKEvent(error: PushError(.serverError, message: "boom")))
        #expect(sink.events.map { $0.details["vendor"] } == ["a", nil])
        #expect(sink.events.last?.error?.details["vendor"] == "a")
    }
}

final class CollectingSink: SDKEventSink {
    var events: [SDKEvent] = []
    func emit(_ event: SDKEvent) { events.append(event) }
}
