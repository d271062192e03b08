import PushConformance
import PushConformanceTestSupport
import PushContract
import PushSimulator
import PushTestKit
import Testing

/// The counting and conditional expectations (`shown`, `delegate`, `urlOpened` with `times`,
/// `refused`) and who `forConfiguredVendors` reaches, checked on hand-written transcripts.
@Suite("Scenario expectations: counts, refusals and configured vendors")
struct ExpectationKindTests {
    static let steps = ["launch", "push", "tap", "wait"]

    static func record(_ step: String, _ kind: TranscriptRecord.Kind, _ body: JSONValue) -> TranscriptRecord {
        TranscriptRecord(time: DeviceInstant(sinceStart: .seconds(1)), step: step, kind: kind, body: body)
    }

    static let transcript: [TranscriptRecord] = [
        record("push", .system, ["name": "notification.shown", "id": "push-1", "source": "push"]),
        record("tap", .system, ["name": "notification.response", "id": "push-1", "action": "default"]),
        record("tap", .delegate, ["name": "notification.opened"]),
        record("tap", .system, ["name": "url.opened", "url": "myapp://offer"]),
        record("wait", .system, ["name": "notification.shown", "id": "local-1", "source": "local"]),
        record("wait", .system, ["name": "app.called", "call": "subscription.subscribe"]),
        record("wait", .error, ["code": "subscription.invalid-field", "retryable": false]),
        record("wait", .http, ["method": "POST", "url": "https://test.example/subscription", "seq": 1]),
    ]

    static func violations(_ json: String, in transcript: [TranscriptRecord] = transcript) throws -> [String] {
        let scenario = try inlineScenario(
            """
            {"id": "lifecycle.inline", "title": "t", "steps": [{"id": "launch", "launch": {}}, {"id": "push", "advance": "1s"},
             {"id": "tap", "advance": "1s"}, {"id": "wait", "advance": "1s"}], "expect": [\(json)]}
            """, file: "lifecycle/inline.json")
        let index = ExpectationIndex(transcript, steps: steps)
        return scenario.expectations.flatMap { $0.violations(in: index, level: .must) }
            .map(\.message)
    }

    @Test(
        "Counts hold or name what they found",
        arguments: [
            (#"{"requirement": "DEL-007", "shown": {"atMost": 0, "steps": ["tap"]}}"#, nil),
            (#"{"requirement": "DEL-007", "shown": {"count": 2}}"#, nil),
            (#"{"requirement": "DEL-007", "shown": {"atMost": 0, "steps": ["wait"]}}"#, "1 notifications were shown"),
            (#"{"requirement": "DEL-007", "shown": {"count": 1}}"#, "2 notifications were shown"),
            (#"{"requirement": "DEL-004", "delegate": {"name": "notification.opened", "count": 1}}"#, nil),
            (
                #"{"requirement": "DEL-004", "delegate": {"name": "notification.opened", "atMost": 0, "steps": ["tap"]}}"#,
                "1 calls were made"
            ),
            (#"{"requirement": "DEL-006", "urlOpened": {"url": "myapp://offer", "opened": true, "times": 1}}"#, nil),
            (
                #"{"requirement": "DEL-006", "urlOpened": {"url": "myapp://offer", "opened": true, "times": 2}}"#,
                "opened 1 times"
            ),
        ] as [(String, String?)])
    func counts(_ json: String, _ message: String?) throws {
        let found = try Self.violations(json)
        if let message {
            #expect(found.count == 1 && found[0].contains(message), "\(found)")
        } else {
            #expect(found.isEmpty, "\(found)")
        }
    }

    @Test("refused checks the requests only when the step reported the refusal")
    func refused() throws {
        let whenRefused = try Self.violations(
            #"{"requirement": "SUB-002", "refused": {"step": "wait", "code": "subscription.invalid-field", "noRequests": ["wait"]}}"#
        )
        #expect(whenRefused.count == 1)
        #expect(whenRefused.first?.contains("the call was refused, but POST https://test.example/subscription") == true)
        let accepted = try Self.violations(
            #"{"requirement": "SUB-002", "refused": {"step": "tap", "code": "subscription.invalid-field", "noRequests": ["wait"]}}"#
        )
        #expect(accepted.isEmpty, "nothing was refused during tap, so the request is the vendor's freedom")
    }

    @Test("refused fails when the SDK reports the refusal later on its own, not in a call")
    func refusedLater() throws {
        // The same transcript without the app's call in `wait`: the refusal reported there is the
        // SDK's own, for the call of `tap` it had accepted and kept.
        let withoutCall = Self.transcript.filter { $0.body["name"]?.stringValue != "app.called" }
        let json =
            #"{"requirement": "SUB-002", "refused": {"step": "tap", "code": "subscription.invalid-field", "noRequests": ["tap"]}}"#
        let later = try Self.violations(json, in: withoutCall)
        #expect(later.count == 1)
        #expect(later.first?.contains("the SDK reported it later on its own") == true, "\(later)")
        // Reported while handling an answer, in a step where the app called something else.
        var duringAnswer = Self.transcript
        duringAnswer[6].during = RecordContext(answer: 1)
        #expect(try Self.violations(json, in: duringAnswer).count == 1)
    }

    @Test(
        "Malformed counting and conditional checks are refused with their JSON path",
        arguments: [
            (#"{"requirement": "DEL-007", "shown": {}}"#, "expect[0].shown", "needs \"count\", \"atMost\" or both"),
            (#"{"requirement": "DEL-004", "delegate": {"count": 1}}"#, "expect[0].delegate", "missing \"name\""),
            (
                #"{"requirement": "SUB-002", "refused": {"step": "tap", "code": "subscription.invalid-field", "noRequests": []}}"#,
                "expect[0].refused.noRequests", "at least one step"
            ),
            (
                #"{"requirement": "DEL-006", "urlOpened": {"url": "x:", "opened": false, "times": 1}}"#,
                "expect[0].urlOpened", "\"times\" goes with"
            ),
        ])
    func malformed(_ json: String, _ path: String, _ message: String) {
        let error = #expect(throws: ScenarioError.self) { try Self.violations(json) }
        #expect(error?.path == path, "\(String(describing: error))")
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    }

    @Test("forConfiguredVendors reaches a vendor that declares reading a key the scenario hands it, and no other")
    func configuredByDeclaredKey() throws {
        let scenario = try inlineScenario(
            """
            {"id": "lifecycle.inline", "title": "t", "given": {"capabilityConfiguration": {"tap-handling": {"settings": "{"}}},
             "steps": [{"id": "launch", "launch": {}}],
             "expect": [{"requirement": "ADP-004", "forConfiguredVendors": true, "error": {"step": "launch", "code": "configuration.invalid-value"}}]}
            """, file: "lifecycle/inline.json")
        func descriptor(_ capabilities: Set<Capability>, keys: Set<String>) -> VendorDescriptor {
            VendorDescriptor(
                id: "v", displayName: "V", capabilities: capabilities,
                optionDefaults: NotificationOptionDefaults(authorization: [], presentation: [], category: []),
                configurationKeys: keys)
        }
        #expect(scenario.expectations(for: descriptor([.tapHandling], keys: ["settings"])).count == 1)
        #expect(scenario.expectations(for: descriptor([.tapHandling], keys: ["apiURL"])).isEmpty)
        #expect(scenario.expectations(for: descriptor([.pushDelegate], keys: ["settings"])).isEmpty)
        #expect(scenario.expectations(for: descriptor([.tapHandling], keys: [])).isEmpty)
    }

    @Test("An error expectation naming a key holds only when the error's details name that key")
    func errorNamesKey() throws {
        let transcript = [
            Self.record("launch", .error, ["code": "configuration.invalid-value", "details": ["key": "tapHandling"]])
        ]
        let named = #"{"requirement": "ADP-004", "error": {"step": "launch", "code": "configuration.invalid-value", "#
        #expect(try Self.violations(named + #""key": "tapHandling"}}"#, in: transcript).isEmpty)
        let other = try Self.violations(named + #""key": "actionCategories"}}"#, in: transcript)
        #expect(other.count == 1 && other[0].contains("naming key `actionCategories`"), "\(other)")
        #expect(try Self.violations(named + #""key": "x"}}"#, in: []).count == 1)
        let error = #expect(throws: ScenarioError.self) { try Self.violations(named + #""key": ""}}"#) }
        #expect(error?.path == "expect[0].error.key", "\(String(describing: error))")
    }

    @Test("forConfiguredVendors on an error naming a key reaches only the vendors handed that key that read it")
    func configuredByNamedKey() throws {
        let scenario = try inlineScenario(
            """
            {"id": "lifecycle.inline", "title": "t", "given": {"configuration": {"foregroundPresentation": "banner"},
             "capabilityConfiguration": {"dynamic-categories": {"actionCategories": "Reply"}}},
             "steps": [{"id": "launch", "launch": {}}],
             "expect": [{"requirement": "ADP-004", "forConfiguredVendors": true,
                         "error": {"step": "launch", "code": "configuration.invalid-value", "key": "actionCategories"}}]}
            """, file: "lifecycle/inline.json")
        func descriptor(_ capabilities: Set<Capability>, keys: Set<String>) -> VendorDescriptor {
            VendorDescriptor(
                id: "v", displayName: "V", capabilities: capabilities,
                optionDefaults: NotificationOptionDefaults(authorization: [], presentation: [], category: []),
                configurationKeys: keys)
        }
        #expect(scenario.expectations(for: descriptor([.dynamicCategories], keys: ["actionCategories"])).count == 1)
        // Configured by another key it reads: not held to a key it does not read.
        #expect(scenario.expectations(for: descriptor([.dynamicCategories], keys: ["foregroundPresentation"])).isEmpty)
        // Reads the key, but the scenario hands it only under a capability the vendor lacks.
        #expect(scenario.expectations(for: descriptor([.pushDelegate], keys: ["actionCategories"])).isEmpty)
    }

    @Test(
        "A key left out (null) is not handed to a vendor with a documented default for it; an empty one is",
        arguments: [("null", false, false), ("null", true, true), ("\"\"", false, true), ("\"\"", true, true)])
    func defaultedKeyLeftOut(value: String, withoutDefault: Bool, expected: Bool) throws {
        let scenario = try inlineScenario(
            """
            {"id": "lifecycle.inline", "title": "t", "given": {"configuration": {"apiURL": \(value)}},
             "steps": [{"id": "launch", "launch": {}}],
             "expect": [{"requirement": "ADP-004", "forConfiguredVendors": true,
                         "error": {"step": "launch", "code": "configuration.invalid-value", "key": "apiURL"}}]}
            """, file: "lifecycle/inline.json")
        let descriptor = VendorDescriptor(
            id: "v", displayName: "V", capabilities: [.pushDelegate],
            optionDefaults: NotificationOptionDefaults(authorization: [], presentation: [], category: []),
            configurationKeys: ["apiURL"], defaultedConfigurationKeys: withoutDefault ? [] : ["apiURL"])
        #expect(scenario.expectations(for: descriptor).count == (expected ? 1 : 0))
    }
}
