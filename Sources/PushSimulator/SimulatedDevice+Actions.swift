public import PushContract

/// What a scenario step can do to the device from outside: the user, the system, APNs and the
/// servers acting. A runner drives the device only through these and the lifecycle, push and
/// response methods; the device writes every record itself.
extension SimulatedDevice {
    /// The user changes the app's notification permission in Settings.
    public func setAuthorization(_ status: AuthorizationStatus) {
        notificationCenter.setAuthorizationStatus(status)
    }

    /// APNs answers a registration now with `script` (a token or a failure): the running app
    /// registers again and gets this answer, which later registrations get too.
    public func issueRegistration(_ script: RegistrationScript) throws(SimulationError) {
        application.registration = script
        _ = try adapterForAppCall()
        application.registerForRemoteNotifications()
    }

    /// The running adapter, for a call the app's own code makes (a facet call, a registration):
    /// an app in the background runs code for it, so a suspended one resumes (`app.resumed`, by
    /// `app-call`) and is suspended again after the grace. An error when the app is not running.
    public func adapterForAppCall() throws(SimulationError) -> any PushAdapter {
        let adapter = try requireAdapter()
        wake("app-call")
        return adapter
    }

    /// The running adapter for a facet call the app's own code makes, named `call`
    /// (`subscription.subscribe`, `customEvents.track`…): as ``adapterForAppCall()``, then
    /// `app.called` records the call, so a reader of the transcript sees each time the app asked
    /// its SDK for new work (a request sent again after it may be what the app asked for).
    public func adapterForAppCall(_ call: String) throws(SimulationError) -> any PushAdapter {
        try adapterForAppCall(call, details: [:])
    }

    /// As ``adapterForAppCall(_:)``, with what the app passes that an observer of the app knows
    /// and an oracle needs (`token`: the token `tokens.setManualToken` sets, null when it removes
    /// it) beside `call` in the `app.called` record.
    public func adapterForAppCall(
        _ call: String, details: [String: JSONValue]
    ) throws(SimulationError)
        -> any PushAdapter
    {
        let adapter = try adapterForAppCall()
        recorder.system(.appCalled, details.merging(["call": .string(call)]) { _, call in call })
        return adapter
    }

    /// Queues the servers' next answers, used in order by the requests they match.
    public func queueServerAnswers(_ answers: [ServerAnswer]) { transport.enqueue(answers) }

    /// From now on every request the script does not answer gets `answer` (nil: none, so it
    /// stays pending), and the vendor's declared backend stops answering: a server outage, or a
    /// server that answers everything alike.
    public func answerUnscriptedRequests(with answer: ServerAnswer?) {
        transport.backend = .neutral
        transport.defaultAnswer = answer
    }

    /// Scripts the media server's answer for each URL (replacing an earlier script).
    public func scriptMedia(_ scripts: [String: MediaScript]) {
        for (url, script) in scripts { media.scripts[url] = script }
    }

    /// The app's own code registers `categories` while it runs, as an app sharing the
    /// notification centre with an SDK does: it reads the registered set
    /// (`getNotificationCategories`) and sets it again with its own added, each replacing a
    /// category of the same identifier (`setNotificationCategories` replaces the whole set).
    /// `app.categories-added` names them before the `categories.set` of the call. An error when
    /// the app is not running.
    public func registerAppCategories(_ added: [NotificationCategory]) throws(SimulationError) {
        _ = try adapterForAppCall()
        let ids = Set(added.map(\.identifier))
        recorder.system(.appCategoriesAdded, ["categories": .array(added.map { .string($0.identifier) })])
        notificationCenter.setCategories(notificationCenter.categories.filter { !ids.contains($0.identifier) } + added)
    }

    /// The device's context signal (moment quality) changes.
    public func setMomentQuality(_ quality: MomentQuality) { deviceContext.setMomentQuality(quality) }

    /// The identifiers of the notifications shown now, oldest first.
    public var shownNotificationIDs: [String] { notificationCenter.deliveredNotifications.map(\.identifier) }

    /// The user answers every shown notification, oldest first, with the same action.
    public func respondToAll(action: String) throws(SimulationError) {
        let shown = shownNotificationIDs
        guard !shown.isEmpty else { throw SimulationError("no notification is shown") }
        for id in shown { try respond(to: id, action: action) }
    }

    /// A completion the app hands to the adapter's facet (a subscription status query, a token
    /// request…): the ledger tracks it, so CMP-001 and the leftovers check see whether it is
    /// called exactly once; `describe` turns its value into transcript JSON.
    public func completion<Value>(_ kind: String, describe: @escaping (Value) -> JSONValue) -> (Value) -> Void {
        ledger.track(kind, describe: describe)
    }

    /// The app asks the SDK to erase its local data through `service` (the adapter's data-reset
    /// facet). Its completion is tracked as `clear-data` (`describe` turns its value into
    /// transcript JSON); when it reports success, `store.after-reset` shows what the store still
    /// holds, and the keys the reset left with their earlier value are named again by the
    /// leftovers check (RST-001).
    public func clearLocalData(
        using service: any DataResetService,
        describe: @escaping (Result<Void, PushError>) -> JSONValue
    ) {
        let before = store.digests
        let completion = ledger.track("clear-data", describe: describe) {
            [weak self] (result: Result<Void, PushError>) in
            guard let self, case .success = result else { return }
            let after = self.store.digests
            let kept = after.keys.filter { before[$0] == after[$0] }.sorted()
            self.keysKeptAfterReset.formUnion(kept)
            self.storeAtReset = after
            self.recorder.system(
                .storeAfterReset,
                [
                    "keys": .object(after.mapValues(JSONValue.string)),
                    "kept": .array(kept.map(JSONValue.string)),
                ])
        }
        service.clearLocalData(completion: completion)
    }

    /// A campaign's push, encoded by `vendor`'s wire format and sent through APNs.
    ///
    /// Records `wire-format.encoded` with the payload's size, or `wire-format.refused` with the
    /// format's error (the push is then never sent). `labelled` adds the vendor's id to the
    /// record (several vendors encode one message behind a router). `merge` then adds or
    /// replaces top-level keys of the encoded payload, and `remove` drops some: the vendor's own
    /// push with one field malformed or missing, or a section the neutral message cannot say
    /// (recorded as `merged` and `removed`, the keys).
    /// `padToBytes` adds a top-level `padding` string to the message so the encoded payload is
    /// about that size; a size below what the message already uses is refused.
    public func receivePush(
        encoding message: MessageSpec, with vendor: any PushVendor, labelled: Bool = false,
        merging merge: [String: JSONValue] = [:], removing remove: [String] = [],
        padToBytes pad: Int? = nil
    ) throws(SimulationError) {
        var message = message
        if let pad {
            message.customData["padding"] = ""
            let base = (try? vendor.wireFormat.encode(message))?.byteCount ?? 0
            guard pad >= base else {
                throw SimulationError("padToBytes \(pad) is below the \(base) bytes already used")
            }
            message.customData["padding"] = .string(String(repeating: "x", count: pad - base))
        }
        let label: [String: JSONValue] = labelled ? ["vendor": .string(vendor.descriptor.id)] : [:]
        var payload: PushPayload
        do {
            payload = try vendor.wireFormat.encode(message)
        } catch {
            recorder.system(.wireFormatRefused, label.merging(["error": error.json]) { _, new in new })
            return
        }
        // Serialised once: the size is recorded here and handed on, never measured again. The
        // record keeps the wire format's own size (PAY-001 judges it); a merge is the scenario's.
        var size = payload.byteCount
        var details = label.merging(["bytes": .number(Double(size))]) { _, new in new }
        if !merge.isEmpty || !remove.isEmpty {
            payload.root.merge(merge) { _, new in new }
            for key in remove { payload.root[key] = nil }
            if !merge.isEmpty { details["merged"] = .array(merge.keys.sorted().map(JSONValue.string)) }
            if !remove.isEmpty { details["removed"] = .array(remove.sorted().map(JSONValue.string)) }
            size = payload.byteCount
        }
        recorder.system(.wireFormatEncoded, details)
        receivePush(payload, measuredByteCount: size)
    }
}
