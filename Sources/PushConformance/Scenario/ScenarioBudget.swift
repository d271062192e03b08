import PushContract

/// What one scenario may make the simulator do in all (Conformance/README.md, "Budget").
///
/// ``ScenarioBounds`` bounds every number; this bounds what the steps multiply: 10,000 pushes
/// each padded to 1 MiB, or 600 redeliveries of 300 responses each, are inside every bound and
/// would still take minutes. A scenario over a static budget is refused when it loads, with the
/// file, the JSON path of the step that crosses it and the budget's name; what only running can
/// tell (the records and bytes a case writes, the work its adapter schedules) stops the case with an
/// execution error naming the budget. Together they keep every scenario the loader accepts
/// under 5 s of CPU per vendor in a debug build (the worst cases are generated in the tests).
package enum ScenarioBudget {
    /// Bytes all `padToBytes` of a scenario add up to (4 MiB: four pushes at the 1 MiB bound).
    package static let paddedBytes = 4 * 1_048_576
    /// Responses handed to the app again over all `redeliverResponses` steps. Each such step
    /// redelivers the responses delivered since the one before, so the loader counts, for each,
    /// one response per `tap` step since the one before, and for a `tap all` since then one per
    /// push after the `tap all` before it (``eachVendorPushes`` for a push encoded by each vendor).
    /// 10,000 through the router (every vendor behind it) took 8.4–9.6 s of CPU: 5,000 take about 4.
    package static let redeliveries = 5_000
    /// Server answers queued over all `serverAnswers` steps (a request looks through the queue
    /// for the first answer whose `match` fits it).
    package static let serverAnswers = 2_000
    /// How many pushes an `eachVendor` push counts as (one per vendor behind the router).
    package static let eachVendorPushes = 16
    /// Notifications one `tap all` answers at one instant: the pushes since the `tap all` before it,
    /// less those tapped one by one (``eachVendorPushes`` for a push encoded by each vendor).
    /// Thousands of opens at one instant make an SDK that keeps a persisted queue of open events
    /// (Altcraft) rewrite the whole queue for each: 2,997 cost 40 s of CPU.
    package static let tapAllResponses = 200
    /// Transcript records one case may write; past it the case stops, errored.
    package static let records = 200_000
    /// Bytes of transcript (canonical JSON lines) one case may write; past it the case stops,
    /// errored. 24 MiB holds every generated worst case (the largest, the router's 10,000
    /// redeliveries, wrote 11.6 MB before ``redeliveries`` was halved); records that grow with every step (a category set
    /// registered again, whole, for each push) cross it long before the 78 MB they once wrote.
    package static let transcriptBytes = 24 * 1_048_576
    /// Pieces of scheduled work (timers, answers, deliveries) one case may run; past it the case
    /// stops, errored. A scenario citing EXP-002 runs with the explorer's smaller budget instead.
    package static let scheduledWork = 1_000_000

    /// Transcript records all the expectations of one case may read: each expectation reads each
    /// record once, so a scenario states at most `expectationChecks / records` (``expectations``)
    /// of them, refused at load past that.
    package static let expectationChecks = 10_000_000
    /// The most expectations one scenario may state (``expectationChecks`` / ``records``).
    package static var expectations: Int { expectationChecks / records }
    /// Violations one case keeps with their messages, per list (its MUST violations, its SHOULD
    /// warnings, the findings of each known deviation) and per expectation; the rest are counted
    /// in one last entry, never stored: 2 million broken expectation checks once held 2.4 GB.
    package static let violationsKept = 100

    /// Refuses more expectations than ``expectations``, at the `expect` array.
    static func checkExpectations(_ count: Int, at cursor: JSONCursor) throws(ScenarioError) {
        guard count > expectations else { return }
        throw cursor.error(
            "\(count) expectations would read each of up to \(records) transcript records \(count) times; the budget is "
                + "\(expectationChecks) record checks per case (ScenarioBudget.expectationChecks): state at most "
                + "\(expectations) expectations")
    }

    /// `violations` with at most ``violationsKept`` kept; past it, one last entry (the first one
    /// left out, its message replaced) counts the rest by requirement.
    package static func kept(_ violations: [Violation]) -> [Violation] {
        guard violations.count > violationsKept else { return violations }
        let rest = violations[violationsKept...]
        var counts: [RequirementID: Int] = [:]
        for violation in rest { counts[violation.invariant, default: 0] += 1 }
        var summary = rest[rest.startIndex]
        summary.message =
            "\(rest.count) more findings, counted, not kept (ScenarioBudget.violationsKept): "
            + counts.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key) ×\($0.value)" }.joined(
                separator: ", ")
        return Array(violations.prefix(violationsKept)) + [summary]
    }

    /// Refuses steps whose totals cross a static budget, naming the step that crosses it.
    static func check(_ steps: [ScenarioStep], at cursors: [JSONCursor]) throws(ScenarioError) {
        var padded = 0, answers = 0, redelivered = 0
        // Responses delivered since the last redelivery; pushes since the last `tap all` (the
        // notifications it can answer: one before it answered every one shown).
        var responses = 0, unanswered = 0
        for (step, cursor) in zip(steps, cursors) {
            switch step.action {
            case .push(let source, _, let pad, _):
                if case .eachVendor = source { unanswered += eachVendorPushes } else { unanswered += 1 }
                guard let pad else { continue }
                padded += pad
                if padded > paddedBytes {
                    throw cursor.child("push").child("padToBytes").error(
                        "the pushes up to here pad to \(padded) bytes in all; the budget is \(paddedBytes) bytes per scenario "
                            + "(ScenarioBudget.paddedBytes): pad fewer pushes")
                }
            case .serverAnswers(let list):
                answers += list.count
                if answers > serverAnswers {
                    throw cursor.child("serverAnswers").error(
                        "the steps up to here queue \(answers) server answers in all; the budget is \(serverAnswers) per scenario "
                            + "(ScenarioBudget.serverAnswers)")
                }
            case .tap: (responses, unanswered) = (responses + 1, max(0, unanswered - 1))
            case .tapAll:
                if unanswered > tapAllResponses {
                    throw cursor.child("tap").child("all").error(
                        "this tap all answers the \(unanswered) notifications pushed since the one before; the budget is "
                            + "\(tapAllResponses) per tap all (ScenarioBudget.tapAllResponses): tap all more often")
                }
                (responses, unanswered) = (responses + unanswered, 0)
            case .redeliverResponses:
                (redelivered, responses) = (redelivered + responses, 0)
                if redelivered > redeliveries {
                    throw cursor.child("redeliverResponses").error(
                        "the redeliverResponses steps up to here can hand the app \(redelivered) responses again in all; the budget "
                            + "is \(redeliveries) per scenario (ScenarioBudget.redeliveries): redeliver fewer taps")
                }
            default:
                continue
            }
        }
    }
}
