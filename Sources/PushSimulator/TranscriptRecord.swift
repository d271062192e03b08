public import PushContract

/// One line of a transcript: when, during which step, what kind of thing, and its details.
///
/// Serialised as a JSON object with sorted keys: `{"during":{…},"http":{…},"step":"wait","t":"5.5s"}`.
/// A record holds nothing but what its line says, so every oracle that reads records judges a
/// transcript exactly as a golden file records it (``init(json:)`` reads a line back).
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
    /// What the device was doing when it was written (`during`; empty: nothing known).
    public var during: RecordContext

    /// Creates a record.
    public init(
        time: DeviceInstant, step: String, kind: Kind, body: JSONValue, during: RecordContext = .none
    ) {
        self.time = time
        self.step = step
        self.kind = kind
        self.body = body
        self.during = during
    }

    /// The record as a JSON object.
    public var json: JSONValue { .object(Dictionary(members, uniquingKeysWith: { _, last in last })) }

    /// The name of a `system` record (nil for every other kind).
    public var systemName: SimulatorRecordName? {
        guard kind == .system, let name = body["name"]?.stringValue else { return nil }
        return SimulatorRecordName(rawValue: name)
    }

    /// The record as one canonical JSON line (no newline): ``json``'s canonical text, written
    /// without building its dictionary.
    public var line: String { JSONValue.canonicalObjectText(members) }

    /// The line's members (the writer sorts them): the kind's key, `during` when known, `step`
    /// (except for the leftovers) and `t`.
    private var members: [(key: String, value: JSONValue)] {
        var members: [(key: String, value: JSONValue)] = [(kind.rawValue, body), ("t", .string(time.description))]
        if kind != .leftovers { members.append(("step", .string(step))) }
        if !during.isEmpty { members.append((RecordContext.key, during.json)) }
        return members
    }
}
