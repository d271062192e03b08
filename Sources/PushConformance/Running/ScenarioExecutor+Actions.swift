import PushContract
import PushSimulator

extension ScenarioExecutor {
    func perform(_ action: ScenarioStep.Action, on device: SimulatedDevice, step: String) throws(ExecutionError) {
        // A facet call is the app's own code calling its SDK: a suspended app resumes for it, and
        // the transcript records the call (`app.called`).
        func adapter() throws(ExecutionError) -> any PushAdapter {
            do {
                return try device.adapterForAppCall(
                    action.facetCall ?? action.kind.rawValue, details: action.facetCallDetails)
            } catch {
                throw ExecutionError(step: step, message: error.message)
            }
        }
        func facet<F>(_ value: F?, _ name: String) throws(ExecutionError) -> F {
            guard let value else {
                throw ExecutionError(
                    step: step,
                    message: "\(vendor.descriptor.id) has no \(name) facet although the scenario requires it")
            }
            return value
        }
        switch action {
        case .launch(let state): device.launch(state: state)
        case .relaunch(let state): device.relaunch(state: state)
        case .terminate: device.terminate()
        case .appState(let state): device.setState(state)
        case .authorization(let status): device.setAuthorization(status)
        case .deliverToken(let answer):
            do { try device.issueRegistration(answer) } catch {
                throw ExecutionError(step: step, message: error.message)
            }
        case .serverAnswers(let answers): device.queueServerAnswers(answers)
        case .media(let scripts): device.scriptMedia(scripts)
        case .subscribe(let request): try facet(try adapter().subscription, "subscription").subscribe(request)
        case .unsubscribe(let request): try facet(try adapter().subscription, "subscription").unsubscribe(request)
        case .suspend(let request): try facet(try adapter().subscription, "subscription").suspend(request)
        case .unsuspend:
            try facet(try adapter().subscription, "subscription").unsuspend(
                completion: device.completion("unsuspend", describe: CompletionValue.subscription))
        case .subscriptionStatus(let query):
            try facet(try adapter().subscription, "subscription").status(
                query, completion: device.completion("status", describe: CompletionValue.subscription))
        case .tokenProvider(let kind, let token, let latency):
            do { try device.installTokenProvider(kind: kind, token: token, latency: latency) } catch {
                throw ExecutionError(step: step, message: error.message)
            }
        case .providerPriority(let names): try facet(try adapter().tokens, "token").setProviderPriority(names)
        case .manualToken(let token): try facet(try adapter().tokens, "token").setManualToken(token)
        case .getToken:
            try facet(try adapter().tokens, "token").currentToken(
                completion: device.completion("get-token", describe: CompletionValue.token))
        case .deleteToken(let kind):
            try facet(try adapter().tokens, "token").deleteToken(
                provider: kind, completion: device.completion("delete-token", describe: CompletionValue.outcome))
        case .forceTokenRefresh:
            try facet(try adapter().tokens, "token").forceRefresh(
                completion: device.completion("force-refresh", describe: CompletionValue.outcome))
        case .push(let source, let merge, let pad, let remove):
            try deliverPush(source, merge: merge, remove: remove, padTo: pad, on: device, step: step)
        case .expireExtension: device.expireServiceExtensions()
        case .tap(let notification, let actionID, let index, let text):
            do {
                if let index {
                    try device.respond(to: notification, actionIndex: index, text: text)
                } else {
                    try device.respond(to: notification, action: actionID, text: text)
                }
            } catch {
                throw ExecutionError(step: step, message: error.message)
            }
        case .openSettings(let notification):
            do { try device.openSettings(from: notification) } catch {
                throw ExecutionError(step: step, message: error.message)
            }
        case .customEvent(let event): try facet(try adapter().customEvents, "custom-event").track(event)
        case .clearData(let calls):
            // Each call is the app's own, recorded as its own `app.called`.
            for _ in 0..<calls {
                device.clearLocalData(
                    using: try facet(try adapter().dataReset, "data-reset"), describe: CompletionValue.outcome)
            }
        case .liveActivity(.startActivity(let type, let activity, let channel, let at)):
            let tracker = try facet(try adapter().liveActivityTracker, "live-activity tracker")
            tracker.startActivity(
                LiveActivityStartRequest(
                    attributesType: type, activityID: activity, pushType: channel.map { .channel($0) } ?? .token,
                    start: at.map { device.clock.now.advanced(by: $0) }),
                completion: device.completion("live-activity-start", describe: CompletionValue.startedActivity))
        case .activity(let operation): try perform(operation, on: device, step: step)
        case .liveActivity(let operation):
            if case .pushToStart(let type, let hex) = operation {
                // The app hands over the token ActivityKit issued it: the transcript shows the issue first.
                device.issuePushToStartToken(
                    try token(hex, .pushToStart(attributesType: type), step).bytes, attributesType: type)
            }
            let service = try facet(try adapter().liveActivities, "live-activity")
            let done = device.completion("live-activity", describe: CompletionValue.outcome)
            switch operation {
            case .register(let activity, let hex, let topics):
                service.register(
                    activityID: activity, token: try token(hex, .activity(id: activity), step), topics: topics,
                    completion: done)
            case .rotate(let activity, let hex):
                service.tokenRotated(
                    activityID: activity, token: try token(hex, .activity(id: activity), step), completion: done)
            case .end(let activity): service.end(activityID: activity, completion: done)
            case .pushToStart(let type, let hex):
                service.registerPushToStart(
                    token: try token(hex, .pushToStart(attributesType: type), step), completion: done)
            case .startActivity: break
            }
        case .advance(let duration): device.advance(by: duration)
        case .expand(let notification):
            do { try device.expand(notification) } catch { throw ExecutionError(step: step, message: error.message) }
        case .momentQuality(let quality): device.setMomentQuality(quality)
        case .backgroundWakes(let allowed): device.setBackgroundWakes(allowed)
        case .appCategories(let categories):
            do { try device.registerAppCategories(categories) } catch {
                throw ExecutionError(step: step, message: error.message)
            }
        case .tapAll(let action):
            do { try device.respondToAll(action: action) } catch {
                throw ExecutionError(step: step, message: error.message)
            }
        case .redeliverResponses: device.redeliverResponses()
        }
    }

    private func token(
        _ hex: String, _ kind: LiveActivityTokenKind, _ step: String
    ) throws(ExecutionError) -> LiveActivityToken {
        do {
            return LiveActivityToken(kind: kind, bytes: try DeviceToken(hex: hex).bytes)
        } catch {
            throw ExecutionError(step: step, message: "live-activity token: \(error.message)")
        }
    }

    private func deliverPush(
        _ source: ScenarioStep.PushSource, merge: [String: JSONValue], remove: [String], padTo pad: Int?,
        on device: SimulatedDevice, step: String
    ) throws(ExecutionError) {
        switch source {
        case .message(let message):
            do {
                try device.receivePush(
                    encoding: message, with: vendor, merging: merge, removing: remove, padToBytes: pad)
            } catch {
                throw ExecutionError(step: step, message: error.message)
            }
        case .fixture(_, _, let bytes) where merge.isEmpty && remove.isEmpty && pad == nil:
            device.receivePush(bytes: bytes)
        case .payload(var json), .fixture(_, var json, _):
            if !merge.isEmpty || !remove.isEmpty {
                guard var object = json.objectValue else {
                    throw ExecutionError(step: step, message: "merge and remove need a payload that is a JSON object")
                }
                object.merge(merge) { _, new in new }
                for key in remove { object[key] = nil }
                json = .object(object)
            }
            device.receivePush(bytes: try padded(json, to: pad, step: step))
        case .eachVendor(let message):
            for encoder in encoders {
                do { try device.receivePush(encoding: message, with: encoder, labelled: true) } catch {
                    throw ExecutionError(step: step, message: error.message)
                }
            }
        case .text(let text): device.receivePush(bytes: Array(text.utf8))
        case .bytes(let bytes): device.receivePush(bytes: bytes)
        }
    }

    /// The payload's canonical bytes with a top-level `"padding"` string making them exactly
    /// `pad` bytes. Each member is serialised once and the padding spliced in at its sorted place
    /// (the canonical form sorts keys), so a large payload is not serialised twice to measure it.
    private func padded(_ json: JSONValue, to pad: Int?, step: String) throws(ExecutionError) -> [UInt8] {
        guard let pad else { return json.canonicalBytes }
        guard var object = json.objectValue else {
            throw ExecutionError(step: step, message: "padToBytes needs a payload that is a JSON object")
        }
        object["padding"] = nil
        let keys = object.keys.sorted()
        var members = keys.map { key in
            Array(JSONValue.object([key: object[key] ?? .null]).canonicalText.utf8.dropFirst().dropLast())
        }
        let emptyPadding = Array(#""padding":"""#.utf8)
        // Braces, the members, one comma between each of them and the padding member.
        let base = 2 + members.reduce(0) { $0 + $1.count } + members.count + emptyPadding.count
        guard pad >= base else {
            throw ExecutionError(step: step, message: "padToBytes \(pad) is below the \(base) bytes already used")
        }
        var padding = emptyPadding
        padding.insert(contentsOf: repeatElement(UInt8(ascii: "x"), count: pad - base), at: padding.count - 1)
        members.insert(padding, at: keys.firstIndex { $0 > "padding" } ?? keys.count)
        var bytes: [UInt8] = [UInt8(ascii: "{")]
        bytes.reserveCapacity(pad)
        bytes += members.joined(separator: [UInt8(ascii: ",")])
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }
}
