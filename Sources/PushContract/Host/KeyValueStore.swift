/// Persistent storage shared by the app and its extensions (an App Group), surviving relaunch.
///
/// Implementation requirements: writes are durable as soon as `set` returns; a relaunch of the
/// app (or a new extension process) sees every value written before it.
public protocol KeyValueStore: AnyObject {
    /// The value stored under `key`.
    func value(forKey key: String) -> JSONValue?
    /// Stores a value; `nil` removes it.
    func set(_ value: JSONValue?, forKey key: String)
    /// Every key, sorted.
    var keys: [String] { get }
}
