import PushContract
import PushSimulator

/// NET-001's bookkeeping (``Invariant/retryOnlyRetryable``): the requests sent so far, how each
/// was answered, and, per identical request (method, path without query, body), how many the app
/// may have asked for and how many are settled.
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
        /// ``TranscriptRecord/appCalls`` when the episode's first request was sent.
        var firstCall: Int
        /// Requests answered 2xx or failed finally.
        var settled = 0
        /// Sequence numbers sent and not yet answered.
        var inFlight: Set<Int> = []
        /// Sequence numbers that failed retryably: each waits for its retry, the next identical
        /// request sent (which takes its place).
        var awaitingRetry: Set<Int> = []

        /// Whether a request is still in flight or waiting for its retry.
        var isOpen: Bool { !inFlight.isEmpty || !awaitingRetry.isEmpty }

        /// How many of these requests the app may have asked for by `call`: the first, plus one
        /// per call into the SDK since.
        func asked(by call: Int) -> Int { 1 + max(0, call - firstCall) }

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

    /// Records a sent request; returns the message when it retries a failure it must not retry.
    mutating func sent(_ record: TranscriptRecord) -> String? {
        guard let seq = record.body["seq"]?.integerValue, let method = record.body["method"]?.stringValue,
              let url = record.body["url"]?.stringValue else { return nil }
        let request = Request(method: method, path: Invariant.pathWithoutQuery(url), body: record.body["body"])
        requests[seq] = request
        defer { episodes[request, default: Episode(firstCall: record.appCalls)].send(seq) }
        // Only a request sent while handling the failure of an identical one can be a retry.
        guard let cause = record.origin.lineage.last, requests[cause] == request,
              retryableAnswer[cause] != nil || finalByAdapter.contains(cause) else {
            if episodes[request]?.isOpen == false { episodes[request] = Episode(firstCall: record.appCalls) }
            return nil
        }
        let retryable = retryableAnswer[cause] == true && !finalByAdapter.contains(cause)
        guard !retryable else { return nil }
        if let episode = episodes[request], episode.settled < episode.asked(by: record.appCalls) { return nil }
        let path = request.path
        return retryableAnswer[cause] == false
            ? "request \(seq) retries \(method) \(path) after a non-retryable answer to request \(cause)"
            : "request \(seq) retries \(method) \(path) although the adapter reported request \(cause)'s failure as not retryable"
    }

    /// Records an answer (or a transport failure).
    mutating func answered(_ record: TranscriptRecord) {
        guard let seq = record.body["seq"]?.integerValue else { return }
        if let status = record.body["status"]?.integerValue {
            if (200..<300).contains(status) { return settle(seq) }
            let retryable = (500..<600).contains(status) || status == 429
            retryableAnswer[seq] = retryable
            retryable ? awaitRetry(seq) : settle(seq)
        } else {
            retryableAnswer[seq] = true
            awaitRetry(seq)
        }
    }

    /// The adapter reported the failure of request `seq` as not retryable.
    mutating func reportedFinal(_ seq: Int) {
        finalByAdapter.insert(seq)
        settle(seq)
    }

    private mutating func settle(_ seq: Int) {
        guard let request = requests[seq], settled.insert(seq).inserted else { return }
        episodes[request]?.settled += 1
        episodes[request]?.inFlight.remove(seq)
        episodes[request]?.awaitingRetry.remove(seq)
    }

    /// A retryable failure: the request waits for its retry.
    private mutating func awaitRetry(_ seq: Int) {
        guard let request = requests[seq], !settled.contains(seq) else { return }
        episodes[request]?.inFlight.remove(seq)
        episodes[request]?.awaitingRetry.insert(seq)
    }
}
