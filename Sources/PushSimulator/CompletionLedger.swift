public import PushContract

/// Wraps every completion handler the system (or the app) hands to an adapter, counts its calls
/// and records each one, so "exactly once" can be checked: a second call is recorded with
/// `"call": 2`; one never called is a leftover.
public final class CompletionLedger {
    /// One tracked completion.
    public struct Entry: Sendable, Hashable {
        /// Sequence number.
        public var id: Int
        /// What it completes (`background-fetch`, `will-present`, `nse-content`…).
        public var kind: String
        /// The step that handed it out.
        public var step: String
        /// How often it was called.
        public var calls: Int
        /// Whether it is exempt from the leftovers check (the process that owned it died).
        public var abandoned: Bool
        /// The process it was handed to (0: the app).
        public var process: Int
    }

    /// Every completion handed out, in order.
    public private(set) var entries: [Entry] = []
    /// The ids of entries never called and not abandoned, so a process's death looks only at
    /// those, not at every completion ever handed out.
    private var uncalled: Set<Int> = []
    private let recorder: Recorder

    /// The process completions are handed to now (set by the device).
    var currentProcess: () -> Int = { ExecutionOrigin.appProcess }
    /// Called after a completion's first call is recorded (and before its `then`), with its entry
    /// (the device watches the system's completions to suspend a background app).
    var onFirstCall: (Entry) -> Void = { _ in }

    init(recorder: Recorder) { self.recorder = recorder }

    /// Wraps a completion taking a value; `describe` turns the value into transcript JSON.
    public func track<Value>(
        _ kind: String, describe: @escaping (Value) -> JSONValue,
        then: @escaping (Value) -> Void = { _ in }
    ) -> (Value) -> Void {
        let id = entries.count + 1
        entries.append(
            Entry(id: id, kind: kind, step: recorder.currentStep, calls: 0, abandoned: false, process: currentProcess())
        )
        uncalled.insert(id)
        return { [weak self] value in
            guard let self else { return }
            self.entries[id - 1].calls += 1
            self.uncalled.remove(id)
            var body: [String: JSONValue] = ["kind": .string(kind), "value": describe(value)]
            if self.entries[id - 1].calls > 1 { body["call"] = .number(Double(self.entries[id - 1].calls)) }
            self.recorder.record(.completion, .object(body))
            if self.entries[id - 1].calls == 1 {
                self.onFirstCall(self.entries[id - 1])
                then(value)
            }
        }
    }

    /// Wraps a completion without a value.
    public func track(_ kind: String, then: @escaping () -> Void = {}) -> () -> Void {
        let wrapped: (Bool) -> Void = track(kind, describe: { _ in .null }, then: { _ in then() })
        return { wrapped(true) }
    }

    /// Marks a terminated process's still-uncalled completions as abandoned.
    func abandonOutstanding(process: Int) -> [Entry] {
        var abandoned: [Entry] = []
        for id in uncalled.sorted() where entries[id - 1].process == process {
            entries[id - 1].abandoned = true
            uncalled.remove(id)
            abandoned.append(entries[id - 1])
        }
        return abandoned
    }

    /// Completions never called and not abandoned.
    public var outstanding: [Entry] { entries.filter { $0.calls == 0 && !$0.abandoned } }
}

/// `CompletionLedger` is not `Sendable`:
/// the device and its parts are driven from one thread, step by step, as swift-nio's `EmbeddedEventLoop` is.
@available(*, unavailable)
extension CompletionLedger: Sendable {}
