import PushConformance
import PushContract
import Testing
import PushSimulator
import PushConformanceTestSupport
import PushTestKit

/// Malformed scenarios are reported with the file and the JSON path, never a crash.
@Suite("Scenario decoding")
struct ScenarioDecoderTests {
    func error(_ json: String, file: String = "subscription/bad.json") -> ScenarioError? {
        do {
            _ = try ScenarioDecoder().decode(Array(json.utf8), file: file)
            return nil
        } catch {
            return error
        }
    }

    let valid = """
        {"id": "subscription.bad", "title": "t", "requires": ["subscription"],
         "steps": [{"id": "launch", "launch": {}}, {"id": "wait", "advance": "1.5s"}]}
        """

    @Test(
        "The facet is the id before its first dot",
        arguments: [
            ("subscription.retry-5xx", "subscription"), ("a.b.c", "a"), ("nodot", "nodot"), ("", ""),
            (".x.y", "x"), ("bücher.x", "bücher"), ("e\u{301}.x", "e\u{301}"),
        ])
    func facet(id: String, expected: String) {
        let scenario = Scenario(
            id: id, title: "t", requirements: [], requires: [], given: DeviceSetup(), steps: [], file: "f.json")
        #expect(scenario.facet == expected)
    }

    @Test("A valid scenario decodes with its steps, capabilities and durations")
    func decodesValidScenario() throws {
        let scenario = try ScenarioDecoder().decode(Array(valid.utf8), file: "subscription/bad.json")
        #expect(scenario.id == "subscription.bad")
        #expect(scenario.facet == "subscription")
        #expect(scenario.requires == [.subscription])
        #expect(scenario.steps.map(\.id) == ["launch", "wait"])
        #expect(scenario.steps[1].action == .advance(.milliseconds(1500)))
    }

    @Test("expand decodes with and without a notification id; unknown keys in it are refused")
    func decodesExpand() throws {
        let json = """
            {"id": "notification-service.bad", "title": "t", "requires": ["content-extension"],
             "steps": [{"id": "a", "expand": {"notification": "push-2"}}, {"id": "b", "expand": {}}]}
            """
        let scenario = try ScenarioDecoder().decode(Array(json.utf8), file: "notification-service/bad.json")
        #expect(scenario.requires == [.contentExtension])
        #expect(scenario.steps.map(\.action) == [.expand(notification: "push-2"), .expand(notification: nil)])
        let bad = error(
            """
            {"id": "subscription.bad", "title": "t", "steps": [{"id": "a", "expand": {"push": "push-1"}}]}
            """)
        #expect(bad?.path.contains("steps[0].expand") == true)
    }

    @Test("Bad JSON names the file and the byte offset")
    func badJSON() {
        let found = error("{\"id\": ")
        #expect(found?.file == "subscription/bad.json")
        #expect(found?.message.contains("not valid JSON") == true)
        #expect(found?.message.contains("at byte") == true)
    }

    @Test("An unknown action names the step's JSON path and lists the known ones")
    func unknownAction() {
        let found = error(
            """
            {"id": "subscription.bad", "title": "t", "steps": [{"id": "a", "launch": {}}, {"id": "b", "teleport": {}}]}
            """)
        #expect(found?.path == "steps[1].teleport")
        #expect(found?.message.contains("unknown action \"teleport\"") == true)
        #expect(found?.message.contains("subscribe") == true)
    }

    @Test("A wrong type names the exact path, the expected and the found type")
    func wrongType() {
        let found = error(
            """
            {"id": "subscription.bad", "title": "t", "steps": [{"id": "p", "push": {"payload": {}, "padToBytes": "big"}}]}
            """)
        #expect(found?.path == "steps[0].push.padToBytes")
        #expect(found?.message == "expected an integer, found string \"big\"")
    }

    @Test("An id that does not match the file name is refused")
    func idMismatch() {
        let found = error(valid, file: "subscription/other.json")
        #expect(found?.path == "id")
        #expect(found?.message.contains("subscription.other") == true)
    }

    @Test("Duplicate step ids, two actions in one step, and bad durations are refused")
    func stepProblems() {
        #expect(
            error(
                """
                {"id": "subscription.bad", "title": "t", "steps": [{"id": "a", "launch": {}}, {"id": "a", "terminate": {}}]}
                """)?.path == "steps[1].id")
        #expect(
            error(
                """
                {"id": "subscription.bad", "title": "t", "steps": [{"id": "a", "launch": {}, "terminate": {}}]}
                """)?.message.contains("2 actions") == true)
        #expect(
            error(
                """
                {"id": "subscription.bad", "title": "t", "steps": [{"id": "a", "advance": "soon"}]}
                """)?.path == "steps[0].advance")
    }

    @Test("An unknown key in given is refused with the allowed keys")
    func unknownGivenKey() {
        let found = error(
            """
            {"id": "subscription.bad", "title": "t", "given": {"appstate": "foreground"}, "steps": [{"id": "a", "launch": {}}]}
            """)
        #expect(found?.path == "given")
        #expect(found?.message.contains("unknown key \"appstate\"") == true)
    }

    @Test("An unknown requirement id is refused with its path")
    func unknownRequirement() {
        let found = error(
            """
            {"id": "subscription.bad", "title": "t", "requirements": ["CMP-001", "SUB-099"], "steps": [{"id": "a", "launch": {}}]}
            """)
        #expect(found?.path == "requirements[1]")
        #expect(found?.message.contains("SUB-099") == true)
    }

    @Test("A missing fixture is an error, not a crash")
    func missingFixture() {
        let found = error(
            """
            {"id": "subscription.bad", "title": "t", "steps": [{"id": "p", "push": {"fixture": "nope/none.json"}}]}
            """)
        #expect(found?.path == "steps[0].push.fixture")
    }

    @Test("Deeply nested scenario JSON is refused, not a stack overflow")
    func deeplyNested() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(error(deep)?.message.contains("nesting deeper") == true)
    }
}

/// The format additions: app categories, tapping the n-th button, merging keys into a fixture.
@Suite("Scenario format additions")
struct ScenarioFormatAdditionTests {
    @Test("given.appCategories, tap.actionIndex and push.merge decode")
    func decodes() throws {
        let scenario = try ScenarioDecoder { _ in Array(#"{"_ac_push": true}"#.utf8) }.decode(
            Array(
                """
                {"id": "lifecycle.x", "title": "t",
                 "given": {"appCategories": [{"id": "ORDER", "options": ["customDismissAction"],
                                              "actions": [{"id": "track", "title": "Track", "options": ["foreground"]}]}]},
                 "steps": [
                   {"id": "push", "push": {"fixture": "altcraft/a.json", "merge": {"aps": {"alert": "hi"}}}},
                   {"id": "tap", "tap": {"actionIndex": 1}}
                 ]}
                """.utf8), file: "lifecycle/x.json")
        #expect(
            scenario.given.appCategories == [
                NotificationCategory(
                    identifier: "ORDER",
                    actions: [NotificationAction(identifier: "track", title: "Track", options: [.foreground])],
                    options: [.customDismissAction])
            ])
        #expect(
            scenario.steps[0].action
                == .push(
                    .fixture(
                        name: "altcraft/a.json", payload: ["_ac_push": true], bytes: Array(#"{"_ac_push": true}"#.utf8)),
                    merge: ["aps": ["alert": "hi"]], padToBytes: nil))
        #expect(scenario.steps[1].action == .tap(notification: nil, action: "default", actionIndex: 1, text: nil))
    }

    @Test("openSettings decodes with and without a notification; other keys are refused with their path")
    func openSettings() throws {
        let scenario = try ScenarioDecoder().decode(
            Array(
                #"""
                {"id": "push-delegate.x", "title": "t", "steps": [
                  {"id": "a", "openSettings": {}}, {"id": "b", "openSettings": {"notification": "push-1"}}]}
                """#.utf8), file: "push-delegate/x.json")
        #expect(
            scenario.steps.map(\.action) == [.openSettings(notification: nil), .openSettings(notification: "push-1")])
        #expect(scenario.steps[1].action.kind.rawValue == "openSettings")
        do {
            _ = try ScenarioDecoder().decode(
                Array(
                    #"{"id": "push-delegate.x", "title": "t", "steps": [{"id": "a", "openSettings": {"push": 1}}]}"#
                        .utf8),
                file: "push-delegate/x.json")
            Issue.record("an unknown member was accepted")
        } catch {
            #expect(error.path.hasPrefix("steps[0].openSettings"))
        }
    }

    @Test("merge on raw text and action with actionIndex are refused with their paths; merge on a message is kept")
    func refusals() throws {
        func error(_ steps: String) -> ScenarioError? {
            do {
                _ = try ScenarioDecoder().decode(
                    Array(#"{"id": "lifecycle.x", "title": "t", "steps": [\#(steps)]}"#.utf8),
                    file: "lifecycle/x.json")
                return nil
            } catch { return error }
        }
        #expect(error(#"{"id": "p", "push": {"payloadText": "{}", "merge": {"a": 1}}}"#)?.path == "steps[0].push.merge")
        let merged = try ScenarioDecoder().decode(
            Array(
                #"{"id": "lifecycle.x", "title": "t", "steps": [{"id": "p", "push": {"message": {"title": "t"}, "merge": {"a": 1}}}]}"#
                    .utf8),
            file: "lifecycle/x.json")
        #expect(
            merged.steps.first?.action == .push(.message(MessageSpec(title: "t")), merge: ["a": 1], padToBytes: nil))
        #expect(error(#"{"id": "t", "tap": {"action": "x", "actionIndex": 0}}"#)?.path == "steps[0].tap.actionIndex")
        #expect(error(#"{"id": "t", "tap": {"actionIndex": -1}}"#)?.path == "steps[0].tap.actionIndex")
    }
}
