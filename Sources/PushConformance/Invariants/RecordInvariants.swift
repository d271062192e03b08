import PushContract
import PushSimulator

extension Invariant {
    /// ERR-001: every error in a transcript carries a neutral code from the registry.
    package static let errorsCarryNeutralCodes: Invariant = Invariant(
        Requirement(
            .errorsCarryNeutralCodes, .must, .adapter, kind: .invariant,
            summary: "every error carries a neutral code from PushErrorCode.registry",
            sentence:
                "Every error an adapter reports MUST carry a neutral code from PushErrorCode.registry, with the vendor's own code beside it when it has one.",
            rationale:
                "A neutral code is what lets one app, one dashboard and this specification's error-code map compare vendors.",
            sources: ["PushError, PushErrorCode", "PushAdapter: Implementation requirements"])
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
    package static let timeNeverGoesBack: Invariant = Invariant(
        Requirement(
            .timeNeverGoesBack, .must, .adapter, kind: .invariant,
            summary: "virtual time never goes back; no negative delays; no runaway rescheduling",
            sentence:
                "An adapter MUST NOT schedule work with a negative delay or reschedule work forever at one instant; the time its transcript shows never goes back.",
            rationale:
                "A negative delay or a zero-delay loop hangs a real main queue the way it would hang the simulated clock. The transcript shows a negative delay as its own record (clock.negative-delay), whatever scheduled it; a wait that is shortened but stays positive (a back-off counted from when the work was first made) shows none, and no vendor-neutral rule fixes a back-off's length, so that is seen only once the delay goes below zero (lifecycle.push-events-time-out-after-a-minute makes it do so).",
            sources: ["Scheduler: Implementation requirements"])
    ) { records in
        var found: [(TranscriptRecord, String)] = []
        var latest = DeviceInstant.zero
        for record in records {
            if record.time < latest { found.append((record, "time went back from \(latest) to \(record.time)")) }
            latest = max(latest, record.time)
            if record.systemName == .clockNegativeDelay {
                found.append(
                    (record, "work scheduled with a negative delay (\(record.body["delay"]?.stringValue ?? "?"))"))
            }
            if record.systemName == .clockRunaway {
                found.append(
                    (
                        record,
                        "more than \(record.body["limit"]?.integerValue ?? 0) pieces of work at one instant: the adapter reschedules itself without letting time pass"
                    ))
            }
        }
        return found
    }

    /// SUB-001: confirmed subscription status changes follow ``SubscriptionState``'s legal moves.
    package static let legalSubscriptionMoves: Invariant = Invariant(
        naming: Requirement(
            .legalSubscriptionMoves, .must, .subscription, kind: .invariant,
            summary: "confirmed subscription changes are legal moves of SubscriptionState",
            sentence:
                "A confirmed subscription change MUST be a legal move of SubscriptionState, or be listed as a known deviation with its citation.",
            rationale:
                "Apps drive their settings screens from the reported state; an impossible move leaves the screen and the backend disagreeing.",
            sources: ["SubscriptionService: Implementation requirements", "P9"])
    ) { records in
        var state = SubscriptionState()
        var found: [Finding] = []
        for (index, record) in records.enumerated() {
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
                let confirmed = MechanismEvidence.serverConfirmed(records, at: index)
                found.append(Finding(record, error.message, mechanism: confirmed ? .serverConfirmedIllegalMove : nil))
            }
        }
        return found
    }

    /// PAY-001: the wire format refuses payloads APNs would refuse (over 4096 bytes).
    package static let oversizedPayloadsRefused: Invariant = Invariant(
        Requirement(
            .oversizedPayloadsRefused, .must, .payload, kind: .invariant,
            summary: "a wire format refuses payloads over 4096 UTF-8 bytes (R1)",
            sentence:
                "A wire format MUST refuse to encode a payload larger than 4096 UTF-8 bytes, vendor keys included, with payload.too-large.",
            rationale:
                "APNs rejects larger payloads; refusing at encode time turns a silent delivery failure into an error the sender sees.",
            sources: [
                "Apple, Generating a remote notification: https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification (R1)",
                "PushWireFormat: Implementation requirements",
            ])
    ) { records in
        records.compactMap { record -> (TranscriptRecord, String)? in
            guard record.systemName == .wireFormatEncoded,
                let bytes = record.body["bytes"]?.integerValue, bytes > APNsLimits.maxPayloadBytes
            else { return nil }
            return (
                record,
                "the wire format produced a \(bytes)-byte payload; APNs refuses more than \(APNsLimits.maxPayloadBytes)"
            )
        }
    }
}
