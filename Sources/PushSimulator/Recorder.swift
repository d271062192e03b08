public import PushContract

/// Collects transcript records, stamped with virtual time, the running step and the context of
/// the work running (``RecordContext``, from the clock's current origin).
public final class Recorder {
    /// Every record so far, in order.
    public private(set) var records: [TranscriptRecord] = []
    /// The step running now.
    public var currentStep = "given"
    private let clock: SimulatedClock

    /// A recorder reading time from `clock`.
    public init(clock: SimulatedClock) { self.clock = clock }

    /// Appends a record.
    public func record(_ kind: TranscriptRecord.Kind, _ body: JSONValue) {
        records.append(
            TranscriptRecord(
                time: clock.now, step: currentStep, kind: kind, body: body,
                during: RecordContext(clock.currentOrigin)))
    }

    /// Appends a system record `{"name": …, …details}`.
    public func system(_ name: SimulatorRecordName, _ details: [String: JSONValue] = [:]) {
        var body = details
        body["name"] = .string(name.rawValue)
        record(.system, .object(body))
    }
}

/// The SDK's event sink, writing `event` and `error` records.
final class RecordingEventSink: SDKEventSink {
    private let recorder: Recorder
    init(recorder: Recorder) { self.recorder = recorder }

    func emit(_ event: SDKEvent) {
        if let error = event.error {
            recorder.record(.error, error.json)
            return
        }
        var body: [String: JSONValue] = ["name": .string(event.name.rawValue)]
        if let native = event.native { body["native"] = .string(native) }
        if !event.details.isEmpty { body["details"] = .object(event.details) }
        recorder.record(.event, .object(body))
    }
}

/// `Recorder` is not `Sendable`:
/// the device and its parts are driven from one thread, step by step, as swift-nio's `EmbeddedEventLoop` is.
@available(*, unavailable)
extension Recorder: Sendable {}
