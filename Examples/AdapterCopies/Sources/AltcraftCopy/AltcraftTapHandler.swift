import PushContract

/// The SDK's `userNotificationCenter(_:didReceive:)` and `pushClickAction`
/// (`Altcraft/push/NotificationManager.swift:80-90`, `Altcraft/push/PushAction.swift`).
///
/// Runs for **every** tapped notification, Altcraft's or not (no `_acc_push` check): an `open`
/// push event (451 without `_uid`), then the click action. `_buttons` missing or not a string
/// is 454 even for a body tap (so `_click-url` is not opened); undecodable `_buttons` is the
/// bridged decode error 400; the default action opens `_click-url` when it can be opened;
/// `button0`…`button2` open the button's `link`, 455 past the array; any other identifier is
/// 457. 456 is never emitted. With `tapHandling: "app"` (the seed's `customClickProcessing`)
/// the app handles the tap instead and the SDK does nothing else.
final class AltcraftTapHandler {
    private let core: AltcraftCore
    private let pushEvents: AltcraftPushEvents

    /// A tap handler sending open events through `pushEvents`.
    init(core: AltcraftCore, pushEvents: AltcraftPushEvents) {
        self.core = core
        self.pushEvents = pushEvents
    }

    /// Handles a response; calls `completion` exactly once.
    func handle(_ response: NotificationResponse, completion: @escaping () -> Void) {
        // Planted bug (rt8AppTapsOnlyOwnPushes): the app handles taps only on Altcraft's own pushes.
        let appHandles =
            core.switches.customClickProcessing
            && (!core.bugs.contains(.rt8AppTapsOnlyOwnPushes) || response.request.payload["_acc_push"] != nil)
        if appHandles {
            var called = false
            // Planted bug (rt11AppResponseTextDropped): the response is rebuilt without the typed text.
            var handed =
                core.bugs.contains(.rt11AppResponseTextDropped)
                ? NotificationResponse(request: response.request, actionIdentifier: response.actionIdentifier)
                : response
            if core.bugs.contains(.rt14AppResponsePrivateKeysStripped) {
                // Planted bug: the SDK's private keys (`_uid`, `_media`, …) are hidden from the app,
                // by prefix, whoever sent the push.
                handed.request.content.userInfo = handed.request.content.userInfo.filter { !$0.key.hasPrefix("_") }
            }
            core.host.pushDelegate.handleResponse(handed) {
                guard !called else { return }
                called = true
                completion()
            }
            return
        }
        let payload = response.request.payload
        // Planted bug: a tap on another SDK's notification is left to the app, completion included.
        if core.bugs.contains(.foreignTapLeftUncompleted), payload["_acc_push"] == nil { return }
        pushEvents.create(from: payload, type: AltcraftPushEvents.open)
        // Planted bug: iOS is handed back control before a link opens, and the completion runs again below.
        if core.bugs.contains(.rt3TapCompletedEarlyAndLate), payload["_click-url"] != nil || payload["_buttons"] != nil
        {
            completion()
        }
        clickAction(payload, identifier: response.actionIdentifier)
        if core.bugs.contains(.rt3TapClearsNotificationCentre) {
            // Planted bug: the badge is reset to 0 after an open, which clears every delivered notification.
            core.host.notificationCenter.removeAllNotifications()
        }
        completion()
    }

    /// `pushClickAction(userInfo:identifier:)`.
    func clickAction(_ payload: PushPayload, identifier: String) {
        let buttons: [[String: String]]
        switch AltcraftButtons.decode(payload) {
        case .success(let decoded): buttons = decoded
        case .failure(let problem): return core.report(AltcraftButtons.error(problem))
        }
        // Planted bug: the dismiss action is taken for the body tap, so a swipe-away opens `_click-url`.
        let dismissAsTap =
            core.bugs.contains(.rt3DismissOpensClickURL) && identifier == NotificationResponse.dismissActionIdentifier
        if identifier == NotificationResponse.defaultActionIdentifier || dismissAsTap {
            return open(payload["_click-url"]?.stringValue)
        }
        guard let index = AltcraftButtons.knownIdentifiers.firstIndex(of: identifier) else {
            return core.report(
                .unknownButtonIdentifier, "unknown button identifier \"\(identifier)\" (457): nothing opened",
                details: ["identifier": .string(identifier)])
        }
        guard buttons.indices.contains(index) else {
            return core.report(
                .invalidButtonIdentifier,
                "\(identifier) points past the \(buttons.count) button(s) of _buttons (455): nothing opened",
                details: ["identifier": .string(identifier), "index": .number(Double(index))])
        }
        // Planted bug: the button press is tracked as an open of its own, beside handle(_:)'s open.
        if core.bugs.contains(.buttonTapTrackedTwice) || core.bugs.contains(.rt2ButtonTapTrackedAsSecondOpen) {
            pushEvents.create(from: payload, type: AltcraftPushEvents.open)
        }
        open(buttons[index]["link"])
        // Planted bug: the button branch falls through to the default action's link as well.
        if core.bugs.contains(.rt4ButtonTapAlsoOpensClickURL) { open(payload["_click-url"]?.stringValue) }
    }

    /// `openURL(from:)`: silently nothing when the link is missing or cannot be opened.
    private func open(_ link: String?) {
        guard let link, core.host.application.canOpenURL(link) else { return }
        core.host.application.open(url: link)
    }
}
