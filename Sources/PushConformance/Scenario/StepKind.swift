/// The kind of a scenario step: its action's key in scenario files (`"subscribe": {…}`), written
/// here and nowhere else. The decoder, the encoder, the explorer and the reports spell a step's
/// kind through this type.
package enum StepKind: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Cold start, or a state change of a running app.
    case launch
    /// Kill and start again.
    case relaunch
    /// Kill the app.
    case terminate
    /// Change the app's state.
    case appState
    /// The user changes permission in Settings.
    case authorization
    /// APNs issues a token or fails now.
    case deliverToken
    /// Queue server answers.
    case serverAnswers
    /// Script media downloads.
    case media
    /// Subscribe.
    case subscribe
    /// Unsubscribe.
    case unsubscribe
    /// Suspend.
    case suspend
    /// Unsuspend.
    case unsuspend
    /// A subscription status query.
    case subscriptionStatus
    /// Install a token provider.
    case tokenProvider
    /// Set the provider priority.
    case providerPriority
    /// Set or clear a manual token.
    case manualToken
    /// Ask for the current token.
    case getToken
    /// Delete a provider's token.
    case deleteToken
    /// Force a token refresh.
    case forceTokenRefresh
    /// A push arrives.
    case push
    /// Expire running service extensions.
    case expireExtension
    /// The user answers one notification, or every shown one.
    case tap
    /// The user asks for the app's notification settings.
    case openSettings
    /// Send a custom event.
    case customEvent
    /// Clear the SDK's local data.
    case clearData
    /// A live-activity operation.
    case liveActivity
    /// ActivityKit, the system or the user acts on live activities.
    case activity
    /// Time passes.
    case advance
    /// The app's own code adds notification categories while it runs.
    case appCategories
    /// The user expands a shown notification.
    case expand
    /// The device's context signal changes.
    case momentQuality
    /// The system starts or stops waking the app for background pushes.
    case backgroundWakes
    /// Every response delivered so far reaches the app again.
    case redeliverResponses

    /// Ordered by the key.
    package static func < (lhs: StepKind, rhs: StepKind) -> Bool { lhs.rawValue < rhs.rawValue }
}
