public import PushContract
public import PushSimulator

/// One step of a scenario: a stable id and one action.
public struct ScenarioStep: Sendable, Hashable {
    /// Stable id, unique within the scenario.
    public var id: String
    /// What happens.
    public var action: Action

    /// Creates a step.
    package init(id: String, action: Action) {
        self.id = id
        self.action = action
    }

    /// How a push is given.
    public enum PushSource: Sendable, Hashable {
        /// A neutral message, encoded by the vendor's wire format.
        case message(MessageSpec)
        /// The same JSON for every vendor.
        case payload(JSONValue)
        /// Raw text.
        case text(String)
        /// Raw bytes.
        case bytes([UInt8])
        /// A fixture file under `Conformance/Fixtures/` (already loaded): its parsed value and
        /// the file's bytes, which are pushed unchanged unless the step merges or pads.
        case fixture(name: String, payload: JSONValue, bytes: [UInt8])
        /// A neutral message encoded by each vendor behind the router, delivered one after the other.
        case eachVendor(MessageSpec)
    }

    /// A live-activity operation.
    public enum LiveActivityOperation: Sendable, Hashable {
        /// Register an activity.
        case register(activity: String, tokenHex: String, topics: [String])
        /// Its token rotated.
        case rotate(activity: String, tokenHex: String)
        /// It ended.
        case end(activity: String)
        /// A push-to-start token.
        case pushToStart(attributesType: String, tokenHex: String)
        /// The app starts an activity through its SDK (``LiveActivityTracker/startActivity(_:completion:)``):
        /// on a channel when `channel` is given, scheduled `at` after now when given.
        case startActivity(attributesType: String, activity: String, channel: String?, at: Duration?)
    }

    /// Everything a step can do (see Conformance/README.md).
    public enum Action: Sendable, Hashable {
        /// Cold start or state change.
        case launch(AppState)
        /// Kill and start again.
        case relaunch(AppState)
        /// Kill.
        case terminate
        /// Change state.
        case appState(AppState)
        /// The user changes permission in Settings.
        case authorization(AuthorizationStatus)
        /// APNs issues a token or fails now.
        case deliverToken(RegistrationScript)
        /// Queue server answers.
        case serverAnswers([ServerAnswer])
        /// Script media.
        case media([String: MediaScript])
        /// Subscribe.
        case subscribe(SubscriptionRequest)
        /// Unsubscribe.
        case unsubscribe(SubscriptionRequest)
        /// Suspend.
        case suspend(SubscriptionRequest)
        /// Unsuspend.
        case unsuspend
        /// Status query.
        case subscriptionStatus(SubscriptionStatusQuery)
        /// Install a token provider.
        case tokenProvider(kind: TokenProviderKind, token: String?, latency: Duration)
        /// Set the provider priority.
        case providerPriority([String])
        /// Set or clear a manual token.
        case manualToken(PushToken?)
        /// Ask for the current token.
        case getToken
        /// Delete a provider's token.
        case deleteToken(TokenProviderKind)
        /// Force a token refresh.
        case forceTokenRefresh
        /// A push arrives; `merge` adds or replaces top-level keys and `remove` drops some, after
        /// the message is encoded or the payload or fixture is read.
        case push(PushSource, merge: [String: JSONValue], padToBytes: Int?, remove: [String] = [])
        /// Expire running service extensions.
        case expireExtension
        /// The user answers a notification: `action` is `default`, `dismiss` or an identifier;
        /// `actionIndex` picks the n-th button of the notification's registered category instead.
        case tap(notification: String?, action: String, actionIndex: Int?, text: String?)
        /// The user asks for the app's notification settings, from a shown notification or (nil) from Settings.
        case openSettings(notification: String?)
        /// Send a custom event.
        case customEvent(CustomEvent)
        /// Clear local data: the app's code calls the data-reset facet `calls` times in a row, in one
        /// instant (1 unless the scenario says `"calls"`), each with its own tracked completion.
        case clearData(calls: Int)
        /// A live-activity operation.
        case liveActivity(LiveActivityOperation)
        /// Something ActivityKit, the system or the user does with live activities.
        case activity(ActivityOperation)
        /// Time passes.
        case advance(Duration)
        /// The user expands (long-presses) a shown notification; nil: the last one.
        case expand(notification: String?)
        /// The device's context signal changes (moment quality).
        case momentQuality(MomentQuality)
        /// The system starts (true) or stops (false) waking the app for background pushes.
        case backgroundWakes(Bool)
        /// The user answers every shown notification, oldest first, with the same action.
        case tapAll(action: String)
        /// Every response delivered so far reaches the app again (a forwarding SDK, a replay).
        case redeliverResponses
        /// The app's own code adds these notification categories to the registered set.
        case appCategories([NotificationCategory])

        /// The step's kind: the action's key in scenario files.
        package var kind: StepKind {
            switch self {
            case .launch: return .launch
            case .relaunch: return .relaunch
            case .terminate: return .terminate
            case .appState: return .appState
            case .authorization: return .authorization
            case .deliverToken: return .deliverToken
            case .serverAnswers: return .serverAnswers
            case .media: return .media
            case .subscribe: return .subscribe
            case .unsubscribe: return .unsubscribe
            case .suspend: return .suspend
            case .unsuspend: return .unsuspend
            case .subscriptionStatus: return .subscriptionStatus
            case .tokenProvider: return .tokenProvider
            case .providerPriority: return .providerPriority
            case .manualToken: return .manualToken
            case .getToken: return .getToken
            case .deleteToken: return .deleteToken
            case .forceTokenRefresh: return .forceTokenRefresh
            case .push: return .push
            case .expireExtension: return .expireExtension
            case .tap, .tapAll: return .tap
            case .openSettings: return .openSettings
            case .customEvent: return .customEvent
            case .clearData: return .clearData
            case .liveActivity: return .liveActivity
            case .activity: return .activity
            case .advance: return .advance
            case .expand: return .expand
            case .momentQuality: return .momentQuality
            case .backgroundWakes: return .backgroundWakes
            case .redeliverResponses: return .redeliverResponses
            case .appCategories: return .appCategories
            }
        }
    }
}
