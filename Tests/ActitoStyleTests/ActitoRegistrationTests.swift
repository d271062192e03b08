@testable import ActitoStyle
import PushContract
import PushSimulator
import PushTestKit
import Testing

@Suite("Actito registration, options and categories")
struct ActitoRegistrationTests {
    @Test(
        "First launch: create the device, ask with the defaults, PUT the APNS subscription, log Registration once, then categories"
    )
    func firstLaunch() throws {
        let device = makeDevice()
        device.start()
        #expect(device.requestLines == ["POST /api/v1/push", "PUT /api/v1/push/actito-device-1", "POST /api/v1/event"])
        #expect(
            device.requestBodies(containing: "/push/actito-device-1") == [
                [
                    "transport": "APNS", "subscriptionId": .string(DeviceSetup.defaultTokenHex), "allowedUI": true,
                ]
            ])
        #expect(device.system("authorization.requested").map { $0["options"] } == [["badge", "sound", "alert"]])
        #expect(device.delegateNames == ["token.changed", "settings.changed"])
        #expect(device.notificationCenter.categories.map(\.identifier) == ["ActitoDefaultCategory"])
        #expect(
            device.notificationCenter.categories.first?.options == [.customDismissAction, .hiddenPreviewsShowTitle])
    }

    @Test(
        "Device creation sends language and region from the first preferred language, US when it has no region",
        arguments: [("en", "en", "US"), ("pt-BR", "pt", "BR"), ("zh-Hans-CN", "zh", "Hans")])
    func createDeviceLocale(preferred: String, language: String, region: String) throws {
        let device = makeDevice()
        device.application.deviceInfo.language = preferred
        device.start()
        let body = device.requestBodies(containing: "/push").first
        #expect(body?["language"] == .string(language))
        #expect(body?["region"] == .string(region))
        #expect(
            body?.objectValue?.keys.sorted() == [
                "appVersion", "backgroundAppRefresh", "deviceString", "language", "osVersion",
                "platform", "region", "sdkVersion", "timeZoneOffset",
            ])
    }

    @Test(
        "Device creation sends timeZoneOffset as a number of hours east of UTC, as the SDK's Float does",
        arguments: [("+0000", 0.0), ("+0530", 5.5), ("-0330", -3.5), ("+0545", 5.75), ("-1200", -12.0), ("UTC", 0.0)])
    func createDeviceTimeZoneOffset(offset: String, hours: Double) throws {
        let device = makeDevice()
        device.application.deviceInfo.timeZone = offset
        device.start()
        let body = device.requestBodies(containing: "/push").first
        #expect(body?["timeZoneOffset"] == .number(hours))
    }

    @Test("A relaunch with the same token sends nothing; the Registration event is never logged twice")
    func relaunchUnchanged() throws {
        let device = makeDevice()
        device.start()
        let before = device.requestLines.count
        device.perform(step: "relaunch") { device.relaunch() }
        #expect(device.requestLines.count == before)
        #expect(device.eventTypes == ["re.notifica.event.push.Registration"])
    }

    @Test("Coming back with permission revoked re-sends allowedUI only, once")
    func settingsChanged() throws {
        let device = makeDevice()
        device.start()
        device.perform(step: "bg") { device.setState(.background) }
        device.notificationCenter.setAuthorizationStatus(.denied)
        device.perform(step: "fg") { device.setState(.foreground) }
        device.perform(step: "bg2") { device.setState(.background) }
        device.perform(step: "fg2") { device.setState(.foreground) }
        #expect(device.requestBodies(containing: "/push/actito-device-1").last == ["allowedUI": false])
        #expect(device.requestBodies(containing: "/push/actito-device-1").count == 2)
        #expect(device.delegateNames.last == "settings.changed")
    }

    @Test("Disable sends the Notificare transport without a token")
    func disable() throws {
        let device = makeDevice()
        device.start()
        var result: PushError?? = .none
        device.perform(step: "disable") { device.actito?.disableRemoteNotifications { result = .some($0) } }
        #expect(result == .some(nil))
        #expect(
            device.requestBodies(containing: "/push/actito-device-1").last == [
                "transport": "Notificare", "allowedUI": false,
            ])
        #expect(device.delegateNames.suffix(2) == ["token.changed", "settings.changed"])
    }

    @Test("A token rotated while running is ignored until a request is in flight")
    func rotatedTokenIgnored() throws {
        let device = makeDevice()
        device.start()
        let before = device.requestLines.count
        device.application.registration = .token(try DeviceToken(hex: String(repeating: "ab", count: 32)))
        device.perform(step: "rotate") { device.application.registerForRemoteNotifications() }
        #expect(device.requestLines.count == before)
    }

    @Test("Configured options are used; categories replace the app's unless preserved", arguments: [false, true])
    func optionsAndCategories(preserve: Bool) throws {
        let device = makeDevice([
            "authorizationOptions": ["alert", "provisional"], "categoryOptions": ["customDismissAction"],
            "preserveExistingNotificationCategories": .bool(preserve),
            "actionCategories": [["name": "OFFER", "actions": .array(offerActions)]],
        ])
        device.notificationCenter.setCategories([NotificationCategory(identifier: "ORDER", actions: [])])
        device.start()
        #expect(device.system("authorization.requested").map { $0["options"] } == [["alert", "provisional"]])
        let ids = device.notificationCenter.categories.map(\.identifier)
        #expect(ids == (preserve ? ["ORDER", "ActitoDefaultCategory", "OFFER"] : ["ActitoDefaultCategory", "OFFER"]))
        let offer = try #require(device.notificationCenter.categories.first { $0.identifier == "OFFER" })
        #expect(offer.options == [.customDismissAction])
        #expect(offer.actions.map(\.options) == [[.foreground, .authenticationRequired], [], []])
        #expect(offer.actions[1].textInputButtonTitle == "Send")
    }

    @Test("An unknown option name is reported and the default kept; no applicationID leaves the SDK unconfigured")
    func badConfiguration() throws {
        let device = makeDevice(["presentationOptions": ["banner", "fireworks"]])
        device.start()
        #expect(device.errorCodes.first == "configuration.invalid-value")
        device.push(actitoPayload())
        #expect(device.completions("will-present") == [["banner", "badge", "sound"]])
        let unconfigured = makeDevice(["applicationID": ""])
        unconfigured.start()
        #expect(unconfigured.requestLines.isEmpty)
        #expect(unconfigured.errorCodes == ["configuration.invalid-value"])
    }
}
