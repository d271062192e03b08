extension ScenarioStep.Action {
    /// Whether the step hands the SDK new work: a facet call, a push, a tap or a redelivered
    /// response. The executor counts these (``TranscriptRecord/appCalls``) so that NET-001 can
    /// tell a request the app asked for again from a retry. Launches, app states, permission and
    /// token changes, server and media scripts and time are not: they resume or shape work the
    /// app asked for before, they ask for none.
    public var isAppCall: Bool {
        switch self {
        case .subscribe, .unsubscribe, .suspend, .unsuspend, .subscriptionStatus, .providerPriority, .manualToken, .getToken,
             .deleteToken, .forceTokenRefresh, .push, .tap, .tapAll, .openSettings, .customEvent, .clearData, .liveActivity,
             .redeliverResponses:
            return true
        case .launch, .relaunch, .terminate, .appState, .authorization, .deliverToken, .serverAnswers, .media, .tokenProvider,
             .expireExtension, .advance, .expand, .momentQuality, .backgroundWakes:
            return false
        }
    }
}
