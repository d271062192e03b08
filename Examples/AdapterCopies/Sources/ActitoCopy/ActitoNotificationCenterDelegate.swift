import PushContract

/// `ActitoNotificationCenterDelegate` (`Internals/NotificationCenter/ActitoNotificationCenterDelegate.swift`):
/// foreground presentation and the open (tap) flow, quick responses included.
final class ActitoNotificationCenterDelegate {
    private unowned let core: ActitoCore
    private let events: ActitoEvents
    private let pushUI: ActitoPushUI
    /// The responses whose open flow the planted bug ``ActitoCopyBug/rt9OpenFlowRetriedAfterRefusal`` ran again.
    private var openFlowsRetried: Set<String> = []

    init(core: ActitoCore, events: ActitoEvents, pushUI: ActitoPushUI) {
        self.core = core
        self.events = events
        self.pushUI = pushUI
    }

    // MARK: - Foreground

    /// `willPresent` (lines 131-158): unknown → `presentationOptions`; application unavailable or
    /// mismatch → `[]`; `presentation: true` → `[banner, badge, sound]`; else `presentationOptions`.
    func willPresent(_ request: NotificationRequest) -> Set<PresentationOption> {
        let payload = request.payload
        let configured = core.configuration?.presentationOptions ?? ActitoCopyVendor.optionDefaults.presentation
        if core.bugs.contains(.rt2ApplicationGateBeforeOwnership) {
            // Planted bug: the application gate runs first, so a push without Actito's x-application
            // (any other SDK's) is answered with [].
            guard ActitoOwnership.matchesApplication(payload, core: core) else { return [] }
        }
        // Planted bug: the presentation options are Actito's to apply; other notifications get none.
        guard ActitoOwnership.isActito(payload, bugs: core.bugs) else {
            return core.bugs.contains(.foreignBannerHidden) ? [] : configured
        }
        guard ActitoOwnership.matchesApplication(payload, core: core) else { return [] }
        if core.bugs.contains(.rt6URLSchemeOpenedInWillPresent),
            payload["notificationType"]?.stringValue == "re.notifica.notification.URLScheme",
            let id = payload["id"]?.stringValue
        {
            // Planted bug: "the user is in the app, take them there": a URL-scheme push shown in the
            // foreground is fetched and presented at once, which opens its link without a tap.
            let pushUI = self.pushUI
            ActitoFetch.notification(id, payload: payload, core: core) { notification in
                if let notification { pushUI.presentNotification(notification) }
            }
        }
        if payload["presentation"]?.boolValue == true {
            if core.bugs.contains(.rt11InAppPresentationCountedAsOpen), let id = payload["id"]?.stringValue {
                // Planted bug: "an in-app presentation is an open": counted and logged without a tap.
                core.emit(SDKEventName.notificationOpened, native: ActitoEvents.open, ["id": .string(id)])
                events.log(ActitoEvents.open, notification: id) { _ in }
            }
            return [.banner, .badge, .sound]
        }
        return configured
    }

    // MARK: - Settings

    /// `openSettingsFor` (lines 160-197): from Settings → `shouldOpenSettings(nil)`; from a
    /// notification → only own pushes with an `id`, then the *fetched* notification (no partial
    /// fallback: a failed fetch calls no delegate).
    func openSettings(for request: NotificationRequest?) {
        let delegate = core.host.pushDelegate
        guard let request else { return core.async { delegate.handle(.notificationSettingsRequested(nil)) } }
        let payload = request.payload
        // Planted bug: "any notification with an id": the ownership test is skipped.
        guard
            ActitoOwnership.isActito(payload, bugs: core.bugs) || core.bugs.contains(.rt5SettingsFetchedForForeignPush)
        else { return }
        guard let id = payload["id"]?.stringValue else {
            return core.warn(
                .missingMessageID, "missing 'id' property in notification payload: settings not opened",
                details: ["key": "id"])
        }
        guard core.isConfigured else {
            return core.warn(.notConfigured, native: "notConfigured", "Actito is not configured: settings not opened")
        }
        core.network.send("GET", "/notification/\(ActitoPath.escape(id))", name: "notification") { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let response):
                guard let notification = ActitoNotification(fetched: response.body) else {
                    return self.core.warn(
                        .invalidResponse, native: "decodingError",
                        "failed to fetch notification \(id) for notification settings: no delegate call")
                }
                if self.core.bugs.contains(.rt10SettingsCountedAsOpen) {
                    // Planted bug: settings opened from a notification count as opening it.
                    self.core.emit(SDKEventName.notificationOpened, native: ActitoEvents.open, ["id": .string(id)])
                    self.events.log(ActitoEvents.open, notification: id) { _ in }
                }
                self.core.async { delegate.handle(.notificationSettingsRequested(notification.received)) }
            case .failure(let error):
                var failure = error
                failure.message = "failed to fetch notification \(id) for notification settings: " + error.message
                self.core.report(failure)
            }
        }
    }

    // MARK: - Open flow

    /// `didReceive` (lines 13-129); `completion` runs once when the flow ends, and not before:
    /// the real method is `async`, so the system's completion waits for the fetch and the event
    /// logs it awaits (a known deviation when the server never answers one of them).
    /// (`actito/actito-sdk-ios@a80159a:ActitoPushKit/Sources/Internals/NotificationCenter/ActitoNotificationCenterDelegate.swift:13`)
    func didReceive(_ response: NotificationResponse, completion: @escaping () -> Void) {
        // Planted bug: a dismiss runs the open flow like a tap.
        guard !response.isDismiss || core.bugs.contains(.dismissCountedAsOpen) else { return completion() }
        // Planted bug: the system is "freed" at once, and the flow still completes at its end.
        if core.bugs.contains(.rt5TapCompletedAtStartAndEnd) { completion() }
        let payload = response.request.payload
        let delegate = core.host.pushDelegate
        // Planted bug: the 2.x ownership test, a `notificationId` string, also claims other SDKs' taps,
        // and such a "legacy" push skips the application check.
        let legacy =
            core.bugs.contains(.rt3TapOwnershipByNotificationId) && !ActitoOwnership.isActito(payload, bugs: core.bugs)
            && payload["notificationId"]?.stringValue != nil
        guard ActitoOwnership.isActito(payload, bugs: core.bugs) || legacy else {
            if let problem = ActitoOwnership.malformedMarker(payload) { core.report(problem) }
            // Planted bug (rt7ForeignReplyTextDropped): the typed text is not passed on.
            let text = core.bugs.contains(.rt7ForeignReplyTextDropped) ? nil : response.userText
            // Planted bug: every response to another SDK's notification is handed over as a body tap.
            let forwarded = core.forwarded(payload)
            if response.isDefaultAction || core.bugs.contains(.rt4ForeignActionReportedAsBodyTap) {
                core.async { delegate.handle(.unknownNotificationOpened(forwarded)) }
            } else if core.bugs.contains(.rt2ForeignActionTapSwallowed) {
                // Planted bug: only body taps of unknown notifications are handed to the app.
            } else {
                core.async {
                    delegate.handle(
                        .unknownActionOpened(forwarded, action: response.actionIdentifier, responseText: text))
                }
            }
            return completion()
        }
        guard let id = payload["id"]?.stringValue ?? (legacy ? payload["notificationId"]?.stringValue : nil) else {
            core.warn(
                .missingMessageID, "missing 'id' property in notification payload: the open is dropped",
                details: ["key": "id"])
            // Planted bug (rt8MissingIDTapNeverCompletes): the warning, and no completion.
            if core.bugs.contains(.rt8MissingIDTapNeverCompletes) { return }
            return completion()
        }
        guard legacy || ActitoOwnership.matchesApplication(payload, core: core) else { return completion() }
        ActitoFetch.notification(id, payload: payload, core: core) { [weak self] notification in
            guard let self, let notification else { return completion() }
            // The neutral open: counted once, when the SDK logs its notification-open event
            // (`ActitoNotificationCenterDelegate.swift:80-85`: the Open event after the fetch).
            self.core.emit(SDKEventName.notificationOpened, native: ActitoEvents.open, ["id": .string(id)])
            self.events.log(ActitoEvents.open, notification: id) { [weak self] error in
                // Planted bug: a refused Open event ends the flow without the tap's completion.
                if error != nil, let self, self.core.bugs.contains(.rt5RefusedOpenNeverCompletes) { return }
                if let error, let self, self.core.bugs.contains(.rt9OpenFlowRetriedAfterRefusal),
                    error.native == "validationError",
                    self.openFlowsRetried.insert(response.request.identifier).inserted
                {
                    // Planted bug: "the open must be counted": a refused Open event runs the open
                    // flow once more (fetch, open, Open event).
                    return self.didReceive(response, completion: completion)
                }
                guard let self, error == nil else { return completion() }
                self.opened(notification, id: id, response: response, completion: completion)
            }
        }
    }

    private func opened(
        _ notification: ActitoNotification, id: String, response: NotificationResponse,
        completion: @escaping () -> Void
    ) {
        let delegate = core.host.pushDelegate
        if core.bugs.contains(.rt5DefaultTapOpensContentURL), response.isDefaultAction,
            let url = notification.content.first?["data"]?.stringValue, core.host.application.canOpenURL(url)
        {
            // Planted bug: the tap opens the notification's URL itself; Push UI opens it again.
            core.host.application.open(url: url)
        }
        guard !response.isDefaultAction else {
            // Planted bug: the system is not kept waiting on the Influenced event.
            if core.bugs.contains(.tapCompletedBeforeInfluenced) { completion() }
            // Planted bug (rt10InfluencedLoggedAsOpen): a copy-paste logs Open where Influenced was meant.
            let influenced =
                core.bugs.contains(.rt10InfluencedLoggedAsOpen) ? ActitoEvents.open : ActitoEvents.influenced
            return events.log(influenced, notification: id) { [weak self] error in
                guard let self, error == nil else { return completion() }
                if self.core.bugs.contains(.rt10TapClearsNotificationCentre) {
                    // Planted bug: "the list must match the inbox": a body tap empties the centre.
                    self.core.host.notificationCenter.removeAllNotifications()
                }
                let pushUI = self.pushUI
                self.core.async {
                    delegate.handle(.notificationOpened(notification.received))
                    pushUI.presentNotification(notification)
                }
                completion()
            }
        }
        guard let action = notification.actions.first(where: { $0.label == response.actionIdentifier }) else {
            // No matching label: only the inbox badge is refreshed.
            core.warn(
                .actionUnknown,
                "no action of notification \(notification.id) has the label \"\(response.actionIdentifier)\": nothing is opened",
                details: ["action": .string(response.actionIdentifier), "partial": .bool(notification.partial)])
            return completion()
        }
        if core.bugs.contains(.rt3ActionTapCountedAsSecondOpen) {
            // Planted bug: the action "opened" the notification too, so the open is reported again.
            core.emit(SDKEventName.notificationOpened, native: ActitoEvents.open, ["id": .string(id)])
            events.log(ActitoEvents.open, notification: id) { _ in }
        }
        if action.isQuickResponse(responseText: response.userText) {
            // Planted bug (when switched on): the reply also calls the completion when it finished.
            let twice = core.bugs.contains(.rt2QuickResponseCompletesTwice)
            ActitoQuickResponse(core: core).handle(
                notification, action: action, responseText: response.userText,
                requestID: response.request.identifier, then: twice ? completion : {})
            return completion()
        }
        if core.bugs.contains(.rt13ActionReplySentTwice) {
            // Planted bug (rt13ActionReplySentTwice): the action is logged as a reply "for the
            // analytics" before the Influenced event; Push UI's Browser and Custom handlers send it again.
            ActitoReply.send(notification, action: action, message: response.userText, core: core) { _ in }
        }
        events.log(ActitoEvents.influenced, notification: id) { [weak self] error in
            guard let self, error == nil else { return completion() }
            let pushUI = self.pushUI
            let text = response.userText
            let presentsNotification = self.core.bugs.contains(.rt9ActionTapPresentsNotification)
            self.core.async {
                delegate.handle(.actionOpened(notification.received, action: action.label, responseText: text))
                // Planted bug (rt9ActionTapPresentsNotification): "the user opened it too": the
                // notification is presented as for a body tap, then the action runs.
                if presentsNotification { pushUI.presentNotification(notification) }
                pushUI.presentAction(action, for: notification)
            }
            completion()
        }
    }
}

/// `handleQuickResponse` (lines 199-242): an optional webhook to an absolute `target` with
/// `notificationID`, `label` (and `message`), then `POST /reply`; the notification is removed
/// from the notification centre. No delegate call.
struct ActitoQuickResponse {
    /// The core.
    unowned let core: ActitoCore

    /// Runs the quick response.
    func handle(
        _ notification: ActitoNotification, action: ActitoAction, responseText: String?, requestID: String,
        then finished: @escaping () -> Void = {}
    ) {
        let reply = {
            ActitoReply.send(notification, action: action, message: responseText, core: core) { _ in
                if core.bugs.contains(.rt4QuickReplyClearsAllNotifications) {
                    // Planted bug: the notification centre is "tidied" instead of removing the answered one.
                    core.host.notificationCenter.removeAllNotifications()
                } else {
                    core.host.notificationCenter.removeDeliveredNotifications(identifiers: [requestID])
                }
                finished()
            }
        }
        guard let target = action.target, ActitoURL.hasSchemeAndHost(target) else { return reply() }
        // `callNotificationReplyWebhook`: the target's query items, the device id, then the data.
        var params: [String: JSONValue] = [:]
        if let query = target.split(separator: "?", maxSplits: 1).dropFirst().first {
            for item in query.split(separator: "&") {
                let pair = item.split(separator: "=", maxSplits: 1)
                if pair.count == 2 { params[String(pair[0])] = .string(String(pair[1])) }
            }
        }
        if let deviceID = core.deviceID { params["deviceID"] = .string(deviceID) }
        params["notificationID"] = .string(notification.id)
        params["label"] = .string(action.label)
        if let responseText { params["message"] = .string(responseText) }
        core.network.send(
            HTTPRequest(
                method: "POST", url: target, headers: ["Content-Type": "application/json"], body: .object(params)),
            name: "reply-webhook"
        ) { result in
            if case .failure(let error) = result { core.report(error) }
            reply()
        }
    }
}

/// `Actito.shared.createNotificationReply`: `POST /reply`.
enum ActitoReply {
    /// Sends the reply; failures are reported and handed to `completion`.
    static func send(
        _ notification: ActitoNotification, action: ActitoAction, message: String?, core: ActitoCore,
        completion: @escaping (PushError?) -> Void
    ) {
        guard let deviceID = core.deviceID else {
            let error = PushError(
                .deviceUnavailable, native: "deviceUnavailable",
                message: "no device: the notification reply is not sent")
            core.report(error)
            return completion(error)
        }
        var data: [String: JSONValue] = [:]
        if let target = action.target { data["target"] = .string(target) }
        if let message { data["message"] = .string(message) }
        let body: JSONValue = [
            "notification": .string(notification.id), "deviceID": .string(deviceID),
            "label": .string(action.label), "data": .object(data),
        ]
        func post(attempt: Int) {
            core.network.send("POST", "/reply", body: body, name: "reply") { result in
                switch result {
                case .success: completion(nil)
                case .failure(let error):
                    core.report(error)
                    if core.bugs.contains(.rt11ReplyServerErrorRetried), error.code == .serverError, attempt < 2 {
                        // Planted bug: a 5xx reply is sent again after 2 s, twice ("a reply must not be lost").
                        core.host.scheduler.schedule(after: .seconds(2)) { post(attempt: attempt + 1) }
                        return
                    }
                    completion(error)
                }
            }
        }
        post(attempt: 0)
    }
}

/// URL checks standing in for Foundation's `URL(string:)`.
enum ActitoURL {
    /// Whether `URL(string:)` would parse: not empty, no spaces, control or non-ASCII characters.
    static func parses(_ text: String) -> Bool {
        !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                $0.value > 0x20 && $0.value < 0x7F && !"\"<>\\^`{|}".unicodeScalars.contains($0)
            }
    }

    /// The scheme, when the text parses and has one.
    static func scheme(_ text: String) -> String? {
        guard parses(text), let colon = text.firstIndex(of: ":") else { return nil }
        let scheme = text[..<colon]
        guard let first = scheme.first, first.isLetter,
            scheme.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." })
        else { return nil }
        return scheme.lowercased()
    }

    /// `url.scheme != nil && url.host != nil`.
    static func hasSchemeAndHost(_ text: String) -> Bool { host(text) != nil }

    /// The host of `scheme://host/…`.
    static func host(_ text: String) -> String? {
        guard let scheme = scheme(text) else { return nil }
        let rest = text.dropFirst(scheme.count + 1)
        guard rest.hasPrefix("//") else { return nil }
        let host = rest.dropFirst(2).prefix { $0 != "/" && $0 != "?" && $0 != "#" && $0 != ":" }
        return host.isEmpty ? nil : String(host)
    }
}
