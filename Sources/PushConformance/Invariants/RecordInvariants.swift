import PushContract
import PushSimulator

extension Invariant {
    /// ERR-001: every error in a transcript carries a neutral code from the registry.
    public static let errorsCarryNeutralCodes: Invariant = Invariant(
        id: .errorsCarryNeutralCodes, level: .must,
        summary: "Every error carries a neutral code from PushErrorCode.registry (and its native code beside it)."
    ) { records in
        var found: [(TranscriptRecord, String)] = []
        for record in records {
            var errors: [JSONValue] = []
            if record.kind == .error { errors.append(record.body) }
            Self.collectNestedErrors(record.body, into: &errors)
            for error in errors {
                guard let code = error["code"]?.stringValue else {
                    found.append((record, "an error without a code: \(error.canonicalText)"))
                    continue
                }
                if !PushErrorCode.registry.contains(PushErrorCode(rawValue: code)) {
                    found.append((record, "error code \"\(code)\" is not in the neutral registry"))
                }
            }
        }
        return found
    }

    static func collectNestedErrors(_ value: JSONValue, into errors: inout [JSONValue]) {
        guard let object = value.objectValue else { return }
        for (key, member) in object {
            if key == "error", member.objectValue != nil { errors.append(member) }
            collectNestedErrors(member, into: &errors)
        }
    }

    /// TIME-001: virtual time never goes back, and nothing is scheduled in the past.
    public static let timeNeverGoesBack: Invariant = Invariant(
        id: .timeNeverGoesBack, level: .must,
        summary: "Virtual time never goes back, no work is scheduled with a negative delay, and no work reschedules itself forever at one instant."
    ) { records in
        var found: [(TranscriptRecord, String)] = []
        var latest = DeviceInstant.zero
        for record in records {
            if record.time < latest { found.append((record, "time went back from \(latest) to \(record.time)")) }
            latest = max(latest, record.time)
            if record.systemName == .clockNegativeDelay {
                found.append((record, "work scheduled with a negative delay (\(record.body["delay"]?.stringValue ?? "?"))"))
            }
            if record.systemName == .clockRunaway {
                found.append((record, "more than \(record.body["limit"]?.integerValue ?? 0) pieces of work at one instant: the adapter reschedules itself without letting time pass"))
            }
        }
        return found
    }

    /// SUB-001: confirmed subscription status changes follow ``SubscriptionState``'s legal moves.
    public static let legalSubscriptionMoves: Invariant = Invariant(
        id: .legalSubscriptionMoves, level: .must,
        summary: "Confirmed subscription status changes are legal moves of the subscription state machine (P9)."
    ) { records in
        var state = SubscriptionState()
        var found: [(TranscriptRecord, String)] = []
        for record in records {
            let status: String?
            if record.kind == .delegate, record.name == "subscription.changed" {
                status = record.body["details"]?["status"]?.stringValue
            } else if record.eventName == SDKEventName.subscriptionRequestSucceeded {
                status = record.body["details"]?["status"]?.stringValue
            } else {
                continue
            }
            guard let status, let target = SubscriptionStatus(rawValue: status) else { continue }
            do throws(PushError) {
                try state.move(to: target)
            } catch {
                found.append((record, error.message))
            }
        }
        return found
    }

    /// PAY-001: the wire format refuses payloads APNs would refuse (over 4096 bytes).
    public static let oversizedPayloadsRefused: Invariant = Invariant(
        id: .oversizedPayloadsRefused, level: .must,
        summary: "A vendor's wire format refuses a payload over 4096 UTF-8 bytes instead of producing it (R1)."
    ) { records in
        records.compactMap { record -> (TranscriptRecord, String)? in
            guard record.systemName == .wireFormatEncoded,
                  let bytes = record.body["bytes"]?.integerValue, bytes > APNsLimits.maxPayloadBytes else { return nil }
            return (record, "the wire format produced a \(bytes)-byte payload; APNs refuses more than \(APNsLimits.maxPayloadBytes)")
        }
    }
}
