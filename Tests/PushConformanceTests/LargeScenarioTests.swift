import PushConformance
import PushContract
import PushSimulator
import PushConformanceTestSupport
import PushTestKit
import Testing

/// Scenarios at the large end of the bounds run in linear time (no timing is asserted: the
/// old quadratic cost showed as 12 s for 4,000 pushes then `tap all`).
@Suite("Large scenarios")
struct LargeScenarioTests {
    @Test("800 pushes, each 200 answered by one tap all: every notification answered once, oldest first")
    func thousandsThenTapAll() throws {
        // 200 is the most one tap all may answer (ScenarioBudget.tapAllResponses).
        var steps: [String] = []
        for round in 0..<4 {
            steps += (1...200).map {
                #"{"id": "p\#(round * 200 + $0)", "push": {"payload": {"test": true, "aps": {"alert": "n\#($0)"}}}}"#
            }
            steps.append(#"{"id": "tap-\#(round)", "tap": {"all": true}}"#)
        }
        let scenario = try inlineScenario(
            """
            {"id": "lifecycle.many", "title": "many", "steps": [
              {"id": "launch", "launch": {"state": "background"}},
              \(steps.joined(separator: ",\n"))
            ]}
            """, file: "lifecycle/many.json")
        let records = try ScenarioExecutor(vendor: TestVendor(), scenario: scenario).run()
        let answered = records.filter { $0.kind == .system && $0.body["name"] == "notification.response" }.compactMap {
            $0.body["id"]?.stringValue
        }
        #expect(answered == (1...800).map { "push-\($0)" })
        #expect(records.filter { $0.kind == .completion && $0.body["kind"] == "response" }.count == 800)
        #expect(Invariant.builtIn.flatMap { $0.check(records) }.isEmpty)
        #expect(records.last?.body == "none")
    }
}
