import PushContract

/// The offline audit of live-activity requests (R14, R15, R21): given an APNs live-activity push
/// (to a token, `POST /3/device/<token>`, or on a channel, `POST /4/broadcasts/apps/<bundle-id>`)
/// or a channel-management request (`/1/apps/<bundle-id>/channels`, `/all-channels`), with what
/// the request alone cannot say (``LiveActivityAuditContext``), it names every
/// ``LiveActivityRule`` the request breaks, each with the JSON path of the place.
///
/// Pure: no clock, no network, no file; the same request and context always give the same
/// verdict. It judges the request as sent, never the code that built it. The bundled corpus
/// (`Conformance/Fixtures/live-activity-requests`) holds Apple's documented examples, which pass,
/// and broken variants of them, each with its expected verdict; `push-conformance
/// audit-live-activity` runs it on any request file.
package enum LiveActivityRequestAudit {
    /// The largest payload of a push to a token, in bytes.
    package static let tokenPayloadLimit = 4_096
    /// The largest payload of a push on a channel, in bytes ("5 KB (5,120 bytes)", Apple).
    package static let broadcastPayloadLimit = 5_120
    /// The largest `attributes`, in bytes of compact JSON ("the maximum size of 4KB", Apple's
    /// `attributesTooLarge`; 4 KB read as 4,096 bytes).
    package static let attributesLimit = 4_096
    /// How far after `now` a timestamp may lie: an activity lives at most 8 hours.
    package static let maxFutureSeconds = 8.0 * 3_600
    /// A timestamp from this value on is read as milliseconds: 10^11 seconds is the year 5138,
    /// and every millisecond timestamp after March 1973 is larger.
    package static let millisecondTimestamps = 100_000_000_000.0
    /// The `apns-push-type` values accepted: Apple's article and samples write `liveactivity`,
    /// its broadcast page's table `Liveactivity`.
    package static let pushTypes: Set<String> = ["liveactivity", "Liveactivity"]
    /// The topic suffix of a push to a token.
    package static let topicSuffix = ".push-type.liveactivity"

    /// The verdict on `request`.
    package static func audit(
        _ request: LiveActivityRequest, context: LiveActivityAuditContext = .init()
    )
        -> LiveActivityVerdict
    {
        var record = LiveActivityAuditRecord()
        record.applied(.endpoint)
        let endpoint: LiveActivityEndpoint
        switch LiveActivityEndpoint.parse(method: request.method, path: request.path) {
        case .success(let found): endpoint = found
        case .failure(let unknown):
            record.broke(.endpoint, at: "request.\(unknown.field)", unknown.reason)
            return record.verdict
        }
        checkHeaders(request, endpoint: endpoint, context: context, into: &record)
        switch endpoint {
        case .token, .broadcast:
            checkPushBody(request.body, endpoint: endpoint, context: context, into: &record)
        case .createChannel:
            guard let body = parsedBody(request.body, into: &record) else { break }
            checkChannelCreation(body, into: &record)
        case .readChannel, .deleteChannel, .listChannels:
            break
        }
        return record.verdict
    }

    /// A value quoted for a message, cut to a preview.
    static func quoted(_ text: String) -> String { ContentStateType.preview(.string(text)) }

    private static func header(_ name: String) -> String { "request.headers.\(name)" }

    private static func checkHeaders(
        _ request: LiveActivityRequest, endpoint: LiveActivityEndpoint, context: LiveActivityAuditContext,
        into record: inout LiveActivityAuditRecord
    ) {
        if endpoint.isPush {
            record.applied(.pushType)
            if let value = request[header: "apns-push-type"] {
                if !pushTypes.contains(value) {
                    record.broke(
                        .pushType, at: header("apns-push-type"), "\(quoted(value)) is not liveactivity")
                }
            } else {
                record.broke(
                    .pushType, at: header("apns-push-type"), "missing; a live-activity push needs liveactivity")
            }
        }
        if case .token = endpoint { checkTopic(request[header: "apns-topic"], context: context, into: &record) }
        if endpoint.isPush { checkPriority(request[header: "apns-priority"], endpoint: endpoint, into: &record) }
        switch endpoint {
        case .broadcast, .readChannel, .deleteChannel:
            record.applied(.channelID)
            if let value = request[header: "apns-channel-id"] {
                if !isBase64(value) {
                    record.broke(.channelID, at: header("apns-channel-id"), "\(quoted(value)) is not a base64 string")
                }
            } else {
                record.broke(
                    .channelID, at: header("apns-channel-id"), "missing; the request must name the channel")
            }
        default: break
        }
        if endpoint.isBroadcast {
            checkExpiration(request[header: "apns-expiration"], context: context, into: &record)
        }
    }

    private static func checkTopic(
        _ topic: String?, context: LiveActivityAuditContext, into record: inout LiveActivityAuditRecord
    ) {
        record.applied(.topic)
        guard let topic else {
            record.broke(.topic, at: header("apns-topic"), "missing; a push to a token needs <bundle-id>\(topicSuffix)")
            return
        }
        if let bundleID = context.bundleID {
            if topic != bundleID + topicSuffix {
                record.broke(
                    .topic, at: header("apns-topic"),
                    "\(quoted(topic)) is not \(quoted(bundleID + topicSuffix)), the app's live-activity topic")
            }
        } else if !topic.hasSuffix(topicSuffix) || topic.count == topicSuffix.count {
            record.broke(.topic, at: header("apns-topic"), "\(quoted(topic)) is not <bundle-id>\(topicSuffix)")
        }
    }

    private static func checkPriority(
        _ priority: String?, endpoint: LiveActivityEndpoint, into record: inout LiveActivityAuditRecord
    ) {
        record.applied(.priority)
        let broadcast = endpoint.isBroadcast
        guard let priority else {
            if broadcast {
                record.broke(.priority, at: header("apns-priority"), "missing; a broadcast must give 1, 5 or 10")
            }
            return
        }
        let allowed = broadcast ? ["1", "5", "10"] : ["5", "10"]
        if !allowed.contains(priority) {
            record.broke(
                .priority, at: header("apns-priority"),
                "\(quoted(priority)) is not \(allowed.joined(separator: ", ")) (\(broadcast ? "a broadcast" : "a push to a token"))"
            )
        }
    }

    private static func checkExpiration(
        _ expiration: String?, context: LiveActivityAuditContext, into record: inout LiveActivityAuditRecord
    ) {
        record.applied(.expiration)
        guard let expiration else {
            record.broke(
                .expiration, at: header("apns-expiration"), "missing; a broadcast must give a UNIX time or 0")
            return
        }
        guard !expiration.isEmpty, expiration.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            let seconds = Int(expiration)
        else {
            record.broke(
                .expiration, at: header("apns-expiration"),
                "\(quoted(expiration)) is not a UNIX time in seconds (digits only) or 0")
            return
        }
        guard context.channelStoragePolicy == 0 else { return }
        record.applied(.expirationOnNoStorage)
        if seconds != 0 {
            record.broke(
                .expirationOnNoStorage, at: header("apns-expiration"),
                "\(seconds) on a No Message Stored channel (message-storage-policy 0); APNs rejects any but 0")
        }
    }

    /// Whether `text` is standard base64 with its padding (alphabet, `=` only at the end, a
    /// multiple of 4 characters). The size is not checked: Apple says not to assume one.
    static func isBase64(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, bytes.count % 4 == 0 else { return false }
        let padding = bytes.reversed().prefix { $0 == UInt8(ascii: "=") }.count
        guard padding <= 2 else { return false }
        return bytes.dropLast(padding).allSatisfy { byte in
            (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "/")
        }
    }

    /// The body as a JSON object, or nil after recording why it is not one.
    static func parsedBody(
        _ body: LiveActivityRequest.Body, into record: inout LiveActivityAuditRecord
    ) -> [String:
        JSONValue]?
    {
        record.applied(.bodyJSON)
        let value: JSONValue
        switch body {
        case .none:
            record.broke(.bodyJSON, at: "request.body", "missing; the request needs a JSON object")
            return nil
        case .json(let json):
            value = json
        case .text(let text):
            do {
                value = try JSONDocument.parse(text).value
            } catch {
                record.broke(.bodyJSON, at: "request.bodyText", "not JSON: \(error.description)")
                return nil
            }
        }
        guard let object = value.objectValue else {
            record.broke(.bodyJSON, at: "request.body", "a JSON \(value.typeName), not an object")
            return nil
        }
        return object
    }

    private static func checkChannelCreation(_ body: [String: JSONValue], into record: inout LiveActivityAuditRecord) {
        record.applied(.storagePolicy)
        let policyPath = "request.body.message-storage-policy"
        if let policy = body["message-storage-policy"] {
            if policy.integerValue != 0 && policy.integerValue != 1 {
                record.broke(
                    .storagePolicy, at: policyPath,
                    "\(ContentStateType.preview(policy)) is not 0 (No Message Stored) or 1 (Most Recent Message Stored)"
                )
            }
        } else {
            record.broke(.storagePolicy, at: policyPath, "missing; give 0 or 1 (it cannot be changed later)")
        }
        record.applied(.channelPushType)
        if let pushType = body["push-type"] {
            if pushType != .string("LiveActivity") {
                record.broke(
                    .channelPushType, at: "request.body.push-type",
                    "\(ContentStateType.preview(pushType)) is not \"LiveActivity\"")
            }
        } else {
            record.broke(.channelPushType, at: "request.body.push-type", "missing; give \"LiveActivity\"")
        }
    }
}

/// The rules an audit applied and the findings, gathered while it runs.
struct LiveActivityAuditRecord {
    private var appliedIDs: Set<String> = []
    private var findings: [LiveActivityFinding] = []

    /// The rule was applied to the request.
    mutating func applied(_ rule: LiveActivityRule) { appliedIDs.insert(rule.id) }

    /// The rule is broken at `path` (and so was applied).
    mutating func broke(_ rule: LiveActivityRule, at path: String, _ message: String) {
        appliedIDs.insert(rule.id)
        findings.append(LiveActivityFinding(rule: rule, path: path, message: message))
    }

    /// The verdict: findings in catalogue order (then as found), the applied rules in catalogue order.
    var verdict: LiveActivityVerdict {
        let order = Dictionary(uniqueKeysWithValues: LiveActivityRule.all.enumerated().map { ($1.id, $0) })
        let sorted = findings.enumerated().sorted { left, right in
            (order[left.element.rule.id] ?? 0, left.offset) < (order[right.element.rule.id] ?? 0, right.offset)
        }.map(\.element)
        return LiveActivityVerdict(
            findings: sorted, checked: LiveActivityRule.all.filter { appliedIDs.contains($0.id) })
    }
}
