import PushContract
import PushSimulator

/// NET-001's bookkeeping (``Invariant/retryOnlyRetryable``): the requests sent so far, how each
/// was answered, and, per identical request (method, path without query, body), how many the app
/// may have asked for and how many are settled.
///
/// The transcript shows when the app called into the SDK (``TranscriptRecord/appCalls``), not
/// which call queued which request: a persisted queue sends what a call asked for long after it,
/// behind a request in flight, a retry, or a service extension that ended. So every call since
/// the identical requests were last all settled may have asked for one more of them. That is
/// generous on purpose: a single resend after unrelated calls reads as the app's own request, and
/// is caught only once the resends outnumber those calls (a retry loop), or when the app made no
/// other call.
struct RetryLedger {
    /// A request as NET-001 compares it.
    struct Request: Hashable {
        var method: String
        var path: String
        var body: JSONValue?
    }

    /// The identical requests of one episode: from the first one sent while none was open until
    /// every one of them is settled.
    struct Episode {
        /// ``TranscriptRecord/appCalls`` when the previous episode of the same request ended
        /// (0 for the first): the calls after it may each have asked for one of these requests.
        var since: Int
        /// Requests answered 2xx or failed finally.
        var settled = 0
        /// Sequence numbers sent and not yet answered.
        var inFlight: Set<Int> = []
        /// Sequence numbers that failed retryably: each waits for its retry, the next identical
        /// request sent (which takes its place).
        var awaitingRetry: Set<Int> = []

        /// Whether a request is still in flight or waiting for its retry.
        var isOpen: Bool { !inFlight.isEmpty || !awaitingRetry.isEmpty }

        /// How many of these requests the app may have asked for by `call`: one per call into the
        /// SDK since ``since``, and at least the one the SDK sent (it may send on its own).
        func asked(by call: Int) -> Int { max(1, call - since) }

        /// A request sent: it is in flight, and it is the retry of the oldest one waiting for one.
        mutating func send(_ seq: Int) {
            if let oldest = awaitingRetry.min() { awaitingRetry.remove(oldest) }
            inFlight.insert(seq)
        }
    }

    private var requests: [Int: Request] = [:]
    /// nil: no HTTP answer or 2xx; true: a retryable failure; false: a final one.
    private var retryableAnswer: [Int: Bool] = [:]
    private var finalByAdapter: Set<Int> = []
    private var settled: Set<Int> = []
    private var episodes: [Request: Episode] = [:]
    /// ``TranscriptRecord/appCalls`` when the last episode of each request ended.
    private var endedAt: [Request: Int] = [:]

    /// Records a sent request; returns the message when it retries a failure it must not retry.
    mutating func sent(_ record: TranscriptRecord) -> String? {
        guard let seq = record.body["seq"]?.integerValue, let method = record.body["method"]?.stringValue,
              let url = record.body["url"]?.stringValue else { return nil }
        let request = Request(method: method, path: Invariant.pathWithoutQuery(url), body: record.body["body"])
        requests[seq] = request
        if episodes[request]?.isOpen != true, !isFollowUp(record, of: request) {
            episodes[request] = Episode(since: endedAt[request] ?? 0)
        }
        defer { episodes[request, default: Episode(since: endedAt[request] ?? 0)].send(seq) }
        // Only a request sent while handling the failure of an identical one can be a retry.
        guard isFollowUp(record, of: request), let cause = record.origin.lineage.last else { return nil }
        let retryable = retryableAnswer[cause] == true && !finalByAdapter.contains(cause)
        guard !retryable else { return nil }
        if let episode = episodes[request], episode.settled < episode.asked(by: record.appCalls) { return nil }
        let path = request.path
        return retryableAnswer[cause] == false
            ? "request \(seq) retries \(method) \(path) after a non-retryable answer to request \(cause)"
            : "request \(seq) retries \(method) \(path) although the adapter reported request \(cause)'s failure as not retryable"
    }

    /// Whether `record` was sent while handling the failed answer to an identical request.
    private func isFollowUp(_ record: TranscriptRecord, of request: Request) -> Bool {
        guard let cause = record.origin.lineage.last, requests[cause] == request else { return false }
        return retryableAnswer[cause] != nil || finalByAdapter.contains(cause)
    }

    /// Records an answer (or a transport failure).
    mutating func answered(_ record: TranscriptRecord) {
        guard let seq = record.body["seq"]?.integerValue else { return }
        if let status = record.body["status"]?.integerValue {
            if (200..<300).contains(status) { return settle(seq, at: record.appCalls) }
            let retryable = (500..<600).contains(status) || status == 429
            retryableAnswer[seq] = retryable
            retryable ? awaitRetry(seq) : settle(seq, at: record.appCalls)
        } else {
            retryableAnswer[seq] = true
            awaitRetry(seq)
        }
    }

    /// The adapter reported the failure of request `seq` as not retryable.
    mutating func reportedFinal(_ seq: Int, at call: Int) {
        finalByAdapter.insert(seq)
        settle(seq, at: call)
    }

    private mutating func settle(_ seq: Int, at call: Int) {
        guard let request = requests[seq], settled.insert(seq).inserted, var episode = episodes[request] else { return }
        episode.settled += 1
        episode.inFlight.remove(seq)
        episode.awaitingRetry.remove(seq)
        episodes[request] = episode
        if !episode.isOpen { endedAt[request] = call }
    }

    /// A retryable failure: the request waits for its retry.
    private mutating func awaitRetry(_ seq: Int) {
        guard let request = requests[seq], !settled.contains(seq) else { return }
        episodes[request]?.inFlight.remove(seq)
        episodes[request]?.awaitingRetry.insert(seq)
    }
}
