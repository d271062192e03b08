public import PushContract

/// One line of a transcript: when, during which step, what kind of thing, and its details.
///
/// Serialised as a JSON object with sorted keys: `{"t":"5.5s","step":"wait","http":{…}}`. The
/// ``origin`` is kept for the invariants and never written to goldens.
public struct TranscriptRecord: Sendable, Hashable {
    /// Kinds of record; the raw value is the JSON key.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// An HTTP request the adapter sent.
        case http
        /// An HTTP answer (or transport failure) delivered to the adapter.
        case answer
        /// A media download started or finished.
        case media
        /// An informational SDK event.
        case event
        /// An error the SDK reported.
        case error
        /// A push delegate event.
        case delegate
        /// A UI delegate event.
        case ui
        /// A system completion handler was called.
        case completion
        /// Something the simulated system did (permission asked, notification shown, URL opened…).
        case system
        /// The end-of-scenario leftovers check.
        case leftovers
    }

    /// The virtual time.
    public var time: DeviceInstant
    /// The scenario step running when it happened.
    public var step: String
    /// What kind of record.
    public var kind: Kind
    /// The details.
    public var body: JSONValue
    /// Why it happened (not serialised).
    public var origin: ExecutionOrigin
    /// How many times the app (a facet call) or the system (a push, a response) had called into
    /// the SDK with new work when this was recorded (``Recorder/countAppCall()``; not
    /// serialised). NET-001 reads it: a request the app asked for again is not a retry.
    public var appCalls: Int

    /// Creates a record.
    public init(
        time: DeviceInstant, step: String, kind: Kind, body: JSONValue, origin: ExecutionOrigin = .step,
        appCalls: Int = 0
    ) {
        self.time = time
        self.step = step
        self.kind = kind
        self.body = body
        self.origin = origin
        self.appCalls = appCalls
    }

    /// The record as a JSON object.
    public var json: JSONValue {
        if kind == .leftovers { return ["t": .string(time.description), "leftovers": body] }
        return .object(["t": .string(time.description), "step": .string(step), kind.rawValue: body])
    }

    /// The name of a `system` record (nil for every other kind).
    public var systemName: SimulatorRecordName? {
        guard kind == .system, let name = body["name"]?.stringValue else { return nil }
        return SimulatorRecordName(rawValue: name)
    }

    /// The record as one canonical JSON line (no newline): ``json``'s canonical text, written
    /// without building its dictionary.
    public var line: String {
        // Given in key order, so nothing is sorted: every kind's name sorts before "step" except
        // "system" (between "step" and "t") and "ui" (after "t").
        let time = JSONValue.string(time.description)
        switch kind {
        case .leftovers: return JSONValue.canonicalObjectText([("leftovers", body), ("t", time)])
        case .system: return JSONValue.canonicalObjectText([("step", .string(step)), ("system", body), ("t", time)])
        case .ui: return JSONValue.canonicalObjectText([("step", .string(step)), ("t", time), ("ui", body)])
        case .http, .answer, .media, .event, .error, .delegate, .completion:
            return JSONValue.canonicalObjectText([(kind.rawValue, body), ("step", .string(step)), ("t", time)])
        }
    }
}
