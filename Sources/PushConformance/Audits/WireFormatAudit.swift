package import PushContract

/// Checks of a vendor's ownership test and wire format, run once per vendor of a run over every
/// neutral message and raw payload of the suite, whatever scenarios the run selected:
/// - PAY-003: `claims` is pure: the same answer twice, and for a re-parsed copy;
/// - PAY-004: every payload the vendor's wire format encodes is claimed by the vendor, also when
///   the message's custom data carries a key the format writes itself, whose value it keeps
///   (``reservedKeyProblems(_:messages:note:)``);
/// - PAY-005 (R6): a 65-byte collapse id, and one of 33 two-byte characters (66 bytes), are
///   refused with `payload.collapse-id-too-long` (by a format that writes collapse ids at all);
/// - R2: the ownership marker lives outside `aps`: a claimed payload stripped to its `aps` is
///   not claimed;
/// - R2: every key the format writes inside `aps` is one of Apple's (``appleAPSKeys``);
/// - R5: every `aps.interruption-level` the format writes is one of the four levels, and every
///   `aps.relevance-score` of an alert push lies in 0…1 (a live-activity payload's score is
///   relative, R14: ``relevanceScoreOutOfRange(_:)``); a message asking for each level the
///   contract accepts is encoded, not refused, with that level written as Apple spells it
///   (``interruptionLevelProblems(_:note:)``);
/// - PAY-006: decoding each payload gives back every field of the message the format writes
///   (``roundTripProblems(_:messages:note:)``), over the suite's messages and one setting every field.
package enum WireFormatAudit {
    /// A message whose collapse id is one byte over APNs' limit.
    static let longCollapseMessage = MessageSpec(
        messageID: "audit-collapse", title: "Audit", body: "Collapse id over the limit",
        collapseID: String(repeating: "c", count: APNsLimits.maxCollapseIDBytes + 1))
    /// A message whose collapse id is 33 characters but 66 bytes (`é` is two bytes in UTF-8): the
    /// limit is in bytes (https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns,
    /// `apns-collapse-id`: "The value of this key must not exceed 64 bytes"), and a format that counts
    /// characters encodes it (APNs sizes counted in characters: https://github.com/logicalparadox/apnagent/pull/9,
    /// https://github.com/arthurnn/apn_sender/pull/52).
    static let multiByteCollapseMessage = MessageSpec(
        messageID: "audit-collapse-utf8", title: "Audit", body: "Collapse id over the limit in bytes",
        collapseID: String(repeating: "\u{E9}", count: APNsLimits.maxCollapseIDBytes / 2 + 1))
    /// Apple's `aps` keys: "Table 1: Keys to include in the aps dictionary" of
    /// https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification
    /// (``APS/documentedKeys``, and `events` as that table spells the live-activity event), and
    /// the keys of a push-to-start request
    /// (https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications:
    /// `input-push-token`, `input-push-channel`). Any other key inside `aps` is a vendor's (R2).
    static let appleAPSKeys: Set<String> = Set(APS.documentedKeys.keys).union([
        "events", "input-push-token", "input-push-channel",
    ])

    /// Messages asking for every interruption level and an in-range relevance score.
    static let rangeMessages: [MessageSpec] = InterruptionLevel.allCases.map { level in
        MessageSpec(
            messageID: "audit-\(level.rawValue)", title: "Audit", body: "Interruption level", interruptionLevel: level,
            relevanceScore: 0.5)
    }

    /// The problems, one sentence each, naming the vendor and the requirement broken.
    package static func problems(_ vendor: any PushVendor, scenarios: [Scenario]) -> [RunProblem] {
        let id = vendor.descriptor.id
        var found: [(RequirementID, String)] = []
        func note(_ requirement: RequirementID, _ text: String) {
            if !found.contains(where: { $0.0 == requirement }) { found.append((requirement, text)) }
        }
        let messages =
            scenarios.flatMap(\.steps).compactMap { step -> MessageSpec? in
                if case .push(.message(let message), _, _, _) = step.action { return message }
                if case .push(.eachVendor(let message), _, _, _) = step.action { return message }
                return nil
            } + rangeMessages
        for message in messages {
            guard let payload = try? vendor.wireFormat.encode(message) else { continue }
            let first = vendor.claims(payload)
            let again = vendor.claims(payload)
            let copy = (try? PushPayload(bytes: JSONValue.object(payload.root).canonicalBytes)).map(vendor.claims)
            if first != again || (copy.map { $0 != first } ?? false) {
                note(
                    .claimsIsPure,
                    "\(id)'s claims(_:) answered \(first), then \(again)\(copy.map { ", then \($0) for a copy" } ?? "") for the same payload (message \(message.messageID ?? "?"))"
                )
            }
            if !first || !again {
                note(
                    .encodedPayloadsClaimed,
                    "\(id) does not claim the payload its own wire format encodes for message \(message.messageID ?? "?")"
                )
            }
            if first, vendor.claims(PushPayload(["aps": .object(payload.aps.raw)])) {
                note(
                    RequirementID(rawValue: "R2"),
                    "\(id) claims a payload holding nothing but its aps: the ownership marker is inside aps, which belongs to Apple"
                )
            }
            let aps = payload.aps.raw
            let sendersAPS = message.customData["aps"]?.objectValue ?? [:]
            if let key = aps.keys.sorted().first(where: { !appleAPSKeys.contains($0) && sendersAPS[$0] == nil }) {
                note(
                    RequirementID(rawValue: "R2"),
                    "\(id)'s wire format writes \"\(key)\" inside aps (message \(message.messageID ?? "?")); aps is reserved for Apple's keys, vendor keys live at the top level"
                )
            }
            if let level = aps["interruption-level"], level.stringValue.flatMap(InterruptionLevel.init) == nil {
                note(
                    RequirementID(rawValue: "R5"),
                    "\(id)'s wire format writes interruption-level \(level.canonicalText) (message \(message.messageID ?? "?")); the system knows passive, active, time-sensitive and critical"
                )
            }
            if let score = relevanceScoreOutOfRange(aps) {
                note(
                    RequirementID(rawValue: "R5"),
                    "\(id)'s wire format writes relevance-score \(score.canonicalText) (message \(message.messageID ?? "?")), outside 0…1"
                )
            }
        }
        interruptionLevelProblems(vendor, note: note)
        reservedKeyProblems(vendor, messages: messages, note: note)
        roundTripProblems(vendor, messages: messages, note: note)
        // A format that writes no collapse id at all (none reaches APNs through it) has nothing to
        // refuse; one that refuses an over-long id handles them (as a header, say), so it is held
        // to the byte limit too.
        var carrying = longCollapseMessage
        carrying.collapseID = "audit-collapse-id"
        let carries =
            (try? vendor.wireFormat.encode(carrying)).map {
                JSONValue.object($0.root).canonicalText.contains("audit-collapse-id")
            } ?? true
        let refusesLong: Bool
        do {
            _ = try vendor.wireFormat.encode(longCollapseMessage)
            refusesLong = false
        } catch {
            refusesLong = error.code == .collapseIDTooLong
        }
        if carries || refusesLong {
            checkLongCollapseID(vendor, id: id, note: note)
        }
        return found.map { requirement, text in
            RunProblem(
                .wireFormatAudit, requirement: requirement, subject: id,
                message: "wire-format audit: \(requirement): \(text)")
        }
    }

    /// R5 over each level the contract accepts (``rangeMessages``, valid messages): the format
    /// encodes the message, and writes `aps.interruption-level` as Apple spells it
    /// (https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification,
    /// `interruption-level`: passive, active, time-sensitive, critical). A format that refuses a
    /// valid level never delivers it (the per-message checks above skip a refused message).
    static func interruptionLevelProblems(_ vendor: any PushVendor, note: (RequirementID, String) -> Void) {
        let id = vendor.descriptor.id
        for message in rangeMessages {
            guard let level = message.interruptionLevel else { continue }
            let payload: PushPayload
            do {
                payload = try vendor.wireFormat.encode(message)
            } catch {
                note(
                    RequirementID(rawValue: "R5"),
                    "\(id)'s wire format refuses a valid message asking for interruption level \(level.rawValue) (message \(message.messageID ?? "?")) with \(error.code.rawValue)"
                )
                continue
            }
            let written = payload.aps.raw["interruption-level"]
            if written != .string(level.rawValue) {
                note(
                    RequirementID(rawValue: "R5"),
                    "\(id)'s wire format writes interruption-level \(written?.canonicalText ?? "nothing") for a message asking for \(level.rawValue) (message \(message.messageID ?? "?"))"
                )
            }
        }
    }

    /// The `relevance-score` of `aps` when it breaks R5: outside 0…1 on an alert push. A
    /// live-activity payload (one carrying `event` or `content-state`) is left out: its scores
    /// are relative (Apple's own example sends 100) and the live-activity request audit judges
    /// them (R14).
    package static func relevanceScoreOutOfRange(_ aps: [String: JSONValue]) -> JSONValue? {
        guard let score = aps["relevance-score"], aps["event"] == nil, aps["content-state"] == nil else { return nil }
        return score.numberValue.map(APNsLimits.relevanceScoreRange.contains) == true ? JSONValue?.none : score
    }

    private static func checkLongCollapseID(_ vendor: any PushVendor, id: String, note: (RequirementID, String) -> Void)
    {
        for message in [longCollapseMessage, multiByteCollapseMessage] {
            let collapseID = message.collapseID ?? ""
            let size =
                collapseID.utf8.count == collapseID.count
                ? "\(collapseID.utf8.count)-byte collapse id"
                : "\(collapseID.utf8.count)-byte collapse id of \(collapseID.count) characters"
            do {
                _ = try vendor.wireFormat.encode(message)
                note(
                    .longCollapseIDRefused,
                    "\(id)'s wire format encodes a message with a \(size) instead of refusing it")
            } catch {
                if error.code != .collapseIDTooLong {
                    note(
                        .longCollapseIDRefused,
                        "\(id)'s wire format refuses a \(size) with \(error.code.rawValue), not \(PushErrorCode.collapseIDTooLong.rawValue)"
                    )
                }
            }
        }
    }
}
