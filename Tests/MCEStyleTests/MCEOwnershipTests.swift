@testable import MCEStyle
import PushContract
import PushSimulator
import PushTestKit
import Testing

@Suite("MCE ownership and wire format")
struct MCEOwnershipTests {
    @Test("Claimed by a notification-action or category-actions member of any value, or an mce object")
    func claims() {
        let vendor = MCEVendor()
        #expect(vendor.claims(PushPayload(["notification-action": ["type": "openApp"]])))
        #expect(vendor.claims(PushPayload(["category-actions": "not an array"])))
        #expect(vendor.claims(PushPayload(["notification-action": 7])))
        #expect(vendor.claims(PushPayload(["aps": ["content-available": 1], "mce": [:]])))
        #expect(!vendor.claims(PushPayload(["aps": ["alert": "Hi"], "mce": "opaque"])))
        #expect(!vendor.claims(PushPayload(["aps": ["alert": "Hi"], "category-name": "carousel"])))
        #expect(!vendor.claims(PushPayload([:])))
    }

    @Test("Other built-in vendors' markers and other SDKs' payloads are not claimed")
    func foreignPayloadsNotClaimed() {
        let vendor = MCEVendor()
        let foreign: [[String: JSONValue]] = [
            ["aps": ["alert": "Hi", "mutable-content": 1], "_ac_push": true, "_uid": "m-1", "_buttons": "[{\"label\":\"A\"}]"],
            ["aps": ["alert": ["body": "Hi"]], "x-sender": "notificare", "x-application": "app", "id": "m-1"],
            ["aps": ["alert": "Hi"], "sender": "com.q2.mobile.module.demo"],
            ["aps": ["content-available": 1], "ctx_flow_name": "sale", "ctx_title": "Hi"],
            ["aps": ["alert": "Hi", "category": "carousel"], "itbl": ["actionButtons": [["identifier": "a"]]]],
            ["aps": ["alert": "Hi"], "custom": ["i": "os-id", "a": ["actionButtons": []]]],
            ["aps": ["alert": "Hi"], "CIO-Delivery-ID": "d", "CIO-Delivery-Token": "t", "CIO": ["push": ["link": "x"]]],
            ["aps": ["alert": "Hi"], "gcm.message_id": "1", "fcm_options": ["image": "https://example.test/a.png"]],
        ]
        for root in foreign { #expect(!vendor.claims(PushPayload(root)), "\(JSONValue.object(root))") }
    }

    @Test("The wire format writes the seed's sections and reads them back")
    func wireFormat() throws {
        let format = MCEWireFormat()
        let message = MessageSpec(messageID: "m-1", title: "Sale", body: "Two offers",
                                  actions: [MessageAction(title: "Shoes", link: "https://shop.example.test/shoes"),
                                            MessageAction(title: "Home")],
                                  deepLink: "https://shop.example.test", category: "offers",
                                  customData: ["campaign": "spring", "category-name": "ignored", "aps": "ignored"])
        let payload = try format.encode(message)
        #expect(MCEVendor().claims(payload))
        #expect(payload["notification-action"] == ["type": "url", "value": "https://shop.example.test"])
        #expect(payload["category-actions"] == [["name": "Shoes", "type": "url", "value": "https://shop.example.test/shoes"],
                                                ["name": "Home", "type": "openApp"]])
        #expect(payload["category-name"] == "offers")
        #expect(payload["campaign"] == "spring")
        #expect(payload.aps.mutableContent)
        let decoded = try #require(format.decode(payload))
        #expect(decoded.title == "Sale" && decoded.body == "Two offers" && decoded.deepLink == "https://shop.example.test")
        #expect(decoded.actions == message.actions)
        #expect(decoded.category == "offers" && decoded.mutableContent == nil && decoded.customData == ["campaign": "spring"])
        #expect(format.decode(PushPayload(["aps": ["alert": "Hi"]])) == nil)
    }

    @Test("A message without buttons or link opens the app, without mutable-content; a silent one stays silent")
    func plainAndSilent() throws {
        let format = MCEWireFormat()
        let plain = try format.encode(MessageSpec(title: "Hi"))
        #expect(plain["notification-action"] == ["type": "openApp"])
        #expect(plain["category-actions"] == nil && !plain.aps.mutableContent)
        let silent = try format.encode(MessageSpec(silent: true))
        #expect(MCEVendor().claims(silent) && silent.aps.contentAvailable && !silent.aps.displaysAlert)
        #expect(throws: PushError.self) { try format.encode(MessageSpec(title: "x", collapseID: String(repeating: "c", count: 65))) }
        #expect(throws: PushError.self) { try format.encode(MessageSpec(body: String(repeating: "b", count: 4100))) }
    }

    @Test("The descriptor: id mce, four capabilities, the sample's option sets, no deviations")
    func descriptor() {
        let descriptor = MCEVendor().descriptor
        #expect(descriptor.id == "mce")
        #expect(descriptor.capabilities == [.serviceExtension, .foregroundPresentation, .tapHandling, .dynamicCategories])
        #expect(descriptor.optionDefaults.authorization == [.alert, .sound, .badge, .carPlay])
        #expect(descriptor.optionDefaults.presentation == [.alert, .sound, .badge])
        #expect(descriptor.knownDeviations.isEmpty)
    }

    @Test("The service extension leaves a push it does not own unchanged and registers nothing")
    func foreignInExtension() throws {
        let device = makeDevice()
        device.start(state: .background)
        let categoriesBefore = device.system("categories.set").count
        device.push(PushPayload(["aps": ["alert": "Hi", "mutable-content": 1], "_ac_push": true,
                                 "category-actions-like": [["name": "A", "type": "url", "value": "https://a.test"]]]))
        #expect(device.system("nse.started").count == 1, "the system hands the extension every mutable-content push")
        #expect(device.system("categories.set").count == categoriesBefore)
        #expect(device.shownCategory == "")
    }
}
