import PushContract
import PushSimulator
import PushTestKit
import Testing

/// The app and each service-extension run are separate processes: killing one leaves the
/// other's work alone.
@Suite("Separate app and extension processes")
struct SimulatedProcessTests {
    @Test("Relaunching the app while its service extension downloads media does not kill the extension")
    func relaunchKeepsExtension() {
        let vendor = ScriptedVendor()
        vendor.onExtensionReceive = { serviceExtension, request, deliver in
            serviceExtension.host.media.fetch(url: "https://m.test/a.png") { _ in deliver(request.content) }
        }
        let device = SimulatedDevice(vendor: vendor)
        device.media.scripts["https://m.test/a.png"] = MediaScript(
            .file(byteCount: 10, mimeType: "image/png", leadingBytes: []),
            latency: .seconds(5))
        device.perform(step: "launch") { device.launch(state: .background) }
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert(mutable: true)) }
        device.perform(step: "relaunch") { device.relaunch(state: .background) }
        device.advance(by: .seconds(10))
        #expect(device.systemNames.contains("process.terminated"))
        #expect(device.systemRecords(named: "nse.killed").isEmpty)
        #expect(device.shownIDs == ["push-1"])
        #expect(device.ledger.outstanding.isEmpty)
    }

    @Test("When the system kills an extension at 30 s, its pending downloads die with it")
    func killDropsExtensionWork() {
        let vendor = ScriptedVendor()
        vendor.onExtensionReceive = { serviceExtension, _, _ in
            serviceExtension.host.media.fetch(url: "https://m.test/slow.png") { _ in }
        }
        let device = SimulatedDevice(vendor: vendor)
        device.media.scripts["https://m.test/slow.png"] = MediaScript(
            .file(byteCount: 10, mimeType: nil, leadingBytes: []),
            latency: .seconds(45))
        device.perform(step: "launch") { device.launch(state: .background) }
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert(mutable: true)) }
        device.advance(by: .seconds(60))
        #expect(device.systemRecords(named: "nse.killed").count == 1)
        #expect(device.media.outstanding.isEmpty)
        #expect(device.records(of: .media).filter { $0.body["bytes"] != nil }.isEmpty, "the download never completed")
        #expect(device.shownIDs == ["push-1"])
    }

    @Test("Terminating the app abandons only the app's in-flight requests")
    func terminateAbandonsAppRequests() {
        let vendor = ScriptedVendor()
        vendor.onLaunch = { adapter in
            adapter.host.http.send(HTTPRequest(method: "POST", url: "https://api.test/x")) { _ in }
        }
        let device = SimulatedDevice(vendor: vendor)
        device.answerUnscriptedRequests(with: ServerAnswer(.hang))
        device.perform(step: "launch") { device.launch() }
        #expect(device.transport.outstanding.count == 1)
        device.perform(step: "terminate") { device.terminate() }
        #expect(device.transport.outstanding.isEmpty)
        #expect(device.systemRecords(named: "process.terminated").first?.body["inFlightRequests"] == [1])
    }
}
