@testable import MCEStyle
import PushContract
import PushSimulator
import PushTestKit
import Testing

@Suite("MCE bad input: neutral codes with the JSON path, never a trap")
struct MCEBadInputTests {
    /// Pushes `payload` through the extension and returns the device.
    private func deliver(_ payload: PushPayload, configuration: [String: JSONValue] = [:]) throws -> SimulatedDevice {
        let device = makeDevice(configuration)
        device.start(state: .background)
        device.push(payload)
        #expect(device.ledger.outstanding.isEmpty)
        #expect(device.shownCategory != nil)
        return device
    }

    @Test(
        "category-actions that is not an array: payload.wrong-type at category-actions, no category registered, the random name still assigned"
    )
    func notAnArray() throws {
        for section: JSONValue in ["Docs", 3, ["name": "Docs", "type": "openApp"], .null] {
            let device = try deliver(mcePayload(categoryActions: section))
            #expect(device.errorCodes == ["payload.wrong-type"])
            #expect(device.errorPaths == ["category-actions"])
            #expect(device.notificationCenter.categories.isEmpty && device.shownCategory == "random-uuid-1")
        }
    }

    @Test(
        "An action without type, with a non-string or empty type: reported, and still a button, as the SDK wraps entries unchecked"
    )
    func missingType() throws {
        let cases: [(JSONValue, String)] = [
            (["name": "Docs", "value": "x"], "payload.missing-key"),
            (["name": "Docs", "type": 1], "payload.wrong-type"),
            (["name": "Docs", "type": ""], "payload.invalid-value"),
        ]
        for (entry, code) in cases {
            let device = try deliver(mcePayload(categoryActions: [["name": "Home", "type": "openApp"], entry]))
            #expect(device.errorCodes == [code])
            #expect(device.errorPaths == ["category-actions[1].type"])
            #expect(device.category(device.shownCategory)?.actions.map(\.title) == ["Home", "Docs"])
        }
    }

    @Test("A value of the wrong type for url or dial, or none: payload.wrong-type / missing-key at its path")
    func valueWrongType() throws {
        let cases: [(JSONValue, String, String)] = [
            (
                ["name": "Docs", "type": "url", "value": ["href": "https://x.test"]], "payload.wrong-type",
                "category-actions[0].value"
            ),
            (["name": "Call", "type": "dial", "value": 5550100], "payload.wrong-type", "category-actions[0].value"),
            (["name": "Docs", "type": "url"], "payload.missing-key", "category-actions[0].value"),
            (["name": "Docs", "type": "url", "value": ""], "payload.invalid-value", "category-actions[0].value"),
        ]
        for (entry, code, path) in cases {
            let device = try deliver(mcePayload(categoryActions: [entry]))
            #expect(device.errorCodes == [code], "\(entry)")
            #expect(device.errorPaths == [path])
            #expect(
                device.category(device.shownCategory)?.actions.count == 1, "the button stays; pressing it runs nothing")
        }
        let custom = MCEDynamicCategory.build(
            for: mcePayload(categoryActions: [["name": "Later", "type": "snooze", "value": 10]]), name: "n")
        #expect(custom.problems.isEmpty, "a custom type's value is the handler's business")
    }

    @Test("A missing or non-string name gives no title: skipped; an empty or blank one is reported and kept")
    func emptyName() throws {
        let cases: [(JSONValue, String, Int)] = [
            (["name": "", "type": "openApp"], "payload.invalid-value", 1),
            (["name": "  ", "type": "openApp"], "payload.invalid-value", 1),
            (["type": "openApp"], "payload.missing-key", 0),
            (["name": ["en": "Open"], "type": "openApp"], "payload.wrong-type", 0),
        ]
        for (entry, code, buttons) in cases {
            let built = MCEDynamicCategory.build(for: mcePayload(categoryActions: [entry]), name: "n")
            #expect(built.category?.actions.count == buttons)
            #expect(built.problems.map(\.code.rawValue) == [code])
            #expect(built.problems.first?.details["path"] == "category-actions[0].name")
        }
        #expect(
            MCEDynamicCategory.build(for: mcePayload(categoryActions: ["Docs"]), name: "n").problems.first?.details[
                "path"] == "category-actions[0]")
    }

    @Test("Pressing a button whose action cannot run reports it when run, as the binary logs it, and runs nothing")
    func unusableButtonPressed() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.push(mcePayload(categoryActions: [["name": "Docs"]]))
        try device.press(0)
        let natives = device.records.filter { $0.kind == .error }.map { $0.body["native"] ?? .null }
        #expect(natives == [.null, "No type in action."])
        #expect(device.openedURLs.isEmpty && device.requestURLs.isEmpty)
    }

    @Test("More buttons than a banner shows: reported once at the third, all registered up to ten, the rest dropped")
    func tooManyButtons() throws {
        let three = MCEDynamicCategory.build(
            for: mcePayload(categoryActions: .array((1...3).map { ["name": .string("B\($0)"), "type": "openApp"] })),
            name: "n")
        #expect(three.category?.actions.count == 3)
        #expect(three.problems.map(\.code) == [.payloadInvalidValue])
        #expect(three.problems.first?.details["path"] == "category-actions[2]")
        let twelve = MCEDynamicCategory.build(
            for: mcePayload(categoryActions: .array((1...12).map { ["name": .string("B\($0)"), "type": "openApp"] })),
            name: "n")
        #expect(twelve.category?.actions.count == MCEDynamicCategory.maximumButtons)
        #expect(
            twelve.problems.compactMap { $0.details["path"]?.stringValue } == [
                "category-actions[2]", "category-actions[10]", "category-actions[11]",
            ])
        let two = MCEDynamicCategory.build(for: mcePayload(), name: "n")
        #expect(two.problems.isEmpty)
    }

    @Test(
        "A flag that is not a Boolean is reported and counts as off on a custom type; url, dial, openApp and rich never read their flags"
    )
    func flagWrongType() throws {
        let built = MCEDynamicCategory.build(
            for: mcePayload(categoryActions: [
                ["name": "Open", "type": "gallery", "foreground": 1, "destructive": true]
            ]), name: "n")
        #expect(built.category?.actions.first?.options == [.destructive])
        #expect(built.problems.map(\.code) == [.payloadWrongType])
        #expect(built.problems.first?.details["path"] == "category-actions[0].foreground")
        let builtIn = MCEDynamicCategory.build(
            for: mcePayload(categoryActions: [
                ["name": "Open", "type": "openApp", "foreground": 1, "destructive": true]
            ]), name: "n")
        #expect(builtIn.category?.actions.first?.options == [.foreground] && builtIn.problems.isEmpty)
    }

    @Test("A malformed notification-action is reported at its path on a body tap; nothing runs")
    func badDefaultAction() throws {
        let cases: [(JSONValue, String, String)] = [
            ("https://x.test", "payload.wrong-type", "notification-action"),
            (["value": "https://x.test"], "payload.missing-key", "notification-action.type"),
            (["type": "url", "value": 42], "payload.wrong-type", "notification-action.value"),
            (["type": "dial", "value": ""], "payload.invalid-value", "notification-action.value"),
        ]
        for (section, code, path) in cases {
            let device = makeDevice()
            device.start(state: .background)
            device.push(mcePayload(categoryActions: nil, notificationAction: section, mutable: false))
            try device.tap()
            #expect(device.errorCodes == [code], "\(section)")
            #expect(device.errorPaths == [path])
            #expect(device.openedURLs.isEmpty && device.requestURLs.isEmpty)
            #expect(device.completions("response") == [.null])
        }
    }

    @Test("A missing type on a body tap carries the binary's log line as native code")
    func missingTypeNative() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.push(mcePayload(categoryActions: nil, notificationAction: ["value": "x"], mutable: false))
        try device.tap()
        #expect(device.records.first { $0.kind == .error }?.body["native"] == "No type in action.")
        let built = MCEDynamicCategory.build(for: mcePayload(categoryActions: [["name": "A"]]), name: "n")
        #expect(built.problems.first?.native == nil, "building the category runs nothing, so nothing is logged")
    }

    @Test("A button identifier that is an object but no valid action is reported; the completion still runs")
    func badIdentifier() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.push(mcePayload(mutable: false))
        try device.tap(#"{"name":"Docs"}"#)
        #expect(device.errorCodes == ["payload.missing-key"])
        #expect(device.errorPaths == ["actionIdentifier.type"])
        #expect(device.completions("response") == [.null])
    }

    @Test("Bad configuration is reported at launch with its key and the default is used")
    func badConfiguration() throws {
        let device = makeDevice(["apiURL": 8, "foregroundPresentation": "maybe", "actionHandlers": ["snooze", 7, ""]])
        device.start(state: .foreground)
        #expect(device.errorCodes == Array(repeating: "configuration.invalid-value", count: 4))
        let keys = device.records.filter { $0.kind == .error }.compactMap { $0.body["details"]?["key"]?.stringValue }
        #expect(keys == ["apiURL", "foregroundPresentation", "actionHandlers[1]", "actionHandlers[2]"])
        let (parsed, problems) = MCEConfiguration.parse([
            "apiURL": "https://x.test", "applicationID": "k", "actionHandlers": "snooze",
        ])
        #expect(parsed.actionHandlers.isEmpty && problems.count == 1)
        let badURL = MCEConfiguration.parse(["apiURL": 8, "applicationID": "k"])
        #expect(badURL.0.apiURL == MCEConfiguration.defaultBaseURL && badURL.0.appKey == "k" && badURL.1.count == 1)
        let many = MCEConfiguration.parse([
            "apiURL": "https://x.test", "applicationID": "k",
            "actionHandlers": .array((0..<70).map { .string("t\($0)") }),
        ])
        #expect(many.0.actionHandlers.count == MCEConfiguration.maximumHandlers && many.1.count == 1)
    }
}
