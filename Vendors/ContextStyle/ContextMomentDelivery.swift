import PushContract

/// `ContextManager.deliverNotificationIfGoodMoment` (Customer IO guide “`didReceiveRemoteNotification`”):
/// decides, for one background wake, whether to show the notification now, and calls the fetch completion
/// exactly once.
///
/// Rules (README, "Deliver at a good moment"; ours unless cited):
/// - calibration: show at once (Context Push: "During calibration phase, your notifications will always be
///   delivered the moment it's received", https://docs.push.contextsdk.com/);
/// - already shown for this collapse id: skip at once (Customer IO guide “Explanation of the fields”, one per
///   collapse id, ever);
/// - the wake is at or past the deadline of the collapse id's *first* push: show at once (Customer IO guide
///   “Explanation of the fields”);
/// - otherwise sample the context for 5 s (Customer IO guide “Things to consider”) and show if the moment is
///   good, else skip; another wake of the same flow name while sampling replaces the older one, which ends
///   with no data (one observer per flow name: context-sdk/docs-ios@6083e74:
///   data/documentation/contextsdk/contextmanager/registercontextobserver(flowname:callbackonfirstgoodmoment:).json:231-247);
///   two flows never show at the same instant (same item).
final class ContextMomentDelivery {
    private struct Sampling {
        var work: ScheduledWork
        var collapseID: String
        var completion: (BackgroundFetchResult) -> Void
    }

    private let host: PushHost
    private let configuration: ContextConfiguration
    private let ledger: ContextCollapseLedger
    private var sampling: [String: Sampling] = [:]
    private var lastShown: (instant: DeviceInstant, flowName: String)?

    init(host: PushHost, configuration: ContextConfiguration) {
        self.host = host
        self.configuration = configuration
        ledger = ContextCollapseLedger(store: host.store)
    }

    /// Handles one wake for a parsed context push.
    func deliver(_ fields: ContextPushFields, completion: @escaping (BackgroundFetchResult) -> Void) {
        let now = host.scheduler.now
        let first = ledger.firstPush(for: fields, now: now)
        if first.shown { return finish(.shouldSkipPushDueToAlreadyShown, fields, reason: nil, completion) }
        if configuration.calibration { return finish(.shouldShowPush, fields, reason: .calibration, completion) }
        if now >= first.deadline { return finish(.shouldShowPush, fields, reason: .deadlineReached, completion) }
        replaceSampling(of: fields.flowName)
        host.events.emit(
            SDKEvent(
                SDKEventName.momentSamplingStarted, native: "deliverNotificationIfGoodMoment",
                details: details(
                    fields,
                    [
                        "window": .string(ContextVendor.samplingWindow.transcriptText),
                        "deadline": .string(first.deadline.description),
                    ])))
        let work = host.scheduler.schedule(after: ContextVendor.samplingWindow) { [weak self] in
            self?.decideAfterSampling(fields)
        }
        sampling[fields.flowName] = Sampling(work: work, collapseID: fields.collapseID, completion: completion)
    }

    /// Shows a push at once (the foreground switch), unless its collapse id was already shown.
    func showNow(
        _ fields: ContextPushFields, reason: ContextShowReason, completion: @escaping (BackgroundFetchResult) -> Void
    ) {
        let first = ledger.firstPush(for: fields, now: host.scheduler.now)
        if first.shown { return finish(.shouldSkipPushDueToAlreadyShown, fields, reason: nil, completion) }
        finish(.shouldShowPush, fields, reason: reason, completion)
    }

    private func replaceSampling(of flowName: String) {
        guard let older = sampling.removeValue(forKey: flowName) else { return }
        host.scheduler.cancel(older.work)
        host.events.emit(
            SDKEvent(
                SDKEventName.notificationSkipped,
                details: [
                    "flowName": .string(flowName), "collapseID": .string(older.collapseID),
                    "reason": "replaced by a newer push of the same flow",
                ]))
        older.completion(.noData)
    }

    private func decideAfterSampling(_ fields: ContextPushFields) {
        guard let running = sampling.removeValue(forKey: fields.flowName) else { return }
        let now = host.scheduler.now
        let quality = host.deviceContext.momentQuality
        var extra: [String: JSONValue] = ["momentQuality": .string(quality.rawValue)]
        if ledger.record(for: fields.collapseID)?.shown == true {
            return finish(.shouldSkipPushDueToAlreadyShown, fields, reason: nil, running.completion)
        }
        if quality == .good, let lastShown, lastShown.instant == now, lastShown.flowName != fields.flowName {
            extra["sameInstantAs"] = .string(lastShown.flowName)
            return finish(.shouldSkipPushDueToBadMoment, fields, reason: nil, extra: extra, running.completion)
        }
        let outcome: ContextPushOutcome = quality == .good ? .shouldShowPush : .shouldSkipPushDueToBadMoment
        finish(outcome, fields, reason: quality == .good ? .goodMoment : nil, extra: extra, running.completion)
    }

    private func finish(
        _ outcome: ContextPushOutcome, _ fields: ContextPushFields, reason: ContextShowReason?,
        extra: [String: JSONValue] = [:], _ completion: @escaping (BackgroundFetchResult) -> Void
    ) {
        var info = details(fields, extra)
        if let reason { info["reason"] = .string(reason.rawValue) }
        if outcome == .shouldShowPush {
            let now = host.scheduler.now
            ledger.markShown(fields.collapseID, now: now, deadlineHours: fields.deadlineHours)
            lastShown = (now, fields.flowName)
            host.events.emit(SDKEvent(SDKEventName.notificationPosted, native: outcome.rawValue, details: info))
            host.notificationCenter.add(
                NotificationRequest(
                    identifier: fields.collapseID,
                    content: NotificationContent(title: fields.title, body: fields.body, userInfo: fields.userInfo)))
        } else {
            host.events.emit(SDKEvent(SDKEventName.notificationSkipped, native: outcome.rawValue, details: info))
        }
        completion(outcome.fetchResult)
    }

    private func details(_ fields: ContextPushFields, _ extra: [String: JSONValue]) -> [String: JSONValue] {
        var info: [String: JSONValue] = [
            "flowName": .string(fields.flowName), "collapseID": .string(fields.collapseID),
        ]
        info.merge(extra) { _, new in new }
        return info
    }
}
