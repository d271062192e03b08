import PushContract
import PushSimulator
import PushTestKit
@testable import Q2Style
import Testing

@Suite("MobileCore lifecycle and routing")
struct Q2LifecycleTests {
    static let cards = "com.q2.mobile.module.cards"
    static let billing = "com.q2.mobile.module.billing"

    @Test("Routing: exact sender → that module; no key, unknown sender, non-string → every candidate")
    func routingRule() throws {
        let settings = Q2Settings.parse(twoModules)
        let targeted = Q2Route.resolve(
            try payload(#"{"sender": "com.q2.mobile.module.billing"}"#), among: settings.pushModules,
            role: "push module")
        #expect(targeted.targeted && targeted.modules.map(\.identifier) == [Self.billing])
        let prefixOnly = Q2Route.resolve(
            try payload(#"{"sender": "com.q2.mobile.module.BILLING"}"#), among: settings.pushModules,
            role: "push module")
        #expect(!prefixOnly.targeted && prefixOnly.modules.count == 2)
        #expect(prefixOnly.fallbackReason == "no push module has this sender")
        let none = Q2Route.resolve(try payload("{}"), among: settings.pushModules, role: "push module")
        #expect(!none.targeted && none.modules.count == 2 && none.senderError == nil)
        let number = Q2Route.resolve(try payload(#"{"sender": 42}"#), among: settings.pushModules, role: "push module")
        #expect(number.modules.count == 2)
        #expect(number.senderError?.code == .payloadWrongType)
    }

    @Test("The token reaches every push module as lower-case hex, in settings order; no module without push")
    func tokenToEveryPushModule() throws {
        var document = twoModules.objectValue!
        var modules = document["modules"]!.arrayValue!
        modules.append(["className": "Quiet", "identifier": "com.q2.mobile.module.quiet"])
        document["modules"] = .array(modules)
        let device = makeDevice(["settings": .object(document)])
        device.application.registration = .token(try DeviceToken(hex: String(repeating: "ABCDEF01", count: 8)))
        device.start(state: .background)
        #expect(device.modules("module.token-received") == [Self.cards, Self.billing])
        #expect(
            device.events("module.token-received").allSatisfy {
                $0["details"]?["token"] == .string(String(repeating: "abcdef01", count: 8))
            })
    }

    @Test("A registration failure reaches every push module with the neutral error")
    func registrationFailure() throws {
        let device = makeDevice()
        device.application.registration = .failure(reason: "offline")
        device.start(state: .background)
        let events = device.events("module.registration-failed")
        #expect(events.map { $0["details"]?["module"] } == [.string(Self.cards), .string(Self.billing)])
        #expect(events.first?["details"]?["error"]?["code"] == "token.registration-failed")
    }

    @Test("App-level push false: no permission prompt, no registration, no token for modules")
    func appPushOff() throws {
        var document = twoModules.objectValue!
        document["push"] = false
        let device = makeDevice(["settings": .object(document)])
        device.start(state: .background)
        #expect(device.system("authorization.requested").isEmpty)
        #expect(device.events("module.token-received").isEmpty)
    }

    @Test("Categories of every push module are registered once, beside the app's own")
    func categoriesOnce() throws {
        let device = makeDevice([
            "settings": twoModules,
            "moduleImplementations": [
                "com.q2.mobile.module.cards": [
                    "categories": [["id": "CARD", "actions": [["id": "lock", "title": "Lock"]]]]
                ],
                "com.q2.mobile.module.billing": ["categories": [["id": "BILL"], ["id": "CARD"]]],
            ],
        ])
        device.perform(step: "given") {
            device.notificationCenter.setCategories([NotificationCategory(identifier: "APP", actions: [])])
        }
        device.start(state: .background)
        #expect(device.system("categories.set").count == 2)
        #expect(device.notificationCenter.categories.map(\.identifier) == ["APP", "CARD", "BILL"])
        #expect(device.notificationCenter.categories[1].actions.map(\.identifier) == ["lock"])
    }

    @Test("Background-fetch combination: new data beats failed beats no data; nil has no vote")
    func fetchCombination() {
        #expect(Q2BackgroundFetch.combine([.noData, .failed, .newData]) == .newData)
        #expect(Q2BackgroundFetch.combine([.noData, nil, .failed]) == .failed)
        #expect(Q2BackgroundFetch.combine([nil, .noData]) == .noData)
        #expect(Q2BackgroundFetch.combine([nil, nil]) == .noData)
        #expect(Q2BackgroundFetch.combine([]) == .noData)
    }

    @Test("A silent push waits for the slowest module and completes once with the combined result")
    func silentPushWaitsOnce() throws {
        let device = makeDevice([
            "settings": twoModules,
            "moduleImplementations": [
                "com.q2.mobile.module.cards": ["backgroundFetchResult": "newData", "backgroundFetchSeconds": 3],
                "com.q2.mobile.module.billing": ["backgroundFetchResult": "failed"],
            ],
        ])
        device.start(state: .background)
        device.perform(step: "push") { device.receivePush(try! payload(#"{"aps": {"content-available": 1}}"#)) }
        #expect(device.completions("background-fetch").isEmpty)
        device.advance(by: .seconds(3))
        #expect(device.completions("background-fetch") == ["newData"])
        device.advance(by: .seconds(60))
        #expect(device.completions("background-fetch").count == 1)
        #expect(device.ledger.outstanding.isEmpty)
    }

    @Test("A silent push with no push module completes with no data at once")
    func silentPushNoModules() throws {
        let device = makeDevice(["settings": ["modules": []]])
        device.start(state: .background)
        device.perform(step: "push") { device.receivePush(try! payload(#"{"aps": {"content-available": 1}}"#)) }
        #expect(device.completions("background-fetch") == ["noData"])
    }

    @Test("Foreground: targeted nil → default; legacy → union of the non-nil answers; all empty → []")
    func foregroundCombination() throws {
        #expect(Q2Presentation.combine([nil]) == Q2Presentation.defaultOptions)
        #expect(Q2Presentation.combine([[.banner], nil, [.sound]]) == [.banner, .sound])
        #expect(Q2Presentation.combine([[], []]) == [])
        let device = makeDevice([
            "settings": twoModules,
            "moduleImplementations": ["com.q2.mobile.module.cards": ["presentation": []]],
        ])
        device.start(state: .foreground)
        device.perform(step: "push") {
            device.receivePush(try! payload(#"{"aps": {"alert": "Hi"}, "sender": "com.q2.mobile.module.billing"}"#))
        }
        #expect(device.modules("module.will-present") == [Self.billing])
        #expect(device.completions("will-present") == [["banner", "badge", "sound"]])
        device.perform(step: "push-2") { device.receivePush(try! payload(#"{"aps": {"alert": "Hi"}}"#)) }
        // Legacy: cards answers [] and billing nil (no vote), so the union is [] and nothing shows.
        #expect(device.completions("will-present").last == [])
        #expect(device.modules("module.will-present") == [Self.billing, Self.cards, Self.billing])
    }

    @Test("A tap reaches only the targeted module; a non-string sender is reported and reaches both")
    func tapRouting() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.perform(step: "push") {
            device.receivePush(try! payload(#"{"aps": {"alert": "Bill"}, "sender": "com.q2.mobile.module.billing"}"#))
        }
        try device.perform(step: "tap") { try device.respond(to: "push-1", action: "default") }
        #expect(device.modules("module.response-received") == [Self.billing])
        device.perform(step: "push-2") {
            device.receivePush(try! payload(#"{"aps": {"alert": "Odd"}, "sender": ["x"]}"#))
        }
        try device.perform(step: "tap-2") { try device.respond(to: "push-2", action: "pay", text: "now") }
        #expect(device.modules("module.response-received") == [Self.billing, Self.cards, Self.billing])
        // Reported at each dispatch: the foreground arrival (the first tap brought the app forward) and the tap.
        #expect(device.errorBodies.map { $0["code"] } == ["payload.wrong-type", "payload.wrong-type"])
        #expect(device.events("module.response-received").last?["details"]?["text"] == "now")
        #expect(device.completions("response").count == 2)
        #expect(device.ledger.outstanding.isEmpty)
    }
}
