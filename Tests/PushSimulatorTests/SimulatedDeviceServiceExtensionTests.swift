import PushContract
import PushSimulator
import PushTestKit
import Testing

private func shownContent(_ device: SimulatedDevice) -> NotificationContent? {
    device.notificationCenter.deliveredNotifications.last?.content
}

@Suite("Simulated device: notification service extension")
struct SimulatedDeviceServiceExtensionTests {
    @Test("R3: an alert push with mutable-content 1 runs the extension, and its content is shown")
    func runsForMutableAlert() {
        let vendor = ScriptedVendor()
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert(mutable: true)) }
        #expect(vendor.extensions.count == 1)
        #expect(vendor.log == ["nse push-1"])
        #expect(shownContent(device)?.title == "rewritten")
        #expect(device.systemNames == ["push.arrived", "nse.started", "notification.shown"])
        #expect(device.ledger.outstanding.isEmpty)
    }

    static let notForExtension: [(String, PushPayload)] = [
        ("silent", PushPayload(["aps": ["content-available": 1, "mutable-content": 1], "vendor": "scripted"])),
        ("badge only", PushPayload(["aps": ["badge": 3, "mutable-content": 1], "vendor": "scripted"])),
        ("sound only", PushPayload(["aps": ["sound": "default", "mutable-content": 1], "vendor": "scripted"])),
        ("alert without mutable-content", ScriptedPayloads.alert()),
        (
            "alert with mutable-content 0",
            PushPayload(["aps": ["alert": "Hi", "mutable-content": 0], "vendor": "scripted"])
        ),
    ]

    @Test(
        "R3: pushes without an alert or without mutable-content 1 never reach the extension", arguments: notForExtension
    )
    func notRun(label: String, payload: PushPayload) {
        let vendor = ScriptedVendor()
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "launch") { device.launch(state: .background) }
        device.perform(step: "push") { device.receivePush(payload) }
        device.advance(by: .seconds(60))
        #expect(vendor.extensions.isEmpty, "\(label)")
        #expect(!device.systemNames.contains("nse.started"), "\(label)")
    }

    @Test("An app without the extension embedded, or a vendor without one, shows the original content")
    func noExtension() {
        for embedded in [false, true] {
            let vendor = ScriptedVendor()
            vendor.hasServiceExtension = embedded
            var setup = DeviceSetup()
            setup.serviceExtension = !embedded
            let device = SimulatedDevice(vendor: vendor, setup: setup)
            device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert(mutable: true)) }
            #expect(vendor.log.isEmpty)
            #expect(shownContent(device)?.title == "Title")
        }
    }

    @Test("As on iOS, the extension gets every mutable-content alert push, another SDK's too; it decides itself")
    func foreignPushReachesExtension() {
        let vendor = ScriptedVendor()
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "push") {
            device.receivePush(PushPayload(["aps": ["alert": "foreign", "mutable-content": 1], "vendor": "other"]))
        }
        #expect(vendor.log == ["nse push-1"])
        #expect(device.systemNames.contains("nse.started"))
        #expect(shownContent(device)?.body == "foreign")
    }

    @Test(
        "An extension that sends a request for another SDK's push shows it as work for a push its vendor does not claim"
    )
    func foreignPushNetworkVisible() {
        let vendor = ScriptedVendor()
        vendor.extensionClaims = { _ in true }
        vendor.onExtensionReceive = { serviceExtension, request, deliver in
            serviceExtension.host.http.send(HTTPRequest(method: "POST", url: "https://scripted.example.test/delivered"))
            { _ in
                deliver(request.content)
            }
        }
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "push") {
            device.receivePush(PushPayload(["aps": ["alert": "foreign", "mutable-content": 1], "vendor": "other"]))
        }
        let request = device.records.first { $0.kind == .http }
        #expect(
            request?.during == RecordContext(push: "push-1", serviceExtension: true),
            "sent from the extension's process")
        #expect(device.records.first { $0.systemName == .pushArrived }?.body["claimed"] == false)
    }

    @Test("R7: an extension that never calls its handler is warned at 30 s, then killed, and the original is shown")
    func expiresAndKilled() throws {
        let vendor = ScriptedVendor()
        vendor.onExtensionReceive = { _, _, _ in }
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert(mutable: true)) }
        device.perform(step: "wait") { device.advance(by: .milliseconds(29_999)) }
        #expect(device.shownIDs.isEmpty)
        #expect(!vendor.log.contains("nse-expire"))
        device.perform(step: "wait more") { device.advance(by: .milliseconds(1)) }
        #expect(vendor.log == ["nse push-1", "nse-expire"])
        let warned = try #require(device.systemRecords(named: "nse.time-will-expire").first)
        let killed = try #require(device.systemRecords(named: "nse.killed").first)
        #expect(warned.time.description == "30s")
        #expect(killed.time.description == "30s")
        #expect(
            device.systemNames.firstIndex(of: "nse.time-will-expire")! < device.systemNames.firstIndex(
                of: "nse.killed")!)
        #expect(shownContent(device)?.title == "Title")
        #expect(device.finish()["completionsNeverCalled"] == ["nse-content (step push)"])
    }

    @Test("R7: an extension that delivers its best attempt on expiry is not killed")
    func expiryDeliversBestAttempt() {
        let vendor = ScriptedVendor()
        var deliver: ((NotificationContent) -> Void)?
        var best: NotificationContent?
        vendor.onExtensionReceive = { _, request, handler in
            deliver = handler
            best = request.content
            best?.title = "best attempt"
        }
        vendor.onExtensionExpire = { _ in if let best { deliver?(best) } }
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert(mutable: true)) }
        device.perform(step: "wait") { device.advance(by: .seconds(30)) }
        #expect(shownContent(device)?.title == "best attempt")
        #expect(!device.systemNames.contains("nse.killed"))
        #expect(device.finish() == "none")
    }

    @Test("R7: a handler called before the budget cancels the expiry")
    func deliveredInTime() {
        let vendor = ScriptedVendor()
        vendor.onExtensionReceive = { serviceExtension, request, handler in
            serviceExtension.host.scheduler.schedule(after: .seconds(29)) { handler(request.content) }
        }
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert(mutable: true)) }
        device.perform(step: "wait") { device.advance(by: .seconds(60)) }
        #expect(device.systemRecords(named: "notification.shown").first?.time.description == "29s")
        #expect(!vendor.log.contains("nse-expire"))
        #expect(device.systemRecords(named: "nse.time-will-expire").isEmpty)
        #expect(device.clock.pending.isEmpty)
    }

    @Test("NSE-001: a second handler call is recorded with \"call\": 2 and the notification is shown once")
    func handlerCalledTwice() {
        let vendor = ScriptedVendor()
        vendor.onExtensionReceive = { _, request, handler in
            handler(request.content)
            handler(request.content)
        }
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert(mutable: true)) }
        #expect(device.systemRecords(named: "notification.shown").count == 1)
        #expect(device.records(of: .completion).map { $0.body["call"] } == [nil, 2])
    }

    @Test("The system can expire running extensions early; with none running that is recorded")
    func expireEarly() {
        let vendor = ScriptedVendor()
        vendor.onExtensionReceive = { _, _, _ in }
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "none") { device.expireServiceExtensions() }
        #expect(device.systemNames == ["nse.none-running"])
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert(mutable: true)) }
        device.perform(step: "advance") { device.advance(by: .seconds(5)) }
        device.perform(step: "expire") { device.expireServiceExtensions() }
        #expect(device.systemRecords(named: "nse.killed").first?.time.description == "5s")
        #expect(device.shownIDs == ["push-1"])
        #expect(device.clock.pending.isEmpty)
    }

    @Test("The extension's media download runs through the simulated fetcher")
    func mediaThroughFetcher() {
        let vendor = ScriptedVendor()
        vendor.onExtensionReceive = { serviceExtension, request, handler in
            serviceExtension.host.media.fetch(url: "https://cdn.example.com/a.png") { result in
                var content = request.content
                if case .success(let download) = result {
                    content.attachments = [
                        NotificationAttachment(
                            identifier: "img", sourceURL: download.url, fileName: "a.png",
                            byteCount: download.byteCount)
                    ]
                }
                handler(content)
            }
        }
        let device = SimulatedDevice(vendor: vendor)
        device.media.scripts["https://cdn.example.com/a.png"] = MediaScript(
            .file(
                byteCount: 900, mimeType: "image/png",
                leadingBytes: []), latency: .seconds(2))
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert(mutable: true)) }
        device.perform(step: "wait") { device.advance(by: .seconds(2)) }
        #expect(shownContent(device)?.attachments.map(\.byteCount) == [900])
        #expect(device.media.started.first?.origin.push == PushMark(push: 1, claimed: true))
    }
}
