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
            [
                "aps": ["alert": "Hi", "mutable-content": 1], "_ac_push": true, "_uid": "m-1",
                "_buttons": "[{\"label\":\"A\"}]",
            ],
            ["aps": ["alert": ["body": "Hi"]], "x-sender": "notificare", "x-application": "app", "id": "m-1"],
            ["aps": ["alert": "Hi"], "sender": "com.q2.mobile.module.demo"],
            ["aps": ["content-available": 1], "ctx_flow_name": "sale", "ctx_title": "Hi"],
            ["aps": ["alert": "Hi", "category": "carousel"], "itbl": ["actionButtons": [["identifier": "a"]]]],
            ["aps": ["alert": "Hi"], "custom": ["i": "os-id", "a": ["actionButtons": []]]],
            [
                "aps": ["alert": "Hi"], "CIO-Delivery-ID": "d", "CIO-Delivery-Token": "t",
                "CIO": ["push": ["link": "x"]],
            ],
            ["aps": ["alert": "Hi"], "gcm.message_id": "1", "fcm_options": ["image": "https://example.test/a.png"]],
        ]
        for root in foreign { #expect(!vendor.claims(PushPayload(root)), "\(JSONValue.object(root))") }
    }

    @Test(
        "The wire format writes the seed's sections, the media, the mailing id and the mce section, and reads them back"
    )
    func wireFormat() throws {
        let format = MCEWireFormat()
        let message = MessageSpec(
            messageID: "4711", title: "Sale", body: "Two offers",
            mediaURL: "https://media.example.test/sale.png",
            actions: [
                MessageAction(title: "Shoes", link: "https://shop.example.test/shoes"),
                MessageAction(title: "Home"),
            ],
            deepLink: "https://shop.example.test", category: "offers",
            customData: [
                "campaign": "spring", "category-name": "ignored", "aps": "ignored",
                "mce": ["attribution": "spring-sale", "mailingId": "ignored"],
            ])
        let payload = try format.encode(message)
        #expect(MCEVendor().claims(payload))
        #expect(payload["notification-action"] == ["type": "url", "value": "https://shop.example.test"])
        #expect(
            payload["category-actions"] == [
                ["name": "Shoes", "type": "url", "value": "https://shop.example.test/shoes"],
                ["name": "Home", "type": "openApp"],
            ])
        #expect(payload["category-name"] == "offers")
        #expect(payload["media-attachment"] == "https://media.example.test/sale.png")
        #expect(payload["mce"] == ["attribution": "spring-sale", "mailingId": 4711])
        #expect(payload["campaign"] == "spring")
        #expect(payload.aps.mutableContent)
        let decoded = try #require(format.decode(payload))
        #expect(decoded.messageID == "4711" && decoded.mediaURL == "https://media.example.test/sale.png")
        #expect(
            decoded.title == "Sale" && decoded.body == "Two offers" && decoded.deepLink == "https://shop.example.test")
        #expect(decoded.actions == message.actions)
        #expect(decoded.category == "offers" && decoded.mutableContent == nil)
        #expect(decoded.customData == ["campaign": "spring", "mce": ["attribution": "spring-sale"]])
        #expect(format.decode(PushPayload(["aps": ["alert": "Hi"]])) == nil)
        #expect(
            format.decode(PushPayload(["notification-action": ["type": "openApp"], "mce": ["mailingId": 12]]))?
                .messageID == "12")
    }

    @Test("Media alone asks for the extension; a category alone is written as category-name too; round trips hold")
    func mediaAndCategoryRoundTrip() throws {
        let format = MCEWireFormat()
        let messages = [
            MessageSpec(messageID: "m-1", title: "Hi", mediaURL: "https://media.example.test/a.png"),
            MessageSpec(messageID: "0012", title: "Hi"), MessageSpec(messageID: "1234567890123456", title: "Hi"),
            MessageSpec(title: "Hi", category: "ORDER"),
            MessageSpec(title: "Hi", mediaURL: "https://media.example.test/a.png", mutableContent: false),
            MessageSpec(silent: true, customData: ["mce": ["actions": [["type": "certify"]]]]),
        ]
        for message in messages {
            let payload = try format.encode(message)
            #expect(format.decode(payload) == message, "\(message)")
        }
        #expect(try format.encode(messages[0]).aps.mutableContent)
        #expect(try format.encode(messages[3])["category-name"] == "ORDER")
        #expect(try format.encode(messages[1])["mce"] == ["mailingId": "0012"])
    }

    @Test("A message without buttons or link opens the app, without mutable-content; a silent one stays silent")
    func plainAndSilent() throws {
        let format = MCEWireFormat()
        let plain = try format.encode(MessageSpec(title: "Hi"))
        #expect(plain["notification-action"] == ["type": "openApp"])
        #expect(plain["category-actions"] == nil && plain["mce"] == nil && !plain.aps.mutableContent)
        let silent = try format.encode(MessageSpec(silent: true))
        #expect(MCEVendor().claims(silent) && silent.aps.contentAvailable && !silent.aps.displaysAlert)
        #expect(throws: PushError.self) {
            try format.encode(MessageSpec(title: "x", collapseID: String(repeating: "c", count: 65)))
        }
        #expect(throws: PushError.self) { try format.encode(MessageSpec(body: String(repeating: "b", count: 4100))) }
    }

    @Test("The descriptor: id mce, four capabilities, the option sets, its cited deviations, the events backend")
    func descriptor() {
        let descriptor = MCEVendor().descriptor
        #expect(descriptor.id == "mce")
        #expect(
            descriptor.capabilities == [.serviceExtension, .foregroundPresentation, .tapHandling, .dynamicCategories])
        #expect(
            descriptor.optionDefaults.authorization == [
                .alert, .sound, .badge, .carPlay, .providesAppNotificationSettings,
            ])
        #expect(descriptor.optionDefaults.presentation == [.banner, .sound, .badge])
        #expect(descriptor.optionDefaults.category == [.customDismissAction])
        #expect(
            descriptor.knownDeviations.map(\.invariant) == [
                .extensionOwnBound, .linkNeedsUserAction, .retryOnlyRetryable, .retryOnlyRetryable,
                .retryOnlyRetryable, .retriesBackOff, .noNetworkForForeignPayload,
                .foreignContentDeliveredUnchanged, .foreignContentDeliveredUnchanged,
                .attachmentTypeMatchesBytes, .attachmentFromSuccessfulDownload,
            ])
        #expect(
            descriptor.knownDeviations.allSatisfy {
                $0.citation.contains("go-acoustic/Acoustic-Mobile-Push-iOS@715308e")
            })
        #expect(
            MCEVendor().backend.route(method: "POST", path: "/api/3.0/apps/k/events/users/u/channels/c")?.requestBodies
                .map(\.name) == ["events upload"])
        #expect(MCEVendor().backend.route(method: "POST", path: "/api/events") == nil)
    }

    @Test("The service extension handles a push it does not own too: no ownership check, the category is overwritten")
    func foreignInExtension() throws {
        let device = makeDevice()
        device.start(state: .background)
        let categoriesBefore = device.system("categories.set").count
        device.push(
            PushPayload([
                "aps": ["alert": "Hi", "mutable-content": 1], "_ac_push": true,
                "category-actions-like": [["name": "A", "type": "url", "value": "https://a.test"]],
            ]))
        #expect(device.system("nse.started").count == 1, "the system hands the extension every mutable-content push")
        #expect(device.system("categories.set").count == categoriesBefore)
        #expect(device.shownCategory == "random-uuid-1")
        #expect(device.requestURLs.isEmpty && device.records.filter { $0.kind == .media }.isEmpty)
    }
}
