import PushContract
import PushSimulator

/// NET-001's bookkeeping (``Invariant/retryOnlyRetryable``), from what the transcript shows:
/// every send of each request (``ObservedRequest``), how each was answered, and the calls into
/// the SDK (``AppCall``).
///
/// A send of a request after a final failure of the same request (a status other than 2xx, 5xx
/// or 429, or a failure the adapter reported as not retryable) is a retry of a final failure,
/// whoever sent it: a timer, a queue's flusher, a relaunch, or work interleaved with unrelated
/// calls. It is what the app asked for again while fewer sends of the request are settled (2xx,
/// or a final failure) than calls were made of the kinds that asked for it, each counted from
/// the step where it first did: two `subscribe` calls with the same fields, two pushes with one
/// message id, a tap delivered twice. A kind of call asks for a request when a fresh send of it
/// (not one after a failure) is made in a step with such a call. The transcript does not say
/// which call a queued request answers (a persisted queue sends the second `subscribe` when the
/// first's refusal arrives; found by `explore`, issue 26), so each such call allows one; a call
/// of another kind allows none, and the SDK's own work (sent only in steps without a call) none.
struct RetryLedger {
    /// One request's history.
    private struct History {
        /// The kinds of call that asked for it, each with the calls of its kind before the step
        /// where it first did.
        var askedBy: [String: Int] = [:]
        /// Sends settled: answered 2xx, or failed finally.
        var settled: Set<Int> = []
        /// Whether its latest outcome is a failure (retryable or final).
        var failing = false
        /// The send whose final failure is the request's latest outcome, with what made it final.
        var finalFailure: (seq: Int, reason: String)?
    }

    private var requests: [Int: ObservedRequest] = [:]
    private var history: [ObservedRequest: History] = [:]
    private var calls = AppCall.Tracker()

    /// Reads one record (every record, in order); returns the message when it is a send that
    /// retries a final failure.
    mutating func read(_ record: TranscriptRecord) -> String? {
        calls.read(record)
        switch record.kind {
        case .http:
            return sent(record)
        case .answer:
            guard let seq = record.body["seq"]?.integerValue, let request = requests[seq] else { return nil }
            switch record.answerOutcome {
            case .success:
                history[request]?.settled.insert(seq)
                history[request]?.failing = false
                history[request]?.finalFailure = nil
            case .finalFailure:
                history[request]?.settled.insert(seq)
                history[request]?.failing = true
                history[request]?.finalFailure = (
                    seq, "a non-retryable answer (HTTP \(record.body["status"]?.integerValue ?? 0))"
                )
            case .retryableFailure:
                history[request]?.failing = true
            case nil: break
            }
            return nil
        default:
            return nil
        }
    }

    /// The adapter reported the failure of the answer to request `seq` as not retryable.
    mutating func reportedFinal(_ seq: Int) {
        guard let request = requests[seq] else { return }
        history[request]?.settled.insert(seq)
        history[request]?.failing = true
        // A final answer keeps its own reason; a retryable (or successful) one becomes final here.
        if history[request]?.finalFailure?.seq != seq {
            history[request]?.finalFailure = (seq, "a failure the adapter reported as not retryable")
        }
    }

    private mutating func sent(_ record: TranscriptRecord) -> String? {
        guard let seq = record.body["seq"]?.integerValue, let request = ObservedRequest(record) else { return nil }
        requests[seq] = request
        var entry = history[request] ?? History()
        defer { history[request] = entry }
        if !entry.failing, let key = calls.current, entry.askedBy[key] == nil {
            entry.askedBy[key] = calls.countBeforeStep(key)
        }
        guard let failure = entry.finalFailure else { return nil }
        let asks = entry.askedBy.reduce(0) { total, asked in total + calls.count(asked.key) - asked.value }
        if entry.settled.count < asks {
            // A later call of a kind that asks for it asked for it again.
            entry.finalFailure = nil
            entry.failing = false
            return nil
        }
        let kinds = entry.askedBy.keys.sorted().map(AppCall.describe)
        return "request \(seq) retries \(request) after \(failure.reason) to request \(failure.seq): "
            + "no new \(kinds.isEmpty ? AppCall.describe(nil) : kinds.joined(separator: " or ")) asked for it again"
    }
}
