import PushContract

/// The notification service extension's process, as iOS runs it.
///
/// - The system starts the app's one extension for every mutable-content alert push, whoever
///   sent it (`nse.started`); for a push the vendor does not claim the record carries the
///   request's `content` as the system hands it over, so NSE-004 can compare what is delivered.
/// - At the 30 s budget (or when a step asks) the system calls `serviceExtensionTimeWillExpire`;
///   a handler still not called by the end of that instant gets the extension killed
///   (`nse.killed`): its pending work dies and the original content is shown (R7).
/// - After the first content-handler call the process is not ended at once: work it had already
///   scheduled (a download, a timer, an answer) still runs for ``serviceExtensionGrace``, and a
///   further handler call is written like any second completion call (`"call": 2`, NSE-001).
///   Then the process is frozen; what is still pending never runs (`nse.frozen`, written only
///   when something was pending).
///
/// Sources: "Tells you that the system is terminating your extension … the system calls this
/// method on a separate thread to give you one last chance to execute the block"
/// (https://developer.apple.com/documentation/usernotifications/unnotificationserviceextension/serviceextensiontimewillexpire());
/// "the process could stay alive after contentHandler, but it is not guaranteed. It could be
/// terminated right after, or it could be left in memory" (Apple DTS,
/// https://developer.apple.com/forums/thread/820483). The grace's length is an assumption: the
/// five seconds the app gets before suspension (``suspensionGrace``); the simulator takes the
/// side of iOS that shows late work rather than hiding it.
extension SimulatedDevice {
    /// How long a service extension's already-scheduled work keeps running after its first
    /// content-handler call before the system freezes the process (an assumption, see above).
    public static let serviceExtensionGrace: Duration = suspensionGrace

    func runServiceExtension(
        _ serviceExtension: any NotificationServiceExtension, request: NotificationRequest,
        payload: PushPayload
    ) {
        // The extension is its own process, numbered after the push it handles.
        var origin = clock.currentOrigin
        let process = origin.push?.push ?? pushCount
        origin.process = process
        clock.withOrigin(origin) {
            startServiceExtension(serviceExtension, request: request, payload: payload, process: process)
        }
    }

    private func startServiceExtension(
        _ serviceExtension: any NotificationServiceExtension, request: NotificationRequest,
        payload: PushPayload, process: Int
    ) {
        var started: [String: JSONValue] = ["id": .string(request.identifier)]
        // NSE-004 judges a request the vendor does not claim against what the system handed over.
        if clock.currentOrigin.push?.claimed == false { started["content"] = request.content.json }
        recorder.system(.serviceExtensionStarted, started)
        // The expiry call runs in the extension's process, also when a step asks for it early.
        let extensionOrigin = clock.currentOrigin
        var delivered = false
        var expiryWork: ScheduledWork?
        // Weak: the extension holds its content handler, which holds this closure. While it
        // runs, `runningExtensions` (the expiry action) still holds the extension.
        let finish: (NotificationContent) -> Void = { [weak self, weak serviceExtension] content in
            guard let self, !delivered else { return }
            delivered = true
            if let expiryWork { self.clock.cancel(expiryWork) }
            if let serviceExtension {
                self.freezeAfterGrace(serviceExtension, id: request.identifier, process: process)
            }
            self.runningExtensions[request.identifier] = nil
            var final = request
            final.content = content
            self.recordAttachments(of: content, notification: request.identifier, process: process)
            var appOrigin = self.clock.currentOrigin
            appOrigin.process = ExecutionOrigin.appProcess
            appOrigin.lineage = []
            self.clock.withOrigin(appOrigin) { self.deliverToApp(final, payload: payload) }
        }
        let handler = ledger.track(
            "nse-content", describe: { (content: NotificationContent) in content.json }, then: finish)
        // R7: at the budget the system calls serviceExtensionTimeWillExpire; if the handler is
        // still not called by the end of that instant, the system shows the original content.
        let expire: (_ requested: Bool) -> Void = { [weak self] requested in
            guard let self, !delivered else { return }
            self.clock.withOrigin(extensionOrigin) {
                if let expiryWork { self.clock.cancel(expiryWork) }
                var details: [String: JSONValue] = ["id": .string(request.identifier)]
                if requested { details["requested"] = true }
                // NSE-005 judges the content delivered at expiry against the content the system
                // handed over (the original, which it shows if nothing is delivered).
                details["content"] = request.content.json
                self.recorder.system(.serviceExtensionTimeWillExpire, details)
                serviceExtension.serviceExtensionTimeWillExpire()
                // The system's own check (no process: it is not the extension's pending work),
                // written in the extension's context.
                self.clock.enqueue(at: self.clock.now, origin: Self.systemOrigin) { [weak self] in
                    guard let self, !delivered else { return }
                    self.clock.withOrigin(extensionOrigin) {
                        self.recorder.system(.serviceExtensionKilled, ["id": .string(request.identifier)])
                        // The system kills the extension process: its pending work dies with it.
                        self.clock.drop(process: process)
                        _ = self.transport.abandonOutstanding(process: process)
                        self.media.abandonOutstanding(process: process)
                        finish(request.content)
                    }
                }
            }
        }
        runningExtensions[request.identifier] = expire
        expiryWork = clock.schedule(after: APNsLimits.serviceExtensionBudget) { expire(false) }
        // iOS runs the app's one extension for every mutable-content alert push, whoever sent it:
        // whether the request is its vendor's is the extension's own business (NSE-004, NET-002).
        serviceExtension.didReceive(request, contentHandler: handler)
    }

    /// After the first content-handler call: once the current instant has settled, if the
    /// process still has work pending, the system keeps it (and the extension object) alive for
    /// ``serviceExtensionGrace``, then freezes it and drops what is still pending (`nse.frozen`).
    /// A process with nothing pending ends silently: nothing of it can run again.
    private func freezeAfterGrace(_ serviceExtension: any NotificationServiceExtension, id: String, process: Int) {
        let deadline = clock.instant(after: Self.serviceExtensionGrace)
        clock.enqueue(at: clock.now, origin: Self.systemOrigin) { [weak self] in
            guard let self, self.hasPendingWork(process: process) else { return }
            self.clock.enqueue(at: deadline, origin: Self.systemOrigin) { [weak self] in
                // The system holds the extension object while its process runs.
                withExtendedLifetime(serviceExtension) {}
                self?.freeze(process: process, id: id)
            }
        }
    }

    private func hasPendingWork(process: Int) -> Bool {
        clock.pending.contains { $0.origin.process == process }
            || transport.outstanding.contains { $0.origin.process == process }
            || media.started.contains { $0.origin.process == process && media.isOutstanding($0.sequence) }
    }

    private func freeze(process: Int, id: String) {
        let timers = clock.drop(process: process)
        let requests = transport.abandonOutstanding(process: process)
        let downloads = media.abandonOutstanding(process: process)
        guard timers > 0 || !requests.isEmpty || !downloads.isEmpty else { return }
        var details: [String: JSONValue] = [
            "id": .string(id), "grace": .string(Self.serviceExtensionGrace.transcriptText),
        ]
        if timers > 0 { details["droppedTimers"] = .number(Double(timers)) }
        if !requests.isEmpty { details["inFlightRequests"] = .array(requests.map { .number(Double($0.sequence)) }) }
        if !downloads.isEmpty { details["unfinishedDownloads"] = .array(downloads.map { .number(Double($0)) }) }
        recorder.system(.serviceExtensionFrozen, details)
    }

    /// The system expires every running service extension now (before its 30 s budget).
    public func expireServiceExtensions() {
        guard !runningExtensions.isEmpty else {
            recorder.system(.serviceExtensionNoneRunning)
            return
        }
        for key in runningExtensions.keys.sorted() { runningExtensions[key]?(true) }
    }
}
