public import PushContract

/// One scripted server answer.
public struct ServerAnswer: Sendable, Hashable {
    /// What happens to the request.
    public enum Outcome: Sendable, Hashable {
        /// An HTTP response.
        case response(status: Int, body: JSONValue?)
        /// No HTTP answer: the connection failed (`offline`, `timeout`, `reset`…).
        case transportFailure(reason: String)
        /// No answer ever; the request stays pending (a leftover).
        case hang
    }

    /// What happens.
    public var outcome: Outcome
    /// How long the answer takes.
    public var delay: Duration
    /// Answer only a request whose URL path contains this text (nil: any request).
    public var match: String?

    /// Creates an answer.
    public init(_ outcome: Outcome, delay: Duration = .zero, match: String? = nil) {
        self.outcome = outcome
        self.delay = delay
        self.match = match
    }
}

/// The network: requests are answered from a script, in order, at virtual times.
///
/// A request takes the first queued answer whose `match` fits, else the vendor backend's answer
/// for its method and path, else the default answer, else it stays pending (reported as a leftover). Answers are delivered later, never re-entrantly.
public final class SimulatedTransport: HTTPTransport {
    /// A request the adapter sent.
    public struct SentRequest: Sendable, Hashable {
        /// Sequence number (1, 2, …) in sending order.
        public var sequence: Int
        /// The request.
        public var request: HTTPRequest
        /// Why it was sent.
        public var origin: ExecutionOrigin
        /// Whether an answer was delivered.
        public var answered: Bool
        /// Whether its process died before the answer.
        public var abandoned: Bool
    }

    /// Answers not yet used.
    public private(set) var script: [ServerAnswer] = []
    /// The vendor's declared ordinary answers, used when the script has none for a request
    /// (before ``defaultAnswer``).
    public var backend: VendorBackend = .neutral
    /// The answer used when neither the script nor ``backend`` has one; nil leaves it pending.
    public var defaultAnswer: ServerAnswer?
    /// Every request sent, in order.
    public private(set) var sent: [SentRequest] = []
    /// The sequence numbers of requests neither answered nor abandoned, so a process's death
    /// looks only at those, not at every request ever sent.
    private var pending: Set<Int> = []

    private let clock: SimulatedClock
    private let recorder: Recorder

    init(clock: SimulatedClock, recorder: Recorder) {
        self.clock = clock
        self.recorder = recorder
    }

    /// Each scripted answer's `match` as an index into ``patterns`` (-1: matches every path),
    /// parallel to ``script``: a request tests each distinct pattern once, then scans integers,
    /// so 2,000 queued answers that match nothing cost little per request.
    private var scriptPatterns: [Int] = []
    /// The distinct `match` texts of the script, in the order first queued.
    private var patterns: [String] = []
    private var patternIndex: [String: Int] = [:]

    /// Appends scripted answers.
    public func enqueue(_ answers: [ServerAnswer]) {
        script += answers
        for answer in answers {
            guard let match = answer.match else {
                scriptPatterns.append(-1)
                continue
            }
            if let known = patternIndex[match] {
                scriptPatterns.append(known)
            } else {
                patternIndex[match] = patterns.count
                scriptPatterns.append(patterns.count)
                patterns.append(match)
            }
        }
    }

    /// The first scripted answer whose `match` the path contains (or that has none).
    private func scriptedAnswerIndex(for path: String) -> Int? {
        guard !script.isEmpty else { return nil }
        let fits = patterns.map { path.contains($0) }
        return scriptPatterns.firstIndex { $0 < 0 || fits[$0] }
    }

    /// Sends a request.
    public func send(_ request: HTTPRequest, completion: @escaping (Result<HTTPResponse, PushError>) -> Void) {
        let sequence = sent.count + 1
        let origin = clock.currentOrigin
        sent.append(
            SentRequest(sequence: sequence, request: request, origin: origin, answered: false, abandoned: false))
        pending.insert(sequence)
        var body = request.json.objectValue ?? [:]
        body["seq"] = .number(Double(sequence))
        recorder.record(.http, .object(body))

        let answer: ServerAnswer?
        if let index = scriptedAnswerIndex(for: request.path) {
            scriptPatterns.remove(at: index)
            answer = script.remove(at: index)
        } else if let declared = backend.answer(method: request.method, path: request.path) {
            answer = ServerAnswer(.response(status: declared.status, body: declared.body))
        } else {
            answer = defaultAnswer
        }
        guard let answer else { return }
        let responseOrigin = ExecutionOrigin(
            push: origin.push, lineage: origin.lineage + [sequence], process: origin.process)
        switch answer.outcome {
        case .hang:
            return
        case .response(let status, let responseBody):
            clock.enqueue(at: clock.instant(after: answer.delay), origin: responseOrigin) { [weak self] in
                guard let self else { return }
                self.markAnswered(sequence)
                var details: [String: JSONValue] = [
                    "seq": .number(Double(sequence)), "status": .number(Double(status)),
                ]
                if let responseBody { details["body"] = responseBody }
                self.recorder.record(.answer, .object(details))
                completion(.success(HTTPResponse(status: status, body: responseBody)))
            }
        case .transportFailure(let reason):
            clock.enqueue(at: clock.instant(after: answer.delay), origin: responseOrigin) { [weak self] in
                guard let self else { return }
                self.markAnswered(sequence)
                self.recorder.record(.answer, ["seq": .number(Double(sequence)), "failure": .string(reason)])
                completion(
                    .failure(
                        PushError(
                            .transportFailure, retryable: true,
                            message: "the request got no HTTP answer (\(reason))",
                            details: ["reason": .string(reason)])))
            }
        }
    }

    private func markAnswered(_ sequence: Int) {
        sent[sequence - 1].answered = true
        pending.remove(sequence)
    }

    /// Marks the unanswered requests of a process as abandoned (it died); returns them, in
    /// sending order. Looks at pending requests only: linear in them, not in every request sent.
    func abandonOutstanding(process: Int) -> [SentRequest] {
        var abandoned: [SentRequest] = []
        for sequence in pending.sorted() where sent[sequence - 1].origin.process == process {
            sent[sequence - 1].abandoned = true
            pending.remove(sequence)
            abandoned.append(sent[sequence - 1])
        }
        return abandoned
    }

    /// Requests still waiting for an answer.
    public var outstanding: [SentRequest] { sent.filter { !$0.answered && !$0.abandoned } }
}

/// `SimulatedTransport` is not `Sendable`:
/// the device and its parts are driven from one thread, step by step, as swift-nio's `EmbeddedEventLoop` is.
@available(*, unavailable)
extension SimulatedTransport: Sendable {}
