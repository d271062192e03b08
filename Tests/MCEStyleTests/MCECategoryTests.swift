@testable import MCEStyle
import PushContract
import PushSimulator
import PushTestKit
import Testing

@Suite("MCE dynamic and static categories")
struct MCECategoryTests {
    @Test("The service extension builds one button per action: title from name, identifier the serialised action, flags as options")
    func buttons() throws {
        let device = makeDevice()
        device.start(state: .background)
        let actions: JSONValue = [
            ["name": "Next", "type": "next"],
            ["name": "Open", "type": "gallery", "destructive": false, "authentication": true, "foreground": true],
        ]
        device.push(mcePayload(categoryActions: actions))
        let category = try #require(device.category(device.shownCategory))
        #expect(category.actions.map(\.title) == ["Next", "Open"])
        #expect(category.actions.map(\.identifier) == [#"{"name":"Next","type":"next"}"#,
                                                        #"{"authentication":true,"destructive":false,"foreground":true,"name":"Open","type":"gallery"}"#])
        #expect(category.actions.map(\.options) == [[], [.authenticationRequired, .foreground]])
        #expect(category.options.isEmpty)
        #expect(device.events("categories.registered").count == 1)
        #expect(device.errorCodes.isEmpty)
        #expect(device.ledger.outstanding.isEmpty)
    }

    @Test("Without category-name the category has a stand-in name: the same buttons always give the same name, other buttons another")
    func standInName() throws {
        let first = MCEDynamicCategory.build(for: mcePayload()).category?.identifier
        let again = MCEDynamicCategory.build(for: mcePayload(notificationAction: ["type": "openApp"])).category?.identifier
        let other = MCEDynamicCategory.build(for: mcePayload(categoryActions: [["name": "Docs", "type": "openApp"]])).category?.identifier
        #expect(first == again)
        #expect(first != other)
        #expect(first?.hasPrefix("mce-dynamic-") == true && first?.count == "mce-dynamic-".count + 16)
        #expect(first == MCEDynamicCategory.standInName(for: twoURLButtons))
    }

    @Test("category-name names the category; a non-string or empty one is reported and the stand-in is used")
    func categoryName() throws {
        #expect(MCEDynamicCategory.build(for: mcePayload(categoryName: "content-extension")).category?.identifier == "content-extension")
        for bad: JSONValue in [7, ""] {
            let built = MCEDynamicCategory.build(for: mcePayload(categoryName: bad))
            #expect(built.category?.identifier == MCEDynamicCategory.standInName(for: twoURLButtons))
            #expect(built.problems.map(\.code) == [bad == 7 ? .payloadWrongType : .payloadInvalidValue])
            #expect(built.problems.first?.details["path"] == "category-name")
        }
    }

    @Test("The dynamic category joins the app's categories; one with the same name is replaced, the others stay (R10)")
    func mergedWithAppCategories() throws {
        let device = makeDevice()
        let order = NotificationCategory(identifier: "ORDER", actions: [NotificationAction(identifier: "track", title: "Track")],
                                         options: [.customDismissAction])
        let old = NotificationCategory(identifier: "promo", actions: [])
        device.notificationCenter.setCategories([order, old])
        device.start(state: .background)
        device.push(mcePayload(categoryName: "promo"))
        device.push(mcePayload(categoryActions: [["name": "Call", "type": "dial", "value": "+1 555 0100"]]))
        let ids = device.notificationCenter.categories.map(\.identifier)
        #expect(ids.count == 3)
        #expect(ids.first == "ORDER" && ids.dropFirst().first == "promo")
        #expect(device.category("ORDER") == order)
        #expect(device.category("promo")?.actions.map(\.title) == ["Docs", "Blog"])
        #expect(device.shownCategory == ids.last)
    }

    @Test("Without mutable-content the extension never runs: no category, no buttons")
    func needsMutableContent() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.push(mcePayload(mutable: false))
        #expect(device.system("nse.started").isEmpty)
        #expect(device.notificationCenter.categories.isEmpty)
        #expect(device.shownCategory == "")
        try device.press(0)
        #expect(device.system("notification.button-not-shown").count == 1)
    }

    @Test("A push without category-actions keeps its aps.category: the app's static category shows untouched")
    func staticCategoryUntouched() throws {
        let device = makeDevice()
        let example = NotificationCategory(identifier: "example", actions: [NotificationAction(identifier: "Accept", title: "Accept")])
        device.notificationCenter.setCategories([example])
        device.start(state: .background)
        var payload = mcePayload(categoryActions: nil)
        payload.root["aps"] = ["alert": "Order shipped", "category": "example", "mutable-content": 1]
        device.push(payload)
        #expect(device.shownCategory == "example")
        #expect(device.notificationCenter.categories == [example])
        #expect(device.events("categories.registered").isEmpty)
    }

    @Test("A textInput action is a text-input button")
    func textInputButton() throws {
        let built = MCEDynamicCategory.build(for: mcePayload(categoryActions: [["name": "Reply", "type": "textInput"]]))
        #expect(built.category?.actions.first?.textInputButtonTitle == "Reply")
        #expect(MCEDynamicCategory.build(for: mcePayload()).category?.actions.allSatisfy { $0.textInputButtonTitle == nil } == true)
    }

    @Test("The ActionCategoryProvider view: nothing at launch, the category per push, the first problem when none can be built")
    func provider() {
        let provider = MCECategoryProvider()
        #expect(provider.staticCategories.isEmpty)
        #expect((try? provider.dynamicCategory(for: mcePayload()).get())??.actions.count == 2)
        #expect((try? provider.dynamicCategory(for: mcePayload(categoryActions: nil)).get()) == .some(nil))
        guard case .failure(let error) = provider.dynamicCategory(for: mcePayload(categoryActions: "Docs")) else {
            Issue.record("a string category-actions must fail")
            return
        }
        #expect(error.code == .payloadWrongType && error.details["path"] == "category-actions")
    }
}
