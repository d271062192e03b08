import PushContract

/// `ActitoPushUI.presentNotification` / `presentAction` (`ActitoPushUIKit/Sources/ActitoPushUI.swift:36-217`
/// and its handlers), called the way Actito's integration guide does it: from `didOpenNotification`
/// and `didOpenAction` (assumption A6).
///
/// The simulated app has no screens, so a presented UI that waits for the user (an alert, a web
/// view) stays on screen: it reports will-present and did-present, and finished-presenting never
/// comes. URL schemes open at once and finish.
final class ActitoPushUI {
    private unowned let core: ActitoCore

    init(core: ActitoCore) { self.core = core }

    private var delegate: any UIDelegate { core.host.uiDelegate }

    /// `presentNotification`: no events for `None`, unrecognised types or a URL resolver that
    /// resolves to none; otherwise will-present, then the type's handler.
    func presentNotification(_ notification: ActitoNotification) {
        let received = notification.received
        guard ActitoNotification.knownTypes.contains(notification.type) else {
            return core.warn(
                .presentationFailed, "unhandled notification type \(notification.type): nothing presented",
                details: ["type": .string(notification.type)])
        }
        if core.bugs.contains(.rt13PartialNotificationPresentationAbandoned), notification.partial,
            notification.type != "re.notifica.notification.None"
        {
            // Planted bug (rt13PartialNotificationPresentationAbandoned): a partial notification has
            // "nothing to render without the server's content": presentation stops after will-present.
            return willPresent(received)
        }
        switch notification.type {
        case "re.notifica.notification.None":
            // Planted bug (rt8NoneTypeWillPresent): "every opened notification gets its will-present".
            if core.bugs.contains(.rt8NoneTypeWillPresent) { willPresent(received) }
            return
        case "re.notifica.notification.URLScheme":
            willPresent(received)
            presentURLScheme(notification)
        case "re.notifica.notification.URLResolver":
            // NotificationUrlResolver: no URL content → none; a non-web URL → URL scheme; else a web view.
            guard let url = notification.firstContentURL else { return }
            willPresent(received)
            if let scheme = ActitoURL.scheme(url), scheme != "http", scheme != "https" {
                presentURLScheme(notification)
            } else if !core.bugs.contains(.rt12WebViewDidPresentAwaitsLoad) {
                // Planted bug (rt12WebViewDidPresentAwaitsLoad): did-present left to a page-loaded
                // callback that is never wired up.
                delegate.handle(.didPresentNotification(received))
            }
        case "re.notifica.notification.Alert":
            // Planted bug (rt8AlertPresentedBeforeWillPresent): the alert is shown, then announced.
            if core.bugs.contains(.rt8AlertPresentedBeforeWillPresent) {
                delegate.handle(.didPresentNotification(received))
                return willPresent(received)
            }
            willPresent(received)
            delegate.handle(.didPresentNotification(received))
        default:
            willPresent(received)
            guard !notification.content.isEmpty else {
                return delegate.handle(
                    .failedToPresentNotification(
                        received,
                        PushError(
                            .presentationFailed, native: "didFailToPresentNotification",
                            message:
                                "\(notification.type) has no content to present\(notification.partial ? " (partial notification)" : "")"
                        )))
            }
            delegate.handle(.didPresentNotification(received))
        }
    }

    private func willPresent(_ received: ReceivedNotification) { delegate.handle(.willPresentNotification(received)) }

    /// `ActitoUrlSchemeController`: the first content's URL must parse and its scheme be one the
    /// app supports; then did-present, the URL opens, finished-presenting.
    private func presentURLScheme(_ notification: ActitoNotification) {
        let received = notification.received
        // Planted bug (rt11DidPresentBeforeURLCheck): did-present is reported before the URL checks.
        let presentedFirst = core.bugs.contains(.rt11DidPresentBeforeURLCheck)
        if presentedFirst { delegate.handle(.didPresentNotification(received)) }
        // Planted bug (rt12FailedURLSchemeFinishes): "the controller always closes".
        let finishAfterFailure = { [self] in
            if core.bugs.contains(.rt12FailedURLSchemeFinishes) {
                delegate.handle(.finishedPresentingNotification(received))
            }
        }
        guard let url = notification.content.first?["data"]?.stringValue, ActitoURL.scheme(url) != nil else {
            delegate.handle(
                .failedToPresentNotification(
                    received,
                    PushError(
                        .presentationFailed, native: "didFailToPresentNotification",
                        message:
                            "the notification has no URL to open\(notification.partial ? " (partial notification: no content)" : "")"
                    )))
            return finishAfterFailure()
        }
        guard core.host.application.canOpenURL(url) else {
            delegate.handle(
                .failedToPresentNotification(
                    received,
                    PushError(
                        .presentationFailed, native: "didFailToPresentNotification",
                        message: "cannot open a deep link that's not supported by the application: \(url)",
                        details: ["url": .string(url)])))
            return finishAfterFailure()
        }
        if core.bugs.contains(.rt5URLSchemeFinishedBeforePresented) {
            // Planted bug: the URL opens and finished-presenting is reported before did-present.
            core.host.application.open(url: url)
            delegate.handle(.finishedPresentingNotification(received))
            delegate.handle(.didPresentNotification(received))
            return
        }
        if !presentedFirst { delegate.handle(.didPresentNotification(received)) }
        core.host.application.open(url: url)
        // Planted bug: the finish handler opens the URL once more ("make sure it opened").
        if core.bugs.contains(.rt4URLSchemeOpenedTwice) { core.host.application.open(url: url) }
        delegate.handle(.finishedPresentingNotification(received))
    }

    /// `presentAction`: no events for an unrecognised action type; otherwise will-execute, then
    /// the type's handler.
    func presentAction(_ action: ActitoAction, for notification: ActitoNotification) {
        let received = notification.received
        guard ActitoAction.knownTypes.contains(action.type) else {
            return core.warn(
                .actionUnknown, "unhandled notification action type \(action.type): nothing executed",
                details: ["type": .string(action.type)])
        }
        // Planted bug (rt10DidExecuteBeforeWillExecute): a Browser action reports will-execute
        // after the URL opened, behind did-execute.
        let willExecuteLate =
            core.bugs.contains(.rt10DidExecuteBeforeWillExecute) && action.type == "re.notifica.action.Browser"
        if !willExecuteLate { delegate.handle(.willExecuteAction(action.label, for: received)) }
        switch action.type {
        case "re.notifica.action.Browser":
            guard let target = action.target, ActitoURL.scheme(target) != nil, core.host.application.canOpenURL(target)
            else {
                if willExecuteLate { delegate.handle(.willExecuteAction(action.label, for: received)) }
                return failed(action, received, "invalid URL \(action.target.map { "\"\($0)\"" } ?? "(none)")")
            }
            core.host.application.open(url: target)
            delegate.handle(.didExecuteAction(action.label, for: received))
            if willExecuteLate { delegate.handle(.willExecuteAction(action.label, for: received)) }
            ActitoReply.send(notification, action: action, message: nil, core: core) { _ in }
        case "re.notifica.action.Custom":
            guard let target = action.target, ActitoURL.parses(target) else {
                return failed(action, received, "invalid URL \(action.target.map { "\"\($0)\"" } ?? "(none)")")
            }
            delegate.handle(.customActionURLReceived(target, for: received))
            delegate.handle(.didExecuteAction(action.label, for: received))
            ActitoReply.send(notification, action: action, message: nil, core: core) { _ in }
        default:
            // App, Telephone, Callback (camera/keyboard UI), Mail, SMS, in-app browser: handlers that
            // were not modelled (they need UI or were not read); nothing more is reported (A6).
            return
        }
    }

    private func failed(_ action: ActitoAction, _ received: ReceivedNotification, _ why: String) {
        delegate.handle(
            .failedToExecuteAction(
                action.label, for: received,
                PushError(
                    .actionFailed, native: "invalidUrl", message: "\(action.type) \(action.label): \(why)")))
    }
}
