import PushContract

/// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)` of
/// `ActitoPushAppDelegateInterceptor.swift:27-158`: unknown pushes, the application gate, system
/// notifications and the regular receive path. The completion is always `.newData`.
final class ActitoReceiver {
    /// `re.notifica.notification.system.Application`.
    static let applicationSystemType = "re.notifica.notification.system.Application"
    /// `re.notifica.notification.system.Inbox`.
    static let inboxSystemType = "re.notifica.notification.system.Inbox"

    private unowned let core: ActitoCore
    private let events: ActitoEvents
    private let registration: ActitoRegistration

    init(core: ActitoCore, events: ActitoEvents, registration: ActitoRegistration) {
        self.core = core
        self.events = events
        self.registration = registration
    }

    /// Handles a background delivery; calls `completion(.newData)` exactly once.
    func receive(_ payload: PushPayload, completion: @escaping (BackgroundFetchResult) -> Void) {
        let delegate = core.host.pushDelegate
        // Planted bug (when switched on): a push for this application is taken for Actito's own,
        // whatever its x-sender.
        let sameApplication =
            core.bugs.contains(.rt2SameApplicationPushTakenAsOwn)
            && payload["x-application"]?.stringValue == core.configuration?.applicationID
        guard ActitoOwnership.isActito(payload, bugs: core.bugs) || sameApplication else {
            if let problem = ActitoOwnership.malformedMarker(payload) { core.report(problem) }
            // Planted bug (rt11ForeignPushDroppedBeforeReady): nothing reaches the app before a device exists.
            if core.bugs.contains(.rt11ForeignPushDroppedBeforeReady), core.deviceID == nil {
                return completion(.newData)
            }
            let forwarded = core.forwarded(payload)
            core.async { delegate.handle(.unknownNotificationReceived(forwarded)) }
            if core.bugs.contains(.rt6ForeignReceiveLoggedByNotificationId),
                let notificationID = payload["notificationId"]?.stringValue
            {
                // Planted bug: "count every delivery": a push carrying notificationId gets the
                // Receive event whoever sent it.
                events.log(ActitoEvents.receive, notification: notificationID) { _ in }
            }
            // Planted bug: another SDK's push is left to the app, completion included.
            if core.bugs.contains(.foreignSilentPushNotCompleted) { return }
            return completion(.newData)
        }
        guard ActitoOwnership.matchesApplication(payload, core: core) else {
            // Planted bug: a push for another application is dropped with an early return.
            if core.bugs.contains(.rt3OtherApplicationPushNotCompleted) { return }
            return completion(.newData)
        }
        core.emit(SDKEventName.pushReceived, native: "didReceiveRemoteNotification", ["id": payload["id"] ?? .null])
        if ActitoOwnership.isSystem(payload) {
            handleSystem(payload)
            // Planted bug: a `return` missing, the system push falls through to the regular path,
            // which completes again.
            if !core.bugs.contains(.rt5SystemPushCompletedTwice) { return core.async { completion(.newData) } }
            core.async { completion(.newData) }
        }
        if core.bugs.contains(.backgroundWatchdogNotCancelled) {
            // Planted bug: a 25 s fallback so iOS never waits on the network, never cancelled.
            core.host.scheduler.schedule(after: .seconds(25)) { completion(.newData) }
        }
        handleNotification(payload) { completion(.newData) }
    }

    private func handleSystem(_ payload: PushPayload) {
        if let type = payload["systemType"]?.stringValue, type.hasPrefix("re.notifica.") {
            switch type {
            case Self.applicationSystemType:
                // fetchApplication() then reloadActionCategories(); the application is the configured one (A2).
                // Planted bug: this call site predates the preserve option and replaces the set.
                registration.reloadActionCategories(
                    preservingExisting: core.bugs.contains(.rt4SystemReloadDropsAppCategories) ? false : nil)
            case Self.inboxSystemType:
                core.emit("inbox.reload-requested", native: type)
                // Planted bug (rt8InboxPushEmptiesCentre): "the inbox changed, so delivered items are stale".
                if core.bugs.contains(.rt8InboxPushEmptiesCentre) {
                    core.host.notificationCenter.removeAllNotifications()
                }
                if core.bugs.contains(.rt11InboxPushPostsReminder) {
                    // Planted bug: a local notification tells the user the inbox changed.
                    core.host.notificationCenter.add(
                        NotificationRequest(
                            identifier: core.host.application.makeIdentifier(prefix: "actito-inbox"),
                            content: NotificationContent(body: "You have new messages", userInfo: payload.root)))
                }
            default:
                core.warn(
                    .payloadInvalidValue, "unhandled system notification \(type): ignored",
                    details: ["systemType": .string(type)])
            }
            return
        }
        switch ActitoSystemNotificationParser.parse(payload) {
        case .success(let notification):
            let delegate = core.host.pushDelegate
            core.async { delegate.handle(.systemNotificationReceived(notification)) }
        case .failure(let error):
            core.report(error)
        }
    }

    /// `handleNotification`: `id` and `notificationId` strings, the Receive event (errors
    /// ignored), the fetch with the partial fallback, then `didReceiveNotification`.
    private func handleNotification(_ payload: PushPayload, done: @escaping () -> Void) {
        guard let id = payload["id"]?.stringValue else {
            core.warn(
                .missingMessageID, "missing 'id' property in notification payload: dropped", details: ["key": "id"])
            return done()
        }
        guard let notificationID = payload["notificationId"]?.stringValue else {
            core.warn(
                .missingMessageID, "missing 'notificationId' property in notification payload: dropped",
                details: ["key": "notificationId"])
            return done()
        }
        let mechanism: DeliveryMechanism = payload.aps.alertDictionary != nil ? .standard : .silent
        let receivedOutsideForeground = core.host.application.state != .foreground
        // Planted bug (when switched on): a push that arrives while the app is not active is taken
        // for the tap that launched it.
        let launchedByTap = core.bugs.contains(.rt2BackgroundLaunchCountedAsOpen) && receivedOutsideForeground
        events.log(ActitoEvents.receive, notification: notificationID) { [weak self] _ in
            guard let self else { return }
            ActitoFetch.notification(id, payload: payload, core: self.core) { [weak self] notification in
                guard let self else { return }
                if self.core.bugs.contains(.backgroundLaunchCountedAsOpen), receivedOutsideForeground,
                    notification != nil
                {
                    // Planted bug: not active when it arrived, so the user must have opened it.
                    self.core.emit(SDKEventName.notificationOpened, native: ActitoEvents.open, ["id": .string(id)])
                    self.events.log(ActitoEvents.open, notification: id) { _ in }
                }
                if let notification {
                    let delegate = self.core.host.pushDelegate
                    self.core.async { delegate.handle(.notificationReceived(notification.received, mechanism)) }
                    if self.core.bugs.contains(.rt3URLSchemeOpenedOnForegroundReceive), !receivedOutsideForeground,
                        notification.type == "re.notifica.notification.URLScheme"
                    {
                        // Planted bug: in the foreground the notification is presented on receipt, which
                        // opens a URL-scheme notification's link without a tap.
                        let pushUI = ActitoPushUI(core: self.core)
                        self.core.async { pushUI.presentNotification(notification) }
                    }
                    if self.core.bugs.contains(.rt3SilentPushPostedLocally), mechanism == .silent {
                        // Planted bug: a background push is shown as a local notification, "so the user sees it".
                        let content = NotificationContent(
                            title: notification.title ?? "", subtitle: notification.subtitle ?? "",
                            body: notification.message, userInfo: payload.root)
                        self.core.host.notificationCenter.add(
                            NotificationRequest(identifier: "actito-local-\(id)", content: content))
                    }
                    if launchedByTap {
                        self.core.emit(SDKEventName.notificationOpened, native: ActitoEvents.open, ["id": .string(id)])
                        self.events.log(ActitoEvents.open, notification: id) { _ in }
                        self.core.async { delegate.handle(.notificationOpened(notification.received)) }
                    }
                    if self.core.bugs.contains(.rt2FetchCompletedOnceDelegateTold) {
                        // Planted bug: the app's background time is handed back as soon as the delegate
                        // is told, and the completion below runs as well.
                        done()
                    }
                }
                done()
            }
        }
    }
}

/// `Actito.shared.fetchNotification(id)` (`GET /notification/{id}`, the id percent-encoded) with
/// the partial-notification fallback of the push module.
enum ActitoFetch {
    /// Fetches; on any failure builds the partial notification, nil when even that fails.
    static func notification(
        _ id: String, payload: PushPayload, core: ActitoCore, fetchedAgain: Bool = false,
        completion: @escaping (ActitoNotification?) -> Void
    ) {
        core.network.send("GET", "/notification/\(ActitoPath.escape(id))", name: "notification") { result in
            var failure: PushError?
            switch result {
            case .success(let response):
                if let notification = ActitoNotification(fetched: response.body) { return completion(notification) }
                if core.bugs.contains(.rt10UndecodableAnswerFetchedAgain), !fetchedAgain {
                    // Planted bug: an undecodable 2xx is taken for a transient error and fetched again.
                    return ActitoFetch.notification(
                        id, payload: payload, core: core, fetchedAgain: true, completion: completion)
                }
                failure = PushError(
                    .invalidResponse, native: "decodingError",
                    message: "the notification answer has no decodable notification")
            case .failure(let error):
                if core.bugs.contains(.rt11FetchRetriedOverTransportRetries), error.native == "inaccessible",
                    !fetchedAgain
                {
                    // Planted bug: the transport retries spent, the fetch starts again once more
                    // ("the open must not fall back to a partial").
                    return ActitoFetch.notification(
                        id, payload: payload, core: core, fetchedAgain: true, completion: completion)
                }
                if core.bugs.contains(.rt13NotificationNotFoundRefetched), !fetchedAgain,
                    let status = error.details["httpStatus"]?.integerValue, (400..<500).contains(status), status != 429
                {
                    // Planted bug (rt13NotificationNotFoundRefetched): a 4xx ("the notification may not
                    // be published yet") is fetched once more after 1 s.
                    core.host.scheduler.schedule(after: .seconds(1)) {
                        ActitoFetch.notification(
                            id, payload: payload, core: core, fetchedAgain: true, completion: completion)
                    }
                    return
                }
                failure = error
            }
            guard let partial = ActitoNotification(payload: payload) else {
                core.warn(
                    .invalidUserInfo,
                    "failed to fetch notification \(id) and no partial notification can be built from the payload (needs notificationType, notificationId and an alert body): dropped",
                    details: ["cause": failure.map { .string($0.code.rawValue) } ?? .null])
                return completion(nil)
            }
            core.warn(
                failure?.code ?? .invalidResponse, native: failure?.native ?? "decodingError",
                "failed to fetch notification \(id); using the partial notification from the payload",
                details: ["fallback": "partial"])
            completion(partial)
        }
    }
}

/// `addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)`.
enum ActitoPath {
    private static let allowed: Set<Character> = Set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/")

    /// Escapes every character outside `urlPathAllowed` (so `/` stays as it is).
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            if allowed.contains(character) {
                out.append(character)
            } else {
                for byte in String(character).utf8 {
                    let digits = Array("0123456789ABCDEF")
                    out += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
                }
            }
        }
        return out
    }
}
