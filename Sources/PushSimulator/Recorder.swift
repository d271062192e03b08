public import PushContract

/// Collects transcript records, stamped with virtual time, the running step and the context of
/// the work running (``RecordContext``, from the clock's current origin).
public final class Recorder {
    /// Every record so far, in order.
    public private(set) var records: [TranscriptRecord] = []
    /// The step running now.
    public var currentStep = "given"
    private let clock: SimulatedClock

    /// While set, records are not kept but counted by ``mutedLabel(_:_:)`` (the end of a case
    /// lets pending work run on unrecorded: ``SimulatedDevice/finish()``).
    private(set) var mutedCounts: [String: Int]?

    /// A recorder reading time from `clock`.
    public init(clock: SimulatedClock) { self.clock = clock }

    /// Appends a record stamped now, or at `time` (the end of a case stamps its leftovers with the
    /// instant its last step ended, before the pending work ran on: ``SimulatedDevice/finish()``);
    /// while muted, counts it.
    public func record(_ kind: TranscriptRecord.Kind, _ body: JSONValue, at time: DeviceInstant? = nil) {
        if mutedCounts != nil {
            mutedCounts?[Self.mutedLabel(kind, body), default: 0] += 1
            return
        }
        records.append(
            TranscriptRecord(
                time: time ?? clock.now, step: currentStep, kind: kind, body: body,
                during: RecordContext(clock.currentOrigin)))
    }

    /// Runs `body` keeping no record, and returns how many records of each label it would have
    /// written (`system token-provider.fetch`, `http POST https://host/path`, `completion get-token`).
    func muted(_ body: () -> Void) -> [String: Int] {
        mutedCounts = [:]
        body()
        let counts = mutedCounts ?? [:]
        mutedCounts = nil
        return counts
    }

    /// A record's label while muted: its kind, then its name, kind or method and URL (query left out).
    static func mutedLabel(_ kind: TranscriptRecord.Kind, _ body: JSONValue) -> String {
        let object = body.objectValue ?? [:]
        var label = kind.rawValue
        if let method = object["method"]?.stringValue {
            let url = object["url"]?.stringValue ?? "?"
            label += " \(method) \(url.split(separator: "?", maxSplits: 1).first.map(String.init) ?? url)"
        } else if let name = object["name"]?.stringValue ?? object["kind"]?.stringValue ?? object["code"]?.stringValue {
            label += " \(name)"
        }
        return label
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
