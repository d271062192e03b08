@testable import ActitoStyle
import PushContract
import PushSimulator
import PushTestKit
import Testing

@Suite("Actito ownership and receive path")
struct ActitoOwnershipTests {
    @Test("Claimed exactly when x-sender is the string notificare")
    func claims() {
        let vendor = ActitoVendor()
        #expect(vendor.claims(actitoPayload()))
        for marker: JSONValue in [1, true, "Notificare", "notificare ", .null, ["notificare"]] {
            #expect(!vendor.claims(actitoPayload(["x-sender": marker])), "\(marker)")
        }
        #expect(!vendor.claims(PushPayload(["aps": ["alert": "Hi"]])))
    }

    @Test(
        "The descriptor carries Actito's option defaults and its cited deviations, each scoped or naming its mechanism")
    func descriptor() {
        let descriptor = ActitoVendor().descriptor
        #expect(descriptor.id == "actito")
        #expect(descriptor.optionDefaults.authorization == [.badge, .sound, .alert])
        #expect(descriptor.optionDefaults.presentation == [.banner, .badge, .sound])
        #expect(descriptor.optionDefaults.category == [.customDismissAction, .hiddenPreviewsShowTitle])
        #expect(
            descriptor.knownDeviations.map(\.invariant) == [
                .explorationPushReportSurvivesRelaunch, .explorationPushReportSurvivesRelaunch,
                .completionsExactlyOnce, .completionsExactlyOnce, .attachmentTypeMatchesBytes,
                .attachmentFromSuccessfulDownload, .noNetworkForForeignPayload, .foreignContentDeliveredUnchanged,
                .extensionDeliversOnce,
                .extensionDeliversOnce, .completionsExactlyOnce,
                .completionsExactlyOnce, .completionsExactlyOnce,
                .explorationSettlesWhenQuiet, .explorationSettlesWhenQuiet,
                .explorationSettlesWhenQuiet, .explorationSettlesWhenQuiet,
                .completionsExactlyOnce, .explorationSettlesWhenQuiet,
                .liveActivityTokensReadCurrent, .liveActivitiesReconciled, .pushStartedActivityRegistered,
                .appCategoriesKept, .changedTokenReregistered, .changedTokenReregistered,
                .oneOpenPerTap, .foreignPayloadUntouched,
                .settingsFollowSystem, .settingsFollowSystem, .settingsFollowSystem, .updatesAfterEndRefused,
                .extensionOwnBound,
            ])
        // Each cites the real SDK's code at the imitated commit; one listed for every scenario
        // names the mechanism it excuses, and none uses a glob.
        #expect(descriptor.knownDeviations.allSatisfy { $0.citation.contains("actito/actito-sdk-ios@a80159a:") })
        #expect(descriptor.knownDeviations.allSatisfy { !$0.scenarios.isEmpty || $0.mechanism != nil })
        #expect(descriptor.knownDeviations.allSatisfy { !$0.scenarios.contains { $0.contains("*") } })
    }

    @Test("A foreign background push is unknown: one delegate call, .newData, no request")
    func foreignBackgroundPush() throws {
        let device = makeDevice()
        device.start(state: .background)
        let before = device.requestLines.count
        device.push(actitoPayload(["x-sender": "someone-else"]))
        #expect(device.delegateNames.last == "unknown-notification.received")
        #expect(device.completions("background-fetch") == ["newData"])
        #expect(device.requestLines.count == before)
    }

    @Test("A non-string x-sender is a neutral wrong-type warning, never a crash")
    func markerNotAString() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.push(actitoPayload(["x-sender": 42]))
        #expect(device.errorCodes.contains("payload.wrong-type"))
        #expect(device.delegateNames.last == "unknown-notification.received")
    }

    @Test("Another application's push is dropped: no delegate call, no request, .newData, [] in the foreground")
    func applicationMismatch() throws {
        let device = makeDevice()
        device.start()
        let delegates = device.delegateNames.count
        let requests = device.requestLines.count
        device.push(actitoPayload(["x-application": "other-app"]))
        #expect(device.delegateNames.count == delegates)
        #expect(device.requestLines.count == requests)
        #expect(device.completions("background-fetch") == ["newData"])
        #expect(device.completions("will-present") == [[]])
    }

    @Test("presentation: true forces banner, badge and sound even when the app configured none")
    func presentationFlag() throws {
        let device = makeDevice(["presentationOptions": []])
        device.start()
        device.push(actitoPayload(["presentation": true]))
        device.push(actitoPayload(["id": "msg-2"]))
        #expect(device.completions("will-present") == [["banner", "badge", "sound"], []])
    }

    @Test("Delivery mechanism is standard only for a dictionary alert")
    func deliveryMechanism() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.transport.enqueue([fullNotification(), fullNotification()])
        device.push(actitoPayload())
        device.push(actitoPayload(["id": "msg-2"], alert: "Up to 50% off"))
        let mechanisms = device.records.filter { $0.kind == .delegate && $0.body["name"] == "notification.received" }
            .compactMap { $0.body["details"]?["mechanism"]?.stringValue }
        #expect(mechanisms == ["standard", "silent"])
    }

    @Test("A failed fetch falls back to the partial notification; without an alert body nothing is reported")
    func partialFallback() throws {
        let device = makeDevice()
        device.start(state: .background)
        let failure = ServerAnswer(.response(status: 500, body: nil), match: "/notification/")
        device.transport.enqueue([failure, failure])
        device.push(actitoPayload(["x-trace": "t", "campaign": "spring"]))
        let received = try #require(device.records.last { $0.kind == .delegate }?.body["details"]?["notification"])
        #expect(received["extra"] == ["partial": true, "campaign": "spring"])
        let count = device.delegateNames.count
        device.push(
            PushPayload([
                "aps": ["content-available": 1], "x-sender": "notificare", "x-application": "example-app",
                "id": "msg-3", "notificationId": "msg-3", "notificationType": "re.notifica.notification.Alert",
            ]))
        #expect(device.delegateNames.count == count)
        #expect(device.errorCodes.last == "notification.invalid-user-info")
    }

    @Test("A regular push without id is dropped with notification.missing-message-id and completes once")
    func missingID() throws {
        let device = makeDevice()
        device.start(state: .background)
        var payload = actitoPayload()
        payload.root["id"] = nil
        device.push(payload)
        #expect(device.errorCodes.contains("notification.missing-message-id"))
        #expect(device.completions("background-fetch") == ["newData"])
        #expect(!device.delegateNames.contains("notification.received"))
    }
}

@Suite("Actito system notifications")
struct ActitoSystemNotificationTests {
    func system(_ type: JSONValue, id: JSONValue? = "sys-1", extra: [String: JSONValue] = [:]) -> PushPayload {
        var root: [String: JSONValue] = [
            "aps": ["content-available": 1], "x-sender": "notificare", "x-application": "example-app",
            "system": true, "systemType": type,
        ]
        if let id { root["id"] = id }
        root.merge(extra) { _, new in new }
        return PushPayload(root)
    }

    @Test("A custom type reaches the delegate with extra stripped of reserved and x-* keys")
    func customType() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.push(
            system(
                "custom.Sale",
                extra: ["x-trace": "1", "notificationType": "t", "attachment": ["uri": "u"], "sku": "A1"]))
        let event = try #require(device.records.last { $0.kind == .delegate })
        #expect(event.body["name"] == "system-notification.received")
        #expect(event.body["details"] == ["id": "sys-1", "type": "custom.Sale", "extra": ["sku": "A1"]])
        #expect(device.completions("background-fetch") == ["newData"])
    }

    @Test("Internal types call no delegate; the Application type reloads the categories")
    func internalTypes() throws {
        let device = makeDevice([
            "actionCategories": [
                ["name": "OFFER", "actions": [["type": "re.notifica.action.Browser", "label": "Open"]]]
            ]
        ])
        device.start(state: .background)
        let delegates = device.delegateNames.count
        let categorySets = device.records.filter { $0.kind == .system && $0.body["name"] == "categories.set" }.count
        device.push(system("re.notifica.notification.system.Inbox"))
        device.push(system("re.notifica.notification.system.Application"))
        device.push(system("re.notifica.notification.system.Unknown"))
        #expect(device.delegateNames.count == delegates)
        #expect(
            device.records.filter { $0.kind == .system && $0.body["name"] == "categories.set" }.count == categorySets
                + 1)
        #expect(device.completions("background-fetch") == ["newData", "newData", "newData"])
    }

    @Test(
        "A missing id or non-string type is a neutral error, not a trap",
        arguments: [
            (JSONValue.string("custom.Sale"), JSONValue?.none, "payload.missing-key"),
            (JSONValue.number(7), JSONValue?.some("sys-1"), "payload.wrong-type"),
        ])
    func malformed(type: JSONValue, id: JSONValue?, code: String) throws {
        let device = makeDevice()
        device.start(state: .background)
        device.push(system(type, id: id))
        #expect(device.errorCodes.last == code)
        #expect(!device.delegateNames.contains("system-notification.received"))
        #expect(device.completions("background-fetch") == ["newData"])
    }

    @Test("system that is not a Boolean is ignored without a word and the push handled as regular")
    func systemNotABoolean() throws {
        let device = makeDevice()
        device.start(state: .background)
        device.push(actitoPayload(["system": "true"]))
        #expect(!device.errorCodes.contains("payload.wrong-type"))
        #expect(device.delegateNames.last == "notification.received")
    }
}
