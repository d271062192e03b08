import PushContract

/// Whether answering a notification brings the app to the foreground, as iOS decides it.
///
/// - A tap on the notification itself (the default action) opens the app.
/// - A button opens the app only when its action has the foreground option; any other button is
///   handled in the background: an app that is not running is launched there, a running app stays
///   in its state (one in the foreground stays there), and the response's completion ends the
///   wake, so work the SDK leaves for after that completion waits for the next wake
///   (SimulatedDevice+Suspension) or dies with the process.
/// - A button the notification does not show (no registered category names it) is handled as
///   before this rule: it opens the app. iOS cannot deliver it at all; a scenario that scripts one
///   tests the SDK's handling of an unknown identifier, not where it runs.
///
/// Sources: `UNNotificationActionOptions.foreground`, "The action causes the app to launch in the
/// foreground" (https://developer.apple.com/documentation/usernotifications/unnotificationactionoptions/foreground);
/// without it the app is activated in the background and "if the app is already in the
/// foreground, it remains in the foreground"
/// (https://developer.apple.com/documentation/uikit/uiusernotificationactivationmode).
extension SimulatedDevice {
    /// Whether `response` brings the app to the foreground: the default action, a button whose
    /// action (in the category registered now for the notification) has the foreground option, or
    /// a button no registered category shows.
    func opensApp(_ response: NotificationResponse) -> Bool {
        guard !response.isDefaultAction else { return true }
        let categoryID = response.request.content.categoryIdentifier
        let action = notificationCenter.categories.first { $0.identifier == categoryID }?
            .actions.first { $0.identifier == response.actionIdentifier }
        guard let action else { return true }
        return action.options.contains(.foreground)
    }
}
