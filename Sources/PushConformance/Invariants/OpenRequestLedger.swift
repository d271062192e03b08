import PushContract
import PushSimulator

/// DEL-004's count of the open reports the network saw (``Invariant/oneOpenPerTap``): the
/// requests (other than `GET`) an SDK sent for a push while handling a tap on it, each counted
/// per tap, whoever sends it again (a later launch's resend pass, a queue, another entry point).
///
/// A request is a tap's report when its first send was made for a push (`during.push`) and the
/// latest call about that push was a tap (``AppCall/Tracker/asker(ofSent:)``): an open event, an
/// Influenced event, a reply. Each send of it after a 2xx answer to an earlier send, when no new
/// tap on the push came, reports the tap again: the server counted it once and is told again. A
/// send after a failure (no answer, a 5xx, a 429, a refusal) or while an earlier send is
/// unanswered (in flight when the app was terminated) is a retry of the one report, which NET-001
/// and EXP-006 judge. Taps are `notification.response` records other than dismissals; a
/// redelivered response is not a tap.
struct OpenRequestLedger {
    private var calls: AppCall.Tracker
    /// Taps on each notification so far.
    private var taps: [String: Int] = [:]
    /// Each time the system handed a tap's response to the app (a redelivery included).
    private var deliveries: [String: Int] = [:]
    /// Each tap's report, with the notifications it was made for (a body that names no push is
    /// the same report for every push tapped).
    private var reportOf: [ObservedRequest: Set<String>] = [:]
    /// Sends of each report that reported the tap anew (its first, and each after a 2xx).
    private var reported: [ObservedRequest: Int] = [:]
    /// Reports whose latest send is unanswered or failed: the next send retries it.
    private var owed: Set<ObservedRequest> = []
    /// Each send's request, by sequence number.
    private var requests: [Int: ObservedRequest] = [:]
    /// The sequence number of each report's latest 2xx answer.
    private var succeeded: [ObservedRequest: Int] = [:]

    /// A ledger for a transcript that does (or does not) record push contexts.
    init(attributes: Bool) { calls = AppCall.Tracker(attributes: attributes) }

    /// Reads one record (every record, in order); returns a message when it is a send that
    /// reports a tap again after its report was answered with a 2xx, with
    /// ``ViolationMechanism/openPerDelivery`` when the system handed the tap's response to the
    /// app at least as often as the tap is reported (a redelivery the SDK took for a new tap).
    mutating func read(_ record: TranscriptRecord) -> (message: String, mechanism: ViolationMechanism?)? {
        calls.read(record)
        if let id = record.tappedNotification {
            deliveries[id, default: 0] += 1
            if record.systemName == .notificationResponse { taps[id, default: 0] += 1 }
        }
        switch record.kind {
        case .http:
            return sent(record)
        case .answer:
            guard let seq = record.body["seq"]?.integerValue, let request = requests[seq],
                reportOf[request] != nil
            else { return nil }
            if record.answerOutcome == .success {
                owed.remove(request)
                succeeded[request] = seq
            } else {
                owed.insert(request)
            }
            return nil
        default:
            return nil
        }
    }

    private mutating func sent(_ record: TranscriptRecord) -> (message: String, mechanism: ViolationMechanism?)? {
        guard let seq = record.body["seq"]?.integerValue, let request = ObservedRequest(record) else { return nil }
        let asker = calls.asker(ofSent: record)
        requests[seq] = request
        guard request.method != "GET" else { return nil }
        if let asker, asker.key == "response", let push = asker.notification, record.during.push == push,
            taps[push, default: 0] > 0
        {
            reportOf[request, default: []].insert(push)
        }
        guard let pushes = reportOf[request], !owed.contains(request) else { return nil }
        owed.insert(request)
        let count = reported[request, default: 0] + 1
        reported[request] = count
        let allowed = pushes.reduce(0) { $0 + taps[$1, default: 0] }
        guard count > allowed else { return nil }
        let push = pushes.sorted().map(Invariant.pushLabel).joined(separator: ", ")
        let earlier = succeeded[request].map { " after request \($0) was answered with a 2xx" } ?? ""
        return (
            "request \(seq) sends \(request), made while handling a tap on \(push), again\(earlier): "
                + "the tap is reported \(count) times for \(allowed) tap\(allowed == 1 ? "" : "s")",
            count <= pushes.reduce(0) { $0 + deliveries[$1, default: 0] } ? .openPerDelivery : nil
        )
    }
}
