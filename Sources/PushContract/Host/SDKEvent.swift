/// Something an SDK reports about itself: a step it took, or an error, with its native code.
///
/// Altcraft's numbered events are the model: `230 subscribe request succeeded`, `530 subscribe
/// request failed (retryable)`. Every adapter reports through this one value, so the transcript
/// shows neutral names beside native codes.
public struct SDKEvent: Sendable, Hashable {
    /// The neutral event name, e.g. `subscription.request-succeeded` (ignored for errors, which use
    /// the error's code).
    public var name: SDKEventName
    /// The vendor's native code or name.
    public var native: String?
    /// Structured details.
    public var details: [String: JSONValue]
    /// Set when the event is an error.
    public var error: PushError?

    /// An informational event.
    public init(_ name: SDKEventName, native: String? = nil, details: [String: JSONValue] = [:]) {
        self.name = name
        self.native = native
        self.details = details
        self.error = nil
    }

    /// An error event.
    public init(error: PushError) {
        self.name = SDKEventName(error.code)
        self.native = error.native
        self.details = [:]
        self.error = error
    }
}
