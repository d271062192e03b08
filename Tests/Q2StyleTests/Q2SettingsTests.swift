import PushContract
@testable import Q2Style
import Testing
import PushTestKit

@Suite("Settings document")
struct Q2SettingsTests {
    @Test("The default document is the seed's demo module, a push module with both extension classes")
    func defaultDocument() {
        let settings = Q2Settings.parse(Q2Settings.defaultDocument)
        #expect(settings.errors.isEmpty)
        #expect(settings.pushEnabled)
        let module = try! #require(settings.modules.first)
        #expect(settings.modules.count == 1)
        #expect(module.identifier == "com.q2.mobile.module.demo")
        #expect(module.sender == "com.q2.mobile.module.demo")
        #expect(module.push)
        #expect(module.serviceClassName == "DemoNotificationServiceExtensionModule")
        #expect(module.contentClassName == "DemoNotificationContentExtensionModule")
    }

    @Test("Each bad entry is one error naming it; the valid modules survive in order")
    func badEntriesNamed() {
        let document: JSONValue = [
            "modules": [
                ["name": "No class", "identifier": "a", "push": true],
                ["className": "Good", "identifier": "com.q2.mobile.module.good", "push": true],
                ["className": "Copy", "identifier": "com.q2.mobile.module.good", "push": true],
                ["name": "Anonymous", "className": "Anon", "push": true],
                ["className": "Flag", "identifier": "flag", "push": "yes"],
                ["className": "Number", "identifier": 7],
                ["className": "ServiceOnly", "pushServiceClassName": "S"],
                ["className": "Plain"],
                ["className": "Off", "identifier": "off", "enabled": false, "push": true],
                42,
            ]
        ]
        let settings = Q2Settings.parse(document)
        #expect(settings.modules.map(\.className) == ["Good", "Plain"])
        #expect(settings.disabled == ["off"])
        #expect(settings.errors.map { $0.details["entry"] } == [0, 2, 3, 4, 5, 6, 9])
        #expect(settings.errors.allSatisfy { $0.code == .invalidConfiguration })
        #expect(settings.errors[0].message.hasPrefix("modules[0] \"No class\" (a): \"className\" is missing"))
        #expect(settings.errors[1].message.contains("repeats the identifier"))
        #expect(settings.errors[2].message.contains("needs an \"identifier\""))
        #expect(settings.errors[6].message == "modules[9] is a number, expected an object; the entry is ignored")
        #expect(settings.pushModules.map(\.className) == ["Good"])
    }

    @Test("A document that is not JSON, not an object, or whose modules is not an array loads nothing")
    func unusableDocuments() {
        for document: JSONValue in ["{\"modules\": [", "[1, 2]", 12, ["modules": "all"]] {
            let settings = Q2Settings.parse(document)
            #expect(!settings.usable)
            #expect(!settings.pushEnabled)
            #expect(settings.modules.isEmpty)
            #expect(settings.errors.count == 1)
            #expect(settings.errors.first?.details["key"] == "settings")
        }
    }

    @Test("A document given as JSON text parses like the object; app-level push false is kept")
    func textDocument() {
        let settings = Q2Settings.parse(
            .string(#"{"push": false, "modules": [{"className": "M", "identifier": "m", "push": true}]}"#))
        #expect(settings.usable)
        #expect(!settings.pushEnabled)
        #expect(settings.modules.first?.sender == "com.q2.mobile.module.m")
    }

    @Test("A bad app-level push flag is reported and taken as true")
    func badAppPushFlag() {
        let settings = Q2Settings.parse(["push": "yes", "modules": []])
        #expect(settings.pushEnabled)
        #expect(settings.errors.first?.details["key"] == "push")
    }

    @Test("Bad module implementations and content categories are configuration errors reported at launch")
    func badImplementationsReported() throws {
        let device = makeDevice([
            "settings": twoModules,
            "moduleImplementations": [
                "com.q2.mobile.module.cards": ["backgroundFetchResult": "maybe"],
                "com.q2.mobile.module.billing": ["presentation": ["shout"]],
            ],
            "contentExtensionCategories": "Q2Demo",
        ])
        device.start(state: .background)
        let keys = device.errorBodies.compactMap { $0["details"]?["key"]?.stringValue }
        #expect(keys == ["presentation", "backgroundFetchResult", "contentExtensionCategories"])
        #expect(device.errorBodies.allSatisfy { $0["code"] == "configuration.invalid-value" })
        #expect(
            device.modules("module.token-received") == ["com.q2.mobile.module.cards", "com.q2.mobile.module.billing"])
    }
}
