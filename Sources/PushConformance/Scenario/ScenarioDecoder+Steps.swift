import PushContract
import PushSimulator

extension ScenarioDecoder {
    func decodeStep(_ cursor: JSONCursor) throws(ScenarioError) -> ScenarioStep {
        let object = try cursor.object()
        guard let idValue = object["id"] else { throw cursor.error("a step needs an \"id\"") }
        guard let id = idValue.stringValue, !id.isEmpty else {
            throw cursor.child("id").error("expected a non-empty string")
        }
        let actions = object.keys.filter { $0 != "id" }.sorted()
        guard actions.count == 1, let key = actions.first else {
            if actions.isEmpty { throw cursor.error("step \"\(id)\" has no action") }
            throw cursor.error(
                "step \"\(id)\" has \(actions.count) actions (\(actions.joined(separator: ", "))); give each its own step"
            )
        }
        guard let kind = StepKind(rawValue: key) else {
            let known = StepKind.allCases.map(\.rawValue).sorted().joined(separator: ", ")
            throw cursor.child(key).error("unknown action \"\(key)\"; known: \(known)")
        }
        return ScenarioStep(id: id, action: try decodeAction(kind, cursor.child(key)))
    }

    private func state(_ cursor: JSONCursor) throws(ScenarioError) -> AppState {
        if cursor.value.isNull { return .foreground }
        let members = try cursor.members(allowed: ["state"])
        return try members["state"]?.enumeration(AppState.self) ?? .foreground
    }

    private func emptyObject(_ cursor: JSONCursor) throws(ScenarioError) {
        _ = try cursor.members(allowed: [])
    }

    private func decodeAction(_ kind: StepKind, _ cursor: JSONCursor) throws(ScenarioError) -> ScenarioStep.Action {
        switch kind {
        case .launch: return .launch(try state(cursor))
        case .relaunch: return .relaunch(try state(cursor))
        case .terminate: try emptyObject(cursor); return .terminate
        case .appState: return .appState(try cursor.enumeration(AppState.self))
        case .authorization: return .authorization(try cursor.enumeration(AuthorizationStatus.self))
        case .deliverToken: return .deliverToken(try decodeRegistration(cursor))
        case .serverAnswers:
            var answers: [ServerAnswer] = []
            for element in try cursor.array() { answers.append(try decodeServerAnswer(element)) }
            return .serverAnswers(answers)
        case .media:
            var scripts: [String: MediaScript] = [:]
            let urls = try cursor.object().keys.sorted()
            guard urls.count <= ScenarioBounds.maxArrayElements else {
                throw cursor.error("\(urls.count) URLs; at most \(ScenarioBounds.maxArrayElements) are allowed")
            }
            for url in urls { scripts[url] = try decodeMediaAnswer(cursor.child(url)) }
            return .media(scripts)
        case .subscribe: return .subscribe(try decodeSubscription(cursor))
        case .unsubscribe: return .unsubscribe(try decodeSubscription(cursor))
        case .suspend: return .suspend(try decodeSubscription(cursor))
        case .unsuspend: try emptyObject(cursor); return .unsuspend
        case .subscriptionStatus: return .subscriptionStatus(try decodeStatusQuery(cursor))
        case .tokenProvider:
            let members = try cursor.members(allowed: ["kind", "token", "latency"])
            guard let kind = members["kind"] else { throw cursor.error("missing \"kind\" (apns, fcm or hms)") }
            let token = members["token"].flatMap { $0.value.isNull ? nil : $0 }
            return .tokenProvider(
                kind: try kind.enumeration(TokenProviderKind.self), token: try token?.string(),
                latency: try members["latency"]?.duration() ?? .zero)
        case .providerPriority: return .providerPriority(try cursor.strings())
        case .manualToken:
            if cursor.value.isNull { return .manualToken(nil) }
            let members = try cursor.members(allowed: ["provider", "token"])
            guard let provider = members["provider"], let token = members["token"] else {
                throw cursor.error("expected {\"provider\": …, \"token\": …} or null")
            }
            return .manualToken(
                PushToken(provider: try provider.enumeration(TokenProviderKind.self), value: try token.string()))
        case .getToken: try emptyObject(cursor); return .getToken
        case .deleteToken:
            let members = try cursor.members(allowed: ["provider"])
            guard let provider = members["provider"] else { throw cursor.error("missing \"provider\"") }
            return .deleteToken(try provider.enumeration(TokenProviderKind.self))
        case .forceTokenRefresh: try emptyObject(cursor); return .forceTokenRefresh
        case .push: return try decodePush(cursor)
        case .expireExtension: try emptyObject(cursor); return .expireExtension
        case .tap:
            let members = try cursor.members(allowed: ["notification", "action", "actionIndex", "text", "all"])
            if let all = members["all"] {
                guard try all.bool() else { throw all.error("\"all\" is either true or left out") }
                if let other = ["notification", "actionIndex", "text"].first(where: { members[$0] != nil }) {
                    throw cursor.child(other).error(
                        "\"all\" answers every shown notification; it takes only \"action\"")
                }
                return .tapAll(action: try members["action"]?.string() ?? "default")
            }
            if members["action"] != nil, let index = members["actionIndex"] {
                throw index.error("give either \"action\" or \"actionIndex\", not both")
            }
            let index = try members["actionIndex"]?.int(in: ScenarioBounds.actionIndex)
            return .tap(
                notification: try members["notification"]?.string(),
                action: try members["action"]?.string() ?? "default",
                actionIndex: index, text: try members["text"]?.string())
        case .openSettings:
            let members = try cursor.members(allowed: ["notification"])
            return .openSettings(notification: try members["notification"]?.string())
        case .customEvent:
            let members = try cursor.members(allowed: ["name", "payload", "attributes"])
            guard let name = members["name"] else { throw cursor.error("missing \"name\"") }
            return .customEvent(
                CustomEvent(
                    name: try name.string(), payload: try members["payload"]?.object() ?? [:],
                    attributes: try members["attributes"]?.object() ?? [:]))
        case .clearData:
            let members = try cursor.members(allowed: ["calls"])
            return .clearData(calls: try members["calls"]?.int(in: 1...5) ?? 1)
        case .liveActivity: return .liveActivity(try decodeLiveActivity(cursor))
        case .activity: return .activity(try decodeActivity(cursor))
        case .advance: return .advance(try cursor.duration())
        case .expand:
            let members = try cursor.members(allowed: ["notification"])
            return .expand(notification: try members["notification"]?.string())
        case .momentQuality: return .momentQuality(try cursor.enumeration(MomentQuality.self))
        case .backgroundWakes: return .backgroundWakes(try cursor.bool())
        case .redeliverResponses: try emptyObject(cursor); return .redeliverResponses
        case .appCategories:
            var categories: [NotificationCategory] = []
            for element in try cursor.array() { categories.append(try decodeCategory(element)) }
            return .appCategories(categories)
        }
    }

    private func decodeSubscription(_ cursor: JSONCursor) throws(ScenarioError) -> SubscriptionRequest {
        let members = try cursor.members(allowed: [
            "sync", "profileFields", "customFields", "categories", "replace", "skipTriggers",
        ])
        var request = SubscriptionRequest()
        if let sync = members["sync"] { request.sync = try sync.bool() }
        request.profileFields = try members["profileFields"]?.object()
        request.customFields = try members["customFields"]?.object()
        if let categories = members["categories"] {
            var list: [SubscriptionCategory] = []
            for element in try categories.array() {
                let fields = try element.members(allowed: ["name", "active"])
                guard let name = fields["name"] else { throw element.error("a category needs a \"name\"") }
                list.append(SubscriptionCategory(name: try name.string(), active: try fields["active"]?.bool()))
            }
            request.categories = list
        }
        request.replace = try members["replace"]?.bool()
        request.skipTriggers = try members["skipTriggers"]?.bool()
        return request
    }

    private func decodeStatusQuery(_ cursor: JSONCursor) throws(ScenarioError) -> SubscriptionStatusQuery {
        let members = try cursor.members(allowed: ["query", "provider"])
        switch try members["query"]?.string() ?? "latest" {
        case "latest": return .latest
        case "current": return .current
        case "latestForProvider": return .latestForProvider(try members["provider"]?.string())
        case let other:
            throw cursor.child("query").error("\"\(other)\" is not one of latest, current, latestForProvider")
        }
    }

    private func decodeLiveActivity(_ cursor: JSONCursor) throws(ScenarioError) -> ScenarioStep.LiveActivityOperation {
        let members = try cursor.members(allowed: ["register", "rotate", "end", "pushToStart", "startActivity"])
        guard members.count == 1, let (key, body) = members.first else {
            throw cursor.error("expected exactly one of register, rotate, end, pushToStart, startActivity")
        }
        if key == "startActivity" {
            let fields = try body.members(allowed: ["activity", "attributesType", "channel", "at"])
            guard let activity = fields["activity"] else { throw body.error("missing \"activity\"") }
            guard let type = fields["attributesType"] else { throw body.error("missing \"attributesType\"") }
            return .startActivity(
                attributesType: try type.string(), activity: try activity.string(),
                channel: try fields["channel"]?.string(), at: try fields["at"]?.duration())
        }
        let fields = try body.members(allowed: ["activity", "token", "topics", "attributesType"])
        func required(_ name: String) throws(ScenarioError) -> String {
            guard let field = fields[name] else { throw body.error("missing \"\(name)\"") }
            return try field.string()
        }
        switch key {
        case "register":
            return .register(
                activity: try required("activity"), tokenHex: try required("token"),
                topics: try fields["topics"]?.strings() ?? [])
        case "rotate": return .rotate(activity: try required("activity"), tokenHex: try required("token"))
        case "end": return .end(activity: try required("activity"))
        default: return .pushToStart(attributesType: try required("attributesType"), tokenHex: try required("token"))
        }
    }
}
