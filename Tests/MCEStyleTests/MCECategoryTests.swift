@testable import MCEStyle
import PushContract
import PushSimulator
import PushTestKit
import Testing

@Suite("MCE service extension: dynamic categories")
struct MCECategoryTests {
    @Test(
        "One button per action: title from name, identifier the action as NSJSONSerialization writes it, options by type"
    )
    func buttons() throws {
        let device = makeDevice()
        device.start(state: .background)
        let actions: JSONValue = [
            ["name": "Next", "type": "next"],
            ["name": "Open", "type": "gallery", "destructive": false, "authentication": true, "foreground": true],
            ["name": "Docs", "type": "url", "value": "https://docs.example.test/a", "destructive": true],
            ["name": "Rich", "type": "rich", "foreground": false],
        ]
        device.push(mcePayload(categoryActions: actions))
        let category = try #require(device.category(device.shownCategory))
        #expect(category.actions.map(\.title) == ["Next", "Open", "Docs", "Rich"])
        #expect(
            category.actions.map(\.identifier) == [
                #"{"name":"Next","type":"next"}"#,
                #"{"authentication":true,"destructive":false,"foreground":true,"name":"Open","type":"gallery"}"#,
                #"{"destructive":true,"name":"Docs","type":"url","value":"https:\/\/docs.example.test\/a"}"#,
                #"{"foreground":false,"name":"Rich","type":"rich"}"#,
            ])
        #expect(
            category.actions.map(\.options) == [
                [], [.authenticationRequired, .foreground], [.foreground], [.foreground],
            ])
        #expect(category.options == [.customDismissAction])
        #expect(device.events("categories.registered").count == 1)
        #expect(device.errorPaths == ["category-actions[2]"], "the third button is past what a banner shows (R10)")
        #expect(device.ledger.outstanding.isEmpty)
    }

    @Test("The escaped identifier parses back into the same action, so the pressed button runs")
    func identifierRoundTrip() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.push(
            mcePayload(categoryActions: [["name": "Docs", "type": "url", "value": "https://docs.example.test/a/b"]]))
        try device.press(0)
        #expect(device.openedURLs == ["https://docs.example.test/a/b"])
        #expect(MCEAction.serialised(["v": #"a\/b"#]) == #"{"v":"a\\\/b"}"#)
    }

    @Test("Without category-name every push gets a fresh random name: the same buttons twice give two categories")
    func randomNamePerPush() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.push(mcePayload())
        let first = device.shownCategory
        device.push(mcePayload())
        #expect(first == "random-uuid-1" && device.shownCategory == "random-uuid-2")
        #expect(device.notificationCenter.categories.map(\.identifier) == ["random-uuid-1", "random-uuid-2"])
    }

    @Test("category-name names the category; a non-string or empty one is reported and a random name is used")
    func categoryName() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.push(mcePayload(categoryName: "content-extension"))
        #expect(device.shownCategory == "content-extension")
        for bad: JSONValue in [7, ""] {
            var problems: [PushError] = []
            let name = MCEDynamicCategory.name(for: mcePayload(categoryName: bad), problems: &problems) { "random" }
            #expect(name == "random")
            #expect(problems.map(\.code) == [bad == 7 ? .payloadWrongType : .payloadInvalidValue])
            #expect(problems.first?.details["path"] == "category-name")
        }
    }

    @Test(
        "Registration adds to the set: an equal category is not added twice, one with the same name but other buttons is not replaced"
    )
    func addedNotReplaced() throws {
        let device = makeDevice()
        let order = NotificationCategory(
            identifier: "ORDER", actions: [NotificationAction(identifier: "track", title: "Track")],
            options: [.customDismissAction])
        device.notificationCenter.setCategories([order])
        device.start(state: .background)
        device.push(mcePayload(categoryName: "promo"))
        device.push(mcePayload(categoryName: "promo"))
        #expect(device.notificationCenter.categories.map(\.identifier) == ["ORDER", "promo"])
        device.push(
            mcePayload(
                categoryActions: [["name": "Call", "type": "dial", "value": "+1 555 0100"]], categoryName: "promo"))
        let promos = device.notificationCenter.categories.filter { $0.identifier == "promo" }
        #expect(promos.map { $0.actions.map(\.title) } == [["Docs", "Blog"], ["Call"]])
        #expect(device.category("ORDER") == order)
    }

    @Test("An empty category-actions array still registers and assigns a category, with no buttons")
    func emptyArray() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.push(mcePayload(categoryActions: []))
        #expect(device.shownCategory == "random-uuid-1")
        #expect(device.category("random-uuid-1")?.actions == [])
        #expect(device.events("categories.registered").first?["details"]?["buttons"] == 0)
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

    @Test(
        "The extension overwrites every push's category, the app's own aps.category and a foreign push's included (the real SDK's bug)"
    )
    func categoryOverwritten() throws {
        let device = makeDevice()
        let example = NotificationCategory(
            identifier: "example", actions: [NotificationAction(identifier: "Accept", title: "Accept")])
        device.notificationCenter.setCategories([example])
        device.start(state: .background)
        var own = mcePayload(categoryActions: nil)
        own.root["aps"] = ["alert": "Order shipped", "category": "example", "mutable-content": 1]
        device.push(own)
        #expect(device.shownCategory == "random-uuid-1")
        device.push(
            PushPayload(["aps": ["alert": "Hi", "category": "example", "mutable-content": 1], "_ac_push": true]))
        #expect(device.shownCategory == "random-uuid-2")
        #expect(device.notificationCenter.categories == [example])
        #expect(device.events("categories.registered").isEmpty)
        #expect(device.store.value(forKey: MCEServiceExtension.extensionInstalledKey) == true)
        #expect(device.system("nse.not-claimed").isEmpty)
    }

    @Test(
        "value.textEntryTitle makes a text-input button whatever its type; a textInput type without it is a plain button"
    )
    func textEntry() throws {
        let built = MCEDynamicCategory.build(
            for: mcePayload(categoryActions: [
                ["name": "Reply", "type": "reply", "value": ["textEntryTitle": "Send", "textEntryPlaceholder": "…"]],
                ["name": "Note", "type": "textInput"],
                ["name": "Odd", "type": "reply", "value": ["textEntryTitle": 3]],
            ]), name: "n")
        #expect(built.category?.actions.map(\.textInputButtonTitle) == ["Send", nil, nil])
        #expect(built.category?.actions.map(\.title) == ["Reply", "Note", "Odd"])
    }

    @Test(
        "mce.actions run in the extension with origin provider; a malformed section or entry is reported with its path")
    func deliveryActions() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.push(mcePayload(extra: ["mce": ["actions": [["type": "certify"], ["value": 1], "x", ["type": ""]]]]))
        #expect(
            device.events("delivery-action.dispatched").map { $0["details"] } == [
                ["type": "certify", "origin": "provider"]
            ])
        #expect(device.errorPaths == ["mce.actions[1].type", "mce.actions[2]", "mce.actions[3].type"])
        let other = makeDevice()
        other.start(state: .background)
        other.push(mcePayload(extra: ["mce": ["actions": ["type": "certify"]]]))
        #expect(other.errorPaths == ["mce.actions"])
    }
}
