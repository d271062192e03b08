import PushContract
import PushSimulator

extension Invariant {
    /// NET-003 and NET-004.
    static let retryDisciplineInvariants: [Invariant] = [retriesBackOff, retriesEnd]

    /// The most sends of one request any cited retry policy makes within ``stormWindow``: Iterable
    /// sends a failed request 6 times in about 4 s, Actito 6 times in 7.5 s; OneSignal, Firebase
    /// Messaging, Airship and Customer.io send fewer per minute.
    package static let stormSends = 6
    /// The window ``stormSends`` is counted in.
    package static let stormWindow: Duration = .seconds(60)
    /// The most sends of one request in one retry chain: Altcraft deletes a persisted request
    /// after 15 retryable failures, the largest count bound of the cited policies (Firebase
    /// Messaging 11 sends, Iterable 6, Actito 6, OneSignal 3 to 5).
    package static let chainSends = 16
    /// The longest a retry chain may go on: Actito drops a stored event 24 h after it was made,
    /// the longest time bound of the cited policies.
    package static let chainSpan: Duration = .seconds(24 * 3600)

    static let retrySources = [
        "Iterable/iterable-swift-sdk@25cd00e:swift-sdk/Internal/Network/NetworkHelper.swift:31-32,117-137 (5 retries of a 5xx: two at once, then 2 s apart)",
        "actito/actito-sdk-ios@a80159a:ActitoKit/Sources/Internals/Network/URLSession+Retry.swift:9-11,23-65 (6 sends: at once, then 0.5 s doubling)",
        "firebase/firebase-ios-sdk@eed63a3:FirebaseMessaging/Sources/Token/FIRMessagingFIDRegisterOperation.m:34-36,214-228 (10 retries, 2^n s)",
        "urbanairship/ios-library@d9409a8:Airship/AirshipCore/Source/Worker.swift:16-17 (30 s back-off, capped at 120 s)",
        "altcraft/ios-sdk@c9b72bf:Altcraft/retry/Retry.swift:50-152 (5.5^n s) and Altcraft/dataBase/SubscribeDbQueries.swift:128-152 (dropped after 15 retryable failures)",
        "actito/actito-sdk-ios@a80159a:ActitoKit/Sources/Internals/Storage/Database/CreateEventPayload+Local.swift:32 (stored events dropped after 24 h)",
    ]

    /// NET-003: no retry storm.
    package static let retriesBackOff: Invariant = Invariant(
        naming: Requirement(
            .retriesBackOff, .must, .adapter, kind: .invariant,
            summary: "retries back off: no more than 6 sends of one request a minute",
            sentence:
                "An SDK MUST back off when it retries: one failed request MUST NOT be sent more than 6 times within any 60 seconds, its retries included.",
            rationale:
                "Retries without back-off flood a backend that is already failing and drain the battery; every retry policy of the peer SDKs and vendors read stays within 6 sends a minute.",
            sources: retrySources)
    ) { records in
        // The launches read before each send, by the send's seq.
        var launchesAtSend: [Int: Int] = [:]
        var launched = 0
        for record in records {
            if record.systemName == .processLaunched { launched += 1 }
            if record.kind == .http, let seq = record.body["seq"]?.integerValue { launchesAtSend[seq] = launched }
        }
        func launches(at send: TranscriptRecord) -> Int? {
            send.body["seq"]?.integerValue.flatMap { launchesAtSend[$0] }
        }
        return RetryChains(records).chains.compactMap { chain -> Finding? in
            let sends = chain.sends
            guard sends.count > stormSends else { return nil }
            let storms = (stormSends..<sends.count).filter {
                sends[$0].time < sends[$0 - stormSends].time.advanced(by: stormWindow)
            }
            func relaunched(_ index: Int) -> Bool {
                (launches(at: sends[index - stormSends]) ?? 0) < (launches(at: sends[index]) ?? 0)
            }
            // A storm by one process is reported first; only storms that all span a launch name it.
            guard let index = storms.first(where: { !relaunched($0) }) ?? storms.first else { return nil }
            let first = sends[index - stormSends]
            return Finding(
                sends[index],
                "\(chain.key) was sent \(stormSends + 1) times between \(first.time) and \(sends[index].time): "
                    + "retries without back-off (at most \(stormSends) sends in \(stormWindow.transcriptText))",
                mechanism: relaunched(index) ? .backOffRestartedByRelaunch : nil)
        }
    }

    /// NET-004: no endless retry.
    package static let retriesEnd: Invariant = Invariant(
        Requirement(
            .retriesEnd, .must, .adapter, kind: .invariant,
            summary: "retries end: at most 16 sends of one request, within 24 h",
            sentence:
                "An SDK MUST give up retrying a request that keeps failing: one request MUST NOT be sent more than 16 times in one chain of retries, nor retried more than 24 hours after its first send.",
            rationale:
                "A request retried for hours keeps the radio busy for a server that refuses it; every bounded policy read gives up sooner, and a queued item that waits longer is stale.",
            sources: retrySources)
    ) { records in
        RetryChains(records).chains.compactMap { chain -> (TranscriptRecord, String)? in
            let sends = chain.sends
            if sends.count > chainSends {
                return (
                    sends[chainSends],
                    "\(chain.key) was sent \(sends.count) times in one chain of retries (at most \(chainSends))"
                )
            }
            if let first = sends.first, let late = sends.first(where: { $0.time > first.time.advanced(by: chainSpan) })
            {
                return (
                    late,
                    "\(chain.key) was still retried at \(late.time), more than \(chainSpan.transcriptText) after its first send at \(first.time)"
                )
            }
            return nil
        }
    }
}

/// Chains of retries, from what the transcript shows (NET-003, NET-004): the sends of one
/// request (``ObservedRequest``) whoever makes them (a timer, a queue's flusher, a relaunch),
/// from its first send until a 2xx answer, a final failure (a status other than 2xx, 5xx or
/// 429), or a new call of the kind that asked for it (``AppCall``). A send after the chain ended
/// starts a new one.
struct RetryChains {
    /// One chain: the request and every send, in order.
    struct Chain {
        var key: String
        var sends: [TranscriptRecord]
        /// The kind of call its first send belongs to, and how many such calls there were then.
        var askedBy: String?
        var callsAtLastSend: Int
        var ended = false
    }

    private(set) var chains: [Chain] = []

    init(_ records: [TranscriptRecord]) {
        var calls = AppCall.Tracker(attributes: records.recordsPushContexts)
        var open: [ObservedRequest: Int] = [:]
        var chainOf: [Int: Int] = [:]
        for record in records {
            calls.read(record)
            switch record.kind {
            case .http:
                let key = calls.asker(ofSent: record)?.key
                guard let seq = record.body["seq"]?.integerValue, let request = ObservedRequest(record) else {
                    continue
                }
                if let index = open[request], !chains[index].ended,
                    calls.count(chains[index].askedBy) == chains[index].callsAtLastSend
                {
                    chains[index].sends.append(record)
                    chainOf[seq] = index
                    continue
                }
                open[request] = chains.count
                chainOf[seq] = chains.count
                chains.append(
                    Chain(key: request.description, sends: [record], askedBy: key, callsAtLastSend: calls.count(key)))
            case .answer:
                guard let seq = record.body["seq"]?.integerValue, let index = chainOf[seq] else { continue }
                if record.answerOutcome == .success || record.answerOutcome == .finalFailure {
                    chains[index].ended = true
                }
            default:
                continue
            }
        }
    }
}
