import PushContract
import PushSimulator

extension Invariant {
    /// The invariants checked on every transcript, also while recording.
    public static let builtIn: [Invariant] =
        [
            completionsExactlyOnce, extensionDeliversOnce, extensionWithinBudget, extensionOwnBound,
            retryOnlyRetryable, noNetworkForForeignPayload, errorsCarryNeutralCodes, timeNeverGoesBack,
            legalSubscriptionMoves, oversizedPayloadsRefused, ExclusiveOwnership.transcriptInvariant,
            payloadKeysUnique,
        ] + mediaInvariants + tokenInvariants + openInvariants + delegateInvariants + lifecycleInvariants
        + retryDisciplineInvariants + userControlInvariants

    /// CMP-001: every completion handed to the adapter is called exactly once (R19, R20).
    package static let completionsExactlyOnce: Invariant = Invariant(
        Requirement(
            .completionsExactlyOnce, .must, .adapter, kind: .invariant,
            summary: "every completion handed to the adapter is called exactly once",
            sentence:
                "An adapter MUST call every completion the system or the host hands it exactly once, including for payloads it does not own and for facet calls that could not be sent.",
            rationale:
                "iOS logs a warning when a notification-centre completion never runs and crashes on a second call; a background fetch left open costs the app its background time.",
            sources: ["R19, R20 and P2", "PushAdapter: Implementation requirements"])
    ) { records in
        var found: [(TranscriptRecord, String)] = []
        for record in records {
            if record.kind == .completion, let call = record.body["call"]?.integerValue, call > 1 {
                let kind = record.body["kind"]?.stringValue ?? "?"
                found.append((record, "the \(kind) completion was called \(call) times"))
            }
            if record.kind == .leftovers, let never = record.body["completionsNeverCalled"]?.arrayValue {
                for entry in never {
                    found.append((record, "the \(entry.stringValue ?? "?") completion was never called"))
                }
            }
        }
        return found
    }

    /// NSE-001: each service-extension run delivers content exactly once, by itself.
    package static let extensionDeliversOnce: Invariant = Invariant(
        Requirement(
            .extensionDeliversOnce, .must, .serviceExtension, kind: .invariant,
            summary: "a service extension calls its content handler exactly once, by itself",
            sentence:
                "A service extension MUST call its content handler exactly once per push, so the system never has to fall back to the original content on its behalf.",
            rationale:
                "A second call is undefined behaviour and a missing one shows the unmodified push after the budget, with no media and no tracking.",
            sources: [
                "Apple, Modifying content in newly delivered notifications: https://developer.apple.com/documentation/usernotifications/modifying-content-in-newly-delivered-notifications (R7)",
                "NotificationServiceExtension: Implementation requirements",
            ])
    ) { records in
        var found: [(TranscriptRecord, String)] = []
        for record in records where record.systemName == .serviceExtensionKilled {
            found.append(
                (record, "the extension never called its content handler; the system showed the original content"))
        }
        for record in records where record.kind == .completion && record.body["kind"] == "nse-content" {
            if let call = record.body["call"]?.integerValue, call > 1 {
                found.append((record, "the content handler was called \(call) times"))
            }
        }
        return found
    }

    /// NSE-002: the content handler is called within the 30 s budget.
    package static let extensionWithinBudget: Invariant = Invariant(
        Requirement(
            .extensionWithinBudget, .must, .serviceExtension, kind: .invariant,
            summary: "a service extension delivers within its 30 s budget (R7)",
            sentence:
                "A service extension MUST deliver its content within the system's budget of about 30 seconds after it starts.",
            rationale:
                "The system kills a late extension and shows the original content; the simulator does the same, so the invariant guards transcripts recorded on other hosts.",
            sources: [
                "Apple, serviceExtensionTimeWillExpire(): https://developer.apple.com/documentation/usernotifications/unnotificationserviceextension/serviceextensiontimewillexpire() (R7)",
                "APNsLimits.serviceExtensionBudget",
            ])
    ) { records in
        // Paired by push: an extension runs in the process numbered after its push (push-N), and
        // one the system killed at the budget delivers nothing of its own.
        var starts: [Int: DeviceInstant] = [:]
        var found: [(TranscriptRecord, String)] = []
        for record in records {
            if record.systemName == .serviceExtensionStarted || record.systemName == .serviceExtensionKilled,
                let id = record.body["id"]?.stringValue, let push = Int(id.dropFirst("push-".count))
            {
                starts[push] = record.systemName == .serviceExtensionStarted ? record.time : nil
            }
            if record.kind == .completion, record.body["kind"] == "nse-content", record.body["call"] == nil,
                let start = starts.removeValue(forKey: record.origin.process)
            {
                let deadline = start.advanced(by: APNsLimits.serviceExtensionBudget)
                if record.time > deadline {
                    found.append((record, "content delivered at \(record.time), after the budget ending \(deadline)"))
                }
            }
        }
        return found
    }

    /// NSE-003: an extension bounds its own work and does not rely on the system's expiry call.
    package static let extensionOwnBound: Invariant = Invariant(
        Requirement(
            .extensionOwnBound, .should, .serviceExtension, kind: .invariant,
            summary: "a service extension bounds its own work instead of waiting for expiry",
            sentence:
                "A service extension SHOULD bound its own work (media downloads, requests) and deliver before the system has to call serviceExtensionTimeWillExpire.",
            rationale:
                "Expiry is a last chance, not a plan: work cut off there loses media that a shorter own timeout would have skipped cleanly.",
            sources: ["R7 and P4", "NotificationServiceExtension: Implementation requirements"])
    ) { records in
        records.compactMap { record -> (TranscriptRecord, String)? in
            guard record.systemName == .serviceExtensionTimeWillExpire, record.body["requested"] == nil else {
                return nil
            }
            return (record, "the extension was still working when its 30 s budget ran out")
        }
    }
}
