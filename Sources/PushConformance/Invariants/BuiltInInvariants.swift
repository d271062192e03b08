import PushContract
import PushSimulator

extension Invariant {
    /// The invariants checked on every transcript, also while recording.
    public static let builtIn: [Invariant] = [
        completionsExactlyOnce, extensionDeliversOnce, extensionWithinBudget, extensionOwnBound,
        retryOnlyRetryable, noNetworkForForeignPayload, errorsCarryNeutralCodes, timeNeverGoesBack,
        legalSubscriptionMoves, oversizedPayloadsRefused, ExclusiveOwnership.transcriptInvariant,
        payloadKeysUnique,
    ] + mediaInvariants

    /// CMP-001: every completion handed to the adapter is called exactly once (R19, R20).
    public static let completionsExactlyOnce = Invariant(
        id: .completionsExactlyOnce, level: .must,
        summary: "Every completion handler handed to the adapter is called exactly once (R19, R20, P2)."
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
    public static let extensionDeliversOnce = Invariant(
        id: .extensionDeliversOnce, level: .must,
        summary: "A service extension calls its content handler exactly once per push; the system never has to show the original for it (R7)."
    ) { records in
        var found: [(TranscriptRecord, String)] = []
        for record in records where record.systemName == .serviceExtensionKilled {
            found.append((record, "the extension never called its content handler; the system showed the original content"))
        }
        for record in records where record.kind == .completion && record.body["kind"] == "nse-content" {
            if let call = record.body["call"]?.integerValue, call > 1 {
                found.append((record, "the content handler was called \(call) times"))
            }
        }
        return found
    }

    /// NSE-002: the content handler is called within the 30 s budget.
    public static let extensionWithinBudget = Invariant(
        id: .extensionWithinBudget, level: .must,
        summary: "A service extension delivers within its 30 s budget (R7)."
    ) { records in
        var starts: [DeviceInstant] = []
        var found: [(TranscriptRecord, String)] = []
        for record in records {
            if record.systemName == .serviceExtensionStarted { starts.append(record.time) }
            if record.kind == .completion, record.body["kind"] == "nse-content", record.body["call"] == nil, !starts.isEmpty {
                let deadline = starts.removeFirst().advanced(by: APNsLimits.serviceExtensionBudget)
                if record.time > deadline {
                    found.append((record, "content delivered at \(record.time), after the budget ending \(deadline)"))
                }
            }
        }
        return found
    }

    /// NSE-003: an extension bounds its own work and does not rely on the system's expiry call.
    public static let extensionOwnBound = Invariant(
        id: .extensionOwnBound, level: .should,
        summary: "A service extension bounds its own downloads below the budget instead of waiting for serviceExtensionTimeWillExpire (R7, P4)."
    ) { records in
        records.compactMap { record -> (TranscriptRecord, String)? in
            guard record.systemName == .serviceExtensionTimeWillExpire, record.body["requested"] == nil else { return nil }
            return (record, "the extension was still working when its 30 s budget ran out")
        }
    }
}
