import PushContract
import PushSimulator

/// Turns scenario JSON into a ``Scenario``, naming the file and JSON path of every problem.
public struct ScenarioDecoder {
    /// Loads a fixture payload's bytes by its name under `Conformance/Fixtures/` (nil: not found).
    ///
    /// The bytes are pushed as they are, the way APNs delivers what the server sent: a fixture
    /// that repeats a key or is not in canonical form reaches the device unchanged.
    package var fixture: (String) -> [UInt8]?

    /// A decoder resolving fixtures with `fixture`.
    public init(fixture: @escaping (String) -> [UInt8]? = { _ in nil }) {
        self.fixture = fixture
    }

    /// Decodes a scenario file's bytes; `file` is its path relative to the scenarios folder.
    public func decode(_ bytes: [UInt8], file: String) throws(ScenarioError) -> Scenario {
        guard bytes.count <= ScenarioBounds.maxFileBytes else {
            throw ScenarioError(
                file: file, path: "",
                message:
                    "the file is \(bytes.count) bytes; a scenario file is at most \(ScenarioBounds.maxFileBytes) bytes")
        }
        let document: JSONValue
        do throws(JSONParseError) {
            // A scenario file repeating a key is a mistake (which "steps" was meant?): refused.
            document = try JSONDocument.parse(bytes, maxDepth: ScenarioBounds.maxNesting, duplicateKeys: .refuse).value
        } catch {
            // Named by JSON path too (`steps[3].advance` for a 1e400 there), like every other error.
            throw ScenarioError(
                file: file, path: JSONPathLocator.path(in: bytes, at: error.offset),
                message: "not valid JSON: \(error.description)")
        }
        let root = JSONCursor(value: document, path: "", file: file)
        let members = try root.members(allowed: [
            "id", "title", "requirements", "requires", "given", "steps", "router", "expect",
        ])
        guard let idCursor = members["id"] else { throw root.error("missing \"id\"") }
        let id = try idCursor.string()
        let expectedID = Self.expectedID(forFile: file)
        if let expectedID, id != expectedID {
            throw idCursor.error("id \"\(id)\" does not match the file; expected \"\(expectedID)\"")
        }
        if let problem = ScenarioID.problem(id) { throw idCursor.error("id \"\(id)\" \(problem)") }
        guard let titleCursor = members["title"] else { throw root.error("missing \"title\"") }
        var requirements: [RequirementID] = []
        let known = RequirementCatalog.all
        for element in try members["requirements"]?.array() ?? [] {
            let id = RequirementID(rawValue: try element.string())
            guard known[id] != nil else {
                throw element.error("unknown requirement id \"\(id)\"; use an invariant id (CMP-001…), R1–R21 or P1–P9")
            }
            requirements.append(id)
        }
        var requires: Set<Capability> = []
        for element in try members["requires"]?.array() ?? [] {
            let capability = Capability(rawValue: try element.string())
            guard Capability.allKnown.contains(capability) else {
                throw element.error(
                    "unknown capability \"\(capability)\"; known: \(Capability.allKnown.map(\.rawValue).joined(separator: ", "))"
                )
            }
            requires.insert(capability)
        }
        let given =
            try members["given"].map { cursor throws(ScenarioError) in try decodeGiven(cursor) } ?? DeviceSetup()
        guard let stepsCursor = members["steps"] else { throw root.error("missing \"steps\"") }
        var steps: [ScenarioStep] = []
        var seen: Set<String> = []
        let stepCursors = try stepsCursor.array(maximum: ScenarioBounds.maxSteps)
        for stepCursor in stepCursors {
            let step = try decodeStep(stepCursor)
            guard seen.insert(step.id).inserted else {
                throw stepCursor.child("id").error("duplicate step id \"\(step.id)\"")
            }
            steps.append(step)
        }
        if steps.isEmpty { throw stepsCursor.error("a scenario needs at least one step") }
        try ScenarioBudget.check(steps, at: stepCursors)
        var scenario = Scenario(
            id: id, title: try titleCursor.string(), requirements: requirements, requires: requires,
            given: given, steps: steps, file: file)
        scenario.router = try members["router"].map { cursor throws(ScenarioError) in try decodeRouter(cursor) }
        scenario.expectations =
            try members["expect"].map { cursor throws(ScenarioError) in
                try decodeExpectations(
                    cursor, steps: steps,
                    handsConfiguration: !given.vendorConfiguration.isEmpty || !given.configuration.isEmpty
                        || given.capabilityConfiguration.values.contains { !$0.isEmpty })
            } ?? []
        if scenario.router == nil,
            let index = steps.firstIndex(where: {
                if case .push(.eachVendor, _, _, _) = $0.action { return true } else { return false }
            })
        {
            throw stepCursors[index].child("push").child("eachVendor")
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

    private func decodeGiven(_ cursor: JSONCursor) throws(ScenarioError) -> DeviceSetup {
        let members = try cursor.members(allowed: [
            "appState", "authorization", "backgroundRefresh", "registration", "configuration",
            "capabilityConfiguration",
            "vendorConfiguration",
            "defaultAnswer", "openableSchemes", "appPresentation", "serviceExtension", "appCategories",
            "momentQuality", "backgroundWakes", "deviceInfo", "activityKit",
        ])
        var given = DeviceSetup()
        if let value = members["activityKit"] { given.activityKit = try decodeActivityKit(value) }
        if let value = members["appState"] { given.appState = try value.enumeration(AppState.self) }
        if let value = members["authorization"] {
            given.authorization =
                try value.value.stringValue == "unanswered" ? nil : value.enumeration(AuthorizationStatus.self)
        }
        if let value = members["backgroundRefresh"] { given.backgroundRefresh = try value.bool() }
        if let value = members["registration"] { given.registration = try decodeRegistration(value) }
        if let value = members["configuration"] { given.configuration = try value.object() }
        if let value = members["capabilityConfiguration"] {
            for (name, config) in try value.object() {
                let capability = Capability(rawValue: name)
                guard Capability.allKnown.contains(capability) else {
                    throw value.child(name).error(
                        "unknown capability \"\(name)\"; known: \(Capability.allKnown.map(\.rawValue).joined(separator: ", "))"
                    )
                }
                guard let object = config.objectValue else { throw value.child(name).error("expected an object") }
                given.capabilityConfiguration[capability] = object
            }
        }
        if let value = members["vendorConfiguration"] {
            for (vendor, config) in try value.object() {
                guard let object = config.objectValue else { throw value.child(vendor).error("expected an object") }
                given.vendorConfiguration[vendor] = object
            }
        }
        if let value = members["defaultAnswer"] {
            given.defaultAnswer = value.value.isNull ? nil : try decodeServerAnswer(value)
            given.usesVendorBackend = false
        }
        if let value = members["openableSchemes"] { given.openableSchemes = Set(try value.strings()) }
        if let value = members["appPresentation"] {
            given.appPresentation = value.value.isNull ? nil : try decodeOptions(value)
        }
        if let value = members["serviceExtension"] { given.serviceExtension = try value.bool() }
        if let value = members["appCategories"] {
            for element in try value.array() { given.appCategories.append(try decodeCategory(element)) }
        }
        if let value = members["momentQuality"] { given.momentQuality = try value.enumeration(MomentQuality.self) }
        if let value = members["backgroundWakes"] { given.backgroundWakes = try value.bool() }
        if let value = members["deviceInfo"] { given.deviceInfo = try decodeDeviceInfo(value) }
        return given
    }

    /// `given.deviceInfo`: any of the device's facts, each over its default. A time zone is an
    /// offset written `±HHMM` (UTC−12:00 to UTC+14:00, whole minutes); a language is a
    /// preferred-language tag (`en`, `pt-BR`, `zh-Hans-CN`); every fact is 1–64 characters.
    func decodeDeviceInfo(_ cursor: JSONCursor) throws(ScenarioError) -> DeviceInfo {
        let members = try cursor.members(allowed: [
            "model", "name", "osVersion", "language", "timeZone", "bundleIdentifier",
            "appVersion",
        ])
        func fact(
            _ key: String, _ keyPath: WritableKeyPath<DeviceInfo, String>, into info: inout DeviceInfo
        ) throws(ScenarioError) {
            guard let value = members[key] else { return }
            let text = try value.string()
            guard (1...64).contains(text.count) else {
                throw value.error("expected 1 to 64 characters, found \(text.count)")
            }
            info[keyPath: keyPath] = text
        }
        var info = DeviceSetup.defaultDeviceInfo
        try fact("model", \.model, into: &info)
        try fact("name", \.name, into: &info)
        try fact("osVersion", \.osVersion, into: &info)
        try fact("language", \.language, into: &info)
        try fact("timeZone", \.timeZone, into: &info)
        try fact("bundleIdentifier", \.bundleIdentifier, into: &info)
        try fact("appVersion", \.appVersion, into: &info)
        let tag = info.language.split(separator: "-", omittingEmptySubsequences: false)
        if let value = members["language"],
            !tag.allSatisfy({
                (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            })
        {
            throw value.error(
                "expected a language tag such as \"en\" or \"pt-BR\" (letters and digits, parts joined by \"-\"), "
                    + "found \"\(info.language)\"")
        }
        if let value = members["timeZone"], !Self.isTimeZoneOffset(info.timeZone) {
            throw value.error(
                "expected an offset from UTC written ±HHMM, from -1200 to +1400, such as \"+0530\", "
                    + "found \"\(info.timeZone)\"")
        }
        return info
    }

    /// Whether `text` is `+HHMM` or `-HHMM` within UTC−12:00…UTC+14:00.
    static func isTimeZoneOffset(_ text: String) -> Bool {
        let characters = Array(text)
        guard characters.count == 5, characters[0] == "+" || characters[0] == "-",
            characters.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }),
            let hours = Int(String(characters[1...2])), let minutes = Int(String(characters[3...4])), minutes < 60
        else { return false }
        let total = hours * 60 + minutes
        return characters[0] == "+" ? total <= 14 * 60 : total <= 12 * 60
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
            for option in try fields["options"]?.array() ?? [] {
                options.insert(try option.enumeration(ActionOption.self))
            }
            category.actions.append(
                NotificationAction(
                    identifier: try actionID.string(), title: try title.string(),
                    options: options, textInputButtonTitle: try fields["textInput"]?.string()))
        }
        for option in try members["options"]?.array() ?? [] {
            category.options.insert(try option.enumeration(CategoryOption.self))
        }
        return category
    }

    func decodeOptions(_ cursor: JSONCursor) throws(ScenarioError) -> Set<PresentationOption> {
        var options: Set<PresentationOption> = []
        for element in try cursor.array() { options.insert(try element.enumeration(PresentationOption.self)) }
        return options
    }

    func decodeRegistration(_ cursor: JSONCursor) throws(ScenarioError) -> RegistrationScript {
        if cursor.value.stringValue == "none" { return .none }
        let members = try cursor.members(allowed: ["token", "failure"])
        if let token = members["token"] {
            let hex = try token.string()
            do { return .token(try DeviceToken(hex: hex)) } catch { throw token.error(error.message) }
        }
        if let failure = members["failure"] { return .failure(reason: try failure.string()) }
        throw cursor.error("expected {\"token\": \"<hex>\"}, {\"failure\": \"<reason>\"} or \"none\"")
    }

    /// The transport failures a server answer may name (`details.reason` of the adapter's error;
    /// Conformance/README.md describes each).
    static let transportFailureNames = [
        "offline", "timed-out", "cannot-find-host", "cannot-connect", "connection-lost", "dns-lookup-failed",
    ]

    func decodeServerAnswer(_ cursor: JSONCursor) throws(ScenarioError) -> ServerAnswer {
        let members = try cursor.members(allowed: ["status", "body", "delay", "match", "failure", "hang"])
        let outcome: ServerAnswer.Outcome
        if let status = members["status"] {
            let code = try status.int()
            guard ScenarioBounds.httpStatus.contains(code) else {
                throw status.error("HTTP status \(code) is outside 100…599")
            }
            outcome = .response(status: code, body: members["body"]?.value)
        } else if let failure = members["failure"] {
            let name = try failure.string()
            guard Self.transportFailureNames.contains(name) else {
                let known = Self.transportFailureNames.joined(separator: ", ")
                throw failure.error(
                    "unknown transport failure \"\(name)\""
                        + Suggestion.didYouMean(name, among: Self.transportFailureNames, otherwise: "; known: \(known)")
                )
            }
            outcome = .transportFailure(reason: name)
        } else if let hang = members["hang"], try hang.bool() {
            outcome = .hang
        } else {
            throw cursor.error("a server answer needs \"status\", \"failure\" or \"hang\": true")
        }
        var answer = ServerAnswer(outcome)
        if let delay = members["delay"] { answer.delay = try delay.duration() }
        if let match = members["match"] { answer.match = try match.string() }
        return answer
    }

    /// The names a media answer's `magic` accepts: every ``MediaFormat``, in declaration order.
    static let magicNames = MediaFormat.allCases.map(\.rawValue)

    func decodeMediaAnswer(_ cursor: JSONCursor) throws(ScenarioError) -> MediaScript {
        let members = try cursor.members(allowed: ["bytes", "type", "magic", "status", "latency", "failure", "hang"])
        let outcome: MediaScript.Outcome
        var httpStatus = 200
        if let bytes = members["bytes"] {
            let count = try bytes.int(in: ScenarioBounds.mediaBytes)
            var leadingBytes: [UInt8] = []
            if let magic = members["magic"] {
                let name = try magic.string()
                guard let format = MediaFormat(rawValue: name) else {
                    throw magic.error("\"\(name)\" is not one of \(Self.magicNames.joined(separator: ", "))")
                }
                // A file shorter than its signature keeps only the bytes it has.
                leadingBytes = Array(format.signature.prefix(count))
            }
            if let status = members["status"] {
                let code = try status.int()
                guard ScenarioBounds.httpStatus.contains(code) else {
                    throw status.error("HTTP status \(code) is outside 100…599")
                }
                httpStatus = code
            }
            outcome = .file(byteCount: count, mimeType: try members["type"]?.string(), leadingBytes: leadingBytes)
        } else if let failure = members["failure"] {
            outcome = .failure(reason: try failure.string())
        } else if let hang = members["hang"], try hang.bool() {
            outcome = .hang
        } else {
            throw cursor.error("a media answer needs \"bytes\", \"failure\" or \"hang\": true")
        }
        var answer = MediaScript(outcome, httpStatus: httpStatus)
        if let latency = members["latency"] { answer.latency = try latency.duration() }
        return answer
    }
}

/// `ScenarioDecoder` is not `Sendable`:
/// its fixture loader is a plain closure, called on the thread that decodes.
@available(*, unavailable)
extension ScenarioDecoder: Sendable {}
