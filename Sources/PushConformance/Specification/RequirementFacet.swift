/// A section of the specification: the part of the contract a requirement constrains.
package enum RequirementFacet: String, Sendable, Hashable, CaseIterable, Comparable {
    /// What every adapter owes the host: completions, network, errors, time, persistence, facets.
    case adapter
    /// The push delegate: token, receive and open events; foreign payloads.
    case pushDelegate = "push-delegate"
    /// The UI delegate: presentation and action events of vendor-rendered content.
    case uiDelegate = "ui-delegate"
    /// The subscription facet.
    case subscription
    /// Token providers: APNs, FCM, HMS.
    case tokenProviders = "token-providers"
    /// The notification service extension.
    case serviceExtension = "notification-service"
    /// Live activities.
    case liveActivities = "live-activities"
    /// Payloads, ownership and the wire format.
    case payload
    /// Several SDKs in one app.
    case coexistence

    /// The section heading.
    package var title: String {
        switch self {
        case .adapter: "Adapter, host and lifecycle"
        case .pushDelegate: "Push delegate"
        case .uiDelegate: "UI delegate"
        case .subscription: "Subscription"
        case .tokenProviders: "Token providers"
        case .serviceExtension: "Service extension"
        case .liveActivities: "Live activities"
        case .payload: "Payload and wire format"
        case .coexistence: "Several SDKs in one app"
        }
    }

    /// The contract types the section constrains.
    package var scope: String {
        switch self {
        case .adapter: "`PushVendor`, `PushAdapter`, `PushHost` and the custom-event and data-reset facets"
        case .pushDelegate: "`PushDelegate` and the events an adapter hands it"
        case .uiDelegate: "`UIDelegate` and the events an adapter hands it"
        case .subscription: "`SubscriptionService` and `SubscriptionState`"
        case .tokenProviders: "`TokenService`, `TokenProvider`, `DeviceToken` and `PushToken`"
        case .serviceExtension: "`NotificationServiceExtension`"
        case .liveActivities: "`LiveActivityService` and `LiveActivityToken`"
        case .payload: "`PushPayload`, `PushVendor.claims(_:)` and `PushWireFormat`"
        case .coexistence: "the notification-centre entry points shared by every SDK of an app"
        }
    }

    /// In the order the specification lists them.
    package static func < (lhs: RequirementFacet, rhs: RequirementFacet) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
