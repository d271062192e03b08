import PushContract
import PushSimulator

extension Invariant {
    /// The invariants checked on every transcript, also while recording.
    public static let builtIn: [Invariant] =
        [
            completionsExactlyOnce, extensionDeliversOnce, extensionWithinBudget, extensionOwnBound,
            retryOnlyRetryable, noNetworkForForeignPayload, errorsCarryNeutralCodes, timeNeverGoesBack,
            legalSubscriptionMoves, oversizedPayloadsRefused, ExclusiveOwnership.transcriptInvariant,
            payloadKeysUnique, foreignContentUnchanged, expiryContentKept, uiEventsInOrder,
        ] + mediaInvariants + tokenInvariants + openInvariants + delegateInvariants + lifecycleInvariants
        + retryDisciplineInvariants + userControlInvariants + liveActivityInvariants + relaunchInvariants + [noRunaway]

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
        var judgement = Judgement()
        for record in records {
            if record.kind == .completion, let call = record.body["call"]?.integerValue, call > 1 {
                let kind = record.body["kind"]?.stringValue ?? "?"
                judgement.found(record, "the \(kind) completion was called \(call) times")
            }
            if record.kind == .leftovers, let never = record.body["completionsNeverCalled"]?.arrayValue {
                for entry in never {
                    let uncalled = MechanismEvidence.uncalledEntry(entry.stringValue ?? "?")
                    judgement.found(
                        record, "the \(entry.stringValue ?? "?") completion was never called",
                        mechanism: MechanismEvidence.uncalledCompletion(
                            records, kind: uncalled.kind, step: uncalled.step, of: .completionsExactlyOnce))
                }
            }
        }
        // Completions never called are named by the end-of-case check, the last line.
        if !records.contains(where: { $0.kind == .leftovers }) {
            judgement.lacks("leftovers (the end-of-case check naming completions never called)")
        }
        return judgement
    }

    /// NSE-001: each service-extension run delivers content exactly once, by itself.
    package static let extensionDeliversOnce: Invariant = Invariant(
        naming: Requirement(
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
        var found: [Finding] = []
        for (index, record) in records.enumerated() where record.systemName == .serviceExtensionKilled {
            let downloading = MechanismEvidence.downloadPending(records, endedAt: index)
            found.append(
                Finding(
                    record, "the extension never called its content handler; the system showed the original content",
                    mechanism: downloading ? .expiredWhileDownloading : nil))
        }
        for record in records where record.kind == .completion && record.body["kind"] == "nse-content" {
            if let call = record.body["call"]?.integerValue, call > 1 {
                found.append(Finding(record, "the content handler was called \(call) times"))
            }
        }
        return found
    }

    /// NSE-002: the content handler is called within the 30 s budget.
    ///
    /// The simulated device, like iOS, ends an extension at its budget (NSE-001 then reports it),
    /// so no run shows a late delivery: the invariant judges transcripts recorded elsewhere
    /// (`push-conformance check`). A delivery is paired with its extension's start by the push it
    /// was made for (`during.push` on the `nse-content` completion); without it, only while a
    /// single extension runs.
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
            ]),
        untestableInRun:
            "the simulated device, like iOS, ends a service extension at its 30 s budget and shows the original content (NSE-001 reports that), so no run shows a late delivery; invariant NSE-002 judges transcripts recorded elsewhere (`push-conformance check`)"
    ) { records in
        var starts: [String: DeviceInstant] = [:]
        var judgement = Judgement()
        for record in records {
            if record.systemName == .serviceExtensionStarted || record.systemName == .serviceExtensionKilled,
                let id = record.body["id"]?.stringValue
            {
                starts[id] = record.systemName == .serviceExtensionStarted ? record.time : nil
            }
            guard record.kind == .completion, record.body["kind"] == "nse-content", record.body["call"] == nil else {
                continue
            }
            let id: String
            if let push = record.during.push, starts[push] != nil {
                id = push
            } else if record.during.push == nil, starts.count == 1, let only = starts.keys.first {
                id = only
            } else {
                if record.during.push == nil, starts.count > 1 {
                    judgement.lacks("during.push on nse-content completions (which extension run delivered)")
                }
                continue
            }
            guard let start = starts.removeValue(forKey: id) else { continue }
            let deadline = start.advanced(by: APNsLimits.serviceExtensionBudget)
            if record.time > deadline {
                judgement.found(record, "content delivered at \(record.time), after the budget ending \(deadline)")
            }
        }
        return judgement
    }

    /// NSE-003: an extension bounds its own work and does not rely on the system's expiry call.
    package static let extensionOwnBound: Invariant = Invariant(
        Requirement(
            .extensionOwnBound, .should, .serviceExtension, kind: .invariant,
            summary: "a service extension bounds its own work instead of waiting for expiry",
            sentence:
                "A service extension SHOULD bound its own work (media downloads, requests) and deliver before the system has to call serviceExtensionTimeWillExpire.",
            rationale:
                "Expiry is a last chance, not a plan: work cut off there loses media that a shorter own timeout would have skipped cleanly. A SHOULD: Apple gives the extension about 30 seconds and documents serviceExtensionTimeWillExpire as its last chance to deliver, not as a fault, so working into it breaks no documented rule; delivering at once when it is called is NSE-005's MUST.",
            sources: [
                "R7 and P4", "NotificationServiceExtension: Implementation requirements",
                "https://developer.apple.com/documentation/usernotifications/unnotificationserviceextension/servicextensiontimewillexpire()",
                "https://developer.apple.com/documentation/usernotifications/unnotificationserviceextension/didreceive(_:withcontenthandler:) (about 30 seconds)",
            ])
    ) { records in
        records.compactMap { record -> (TranscriptRecord, String)? in
            guard record.systemName == .serviceExtensionTimeWillExpire, record.body["requested"] == nil else {
                return nil
            }
            return (record, "the extension was still working when its 30 s budget ran out")
        }
    }
}
