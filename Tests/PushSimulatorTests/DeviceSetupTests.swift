import PushContract
import PushSimulator
import PushTestKit
import Testing

/// The device takes everything that is true before the first step as one value at init.
@Suite("Device setup")
struct DeviceSetupTests {
    @Test("Every setup field reaches the part of the device that plays it; only app categories are recorded")
    func setupReachesTheDevice() throws {
        var setup = DeviceSetup()
        setup.authorization = .denied
        setup.backgroundRefresh = false
        let token = try DeviceToken(hex: String(repeating: "0f", count: 32))
        setup.registration = .token(token)
        setup.openableSchemes = ["MyApp"]
        setup.defaultAnswer = ServerAnswer(.response(status: 204, body: nil))
        setup.appPresentation = nil
        setup.serviceExtension = false
        setup.appCategories = [NotificationCategory(identifier: "reply", actions: [])]
        setup.momentQuality = .good
        setup.backgroundWakes = false
        let device = SimulatedDevice(vendor: ScriptedVendor(), setup: setup)
        #expect(device.notificationCenter.promptAnswer == .denied)
        #expect(device.application.backgroundRefreshAllowed == false)
        #expect(device.application.registration == .token(token))
        #expect(device.application.canOpenURL("myapp://x") && !device.application.canOpenURL("https://x"))
        #expect(device.transport.defaultAnswer == ServerAnswer(.response(status: 204, body: nil)))
        #expect(device.appDelegate.presentationAnswer == nil)
        #expect(device.embedsServiceExtension == false)
        #expect(device.deviceContext.momentQuality == .good)
        #expect(device.wakesAppForBackgroundPushes == false)
        #expect(device.records.map(\.step) == ["given"])
        #expect(device.systemRecords(named: "categories.set").count == 1)
    }

    @Test("The default setup is a scenario's default given: permission granted, a token, the backend, 200 {}")
    func defaultSetup() throws {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        #expect(device.records.isEmpty)
        #expect(device.notificationCenter.promptAnswer == .authorized)
        #expect(device.application.registration == .token(try DeviceToken(hex: DeviceSetup.defaultTokenHex)))
        #expect(device.transport.defaultAnswer == ServerAnswer(.response(status: 200, body: [:])))
        #expect(device.transport.backend == ScriptedVendor().backend)
        #expect(device.embedsServiceExtension && device.wakesAppForBackgroundPushes)
        #expect(device.deviceContext.momentQuality == .unknown)
        #expect(device.configuration == DeviceSetup.defaultConfiguration)
        #expect(device.adapter == nil)
    }

    @Test("A running appState launches the app as the step given; the decoder and a hand-built device agree")
    func runningAppState() {
        var setup = DeviceSetup()
        setup.appState = .background
        let device = SimulatedDevice(vendor: ScriptedVendor(), setup: setup)
        #expect(device.adapter != nil)
        #expect(device.application.state == .background)
        #expect(device.records.map(\.step) == ["given"])
        #expect(device.systemRecords(named: "process.launched").first?.body["state"] == "background")
    }
}
