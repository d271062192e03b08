public import PushContract

/// A key-value store shared by the app and its extension; it lives on the device, so it
/// survives a relaunch.
///
/// Transcripts show what the vendor keeps here by key and ``digest(of:)`` only, never the values
/// themselves (a token or a user id stays out of every golden, and a changed value still shows).
public final class SimulatedStore: KeyValueStore {
    private var values: [String: JSONValue] = [:]

    /// An empty store.
    public init() {}

    /// The stored value.
    public func value(forKey key: String) -> JSONValue? { values[key] }

    /// Stores or removes a value.
    public func set(_ value: JSONValue?, forKey key: String) { values[key] = value }

    /// Every key, sorted.
    public var keys: [String] { values.keys.sorted() }

    /// The whole store as one JSON object.
    public var snapshot: JSONValue { .object(values) }

    /// Every key with the ``digest(of:)`` of its value.
    public var digests: [String: String] { values.mapValues(Self.digest(of:)) }

    /// Eight lower-case hex digits naming a value without showing it: the 32-bit FNV-1a hash of
    /// its canonical JSON text (sorted keys), so equal values always have equal digests, on
    /// every machine and run.
    public static func digest(of value: JSONValue) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in value.canonicalBytes {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}

/// `SimulatedStore` is not `Sendable`:
/// the device and its parts are driven from one thread, step by step, as swift-nio's `EmbeddedEventLoop` is.
@available(*, unavailable)
extension SimulatedStore: Sendable {}
