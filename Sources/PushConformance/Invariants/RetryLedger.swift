import PushContract
import PushSimulator

/// NET-001's bookkeeping (``Invariant/retryOnlyRetryable``): the requests sent so far, how each
/// was answered, and how many identical requests (method, path without query, body) are settled.
///
/// The transcript shows when the app called into the SDK (``TranscriptRecord/appCalls``), not
/// which call asked for which request: a persisted queue sends what a call asked for long after
/// it, behind a request in flight or a retry, or after the service extension that queued it
/// ended, and several calls may queue identical requests before the first is even sent. So each
/// call so far may have asked for one more of any request, and each identical request settled
/// (2xx, or a final failure) used one of those asks. A request sent after the final failure of
/// an identical one is the app's own while fewer of them are settled than the app made calls
/// (at least one: the SDK may send on its own). That is generous on purpose: a single resend
/// after other calls passes, and a resend is caught at once when the app made no other call,
/// or once the resends outnumber the calls (a retry loop).
struct RetryLedger {
    /// A request as NET-001 compares it.
    struct Request: Hashable {
        var method: String
        var path: String
        var body: JSONValue?
    }

    private var requests: [Int: Request] = [:]
    /// nil: no HTTP answer yet, or 2xx; true: a retryable failure; false: a final one.
    private var retryableAnswer: [Int: Bool] = [:]
    private var finalByAdapter: Set<Int> = []
    private var settled: Set<Int> = []
    private var settledCount: [Request: Int] = [:]

    /// Records a sent request; returns the message when it retries a failure it must not retry.
    mutating func sent(_ record: TranscriptRecord) -> String? {
        guard let seq = record.body["seq"]?.integerValue, let method = record.body["method"]?.stringValue,
            let url = record.body["url"]?.stringValue
        else { return nil }
        let request = Request(method: method, path: Invariant.pathWithoutQuery(url), body: record.body["body"])
        requests[seq] = request
        // Only a request sent while handling the failure of an identical one can be a retry.
        guard let cause = record.origin.lineage.last, requests[cause] == request,
            retryableAnswer[cause] != nil || finalByAdapter.contains(cause)
        else { return nil }
        let retryable = retryableAnswer[cause] == true && !finalByAdapter.contains(cause)
        guard !retryable, settledCount[request, default: 0] >= max(1, record.appCalls) else { return nil }
        return retryableAnswer[cause] == false
            ? "request \(seq) retries \(method) \(request.path) after a non-retryable answer to request \(cause)"
            : "request \(seq) retries \(method) \(request.path) although the adapter reported request \(cause)'s failure as not retryable"
    }

    /// Records an answer (or a transport failure).
    mutating func answered(_ record: TranscriptRecord) {
        guard let seq = record.body["seq"]?.integerValue else { return }
        guard let status = record.body["status"]?.integerValue else {
            retryableAnswer[seq] = true
            return
        }
        if (200..<300).contains(status) { return settle(seq) }
        let retryable = (500..<600).contains(status) || status == 429
        retryableAnswer[seq] = retryable
        if !retryable { settle(seq) }
    }

    /// The adapter reported the failure of request `seq` as not retryable.
    mutating func reportedFinal(_ seq: Int) {
        finalByAdapter.insert(seq)
        settle(seq)
    }

    private mutating func settle(_ seq: Int) {
        guard let request = requests[seq], settled.insert(seq).inserted else { return }
        settledCount[request, default: 0] += 1
    }
}
