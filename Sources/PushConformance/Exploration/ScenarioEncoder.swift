package import PushContract
import PushSimulator

/// Writes a scenario as scenario-file JSON that ``ScenarioDecoder`` reads back to an equal
/// value: the explorer's findings become ordinary regression scenarios. Steps come one per
/// line, keys sorted, so the same scenario is the same bytes every time.
///
/// It writes `id`, `title`, `requirements`, `requires` and `steps`; `given` only as the
/// defaults (the explorer never changes them), so a scenario with another `given` (or an
/// `expect` section, which the explorer never writes) is refused.
package enum ScenarioEncoder {
    /// The file's text, or nil when the scenario uses something this encoder does not write (a
    /// non-default `given`, a router or a fixture push).
    package static func text(_ scenario: Scenario) -> String? {
        guard scenario.given == DeviceSetup(), scenario.router == nil, scenario.expectations.isEmpty else { return nil }
        var steps: [String] = []
        for step in scenario.steps {
            guard let action = action(step.action) else { return nil }
            steps.append(JSONValue.object(["id": .string(step.id), step.action.kind.rawValue: action]).canonicalText)
        }
        let header: [(String, JSONValue)] = [
            ("id", .string(scenario.id)), ("title", .string(scenario.title)),
            ("requirements", .array(scenario.requirements.map { .string($0.rawValue) })),
            ("requires", .array(scenario.requires.sorted().map { .string($0.rawValue) })),
        ]
        var text = "{\n"
        for (key, value) in header { text += "  \(JSONValue.string(key).canonicalText): \(value.canonicalText),\n" }
        text += "  \"steps\": [\n    " + steps.joined(separator: ",\n    ") + "\n  ]\n}\n"
        return text
    }

    /// `"30s"`, `"500ms"`, `"2h"`: the shortest exact spelling (whole milliseconds).
    package static func duration(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        if milliseconds != 0, milliseconds % 3_600_000 == 0 { return "\(milliseconds / 3_600_000)h" }
        if milliseconds != 0, milliseconds % 60_000 == 0 { return "\(milliseconds / 60_000)m" }
        if milliseconds % 1000 == 0 { return "\(milliseconds / 1000)s" }
        return "\(milliseconds)ms"
    }

    package static func action(_ action: ScenarioStep.Action) -> JSONValue? {
        switch action {
        case .launch(let state), .relaunch(let state): return ["state": .string(state.rawValue)]
        case .clearData(let calls): return calls == 1 ? .object([:]) : ["calls": .number(Double(calls))]
        case .terminate, .unsuspend, .getToken, .forceTokenRefresh, .expireExtension, .redeliverResponses:
            return .object([:])
        case .appState(let state): return .string(state.rawValue)
        case .authorization(let status): return .string(status.rawValue)
        case .deliverToken(let script): return registration(script)
        case .serverAnswers(let answers): return .array(answers.map(serverAnswer))
        case .media(let scripts): return .object(scripts.mapValues(media))
        case .subscribe(let request), .unsubscribe(let request), .suspend(let request): return subscription(request)
        case .subscriptionStatus(let query):
            switch query {
            case .latest: return ["query": "latest"]
            case .current: return ["query": "current"]
            case .latestForProvider(let provider):
                var body: [String: JSONValue] = ["query": "latestForProvider"]
                if let provider { body["provider"] = .string(provider) }
                return .object(body)
            }
        case .tokenProvider(let kind, let token, let latency):
            var body: [String: JSONValue] = ["kind": .string(kind.rawValue), "latency": .string(duration(latency))]
            if let token { body["token"] = .string(token) }
            return .object(body)
        case .providerPriority(let names): return .array(names.map(JSONValue.string))
        case .manualToken(let token):
            guard let token else { return .null }
            return ["provider": .string(token.provider.rawValue), "token": .string(token.value)]
        case .deleteToken(let kind): return ["provider": .string(kind.rawValue)]
        case .push(let source, let merge, let pad, let remove):
            return push(source, merge: merge, pad: pad, remove: remove)
        case .tap(let notification, let actionID, let index, let text):
            var body: [String: JSONValue] = [:]
            if let notification { body["notification"] = .string(notification) }
            if let index { body["actionIndex"] = .number(Double(index)) } else { body["action"] = .string(actionID) }
            if let text { body["text"] = .string(text) }
            return .object(body)
        case .tapAll(let actionID): return ["all": true, "action": .string(actionID)]
        case .openSettings(let notification), .expand(let notification):
            return .object(notification.map { ["notification": .string($0)] } ?? [:])
        case .customEvent(let event):
            return [
                "name": .string(event.name), "payload": .object(event.payload), "attributes": .object(event.attributes),
            ]
        case .liveActivity(let operation): return liveActivity(operation)
        case .activity(let operation): return operation.json
        case .advance(let amount): return .string(duration(amount))
        case .momentQuality(let quality): return .string(quality.rawValue)
        case .backgroundWakes(let allowed): return .bool(allowed)
        case .appCategories(let categories): return .array(categories.map(\.json))
        }
    }

    private static func registration(_ script: RegistrationScript) -> JSONValue {
        switch script {
        case .none: return "none"
        case .token(let token): return ["token": .string(token.hex)]
        case .failure(let reason): return ["failure": .string(reason)]
        }
    }

    private static func serverAnswer(_ answer: ServerAnswer) -> JSONValue {
        var body: [String: JSONValue] = [:]
        switch answer.outcome {
        case .response(let status, let responseBody):
            body["status"] = .number(Double(status))
            if let responseBody { body["body"] = responseBody }
        case .transportFailure(let reason): body["failure"] = .string(reason)
        case .hang: body["hang"] = true
        }
        if answer.delay != .zero { body["delay"] = .string(duration(answer.delay)) }
        if let match = answer.match { body["match"] = .string(match) }
        return .object(body)
    }

    private static func media(_ script: MediaScript) -> JSONValue {
        var body: [String: JSONValue] = [:]
        switch script.outcome {
        case .file(let byteCount, let mimeType, let leadingBytes):
            body["bytes"] = .number(Double(byteCount))
            if let mimeType { body["type"] = .string(mimeType) }
            if !leadingBytes.isEmpty,
                let format = MediaFormat.allCases.first(where: { Array($0.signature.prefix(byteCount)) == leadingBytes }
                )
            {
                body["magic"] = .string(format.rawValue)
            }
            if script.httpStatus != 200 { body["status"] = .number(Double(script.httpStatus)) }
        case .failure(let reason): body["failure"] = .string(reason)
        case .hang: body["hang"] = true
        }
        if script.latency != .zero { body["latency"] = .string(duration(script.latency)) }
        return .object(body)
    }

    private static func subscription(_ request: SubscriptionRequest) -> JSONValue {
        var body: [String: JSONValue] = ["sync": .bool(request.sync)]
        if let fields = request.profileFields { body["profileFields"] = .object(fields) }
        if let fields = request.customFields { body["customFields"] = .object(fields) }
        if let categories = request.categories {
            body["categories"] = .array(
                categories.map { category in
                    var entry: [String: JSONValue] = ["name": .string(category.name)]
                    if let active = category.active { entry["active"] = .bool(active) }
                    return .object(entry)
                })
        }
        if let replace = request.replace { body["replace"] = .bool(replace) }
        if let skip = request.skipTriggers { body["skipTriggers"] = .bool(skip) }
        return .object(body)
    }

    private static func push(
        _ source: ScenarioStep.PushSource, merge: [String: JSONValue], pad: Int?, remove: [String]
    ) -> JSONValue? {
        var body: [String: JSONValue] = [:]
        switch source {
        case .message(let message): body["message"] = self.message(message)
        case .payload(let payload): body["payload"] = payload
        case .text(let text): body["payloadText"] = .string(text)
        case .bytes(let bytes): body["payloadBase64"] = .string(base64(bytes))
        case .fixture, .eachVendor: return nil
        }
        if !merge.isEmpty { body["merge"] = .object(merge) }
        if !remove.isEmpty { body["remove"] = .array(remove.map(JSONValue.string)) }
        if let pad { body["padToBytes"] = .number(Double(pad)) }
        return .object(body)
    }

    private static func message(_ message: MessageSpec) -> JSONValue {
        var body: [String: JSONValue] = [:]
        func put(_ key: String, _ value: String?) { if let value { body[key] = .string(value) } }
        put("id", message.messageID)
        put("title", message.title)
        put("subtitle", message.subtitle)
        put("body", message.body)
        put("media", message.mediaURL)
        put("deepLink", message.deepLink)
        put("collapseID", message.collapseID)
        put("targetModule", message.targetModule)
        put("category", message.category)
        put("sound", message.sound)
        if !message.actions.isEmpty {
            body["actions"] = .array(
                message.actions.map { action in
                    var entry: [String: JSONValue] = ["title": .string(action.title)]
                    if let identifier = action.identifier { entry["id"] = .string(identifier) }
                    if let link = action.link { entry["link"] = .string(link) }
                    return .object(entry)
                })
        }
        if message.silent { body["silent"] = true }
        if let mutable = message.mutableContent { body["mutableContent"] = .bool(mutable) }
        if let hours = message.deadlineHours { body["deadlineHours"] = .number(Double(hours)) }
        if let badge = message.badge { body["badge"] = .number(Double(badge)) }
        if let level = message.interruptionLevel { body["interruptionLevel"] = .string(level.rawValue) }
        if let score = message.relevanceScore { body["relevanceScore"] = .number(score) }
        if !message.customData.isEmpty { body["data"] = .object(message.customData) }
        return .object(body)
    }

    private static func liveActivity(_ operation: ScenarioStep.LiveActivityOperation) -> JSONValue {
        switch operation {
        case .register(let activity, let token, let topics):
            return [
                "register": [
                    "activity": .string(activity), "token": .string(token),
                    "topics": .array(topics.map(JSONValue.string)),
                ]
            ]
        case .rotate(let activity, let token):
            return ["rotate": ["activity": .string(activity), "token": .string(token)]]
        case .end(let activity): return ["end": ["activity": .string(activity)]]
        case .pushToStart(let type, let token):
            return ["pushToStart": ["attributesType": .string(type), "token": .string(token)]]
        case .startActivity(let type, let activity, let channel, let at):
            var body: [String: JSONValue] = ["attributesType": .string(type), "activity": .string(activity)]
            if let channel { body["channel"] = .string(channel) }
            if let at { body["at"] = .string(duration(at)) }
            return ["startActivity": .object(body)]
        }
    }

    /// Standard base64 with `=` padding (the decoder's ``Base64`` reads it back).
    static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        var text = ""
        var index = 0
        while index < bytes.count {
            let chunk = Array(bytes[index..<min(index + 3, bytes.count)])
            let padded = chunk + Array(repeating: 0, count: 3 - chunk.count)
            let bits = UInt32(padded[0]) << 16 | UInt32(padded[1]) << 8 | UInt32(padded[2])
            for position in 0..<4 {
                text.append(position <= chunk.count ? alphabet[Int((bits >> UInt32(18 - 6 * position)) & 0x3F)] : "=")
            }
            index += 3
        }
        return text
    }
}
