import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports

/// The timeline: lanes × steps, the app's state, what differs, the launch routine folded.
@Suite("Scenario timeline")
struct ScenarioTimelineTests {
    /// Two vendors meet a push while the app is killed: one handles it in its extension while
    /// the app stays dead, the other is launched in the background and fetches the message.
    static let steps = [
        RunReport.Step(id: "launch", kind: "launch", action: "launch (foreground)"),
        RunReport.Step(id: "terminate", kind: "terminate", action: "terminate: the app is killed (not running)"),
        RunReport.Step(id: "push", kind: "push", action: "push msg-1 “Hi”"),
    ]
    static let scenario = RunReport.ScenarioInfo(
        id: "lifecycle.killed", facet: "lifecycle", title: "A push for a killed app",
        requirements: [RequirementID(rawValue: "R4")], requires: [], steps: steps)
    static let extensionLane = [
        #"{"step":"launch","system":{"name":"process.launched","state":"foreground"},"t":"0s"}"#,
        #"{"event":{"name":"sdk.configured","native":"200"},"step":"launch","t":"0s"}"#,
        #"{"step":"terminate","system":{"name":"process.terminated"},"t":"1s"}"#,
        #"{"step":"push","system":{"bytes":100,"claimed":true,"name":"push.arrived","push":1},"t":"1s"}"#,
        #"{"step":"push","system":{"id":"push-1","name":"nse.started"},"t":"1s"}"#,
        #"{"event":{"name":"push.received","native":"203"},"step":"push","t":"1s"}"#,
        #"{"http":{"method":"POST","seq":1,"url":"https://x.test/event/delivery"},"step":"push","t":"1s"}"#,
        #"{"answer":{"seq":1,"status":200},"step":"push","t":"1s"}"#,
        #"{"error":{"code":"authorization.denied","native":"504","retryable":true},"step":"push","t":"1s"}"#,
        #"{"leftovers":"none","t":"9s"}"#,
    ]
    static let wokenLane = [
        #"{"step":"launch","system":{"name":"process.launched","state":"foreground"},"t":"0s"}"#,
        #"{"event":{"name":"sdk.configured","native":"configure"},"step":"launch","t":"0s"}"#,
        #"{"step":"terminate","system":{"name":"process.terminated"},"t":"1s"}"#,
        #"{"step":"push","system":{"bytes":120,"claimed":true,"name":"push.arrived","push":1},"t":"1s"}"#,
        #"{"step":"push","system":{"name":"process.launched","state":"background"},"t":"1s"}"#,
        #"{"event":{"name":"sdk.configured","native":"configure"},"step":"push","t":"1s"}"#,
        #"{"event":{"name":"push.received","native":"didReceive"},"step":"push","t":"1s"}"#,
        #"{"http":{"method":"GET","seq":2,"url":"https://x.test/notification/msg-1?x=1"},"step":"push","t":"1s"}"#,
        #"{"leftovers":"none","t":"9s"}"#,
    ]

    static var cases: [RunReport.Case] {
        [
            RunReport.Case(
                vendor: "ext", scenario: scenario.id, facet: "lifecycle", outcome: .pass, golden: .matched,
                transcript: extensionLane),
            RunReport.Case(
                vendor: "woken", scenario: scenario.id, facet: "lifecycle", outcome: .pass, golden: .matched,
                transcript: wokenLane),
        ]
    }

    static func timeline() -> ScenarioTimeline {
        let readings = Dictionary(uniqueKeysWithValues: cases.map { ($0.id, TimelineReading(lines: $0.transcript)) })
        let routine = LaunchRoutine(cases: cases, readings: readings, scenarios: [scenario.id: scenario])
        return ScenarioTimeline(scenario: scenario, cases: cases, readings: readings, routine: routine)
    }

    func texts(_ cell: ScenarioTimeline.Cell) -> [String] { cell.records.map(\.record.text) }

    @Test("One row per step in scenario order, then the end; one lane per vendor; records at their step")
    func rowsAndLanes() throws {
        let timeline = Self.timeline()
        #expect(timeline.lanes == ["ext", "woken"])
        #expect(timeline.rows.map(\.step.id) == ["launch", "terminate", "push", "end"])
        let push = timeline.rows[2]
        #expect(
            texts(push.cells[0]) == [
                "push arrived (100 bytes)", "extension started push-1", "event push.received [203]",
                "POST /event/delivery", "← 200 for POST /event/delivery", "error authorization.denied [504] ↻",
            ])
        #expect(texts(push.cells[1]).contains("GET /notification/msg-1 → no answer"))
        #expect(
            timeline.rows[3].cells.map { texts($0) } == [
                ["left over at the end: none"], ["left over at the end: none"],
            ])
    }

    @Test("An answer stays where it arrived, after what came before it, and links back to its request")
    func answersWhereTheyArrived() {
        let lane = [
            #"{"step":"launch","system":{"name":"process.launched","state":"background"},"t":"0s"}"#,
            #"{"http":{"method":"POST","seq":1,"url":"https://x.test/event"},"step":"push","t":"1s"}"#,
            #"{"completion":{"kind":"background-fetch","value":"newData"},"step":"push","t":"1s"}"#,
            #"{"answer":{"seq":1,"status":200},"step":"push","t":"1s"}"#,
            #"{"http":{"method":"GET","seq":2,"url":"https://x.test/message"},"step":"push","t":"1s"}"#,
            #"{"answer":{"seq":2,"status":503},"step":"later","t":"9s"}"#,
            #"{"answer":{"seq":7,"status":200},"step":"later","t":"9s"}"#,
        ]
        let reading = TimelineReading(lines: lane)
        let push = reading.entries.filter { $0.step == "push" }.map(\.record.text)
        // The completion came before the answer: the lane says so, in transcript order.
        #expect(
            push == [
                "POST /event", "background work done: newData", "← 200 for POST /event", "GET /message",
            ])
        let later = reading.entries.filter { $0.step == "later" }.map(\.record)
        #expect(later.map(\.text) == ["← 503 for GET /message", "← 200"])
        #expect(later[0].answers == "http-2" && later[1].answers == nil)
        #expect(reading.entries.first { $0.record.text == "GET /message" }?.record.anchor == "http-2")

        var one = Self.cases[0]
        one.transcript = lane
        let readings = [one.id: reading]
        let timeline = ScenarioTimeline(
            scenario: Self.scenario, cases: [one], readings: readings,
            routine: LaunchRoutine(cases: [one], readings: readings, scenarios: [:]))
        var notes = CitationNotes()
        let html = timeline.html(vendors: [], cases: [one], findings: [], notes: &notes)
        #expect(HTMLBalance.problem(html) == nil)
        #expect(html.contains("<li id=\"l0-http-2\" class=\"r c-request"))
        #expect(
            html.contains(
                "⇄ ← 503 for GET /message <a class=\"to-request\" href=\"#l0-http-2\" title=\"its request\">↑ request</a></li>"
            ))
    }

    @Test("An answer folds into the launch routine only with its own request: the same answer to another request shows")
    func answersFoldWithTheirRequest() {
        let lane = [
            #"{"step":"launch","system":{"name":"process.launched","state":"foreground"},"t":"0s"}"#,
            #"{"http":{"method":"POST","seq":1,"url":"https://x.test/register"},"step":"launch","t":"0s"}"#,
            #"{"answer":{"body":{},"seq":1,"status":200},"step":"launch","t":"0s"}"#,
            #"{"step":"terminate","system":{"name":"process.terminated"},"t":"1s"}"#,
            #"{"step":"push","system":{"name":"process.launched","state":"background"},"t":"1s"}"#,
            #"{"http":{"method":"POST","seq":2,"url":"https://x.test/register"},"step":"push","t":"1s"}"#,
            #"{"answer":{"body":{},"seq":2,"status":200},"step":"push","t":"1s"}"#,
            #"{"http":{"method":"POST","seq":3,"url":"https://x.test/event"},"step":"push","t":"1s"}"#,
            #"{"answer":{"body":{},"seq":3,"status":200},"step":"push","t":"1s"}"#,
        ]
        var one = Self.cases[0]
        one.transcript = lane
        let readings = [one.id: TimelineReading(lines: lane)]
        let timeline = ScenarioTimeline(
            scenario: Self.scenario, cases: [one], readings: readings,
            routine: LaunchRoutine(cases: [one], readings: readings, scenarios: [Self.scenario.id: Self.scenario]))
        let push = timeline.rows.first { $0.step.id == "push" }?.cells[0].records ?? []
        let folded = push.filter(\.routine).map(\.record.text)
        let shown = push.filter { !$0.routine }.map(\.record.text)
        #expect(folded == ["POST /register", "← 200 for POST /register"])
        #expect(shown == ["app launched (background)", "POST /event", "← 200 for POST /event"])
    }

    @Test("The band follows the app: killed, then woken in the background or left dead while the extension runs")
    func states() {
        let timeline = Self.timeline()
        #expect(timeline.rows[0].cells.map(\.band) == [[.notRunning, .foreground], [.notRunning, .foreground]])
        #expect(timeline.rows[1].cells.map(\.band) == [[.foreground, .notRunning], [.foreground, .notRunning]])
        let push = timeline.rows[2]
        #expect(push.cells[0].band == [.notRunning] && push.cells[0].extensionRan)
        #expect(push.cells[1].band == [.notRunning, .background] && !push.cells[1].extensionRan)
    }

    @Test("What is not in every lane as often is marked; native codes and byte counts do not count")
    func differences() {
        let timeline = Self.timeline()
        let push = timeline.rows[2]
        #expect(push.differs)
        func marked(_ cell: ScenarioTimeline.Cell, _ text: String) -> Bool? {
            cell.records.first { $0.record.text == text }?.differs
        }
        #expect(marked(push.cells[0], "push arrived (100 bytes)") == false)
        #expect(marked(push.cells[1], "event push.received [didReceive]") == false)
        #expect(marked(push.cells[0], "extension started push-1") == true)
        #expect(marked(push.cells[1], "app launched (background)") == true)
        #expect(!timeline.rows[1].differs)
    }

    @Test("A vendor's launch routine folds wherever the app launches, and never counts as a difference")
    func routine() {
        let timeline = Self.timeline()
        let woken = timeline.rows[2].cells[1]
        let configured = woken.records.first { $0.record.text == "event sdk.configured [configure]" }
        #expect(configured?.routine == true && configured?.differs == false)
        // The launch step itself: each vendor's configure is routine, so the lanes agree.
        #expect(timeline.rows[0].cells.allSatisfy { $0.records.filter(\.routine).count == 1 })
        #expect(!timeline.rows[0].differs)
    }

    @Test("The HTML: a row per step with its kind, a lane per vendor with band, records and the folded routine")
    func html() {
        var notes = CitationNotes()
        let findings = [
            ErrorMappingFinding(
                vendor: "ext", code: "authorization.denied", native: "504", reportedRetryable: true,
                cases: 1, scenarios: ["lifecycle.killed"])
        ]
        let html = Self.timeline().html(vendors: [], cases: Self.cases, findings: findings, notes: &notes)
        #expect(HTMLBalance.problem(html) == nil)
        #expect(html.contains("<tr data-step=\"push\" data-kind=\"push\" class=\"differs\">"))
        #expect(
            html.contains(
                "<td data-vendor=\"woken\" class=\"lane st-end-background\"><div class=\"band\"><span class=\"st st-not-running\">not running</span>→<span class=\"st st-background\">background</span></div>"
            ))
        #expect(html.contains("<span class=\"st st-extension\">extension ran</span>"))
        #expect(
            html.contains("<details class=\"routine\"><summary>1 launch-routine line (as at every launch)</summary>"))
        // The contradicted error points at its note, said once.
        #expect(
            html.contains("error authorization.denied [504] ↻<sup class=\"note-ref\"><a href=\"#note-1\">[1]</a></sup>")
        )
        #expect(
            notes.texts.count == 1 && notes.texts[0].contains("the registry says authorization.denied is not retryable")
        )
    }

    @Test("A scenario page is bounded: a runaway transcript is cut, and the cut is said")
    func bounded() throws {
        var runaway = Self.cases[0]
        runaway.transcript =
            Self.extensionLane + (0..<5_000).map { #"{"event":{"name":"tick.\#($0)"},"step":"push","t":"1s"}"# }
        let report = RunReport(
            vendors: [RunReport.Vendor(id: "ext", displayName: "Ext", capabilities: [], knownDeviations: [])],
            scenarios: [Self.scenario], cases: [runaway])
        let site = HTMLComparisonSite(report, links: ReportLinks(report: "r.html", scenarioPages: "p"))
        let page = try #require(site.page(at: "p/lifecycle.killed.html"))
        #expect(page.utf8.count < 200_000)
        #expect(page.contains("more records: see the transcript"))
        #expect(page.contains("more lines: see the results file"))
    }
}
