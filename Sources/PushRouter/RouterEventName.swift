public import PushContract

/// Neutral names of the events a ``PushRouter`` reports through its event sink.
public enum RouterEventName: Sendable {
    /// A call went to the adapter that claims the payload (details: entry, vendor).
    public static let routed: SDKEventName = "router.routed"
    /// No adapter claims the payload; it went to the app's unclaimed handler (details: entry).
    public static let unclaimed: SDKEventName = "router.unclaimed"
    /// Several adapters claim one payload (details: entry, vendors); the first in order got it.
    /// A broken PAY-002.
    public static let claimedBySeveral: SDKEventName = "router.claimed-by-several"
    /// The same push came again through an entry point; it was completed and not forwarded
    /// (details: entry, key).
    public static let duplicateDropped: SDKEventName = "router.duplicate-dropped"
    /// An adapter did not complete in time; the router completed with its fallback (details:
    /// entry, vendor, after).
    public static let timedOut: SDKEventName = "router.timed-out"
    /// An adapter completed after the router had already completed (late or twice); the call
    /// was swallowed (details: entry, vendor).
    public static let extraCompletionIgnored: SDKEventName = "router.extra-completion-ignored"
}
