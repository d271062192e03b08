import PushConformance
import PushConformanceTestSupport
import PushContract
import PushSimulator
import Testing

/// `appTold` with the user's response (DEL-001) and `fieldValues` against what a vendor declares
/// it accepts (SUB-002, EVT-001), checked on hand-written transcripts.
@Suite("Scenario expectations: foreign responses and declared field values")
struct ExpectationResponseAndFieldTests {
    static func record(_ step: String, _ kind: TranscriptRecord.Kind, _ body: JSONValue) -> TranscriptRecord {
        TranscriptRecord(time: DeviceInstant(sinceStart: .seconds(1)), step: step, kind: kind, body: body)
    }

    static func descriptor(scalarOnly: Set<FreeFormFieldSet>) -> VendorDescriptor {
        VendorDescriptor(
            id: "v", displayName: "V", capabilities: [.subscription, .customEvents, .pushDelegate, .tapHandling],
            optionDefaults: NotificationOptionDefaults(authorization: [], presentation: [], category: []),
            scalarOnlyFields: scalarOnly)
    }

    /// The violation messages of `scenario`'s expectations on `transcript`, for `vendor`.
    static func messages(
        _ scenario: Scenario, _ transcript: [TranscriptRecord], vendor: VendorDescriptor
    ) -> [String] {
        scenario.expectationViolations(transcript, vendor: vendor).map(\.message)
    }

    static let replyScenario = """
        {"id": "push-delegate.inline", "title": "t", "steps": [{"id": "launch", "launch": {}},
         {"id": "push", "push": {"payload": {"aps": {"alert": "hi"}}}},
         {"id": "reply", "tap": {"notification": "push-1", "action": "reply", "text": "On my way"}}],
         "expect": [{"requirement": "DEL-001", "appTold": {"step": "reply", "action": "reply", "text": "On my way"}}]}
        """

    static func told(_ details: JSONValue, name: String = "unknown-action.opened") -> [TranscriptRecord] {
        [
            record("reply", .system, ["name": "notification.response", "id": "push-1", "action": "reply"]),
            record("reply", .delegate, ["name": .string(name), "details": details]),
        ]
    }

    @Test("appTold with an action holds only when the app learns of that response as the user gave it")
    func responseUnchanged() throws {
        let scenario = try inlineScenario(Self.replyScenario, file: "push-delegate/inline.json")
        let vendor = Self.descriptor(scalarOnly: [])
        let given = Self.told(["action": "reply", "keys": ["aps"], "responseText": "On my way"])
        #expect(Self.messages(scenario, given, vendor: vendor).isEmpty)
        let textLost = Self.told(["action": "reply", "keys": ["aps"], "responseText": .null])
        #expect(Self.messages(scenario, textLost, vendor: vendor).first?.contains("not of this response") == true)
        let asBodyTap = Self.told(["keys": ["aps"]], name: "unknown-notification.opened")
        #expect(Self.messages(scenario, asBodyTap, vendor: vendor).first?.contains("not of this response") == true)
        let swallowed = [
            Self.record("reply", .system, ["name": "notification.response", "id": "push-1", "action": "reply"])
        ]
        #expect(Self.messages(scenario, swallowed, vendor: vendor).first?.contains("kept it to itself") == true)
        let askedApp =
            swallowed + [
                Self.record(
                    "reply", .system,
                    ["name": "app.asked-response", "id": "push-1", "action": "reply", "text": "On my way"])
            ]
        #expect(Self.messages(scenario, askedApp, vendor: vendor).isEmpty)
        // The app is asked to handle the response, but without the user's typed text.
        let askedWithoutText =
            swallowed + [
                Self.record("reply", .system, ["name": "app.asked-response", "id": "push-1", "action": "reply"])
            ]
        let withoutText = Self.messages(scenario, askedWithoutText, vendor: vendor)
        #expect(withoutText.first?.contains("not of this response") == true)
    }

    static func fieldScenario(_ fields: String) throws -> Scenario {
        try inlineScenario(
            """
            {"id": "subscription.inline", "title": "t", "steps": [{"id": "launch", "launch": {}},
             {"id": "subscribe", "subscribe": {"customFields": \(fields)}}, {"id": "wait", "advance": "1s"}],
             "expect": [{"requirement": "SUB-002", "fieldValues": {"step": "subscribe", "noRequests": ["subscribe", "wait"]}}]}
            """, file: "subscription/inline.json")
    }

    static func subscribeSent(_ fields: JSONValue) -> TranscriptRecord {
        record(
            "subscribe", .http,
            [
                "method": "POST", "url": "https://test.example/subscribe", "seq": 1,
                "body": ["subscription": ["fields": fields]],
            ])
    }

    @Test(
        "fieldValues: a declaring vendor refuses a non-scalar before sending; one that does not declare is not judged")
    func nonScalarRefused() throws {
        let scenario = try Self.fieldScenario(#"{"developer": true, "address": {"city": "Berlin"}}"#)
        let declaring = Self.descriptor(scalarOnly: [.subscriptionCustomFields])
        let refusal = Self.record("subscribe", .error, ["code": "subscription.invalid-field", "retryable": false])
        #expect(Self.messages(scenario, [refusal], vendor: declaring).isEmpty)
        // Flattened and sent: no refusal, and a request.
        let flattened = Self.subscribeSent(["developer": true, "address.city": "Berlin"])
        let found = Self.messages(scenario, [flattened], vendor: declaring)
        #expect(found.count == 2, "\(found)")
        #expect(found.contains { $0.contains("the value was accepted") })
        #expect(found.contains { $0.contains("POST https://test.example/subscribe was sent") })
        #expect(scenario.expectations(for: Self.descriptor(scalarOnly: [.customEventPayload])).isEmpty)
    }

    @Test("fieldValues: a declaring vendor accepts scalars and sends each unchanged")
    func scalarsSentUnchanged() throws {
        let scenario = try Self.fieldScenario(#"{"developer": true, "seats": 3}"#)
        let declaring = Self.descriptor(scalarOnly: [.subscriptionCustomFields])
        #expect(
            Self.messages(scenario, [Self.subscribeSent(["developer": true, "seats": 3])], vendor: declaring).isEmpty)
        let stringified = Self.messages(
            scenario, [Self.subscribeSent(["developer": "true", "seats": 3])], vendor: declaring)
        #expect(stringified.count == 1 && stringified[0].contains("`developer`"), "\(stringified)")
        let refused = Self.record("subscribe", .error, ["code": "subscription.invalid-field", "retryable": false])
        let wrongly = Self.messages(scenario, [refused], vendor: declaring)
        #expect(wrongly.contains { $0.contains("reported for scalar values") }, "\(wrongly)")
    }

    /// A refused call, a valid one, a relaunch: `fields` is the refused call's custom fields.
    static func refusedThenLaterScenario(_ fields: String) throws -> Scenario {
        try inlineScenario(
            """
            {"id": "subscription.inline", "title": "t", "steps": [{"id": "launch", "launch": {}},
             {"id": "refuse", "subscribe": {"customFields": \(fields)}},
             {"id": "valid", "subscribe": {"customFields": {"developer": true}}},
             {"id": "terminate", "terminate": {}}, {"id": "relaunch", "launch": {}}],
             "expect": [{"requirement": "SUB-002", "fieldValues": {"step": "refuse", "noRequests": ["refuse"]}}]}
            """, file: "subscription/inline.json")
    }

    @Test(
        "fieldValues: a refused value is never in a later request body (a later step, after a relaunch)",
        arguments: [
            (#"{"developer": true, "referrer": null}"#, "referrer", JSONValue.null),
            (#"{"interests": ["shoes", {"size": 42}]}"#, "interests", ["shoes", ["size": 42]]),
            (#"{"": {"zip": "10115"}}"#, "", ["zip": "10115"]),
        ] as [(String, String, JSONValue)])
    func refusedStaysRefused(fields: String, key: String, value: JSONValue) throws {
        let scenario = try Self.refusedThenLaterScenario(fields)
        let declaring = Self.descriptor(scalarOnly: [.subscriptionCustomFields])
        let refusal = Self.record("refuse", .error, ["code": "subscription.invalid-field", "retryable": false])
        func sent(_ step: String, _ fields: [String: JSONValue]) -> TranscriptRecord {
            var request = Self.subscribeSent(.object(fields))
            request.step = step
            return request
        }
        // The valid call alone is sent, before and after the relaunch: nothing refused travels.
        let clean = [refusal, sent("valid", ["developer": true]), sent("relaunch", ["developer": true])]
        #expect(Self.messages(scenario, clean, vendor: declaring).isEmpty)
        // The refused entity stayed queued and goes out with the valid call, or after the relaunch.
        for step in ["valid", "relaunch"] {
            let queued = [refusal, sent(step, ["developer": true, key: value])]
            let found = Self.messages(scenario, queued, vendor: declaring)
            #expect(found.count == 1, "\(found)")
            #expect(found.first?.contains("carries the refused `\(key)`") == true, "\(found)")
        }
    }

    @Test("fieldValues names a step that hands the SDK free-form fields")
    func stepWithoutFields() {
        let error = #expect(throws: ScenarioError.self) {
            try inlineScenario(
                """
                {"id": "subscription.inline", "title": "t", "steps": [{"id": "launch", "launch": {}}],
                 "expect": [{"requirement": "SUB-002", "fieldValues": {"step": "launch", "noRequests": ["launch"]}}]}
                """, file: "subscription/inline.json")
        }
        #expect(error?.path == "expect[0].fieldValues.step", "\(String(describing: error))")
    }

    @Test("DEL-001 on the transcript: a foreign response told to the app with another action than the user chose")
    func invariantReadsTheAction() {
        let arrived = Self.record("push", .system, ["name": "push.arrived", "push": 1, "claimed": false])
        let response = Self.record(
            "reply", .system, ["name": "notification.response", "id": "push-1", "action": "reply"])
        func told(_ name: String, _ details: JSONValue) -> [Violation] {
            Invariant.foreignPayloadUntouched.check([
                arrived, response, Self.record("reply", .delegate, ["name": .string(name), "details": details]),
            ])
        }
        #expect(told("unknown-action.opened", ["action": "reply", "responseText": "On my way"]).isEmpty)
        let asOther = told("unknown-action.opened", ["action": "accept", "responseText": .null])
        #expect(asOther.count == 1 && asOther[0].message.contains("the app was told `accept`"), "\(asOther)")
        let asBodyTap = told("unknown-notification.opened", ["keys": ["aps"]])
        #expect(asBodyTap.count == 1, "\(asBodyTap)")
    }

    @Test("appTold names the system's dismiss and default actions as a tap step does")
    func systemActionNames() throws {
        let scenario = try inlineScenario(
            """
            {"id": "push-delegate.inline", "title": "t", "steps": [{"id": "launch", "launch": {}},
             {"id": "push", "push": {"payload": {"aps": {"alert": "hi"}}}},
             {"id": "reply", "tap": {"notification": "push-1", "action": "dismiss"}}],
             "expect": [{"requirement": "DEL-001", "appTold": {"step": "reply", "action": "dismiss"}}]}
            """, file: "push-delegate/inline.json")
        guard case .appTold(_, let action, _) = scenario.expectations.first?.check else {
            Issue.record("not an appTold check")
            return
        }
        #expect(action == NotificationResponse.dismissActionIdentifier)
        let dismissed: JSONValue = ["action": .string(NotificationResponse.dismissActionIdentifier), "keys": ["aps"]]
        #expect(Self.messages(scenario, Self.told(dismissed), vendor: Self.descriptor(scalarOnly: [])).isEmpty)
    }
}
