import PushConformance
import PushContract
import Testing

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

    @Test("A valid scenario decodes with its steps, capabilities and durations")
    func decodesValidScenario() throws {
        let scenario = try ScenarioDecoder().decode(Array(valid.utf8), file: "subscription/bad.json")
        #expect(scenario.id == "subscription.bad")
        #expect(scenario.facet == "subscription")
        #expect(scenario.requires == [.subscription])
        #expect(scenario.steps.map(\.id) == ["launch", "wait"])
        #expect(scenario.steps[1].action == .advance(.milliseconds(1500)))
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
        let found = error("""
            {"id": "subscription.bad", "title": "t", "steps": [{"id": "a", "launch": {}}, {"id": "b", "teleport": {}}]}
            """)
        #expect(found?.path == "steps[1].teleport")
        #expect(found?.message.contains("unknown action \"teleport\"") == true)
        #expect(found?.message.contains("subscribe") == true)
    }

    @Test("A wrong type names the exact path, the expected and the found type")
    func wrongType() {
        let found = error("""
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
        #expect(error("""
            {"id": "subscription.bad", "title": "t", "steps": [{"id": "a", "launch": {}}, {"id": "a", "terminate": {}}]}
            """)?.path == "steps[1].id")
        #expect(error("""
            {"id": "subscription.bad", "title": "t", "steps": [{"id": "a", "launch": {}, "terminate": {}}]}
            """)?.message.contains("2 actions") == true)
        #expect(error("""
            {"id": "subscription.bad", "title": "t", "steps": [{"id": "a", "advance": "soon"}]}
            """)?.path == "steps[0].advance")
    }

    @Test("An unknown key in given is refused with the allowed keys")
    func unknownGivenKey() {
        let found = error("""
            {"id": "subscription.bad", "title": "t", "given": {"appstate": "foreground"}, "steps": [{"id": "a", "launch": {}}]}
            """)
        #expect(found?.path == "given")
        #expect(found?.message.contains("unknown key \"appstate\"") == true)
    }

    @Test("A missing fixture is an error, not a crash")
    func missingFixture() {
        let found = error("""
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
