import PushContract

extension ScenarioDecoder {
    /// The kinds of expectation a scenario's `expect` entries may name (Conformance/README.md).
    static let expectationKinds = [
        "appTold", "completions", "delegate", "deviceFacts", "error", "fieldValues", "noRequests", "opens", "refused",
        "shown", "tokenNotSent", "tokenSent", "urlOpened",
    ]

    /// The kinds of completion a transcript can record (`{"completion": {"kind": …}}`): the
    /// system's (the simulator's), then the app's calls into a facet (the scenario executor's).
    /// A `completions` expectation naming any other kind could never fail, so it is refused.
    package static let completionKinds = [
        "background-fetch", "clear-data", "nse-content", "response", "will-present",
        "delete-token", "force-refresh", "get-token", "live-activity", "live-activity-start", "status", "unsuspend",
    ]

    /// Decodes `expect`: each entry names a catalogue requirement (not a MAY) and one expectation;
    /// every step it names must be one of `steps` (a `fieldValues` step must hand the SDK free-form
    /// fields: a `subscribe` with `customFields`, or a `customEvent`). An expectation that can never fail is refused
    /// (``refusal(of:)``), and so are more than ``ScenarioBudget/expectations``.
    /// `handsConfiguration`: whether `given` hands any vendor a configuration (a
    /// `vendorConfiguration` entry, or a key of `configuration` or `capabilityConfiguration`),
    /// so that a `forConfiguredVendors` expectation can reach one (``Scenario/configures(_:)``).
    func decodeExpectations(
        _ cursor: JSONCursor, steps scenarioSteps: [ScenarioStep], handsConfiguration: Bool
    ) throws(ScenarioError) -> [Expectation] {
        let steps = scenarioSteps.map(\.id)
        var expectations: [Expectation] = []
        let entries = try cursor.array()
        try ScenarioBudget.checkExpectations(entries.count, at: cursor)
        for entry in entries {
            let members = try entry.members(
                allowed: Set(["requirement", "forConfiguredVendors"] + Self.expectationKinds))
            guard let requirementCursor = members["requirement"] else {
                throw entry.error("an expectation needs a \"requirement\"")
            }
            let id = RequirementID(rawValue: try requirementCursor.string())
            guard let requirement = RequirementCatalog.requirement(id) else {
                throw requirementCursor.error("unknown requirement id \"\(id)\"")
            }
            guard requirement.level != .may else {
                throw requirementCursor.error("\(id) is a MAY: a freedom, not a rule, so nothing can be expected of it")
            }
            let kinds = members.keys.filter { $0 != "requirement" && $0 != "forConfiguredVendors" }.sorted()
            guard kinds.count == 1, let kind = kinds.first, let body = members[kind] else {
                throw entry.error(
                    "an expectation names exactly one of \(Self.expectationKinds.joined(separator: ", "))")
            }
            let expectation = Expectation(
                id, try decodeCheck(kind, body, steps: scenarioSteps),
                onlyForConfiguredVendors: try members["forConfiguredVendors"]?.bool() ?? false)
            for step in expectation.steps where !steps.contains(step) {
                throw body.error("no step has the id \"\(step)\"")
            }
            if expectation.onlyForConfiguredVendors, !handsConfiguration, let flag = members["forConfiguredVendors"] {
                throw flag.error(
                    "holds only for the vendors the scenario configures, and it hands none a configuration "
                        + "(no given.vendorConfiguration, no key in given.configuration or "
                        + "given.capabilityConfiguration): the expectation could never fail")
            }
            if let (key, why) = Self.refusal(of: expectation.check) {
                throw (key.isEmpty ? body : body.child(key)).error(why + ": the expectation could never fail")
            }
            expectations.append(expectation)
        }
        return expectations
    }

    /// `count` and `atMost` of a counting check: at least one of them.
    private static func countOrAtMost(
        _ members: [String: JSONCursor], _ cursor: JSONCursor
    ) throws(ScenarioError) -> (Int?, Int?) {
        let count = try members["count"]?.int(in: 0...ScenarioBounds.maxArrayElements)
        let atMost = try members["atMost"]?.int(in: 0...ScenarioBounds.maxArrayElements)
        guard count != nil || atMost != nil else { throw cursor.error("needs \"count\", \"atMost\" or both") }
        return (count, atMost)
    }

    /// Why a check can never fail (the key of its body to name, and the reason), or nil: a
    /// completion kind no transcript records (a misspelt `"respones"`), a `besides` that matches
    /// the token itself (`""`, the token again, a `*` pattern it begins with: every request
    /// carrying the token carries it too),
    /// an empty URL, an empty delegate call name.
    static func refusal(of check: Expectation.Check) -> (key: String, why: String)? {
        switch check {
        case .completions(let kind, _, _, _) where !completionKinds.contains(kind):
            return (
                "kind",
                "no completion is handed over as \"\(kind)\""
                    + Suggestion.didYouMean(kind, among: completionKinds, otherwise: "")
                    + " (known: \(completionKinds.sorted().joined(separator: ", ")))"
            )
        case .tokenNotSent(_, _, let besides?) where besides.isEmpty || besides == "*":
            return ("besides", "an empty \"besides\" is carried by every request")
        case .tokenNotSent(let token, _, let besides?)
        where besides == token || besides.hasSuffix("*") && token.hasPrefix(besides.dropLast()):
            return (
                "besides",
                "\"besides\" matches the token itself, so every request carrying the token carries it too"
            )
        case .urlOpened(let url, _, _) where url.isEmpty:
            return ("url", "an empty URL is never opened")
        case .delegateTold(let name, _, _, _) where name.isEmpty:
            return ("name", "the delegate is never told an empty name")
        default:
            return nil
        }
    }

    private func decodeCheck(
        _ kind: String, _ cursor: JSONCursor, steps: [ScenarioStep]
    ) throws(ScenarioError) -> Expectation.Check {
        switch kind {
        case "fieldValues":
            let members = try cursor.members(allowed: ["step", "noRequests"])
            guard let stepCursor = members["step"], let quiet = members["noRequests"] else {
                throw cursor.error("needs \"step\" and \"noRequests\"")
            }
            let id = try stepCursor.string()
            let quietSteps = try quiet.strings()
            guard !quietSteps.isEmpty else { throw quiet.error("expected at least one step id") }
            switch steps.first(where: { $0.id == id })?.action {
            case .subscribe(let request)?:
                guard let fields = request.customFields, !fields.isEmpty else {
                    throw stepCursor.error("step \"\(id)\" hands the SDK no customFields")
                }
                return .fieldValues(.subscriptionCustomFields, fields, step: id, steps: quietSteps)
            case .customEvent(let event)?:
                guard !event.payload.isEmpty else { throw stepCursor.error("step \"\(id)\" has an empty payload") }
                return .fieldValues(.customEventPayload, event.payload, step: id, steps: quietSteps)
            case nil:
                throw stepCursor.error("no step has the id \"\(id)\"")
            default:
                throw stepCursor.error("step \"\(id)\" is neither a subscribe with customFields nor a customEvent")
            }
        case "error":
            let members = try cursor.members(allowed: ["code", "key", "step"])
            guard let code = members["code"] else { throw cursor.error("missing \"code\"") }
            let key = try members["key"]?.string()
            if let key, key.isEmpty, let value = members["key"] { throw value.error("an empty \"key\"") }
            let neutral = PushErrorCode(rawValue: try code.string())
            guard PushErrorCode.registry.contains(neutral) else {
                throw code.error("\"\(neutral)\" is not in PushErrorCode.registry")
            }
            return .error(code: neutral, step: try members["step"]?.string(), key: key)
        case "noRequests":
            let members = try cursor.members(allowed: ["steps"])
            return .noRequests(steps: try members["steps"]?.strings() ?? [])
        case "opens":
            let members = try cursor.members(allowed: ["atMost", "steps"])
            guard let count = members["atMost"] else { throw cursor.error("missing \"atMost\"") }
            return .opensAtMost(
                try count.int(in: 0...ScenarioBounds.maxArrayElements), steps: try members["steps"]?.strings() ?? [])
        case "urlOpened":
            let members = try cursor.members(allowed: ["url", "opened", "times"])
            guard let url = members["url"], let opened = members["opened"] else {
                throw cursor.error("needs \"url\" and \"opened\"")
            }
            let isOpened = try opened.bool()
            let times = try members["times"]?.int(in: 1...ScenarioBounds.maxArrayElements)
            if times != nil, !isOpened { throw cursor.error("\"times\" goes with \"opened\": true") }
            return .urlOpened(try url.string(), opened: isOpened, times: times)
        case "deviceFacts":
            let members = try cursor.members(allowed: ["steps"])
            return .deviceFacts(steps: try members["steps"]?.strings() ?? [])
        case "shown":
            let members = try cursor.members(allowed: ["count", "atMost", "steps"])
            let (count, atMost) = try Self.countOrAtMost(members, cursor)
            return .shown(count: count, atMost: atMost, steps: try members["steps"]?.strings() ?? [])
        case "delegate":
            let members = try cursor.members(allowed: ["name", "count", "atMost", "steps"])
            guard let name = members["name"] else { throw cursor.error("missing \"name\"") }
            let (count, atMost) = try Self.countOrAtMost(members, cursor)
            return .delegateTold(
                try name.string(), count: count, atMost: atMost, steps: try members["steps"]?.strings() ?? [])
        case "refused":
            let members = try cursor.members(allowed: ["code", "step", "noRequests"])
            guard let code = members["code"], let step = members["step"], let quiet = members["noRequests"] else {
                throw cursor.error("needs \"code\", \"step\" and \"noRequests\"")
            }
            let neutral = PushErrorCode(rawValue: try code.string())
            guard PushErrorCode.registry.contains(neutral) else {
                throw code.error("\"\(neutral)\" is not in PushErrorCode.registry")
            }
            let steps = try quiet.strings()
            guard !steps.isEmpty else { throw quiet.error("expected at least one step id") }
            return .refusedBeforeSending(code: neutral, step: try step.string(), steps: steps)
        case "completions":
            let members = try cursor.members(allowed: ["kind", "count", "atMost", "value"])
            guard let kind = members["kind"] else { throw cursor.error("missing \"kind\"") }
            let count = try members["count"]?.int(in: 0...ScenarioBounds.maxArrayElements)
            let atMost = try members["atMost"]?.int(in: 0...ScenarioBounds.maxArrayElements)
            let value = members["value"]?.value
            guard count != nil || atMost != nil || value != nil else {
                throw cursor.error("needs \"count\", \"atMost\", \"value\" or more")
            }
            return .completions(kind: try kind.string(), count: count, atMost: atMost, value: value)
        case "tokenSent", "tokenNotSent":
            let members = try cursor.members(
                allowed: kind == "tokenSent" ? ["token", "after"] : ["token", "after", "besides"])
            guard let token = members["token"], let after = members["after"] else {
                throw cursor.error("needs \"token\" and \"after\"")
            }
            let text = try token.string()
            guard !text.isEmpty, text != "*" else { throw token.error("expected a non-empty token") }
            if kind == "tokenSent" { return .tokenSent(text, after: try after.string()) }
            return .tokenNotSent(text, after: try after.string(), besides: try members["besides"]?.string())
        case "appTold":
            let members = try cursor.members(allowed: ["step", "action", "text"])
            guard let step = members["step"] else { throw cursor.error("missing \"step\"") }
            // `default` and `dismiss` name the system's identifiers, as a tap step's action does.
            let action: String? =
                switch try members["action"]?.string() {
                case "default"?: NotificationResponse.defaultActionIdentifier
                case "dismiss"?: NotificationResponse.dismissActionIdentifier
                case let name: name
                }
            if action == nil, let text = members["text"] {
                throw text.error("\"text\" needs the \"action\" it answers")
            }
            return .appTold(step: try step.string(), action: action, text: try members["text"]?.string())
        default:
            throw cursor.error(
                "unknown expectation \"\(kind)\"; known: \(Self.expectationKinds.joined(separator: ", "))")
        }
    }
}
