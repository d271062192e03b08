import PushConformance
import PushContract

/// One scenario's cases side by side: one lane per vendor that ran it, one row per step, each
/// record at its step with the app's state as a band. Within a row, a record whose words (native
/// codes aside) do not appear as often in every lane is marked as differing; records of a
/// vendor's launch routine (``LaunchRoutine``) that follow an app launch are folded and never
/// count as a difference.
struct ScenarioTimeline: Sendable {
    /// A record as a lane shows it.
    struct Shown: Sendable, Hashable {
        /// The record.
        var record: TimelineRecord
        /// Not in every lane as often as here.
        var differs: Bool
        /// Part of the vendor's launch routine, after a launch in this step: folded.
        var routine: Bool
    }

    /// One lane's part of one step.
    struct Cell: Sendable, Hashable {
        /// The app's state when the step began.
        var startState: AppState
        /// The states it went through in the step, in order, each once in a row.
        var states: [AppState]
        /// Whether the service extension started in the step.
        var extensionRan = false
        /// The records, in transcript order.
        var records: [Shown] = []
        /// Records left out past ``ScenarioTimeline/recordLimit``.
        var cutRecords = 0

        /// The state at the end of the step.
        var endState: AppState { states.last ?? startState }
        /// Start state and the states after it, as a band reads them.
        var band: [AppState] { states.first == startState ? states : [startState] + states }
    }

    /// One step.
    struct Row: Sendable, Hashable {
        /// The step (kind and action unknown for a step only a transcript names).
        var step: RunReport.Step
        /// The time of its first record in any lane.
        var time: String?
        /// One cell per lane.
        var cells: [Cell]
        /// Some record or the app's states differ between lanes.
        var differs: Bool
        /// No lane recorded anything in it.
        var quiet: Bool { cells.allSatisfy { $0.records.isEmpty } }
    }

    /// The most records one cell shows (a runaway transcript stays a bounded page).
    static let recordLimit = 300

    /// The vendors that ran the scenario, in report order.
    var lanes: [String]
    /// The rows, in step order, with an `end` row for what was left over.
    var rows: [Row]

    /// The timeline of one scenario's applicable cases (in lane order), from their readings.
    init(
        scenario: RunReport.ScenarioInfo, cases: [RunReport.Case], readings: [String: TimelineReading],
        routine: LaunchRoutine
    ) {
        lanes = cases.map(\.vendor)
        var steps = scenario.steps
        var known = Set(steps.map(\.id))
        for entry in cases {
            for item in readings[entry.id]?.entries ?? [] {
                if let step = item.step, known.insert(step).inserted {
                    steps.append(RunReport.Step(id: step, kind: "", action: ""))
                }
            }
        }
        let endStep = RunReport.Step(id: "end", kind: "", action: "after the last step: what was left over")
        var grouped: [[String?: [TimelineReading.Entry]]] = []
        for entry in cases {
            grouped.append(Dictionary(grouping: readings[entry.id]?.entries ?? [], by: \.step))
        }
        var states = Array(repeating: AppState.notRunning, count: cases.count)
        var built: [Row] = []
        for step in steps.map(Optional.some) + [nil] {
            var cells: [Cell] = []
            var time: String?
            for (lane, entry) in cases.enumerated() {
                var cell = Cell(startState: states[lane], states: [])
                var launched = false
                for item in grouped[lane][step?.id] ?? [] {
                    time = time ?? item.time
                    if item.record.category == .app, item.record.text.hasPrefix("app launched") { launched = true }
                    if item.record.category == .serviceExtension, item.record.key == "extension started" {
                        cell.extensionRan = true
                    }
                    if cell.band.last != item.state { cell.states.append(item.state) }
                    guard cell.records.count < Self.recordLimit else {
                        cell.cutRecords += 1
                        continue
                    }
                    let folded = launched && routine.contains(item.record, vendor: entry.vendor)
                    cell.records.append(Shown(record: item.record, differs: false, routine: folded))
                }
                states[lane] = cell.endState
                cells.append(cell)
            }
            if step == nil, cells.allSatisfy({ $0.records.isEmpty }) { continue }
            built.append(Self.marked(Row(step: step ?? endStep, time: time, cells: cells, differs: false)))
        }
        rows = built
    }

    /// The row with its differing records marked: a record's words (routine aside) must appear
    /// as often in every lane, and the lanes must go through the same states.
    private static func marked(_ row: Row) -> Row {
        var row = row
        guard row.cells.count > 1 else { return row }
        var counts: [[String: Int]] = []
        for cell in row.cells {
            var perKey: [String: Int] = [:]
            for shown in cell.records where !shown.routine { perKey[shown.record.key, default: 0] += 1 }
            counts.append(perKey)
        }
        var differs = Set(row.cells.map(\.band)).count > 1
        for lane in row.cells.indices {
            for index in row.cells[lane].records.indices where !row.cells[lane].records[index].routine {
                let key = row.cells[lane].records[index].record.key
                let mine = counts[lane][key] ?? 0
                if counts.contains(where: { ($0[key] ?? 0) != mine }) {
                    row.cells[lane].records[index].differs = true
                    differs = true
                }
            }
        }
        row.differs = differs
        return row
    }
}
