public import PushContract

/// What the device was doing when a record was written, as an instrumented device sees it: the
/// notification whose handling the work belongs to (the push's arrival, its presentation, its
/// response or settings request, and the work scheduled from there), the request whose answer
/// is being handled, and whether the work ran in a service extension's process.
///
/// Written as the line's `during` object (`{"answer":3,"nse":true,"push":"push-1"}`), left out
/// when empty. Each context is declared where it starts: a `push.arrived` record carries its own
/// `push`, an `answer` record its own `answer` and an `nse.started` record `nse`, so a reader
/// can tell a transcript that records contexts from one that does not.
public struct RecordContext: Sendable, Hashable {
    /// The notification id (`push-1`) whose handling the record belongs to.
    public var push: String?
    /// The sequence number of the request whose answer (or transport failure) is being handled.
    public var answer: Int?
    /// Whether the record was written by a notification service extension's process.
    public var serviceExtension: Bool

    /// The transcript key of the context object.
    public static let key = "during"

    /// Creates a context.
    public init(push: String? = nil, answer: Int? = nil, serviceExtension: Bool = false) {
        self.push = push
        self.answer = answer
        self.serviceExtension = serviceExtension
    }

    /// No context: work a scenario step started directly.
    public static let none = RecordContext()

    /// Whether nothing is known (the record is written without `during`).
    public var isEmpty: Bool { push == nil && answer == nil && !serviceExtension }

    /// The context as the `during` object: `answer`, `nse` (only when true) and `push`.
    public var json: JSONValue {
        var object: [String: JSONValue] = [:]
        if let answer { object["answer"] = .number(Double(answer)) }
        if serviceExtension { object["nse"] = true }
        if let push { object["push"] = .string(push) }
        return .object(object)
    }

    /// The keys a `during` object may hold.
    public static let knownKeys: Set<String> = ["answer", "nse", "push"]
}

extension RecordContext {
    /// The context of work with `origin`: its push as a notification id, the last request of
    /// its answer chain, and whether its process is a service extension's.
    init(_ origin: ExecutionOrigin) {
        self.init(
            push: origin.push.map { "push-\($0.push)" }, answer: origin.lineage.last,
            serviceExtension: origin.process > ExecutionOrigin.appProcess)
    }
}
