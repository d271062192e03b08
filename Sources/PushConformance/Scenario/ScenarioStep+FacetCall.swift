package import PushContract

extension ScenarioStep.Action {
    /// The facet call the step makes, as the transcript's `app.called` record names it
    /// (`subscription.subscribe`, `customEvents.track`…): the app asking the SDK for new work.
    /// Nil for every other step: the system's calls into the SDK show as records of their own
    /// (`push.arrived`, `notification.response`, `notification.response-redelivered`,
    /// `settings.open-requested`, `remote-registration.token`). NET-001, NET-003, NET-004 and
    /// RST-001 read them: a request sent again after one of them may be what it asked for.
    package var facetCall: String? {
        switch self {
        case .subscribe: return "subscription.subscribe"
        case .unsubscribe: return "subscription.unsubscribe"
        case .suspend: return "subscription.suspend"
        case .unsuspend: return "subscription.unsuspend"
        case .subscriptionStatus: return "subscription.status"
        case .providerPriority: return "tokens.setProviderPriority"
        case .manualToken: return "tokens.setManualToken"
        case .getToken: return "tokens.currentToken"
        case .deleteToken: return "tokens.deleteToken"
        case .forceTokenRefresh: return "tokens.forceRefresh"
        case .customEvent: return "customEvents.track"
        case .clearData: return "dataReset.clearLocalData"
        case .liveActivity(let operation):
            switch operation {
            case .register: return "liveActivities.register"
            case .rotate: return "liveActivities.tokenRotated"
            case .end: return "liveActivities.end"
            case .pushToStart: return "liveActivities.registerPushToStart"
            case .startActivity: return "liveActivities.startActivity"
            }
        case .launch, .relaunch, .terminate, .appState, .authorization, .deliverToken, .serverAnswers, .media,
            .tokenProvider, .push, .expireExtension, .tap, .openSettings, .advance, .expand, .momentQuality,
            .backgroundWakes, .tapAll, .redeliverResponses, .activity, .appCategories:
            return nil
        }
    }

    /// What the app passes to the facet call that an oracle reads beside ``facetCall`` in the
    /// `app.called` record: the token `tokens.setManualToken` sets (`token`, null when the call
    /// removes it; TOK-002 judges the token the SDK registers against it). Empty for every other
    /// step.
    package var facetCallDetails: [String: JSONValue] {
        guard case .manualToken(let token) = self else { return [:] }
        return ["token": token?.json ?? .null]
    }

    /// Whether the step calls a facet of the adapter (``facetCall``).
    package var isFacetCall: Bool { facetCall != nil }
}
