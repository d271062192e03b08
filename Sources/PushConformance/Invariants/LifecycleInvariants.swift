import PushContract
import PushSimulator

extension Invariant {
    /// SUB-003 and RST-001.
    static let lifecycleInvariants: [Invariant] = [subscriptionFollowsServer, dataResetErasesEverything]

    /// SUB-003: a subscription status reported to the app is one the server confirmed: it is
    /// reported while handling a 2xx answer, never before any answer, never after a refusal.
    package static let subscriptionFollowsServer: Invariant = Invariant(
        Requirement(
            .subscriptionFollowsServer, .must, .subscription, kind: .invariant,
            summary: "a reported subscription status follows the server",
            sentence:
                "An SDK MUST report a subscription status change to its push delegate only while handling the server's 2xx answer confirming it: never before the server answered, never after a refusal or a failure.",
            rationale:
                "Apps show the reported status in their settings; \"subscribed\" reported optimistically stays on screen after the server refused it.",
            sources: [
                "P9", "SubscriptionService: Implementation requirements",
                "braze-inc/braze-swift-sdk@f866739:CHANGELOG.md:508 (11.1.1: a wrong subscription status sent at startup)",
            ])
    ) { records in
        var answers: [Int: Int?] = [:]
        var found: [(TranscriptRecord, String)] = []
        for record in records {
            if record.kind == .answer, let seq = record.body["seq"]?.integerValue {
                answers[seq] = record.body["status"]?.integerValue
            }
            guard record.kind == .delegate, record.name == "subscription.changed" else { continue }
            let status = record.body["details"]?["status"]?.stringValue ?? "?"
            guard let cause = record.origin.lineage.last, let answer = answers[cause] else {
                found.append((record, "the SDK reported \(status) before the server answered any subscription request"))
                continue
            }
            guard let code = answer, (200..<300).contains(code) else {
                let what = answer.map { "HTTP \($0)" } ?? "a transport failure"
                found.append(
                    (record, "the SDK reported \(status) while handling request \(cause)'s \(what), not a confirmation")
                )
                continue
            }
        }
        return found
    }

    /// RST-001 on every transcript: after a data reset nothing queued before it goes out. A
    /// request sent after `sdk.data-cleared` that repeats (same method, path and body) a request
    /// of its cause chain sent before the reset is queued work the reset left running. (New work
    /// a serial queue sends when a pre-reset request's answer arrives is not.)
    ///
    /// A request the app or the user asked for again after the reset is not a continuation
    /// either: a `subscribe` with the same fields, a tap on a re-sent message, queued behind the
    /// pre-reset request and sent when its answer arrives (found by `explore`, issue 26, seeds
    /// 2026 and 31337). The transcript shows how many calls the app (facet calls) and the
    /// system (pushes, responses) made into the SDK (``TranscriptRecord/appCalls``), not which
    /// call asked for which request, so, as NET-001 does, each call since the latest reset may
    /// have asked for one identical request: such a request passes while fewer identical ones
    /// have passed since the reset than calls were made since it. A continuation with no call
    /// after the reset, or more of them than calls, is still caught.
    package static let dataResetErasesEverything: Invariant = Invariant(
        Requirement(
            .dataResetErasesEverything, .must, .adapter, kind: .invariant,
            summary: "a data reset cancels queued work and removes stored values",
            sentence:
                "A data reset MUST cancel the SDK's queued and scheduled work, remove every value the SDK wrote to the host's store, report data.cleared and complete exactly once.",
            rationale:
                "A \"forget me\" that leaves a queued request behind sends the user's data after they asked for it to be erased.",
            sources: ["DataResetService: Implementation requirements", "AltcraftStyle README (clearCache)"])
    ) { records in
        var sent: [Int: String] = [:]
        var beforeReset: Set<Int> = []
        // The app's calls when the latest reset was reported, and the identical requests each
        // call since may have asked for, used so far.
        var callsAtReset = 0
        var askedAgain: [String: Int] = [:]
        var found: [(TranscriptRecord, String)] = []
        for record in records {
            if record.eventName == SDKEventName.dataCleared {
                beforeReset.formUnion(sent.keys)
                callsAtReset = record.appCalls
                askedAgain = [:]
            }
            guard record.kind == .http, let seq = record.body["seq"]?.integerValue else { continue }
            let identity =
                "\(record.body["method"]?.stringValue ?? "") \(Self.pathWithoutQuery(record.body["url"]?.stringValue ?? "")) "
                + (record.body["body"]?.canonicalText ?? "")
            sent[seq] = identity
            guard let cause = record.origin.lineage.last(where: { beforeReset.contains($0) && sent[$0] == identity })
            else { continue }
            if askedAgain[identity, default: 0] < record.appCalls - callsAtReset {
                askedAgain[identity, default: 0] += 1
                continue
            }
            found.append(
                (
                    record,
                    "request \(seq) (\(record.body["method"]?.stringValue ?? "?") \(Self.pathWithoutQuery(record.body["url"]?.stringValue ?? ""))) "
                        + "continues request \(cause), which was queued before the data reset"
                ))
        }
        return found
    }
}
