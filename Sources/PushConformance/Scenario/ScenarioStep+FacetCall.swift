extension ScenarioStep.Action {
    /// Whether the step calls a facet of the adapter (subscription, tokens, custom events, data
    /// reset, live activities): the app asking the SDK for new work. The executor counts these
    /// (``Recorder/countAppCall()``, read back as ``TranscriptRecord/appCalls``) so that NET-001
    /// can tell a request the app asked for again from a retry. The device counts the system's
    /// calls itself: each push that reaches the device and each response handed to the app
    /// (a tap, every notification of `tapAll`, every redelivered response, a settings request).
    package var isFacetCall: Bool {
        switch self {
        case .subscribe, .unsubscribe, .suspend, .unsuspend, .subscriptionStatus, .providerPriority, .manualToken,
            .getToken,
            .deleteToken, .forceTokenRefresh, .customEvent, .clearData, .liveActivity:
            return true
        case .launch, .relaunch, .terminate, .appState, .authorization, .deliverToken, .serverAnswers, .media,
            .tokenProvider,
            .push, .expireExtension, .tap, .openSettings, .advance, .expand, .momentQuality, .backgroundWakes, .tapAll,
            .redeliverResponses:
            return false
        }
    }
}
