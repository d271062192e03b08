import PushContract

/// Turns scenario JSON into a ``Scenario``, naming the file and JSON path of every problem.
public struct ScenarioDecoder {
    /// Loads a fixture payload by its name under `Conformance/Fixtures/` (nil: not found).
    public var fixture: (String) -> JSONValue?

    /// A decoder resolving fixtures with `fixture`.
    public init(fixture: @escaping (String) -> JSONValue? = { _ in nil }) {
        self.fixture = fixture
    }

    /// Decodes a scenario file's bytes; `file` is its path relative to the scenarios folder.
    public func decode(_ bytes: [UInt8], file: String) throws(ScenarioError) -> Scenario {
        let document: JSONValue
        do {
            // A scenario file repeating a key is a mistake (which "steps" was meant?): refused.
            document = try JSONDocument.parse(bytes, duplicateKeys: .refuse).value
        } catch {
            throw ScenarioError(file: file, path: "", message: "not valid JSON: \(error.description)")
        }
        let root = JSONCursor(value: document, path: "", file: file)
        let members = try root.members(allowed: ["id", "title", "requirements", "requires", "given", "steps", "router"])
        guard let idCursor = members["id"] else { throw root.error("missing \"id\"") }
        let id = try idCursor.string()
        let expectedID = Self.expectedID(forFile: file)
        if let expectedID, id != expectedID {
            throw idCursor.error("id \"\(id)\" does not match the file; expected \"\(expectedID)\"")
        }
        guard let titleCursor = members["title"] else { throw root.error("missing \"title\"") }
        var requirements: [String] = []
        let known = RequirementCatalog.all
        for element in try members["requirements"]?.array() ?? [] {
            let id = try element.string()
            guard known[id] != nil else {
                throw element.error("unknown requirement id \"\(id)\"; use an invariant id (CMP-001…), R1–R21 or P1–P9")
            }
            requirements.append(id)
        }
        let requires = Set(try (members["requires"]?.strings() ?? []).map(Capability.init(rawValue:)))
        let given = try members["given"].map { cursor throws(ScenarioError) in try decodeGiven(cursor) } ?? ScenarioGiven()
        guard let stepsCursor = members["steps"] else { throw root.error("missing \"steps\"") }
        var steps: [ScenarioStep] = []
        var seen: Set<String> = []
        for stepCursor in try stepsCursor.array() {
            let step = try decodeStep(stepCursor)
            guard seen.insert(step.id).inserted else {
                throw stepCursor.child("id").error("duplicate step id \"\(step.id)\"")
            }
            steps.append(step)
        }
        if steps.isEmpty { throw stepsCursor.error("a scenario needs at least one step") }
        var scenario = Scenario(id: id, title: try titleCursor.string(), requirements: requirements, requires: requires,
                                given: given, steps: steps, file: file)
        scenario.router = try members["router"].map { cursor throws(ScenarioError) in try decodeRouter(cursor) }
        if scenario.router == nil, let index = steps.firstIndex(where: {
            if case .push(.eachVendor, _, _) = $0.action { return true } else { return false }
        }) {
            throw try stepsCursor.array()[index].child("push").child("eachVendor")
                .error("only a router scenario (\"router\": {}) hosts several vendors")
        }
        return scenario
    }

    /// `subscription/retry.json` → `subscription.retry`.
    static func expectedID(forFile file: String) -> String? {
        let parts = file.split(separator: "/")
        guard parts.count >= 2, let name = parts.last, name.hasSuffix(".json") else { return nil }
        return "\(parts[parts.count - 2]).\(name.dropLast(5))"
    }

    private func decodeGiven(_ cursor: JSONCursor) throws(ScenarioError) -> ScenarioGiven {
        let members = try cursor.members(allowed: [
            "appState", "authorization", "backgroundRefresh", "registration", "configuration", "vendorConfiguration",
            "defaultAnswer", "openableSchemes", "appPresentation", "serviceExtension", "appCategories",
            "momentQuality", "backgroundWakes",
        ])
        var given = ScenarioGiven()
        if let value = members["appState"] { given.appState = try value.enumeration(AppState.self) }
        if let value = members["authorization"] {
            given.authorization = try value.value.stringValue == "unanswered" ? nil : value.enumeration(AuthorizationStatus.self)
        }
        if let value = members["backgroundRefresh"] { given.backgroundRefresh = try value.bool() }
        if let value = members["registration"] { given.registration = try decodeRegistration(value) }
        if let value = members["configuration"] { given.configuration = try value.object() }
        if let value = members["vendorConfiguration"] {
            for (vendor, config) in try value.object() {
                guard let object = config.objectValue else { throw value.child(vendor).error("expected an object") }
                given.vendorConfiguration[vendor] = object
            }
        }
        if let value = members["defaultAnswer"] {
            given.defaultAnswer = value.value.isNull ? nil : try decodeServerAnswer(value)
        }
        if let value = members["openableSchemes"] { given.openableSchemes = try value.strings() }
        if let value = members["appPresentation"] {
            given.appPresentation = value.value.isNull ? nil : try decodeOptions(value)
        }
        if let value = members["serviceExtension"] { given.serviceExtension = try value.bool() }
        if let value = members["appCategories"] {
            for element in try value.array() { given.appCategories.append(try decodeCategory(element)) }
        }
        if let value = members["momentQuality"] { given.momentQuality = try value.enumeration(MomentQuality.self) }
        if let value = members["backgroundWakes"] { given.backgroundWakes = try value.bool() }
        return given
    }

    func decodeCategory(_ cursor: JSONCursor) throws(ScenarioError) -> NotificationCategory {
        let members = try cursor.members(allowed: ["id", "actions", "options"])
        guard let id = members["id"] else { throw cursor.error("a category needs an \"id\"") }
        var category = NotificationCategory(identifier: try id.string(), actions: [])
        for element in try members["actions"]?.array() ?? [] {
            let fields = try element.members(allowed: ["id", "title", "options", "textInput"])
            guard let actionID = fields["id"], let title = fields["title"] else {
                throw element.error("an action needs \"id\" and \"title\"")
            }
            var options: Set<ActionOption> = []
            for option in try fields["options"]?.array() ?? [] { options.insert(try option.enumeration(ActionOption.self)) }
            category.actions.append(NotificationAction(identifier: try actionID.string(), title: try title.string(),
                                                       options: options, textInputButtonTitle: try fields["textInput"]?.string()))
        }
        for option in try members["options"]?.array() ?? [] { category.options.insert(try option.enumeration(CategoryOption.self)) }
        return category
    }

    func decodeOptions(_ cursor: JSONCursor) throws(ScenarioError) -> Set<PresentationOption> {
        var options: Set<PresentationOption> = []
        for element in try cursor.array() { options.insert(try element.enumeration(PresentationOption.self)) }
        return options
    }

    func decodeRegistration(_ cursor: JSONCursor) throws(ScenarioError) -> RegistrationAnswer {
        if cursor.value.stringValue == "none" { return .none }
        let members = try cursor.members(allowed: ["token", "failure"])
        if let token = members["token"] {
            let hex = try token.string()
            do { _ = try DeviceToken(hex: hex) } catch { throw token.error(error.message) }
            return .token(hex)
        }
        if let failure = members["failure"] { return .failure(try failure.string()) }
        throw cursor.error("expected {\"token\": \"<hex>\"}, {\"failure\": \"<reason>\"} or \"none\"")
    }

    func decodeServerAnswer(_ cursor: JSONCursor) throws(ScenarioError) -> ScriptedServerAnswer {
        let members = try cursor.members(allowed: ["status", "body", "delay", "match", "failure", "hang"])
        let outcome: ScriptedServerAnswer.Outcome
        if let status = members["status"] {
            let code = try status.int()
            guard (100...599).contains(code) else { throw status.error("HTTP status \(code) is outside 100…599") }
            outcome = .response(status: code, body: members["body"]?.value)
        } else if let failure = members["failure"] {
            outcome = .failure(try failure.string())
        } else if let hang = members["hang"], try hang.bool() {
            outcome = .hang
        } else {
            throw cursor.error("a server answer needs \"status\", \"failure\" or \"hang\": true")
        }
        var answer = ScriptedServerAnswer(outcome: outcome)
        if let delay = members["delay"] { answer.delay = try delay.duration() }
        if let match = members["match"] { answer.match = try match.string() }
        return answer
    }

    func decodeMediaAnswer(_ cursor: JSONCursor) throws(ScenarioError) -> ScriptedMediaAnswer {
        let members = try cursor.members(allowed: ["bytes", "type", "magic", "latency", "failure", "hang"])
        let outcome: ScriptedMediaAnswer.Outcome
        if let bytes = members["bytes"] {
            let count = try bytes.int()
            guard count >= 0 else { throw bytes.error("a file cannot have \(count) bytes") }
            let magic = try members["magic"]?.string()
            if let magic, !["png", "jpeg", "gif"].contains(magic) {
                throw members["magic"]!.error("\"\(magic)\" is not one of png, jpeg, gif")
            }
            outcome = .file(bytes: count, type: try members["type"]?.string(), magic: magic)
        } else if let failure = members["failure"] {
            outcome = .failure(try failure.string())
        } else if let hang = members["hang"], try hang.bool() {
            outcome = .hang
        } else {
            throw cursor.error("a media answer needs \"bytes\", \"failure\" or \"hang\": true")
        }
        var answer = ScriptedMediaAnswer(outcome: outcome)
        if let latency = members["latency"] { answer.latency = try latency.duration() }
        return answer
    }
}
