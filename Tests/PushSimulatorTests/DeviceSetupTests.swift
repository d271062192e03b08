import PushContract
import PushSimulator
import Testing

/// The device takes everything that is true before the first step as one value at init.
@Suite("Device setup")
struct DeviceSetupTests {
    @Test("Every setup field reaches the part of the device that plays it; only app categories are recorded")
    func setupReachesTheDevice() throws {
        var setup = DeviceSetup()
        setup.authorizationAnswer = .denied
        setup.backgroundRefresh = false
        let token = try DeviceToken(hex: String(repeating: "0f", count: 32))
        setup.registration = .token(token)
        setup.openableSchemes = ["MyApp"]
        setup.defaultAnswer = ServerAnswer(.response(status: 204, body: nil))
        setup.appPresentation = nil
        setup.embedsServiceExtension = false
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

    @Test("The default setup records nothing and matches an unscripted device")
    func defaultSetup() {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        #expect(device.records.isEmpty)
        #expect(device.notificationCenter.promptAnswer == nil)
        #expect(device.application.registration == .none)
        #expect(device.transport.defaultAnswer == nil)
        #expect(device.embedsServiceExtension && device.wakesAppForBackgroundPushes)
        #expect(device.deviceContext.momentQuality == .unknown)
    }
}
