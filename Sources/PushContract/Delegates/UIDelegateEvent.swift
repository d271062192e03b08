/// One event of the UI delegate: the lifecycle of an SDK-rendered notification UI and its actions.
///
/// Order requirements (UI-002, a MUST: each event's meaning depends on the ones before it):
/// `willPresent` → `didPresent` → `finishedPresenting`, or `willPresent` → `failedToPresent`,
/// and every `willPresent` is followed by its `didPresent` or `failedToPresent`;
/// `urlClicked` only while that UI is on screen (after `didPresent`, before `finishedPresenting`);
/// `willExecuteAction` → [`customActionURLReceived`] → `didExecuteAction` | `didNotExecuteAction` |
/// `failedToExecuteAction`.
public enum UIDelegateEvent: Sendable, Hashable {
    /// The SDK is about to present a notification's UI.
    case willPresentNotification(ReceivedNotification)
    /// The UI is on screen.
    case didPresentNotification(ReceivedNotification)
    /// The UI was closed.
    case finishedPresentingNotification(ReceivedNotification)
    /// The UI could not be presented.
    case failedToPresentNotification(ReceivedNotification, PushError?)
    /// A URL inside the UI was clicked.
    case urlClicked(String, in: ReceivedNotification)
    /// The SDK is about to execute an action.
    case willExecuteAction(String, for: ReceivedNotification)
    /// The action ran.
    case didExecuteAction(String, for: ReceivedNotification)
    /// The user cancelled the action.
    case didNotExecuteAction(String, for: ReceivedNotification)
    /// The action failed.
    case failedToExecuteAction(String, for: ReceivedNotification, PushError?)
    /// A custom action URL must be handled by the app.
    case customActionURLReceived(String, for: ReceivedNotification)

    /// The stable name, e.g. `ui.will-present`.
    public var name: String {
        switch self {
        case .willPresentNotification: return "ui.will-present"
        case .didPresentNotification: return "ui.did-present"
        case .finishedPresentingNotification: return "ui.finished-presenting"
        case .failedToPresentNotification: return "ui.failed-to-present"
        case .urlClicked: return "ui.url-clicked"
        case .willExecuteAction: return "ui.will-execute-action"
        case .didExecuteAction: return "ui.did-execute-action"
        case .didNotExecuteAction: return "ui.did-not-execute-action"
        case .failedToExecuteAction: return "ui.failed-to-execute-action"
        case .customActionURLReceived: return "ui.custom-action-url"
        }
    }

    /// The event's details as JSON.
    public var details: JSONValue {
        switch self {
        case .willPresentNotification(let n), .didPresentNotification(let n), .finishedPresentingNotification(let n):
            return ["notification": n.json]
        case .failedToPresentNotification(let n, let error):
            return ["notification": n.json, "error": error?.json ?? .null]
        case .urlClicked(let url, let n), .customActionURLReceived(let url, let n):
            return ["url": .string(url), "notification": n.json]
        case .willExecuteAction(let action, let n), .didExecuteAction(let action, let n),
            .didNotExecuteAction(let action, let n):
            return ["action": .string(action), "notification": n.json]
        case .failedToExecuteAction(let action, let n, let error):
            return ["action": .string(action), "notification": n.json, "error": error?.json ?? .null]
        }
    }
}
