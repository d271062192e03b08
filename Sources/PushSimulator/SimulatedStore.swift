public import PushContract

/// A key-value store shared by the app and its extension; it lives on the device, so it
/// survives a relaunch.
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
}
