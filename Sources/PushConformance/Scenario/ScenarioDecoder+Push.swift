import PushContract

extension ScenarioDecoder {
    func decodePush(_ cursor: JSONCursor) throws(ScenarioError) -> ScenarioStep.Action {
        let members = try cursor.members(allowed: [
            "message", "payload", "payloadText", "payloadBase64", "fixture", "padToBytes",
            "merge", "mergeFixture", "remove", "eachVendor",
        ])
        let modifiers: Set<String> = ["padToBytes", "merge", "mergeFixture", "remove", "eachVendor"]
        let sources = members.keys.filter { !modifiers.contains($0) }
        guard sources.count == 1, let key = sources.first, let body = members[key] else {
            throw cursor.error("a push needs exactly one of message, payload, payloadText, payloadBase64, fixture")
        }
        let pad = try members["padToBytes"]?.int(in: ScenarioBounds.padToBytes)
        let source: ScenarioStep.PushSource
        switch key {
        case "message": source = .message(try decodeMessage(body))
        case "payload": source = .payload(body.value)
        case "payloadText": source = .text(try body.string())
        case "payloadBase64":
            guard let bytes = Base64.decode(try body.string()) else { throw body.error("not valid base64") }
            source = .bytes(bytes)
        default:
            let (name, payload, bytes) = try loadFixture(body)
            source = .fixture(name: name, payload: payload, bytes: bytes)
        }
        if let each = members["eachVendor"], try each.bool() {
            guard key == "message", members["padToBytes"] == nil, members["merge"] == nil,
                members["mergeFixture"] == nil,
                members["remove"] == nil, let body = members["message"]
            else {
                throw each.error(
                    "eachVendor encodes a neutral message with each vendor's format; it takes only \"message\"")
            }
            return .push(.eachVendor(try decodeMessage(body)), merge: [:], padToBytes: nil)
        }
        var merge = try members["merge"]?.object() ?? [:]
        if let named = members["mergeFixture"] {
            // A vendor's own push modelled on a vendor test payload: its keys over the encoded message.
            guard key == "message" else { throw named.error("mergeFixture applies to a message, not to \(key)") }
            let (_, payload, _) = try loadFixture(named)
            guard let keys = payload.objectValue else { throw named.error("the fixture is not a JSON object") }
            merge = keys.merging(merge) { _, stated in stated }
        }
        if !merge.isEmpty, key != "payload", key != "fixture", key != "message" {
            throw members["merge"]!.error("merge applies to a message, payload or fixture object, not to \(key)")
        }
        let remove = try members["remove"]?.strings() ?? []
        if !remove.isEmpty, key != "payload", key != "fixture", key != "message" {
            throw members["remove"]!.error("remove applies to a message, payload or fixture object, not to \(key)")
        }
        return .push(source, merge: merge, padToBytes: pad, remove: remove)
    }

    /// A fixture by name: its name, its value parsed as iOS would (a repeated key keeps its last
    /// value, for merges and audits) and its bytes.
    private func loadFixture(_ cursor: JSONCursor) throws(ScenarioError) -> (String, JSONValue, [UInt8]) {
        let name = try cursor.string()
        guard let bytes = fixture(name) else {
            throw cursor.error("no fixture \"\(name)\" under Conformance/Fixtures")
        }
        do {
            return (name, try JSONValue.parse(bytes), bytes)
        } catch {
            throw cursor.error("the fixture \"\(name)\" is not valid JSON: \(error.description)")
        }
    }

    func decodeMessage(_ cursor: JSONCursor) throws(ScenarioError) -> MessageSpec {
        let members = try cursor.members(allowed: [
            "id", "title", "subtitle", "body", "media", "actions", "deepLink", "silent", "mutableContent", "collapseID",
            "deadlineHours", "targetModule", "category", "badge", "sound", "interruptionLevel", "relevanceScore",
            "data",
        ])
        var message = MessageSpec()
        message.messageID = try members["id"]?.string()
        message.title = try members["title"]?.string()
        message.subtitle = try members["subtitle"]?.string()
        message.body = try members["body"]?.string()
        message.mediaURL = try members["media"]?.string()
        if let actions = members["actions"] {
            for element in try actions.array() {
                let fields = try element.members(allowed: ["id", "title", "link"])
                guard let title = fields["title"] else { throw element.error("an action needs a \"title\"") }
                message.actions.append(
                    MessageAction(
                        identifier: try fields["id"]?.string(), title: try title.string(),
                        link: try fields["link"]?.string()))
            }
        }
        message.deepLink = try members["deepLink"]?.string()
        message.silent = try members["silent"]?.bool() ?? false
        message.mutableContent = try members["mutableContent"]?.bool()
        message.collapseID = try members["collapseID"]?.string()
        message.deadlineHours = try members["deadlineHours"]?.int(in: ScenarioBounds.deadlineHours)
        message.targetModule = try members["targetModule"]?.string()
        message.category = try members["category"]?.string()
        message.badge = try members["badge"]?.int(in: ScenarioBounds.badge)
        message.sound = try members["sound"]?.string()
        message.interruptionLevel = try members["interruptionLevel"]?.enumeration(InterruptionLevel.self)
        if let score = members["relevanceScore"] {
            let value = try score.double()
            guard ScenarioBounds.relevanceScore.contains(value) else {
                throw score.error(
                    "\(JSONValue.format(number: value)) is outside \(JSONValue.format(number: ScenarioBounds.relevanceScore.lowerBound))…\(JSONValue.format(number: ScenarioBounds.relevanceScore.upperBound))"
                )
            }
            message.relevanceScore = value
        }
        message.customData = try members["data"]?.object() ?? [:]
        return message
    }
}

/// Minimal base64 decoding (standard alphabet, `=` padding), without Foundation.
enum Base64 {
    static func decode(_ text: String) -> [UInt8]? {
        var values: [UInt8] = []
        for scalar in text.unicodeScalars where scalar != "=" && scalar != "\n" {
            switch scalar {
            case "A"..."Z": values.append(UInt8(scalar.value - 65))
            case "a"..."z": values.append(UInt8(scalar.value - 97 + 26))
            case "0"..."9": values.append(UInt8(scalar.value - 48 + 52))
            case "+": values.append(62)
            case "/": values.append(63)
            default: return nil
            }
        }
        guard values.count % 4 != 1 else { return nil }
        var bytes: [UInt8] = []
        var index = 0
        while index < values.count {
            let chunk = Array(values[index..<min(index + 4, values.count)])
            let padded = chunk + Array(repeating: 0, count: 4 - chunk.count)
            let bits = UInt32(padded[0]) << 18 | UInt32(padded[1]) << 12 | UInt32(padded[2]) << 6 | UInt32(padded[3])
            let produced = chunk.count - 1
            for shift in [16, 8, 0].prefix(produced) { bytes.append(UInt8((bits >> UInt32(shift)) & 0xFF)) }
            index += 4
        }
        return bytes
    }
}
