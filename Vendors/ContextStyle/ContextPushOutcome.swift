import PushContract

/// ContextSDK's `PushOutcome`
/// (context-sdk/docs-ios@6083e74:data/documentation/contextsdk/pushoutcome.json:4): the three decisions a
/// wake can end with.
enum ContextPushOutcome: String, Sendable, Hashable {
    /// Show the notification now.
    case shouldShowPush
    /// This collapse id was already shown.
    case shouldSkipPushDueToAlreadyShown
    /// Not a good moment.
    case shouldSkipPushDueToBadMoment

    /// What the background fetch reports: new data when a notification was shown, else none.
    var fetchResult: BackgroundFetchResult { self == .shouldShowPush ? .newData : .noData }
}

/// Why a notification is shown now: the reason recorded beside ``ContextPushOutcome/shouldShowPush``.
enum ContextShowReason: String, Sendable, Hashable {
    /// The sampled moment was good.
    case goodMoment = "good moment"
    /// The deadline of the collapse id has passed (Customer IO guide “Explanation of the fields”, "the latest
    /// time").
    case deadlineReached = "deadline reached"
    /// Calibration mode shows every push at once.
    case calibration
    /// `showInForeground` is on and the app is in the foreground.
    case foreground
}
