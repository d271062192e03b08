/// The name of a `system` record in a simulator transcript (`{"system":{"name":"nse.killed",…}}`).
///
/// The simulator writes every system record under one of the constants below, and the
/// conformance invariants match records by these constants rather than by string literals, so
/// a renamed record breaks the build instead of silently disabling an invariant.
public struct SimulatorRecordName: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The name as written in the transcript.
    public var rawValue: String

    /// A record name; prefer the constants.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The raw value.
    public var description: String { rawValue }
}

extension SimulatorRecordName {
    /// `authorization.requested`: The app asked for notification permission (options).
    public static let authorizationRequested = SimulatorRecordName(rawValue: "authorization.requested")
    /// `authorization.prompt-unanswered`: The permission prompt is up and the scenario scripted no answer.
    public static let authorizationPromptUnanswered = SimulatorRecordName(rawValue: "authorization.prompt-unanswered")
    /// `authorization.answered`: The user answered the permission prompt (status).
    public static let authorizationAnswered = SimulatorRecordName(rawValue: "authorization.answered")
    /// `authorization.changed`: The user changed the permission in Settings (status).
    public static let authorizationChanged = SimulatorRecordName(rawValue: "authorization.changed")
    /// `categories.set`: The app registered its notification categories (categories).
    public static let categoriesSet = SimulatorRecordName(rawValue: "categories.set")
    /// `app.categories-added`: The app's own code added categories to the registered set while
    /// it runs (categories: their ids); the `categories.set` that follows is its call.
    public static let appCategoriesAdded = SimulatorRecordName(rawValue: "app.categories-added")
    /// `notification.shown`: The system showed a notification (id, source, …).
    public static let notificationShown = SimulatorRecordName(rawValue: "notification.shown")
    /// `notifications.removed`: The app removed delivered notifications (ids).
    public static let notificationsRemoved = SimulatorRecordName(rawValue: "notifications.removed")
    /// `notifications.removed-all`: The app removed every delivered notification.
    public static let notificationsRemovedAll = SimulatorRecordName(rawValue: "notifications.removed-all")
    /// `app.asked-presentation`: The system asked the app how to present a foreground notification (id).
    public static let appAskedPresentation = SimulatorRecordName(rawValue: "app.asked-presentation")
    /// `app.called`: The app's own code called a facet of its SDK with new work (call: the
    /// facet and method, `subscription.subscribe`).
    public static let appCalled = SimulatorRecordName(rawValue: "app.called")
    /// `app.asked-response`: The system handed a notification response to the app (id, action).
    public static let appAskedResponse = SimulatorRecordName(rawValue: "app.asked-response")
    /// `notification.no-response-to-redeliver`: A redelivery was scripted but no response was delivered since
    /// the last one (each response is redelivered once).
    public static let noResponseToRedeliver = SimulatorRecordName(rawValue: "notification.no-response-to-redeliver")
    /// `notification.response-redelivered`: The last response was delivered again (id, …).
    public static let responseRedelivered = SimulatorRecordName(rawValue: "notification.response-redelivered")
    /// `content-extension.not-launched`: The content extension was not launched for a notification (id, reason).
    public static let contentExtensionNotLaunched = SimulatorRecordName(rawValue: "content-extension.not-launched")
    /// `content-extension.launched`: The content extension was launched (id, category).
    public static let contentExtensionLaunched = SimulatorRecordName(rawValue: "content-extension.launched")
    /// `content-extension.rendered`: The content extension rendered its view (id, view).
    public static let contentExtensionRendered = SimulatorRecordName(rawValue: "content-extension.rendered")
    /// `clock.negative-delay`: Work was scheduled with a negative delay (delay). A broken TIME-001.
    public static let clockNegativeDelay = SimulatorRecordName(rawValue: "clock.negative-delay")
    /// `clock.runaway`: More work ran at one instant than the clock allows (limit, …). A broken TIME-001.
    public static let clockRunaway = SimulatorRecordName(rawValue: "clock.runaway")
    /// `clock.work-budget-exhausted`: A run asked for a total work budget (the explorer does) and
    /// used it up (limit, dropped); every pending piece was dropped. A broken EXP-002.
    public static let clockWorkBudgetExhausted = SimulatorRecordName(rawValue: "clock.work-budget-exhausted")
    /// `process.launched`: The app process launched (state).
    public static let processLaunched = SimulatorRecordName(rawValue: "process.launched")
    /// `app.state`: The app moved to another state (state).
    public static let appState = SimulatorRecordName(rawValue: "app.state")
    /// `app.suspending`: The app called its last outstanding system completion in the background
    /// (grace): work it schedules from now on waits for its next wake; suspended after the grace.
    public static let appSuspending = SimulatorRecordName(rawValue: "app.suspending")
    /// `app.suspended`: The system suspended the app in the background (waiting: pieces of its
    /// work that now wait for the next wake or launch).
    public static let appSuspended = SimulatorRecordName(rawValue: "app.suspended")
    /// `app.resumed`: A suspended or suspending app runs again (by: `foreground`, `push`,
    /// `response`, `app-call`; waiting: the pieces of work that run again).
    public static let appResumed = SimulatorRecordName(rawValue: "app.resumed")
    /// `process.terminated`: The app process was terminated (…).
    public static let processTerminated = SimulatorRecordName(rawValue: "process.terminated")
    /// `remote-registration.token`: APNs registration answered with a token (token).
    public static let remoteRegistrationToken = SimulatorRecordName(rawValue: "remote-registration.token")
    /// `remote-registration.failed`: APNs registration failed (reason).
    public static let remoteRegistrationFailed = SimulatorRecordName(rawValue: "remote-registration.failed")
    /// `apns.rejected`: APNs refused a payload before delivery (bytes, error).
    public static let apnsRejected = SimulatorRecordName(rawValue: "apns.rejected")
    /// A pushed payload repeated a key in one object (details: the JSON paths); iOS keeps the last value.
    public static let payloadDuplicateKeys = SimulatorRecordName(rawValue: "payload.duplicate-keys")
    /// `push.arrived`: A push reached the device (push, claimed, …).
    public static let pushArrived = SimulatorRecordName(rawValue: "push.arrived")
    /// `nse.started`: A notification service extension run started (id; content: the request's
    /// content as the system hands it over, for a push the vendor does not claim, NSE-004).
    public static let serviceExtensionStarted = SimulatorRecordName(rawValue: "nse.started")
    /// `nse.time-will-expire`: The service extension's budget ran out and the system called serviceExtensionTimeWillExpire (id, requested?, content: the request's content as the system handed it over).
    public static let serviceExtensionTimeWillExpire = SimulatorRecordName(rawValue: "nse.time-will-expire")
    /// `nse.killed`: The service extension never delivered; the system showed the original content (id). A broken NSE-001.
    public static let serviceExtensionKilled = SimulatorRecordName(rawValue: "nse.killed")
    /// `nse.frozen`: The system froze a service extension's process ``SimulatedDevice/serviceExtensionGrace``
    /// after its first content-handler call; the work still pending never runs (id, grace,
    /// droppedTimers?, inFlightRequests?, unfinishedDownloads?). Written only when something was pending.
    public static let serviceExtensionFrozen = SimulatorRecordName(rawValue: "nse.frozen")
    /// `nse.attachment`: A service extension delivered content with an attachment: the system's view of it
    /// (id, attachment, url, file, local, typeHint?, type, download). Checked by MED-001…MED-004 (R9).
    public static let serviceExtensionAttachment = SimulatorRecordName(rawValue: "nse.attachment")
    /// `nse.none-running`: A step addressed a service extension but none was running.
    public static let serviceExtensionNoneRunning = SimulatorRecordName(rawValue: "nse.none-running")
    /// `background-push.not-delivered`: A background push was not handed to the app (reason).
    public static let backgroundPushNotDelivered = SimulatorRecordName(rawValue: "background-push.not-delivered")
    /// `background-wakes.changed`: Whether the system wakes the app for background pushes changed (allowed).
    public static let backgroundWakesChanged = SimulatorRecordName(rawValue: "background-wakes.changed")
    /// `notification.button-not-shown`: A scripted button tap found no such button on the notification (id, …).
    public static let buttonNotShown = SimulatorRecordName(rawValue: "notification.button-not-shown")
    /// `dismiss.not-reported`: A dismissal was not reported to the app (id, …).
    public static let dismissNotReported = SimulatorRecordName(rawValue: "dismiss.not-reported")
    /// `notification.response`: The user acted on a notification (id, action).
    public static let notificationResponse = SimulatorRecordName(rawValue: "notification.response")
    /// `settings.open-requested`: The system asked the app to open its notification settings (id or null).
    public static let settingsOpenRequested = SimulatorRecordName(rawValue: "settings.open-requested")
    /// `context.moment-quality`: The scripted moment quality changed (quality).
    public static let momentQuality = SimulatorRecordName(rawValue: "context.moment-quality")
    /// `remote-registration.requested`: The app asked to register for remote notifications.
    public static let remoteRegistrationRequested = SimulatorRecordName(rawValue: "remote-registration.requested")
    /// `url.opened`: The app opened a URL (url).
    public static let urlOpened = SimulatorRecordName(rawValue: "url.opened")
    /// `token-provider.fetch`: An adapter fetched a token from a token provider (provider, token).
    public static let tokenProviderFetch = SimulatorRecordName(rawValue: "token-provider.fetch")
    /// `token-provider.deleted`: An adapter deleted a token provider's token (provider).
    public static let tokenProviderDeleted = SimulatorRecordName(rawValue: "token-provider.deleted")
    /// `wire-format.encoded`: A vendor's wire format encoded a neutral message (bytes, vendor?). Checked by PAY-001.
    public static let wireFormatEncoded = SimulatorRecordName(rawValue: "wire-format.encoded")
    /// `store.keys`: What the store holds when the case ends: `keys`, each key with the
    /// ``SimulatedStore/digest(of:)`` of its value (never the value). The last record before the leftovers.
    public static let storeKeys = SimulatorRecordName(rawValue: "store.keys")
    /// `store.after-reset`: A data reset reported success: `keys`, what the store holds then (with
    /// digests), and `kept`, the keys it left with the value they had when the reset was asked
    /// for. A broken RST-001 when `kept` is not empty.
    public static let storeAfterReset = SimulatorRecordName(rawValue: "store.after-reset")
    /// `wire-format.refused`: A vendor's wire format refused a neutral message (error, vendor?).
    public static let wireFormatRefused = SimulatorRecordName(rawValue: "wire-format.refused")
}

extension SimulatorRecordName {
    /// `activity.push-to-start-token`: ActivityKit holds a new push-to-start token for a type
    /// (attributesType, token): its current value from now on.
    public static let activityPushToStartToken = SimulatorRecordName(rawValue: "activity.push-to-start-token")
    /// `activity.started`: A live activity exists (activity, attributesType, by: `app` or `push`,
    /// state: `active` or `pending`, pushType: `token`, `channel` or `none`, channel, start).
    public static let activityStarted = SimulatorRecordName(rawValue: "activity.started")
    /// `activity.start-refused`: ActivityKit refused to start an activity (activity,
    /// attributesType, by, reason: an ``ActivityRequestRefusal``).
    public static let activityStartRefused = SimulatorRecordName(rawValue: "activity.start-refused")
    /// `activity.push-token`: An activity has a new update token (activity, token).
    public static let activityPushToken = SimulatorRecordName(rawValue: "activity.push-token")
    /// `activity.state`: An activity moved to another state (activity, state).
    public static let activityState = SimulatorRecordName(rawValue: "activity.state")
    /// `activity.ended`: An activity ended (activity, by: `user`, `push`, `app` or `sdk`, state:
    /// `ended` or `dismissed`).
    public static let activityEnded = SimulatorRecordName(rawValue: "activity.ended")
}
