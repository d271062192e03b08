/// Which subscription a status query asks about.
public enum SubscriptionStatusQuery: Sendable, Hashable {
    /// The profile's most recent subscription.
    case latest
    /// The most recent subscription for a provider (nil: the current one).
    case latestForProvider(String?)
    /// The subscription matching the current token and provider.
    case current
}
