import PushContract
import PushSimulator

/// The records that show the app or the system calling into the SDK with new work, and what
/// kind of work each may ask for: a request sent again after one of them may be what it asked
/// for, not a retry (NET-001, NET-003, NET-004, RST-001).
///
/// - `app.called` (a facet call): `call <facet.method>`, so only another call of the same facet
///   method asks for its request again;
/// - `process.launched`, `app.state` to the foreground and `remote-registration.token` (the
///   system hands the token again): `lifecycle`, the moments an SDK syncs its state with its
///   server (a device registration, a settings update sent again at the next launch or
///   foreground is that, not a retry; a queued event flushed there is a retry);
/// - for a notification: `push.arrived`: `push`; `notification.response` and
///   `notification.response-redelivered`: `response`; `settings.open-requested`: `settings`.
///
/// A request belongs to the call whose handling sent it: the call that asked for the request
/// whose answer was being handled (`during.answer`), else the latest call about the push it was
/// made for (`during.push`: its arrival, a tap on it), or, for a request made for no push, the
/// latest call about none in its step. A transcript that records no push contexts takes the
/// latest call in the step. A request made for no push in a step without such a call (a wait)
/// is the SDK's own work, which no call asks for again.
enum AppCall {
    /// What the record asks for, if it is a call into the SDK.
    static func key(of record: TranscriptRecord) -> String? {
        guard let name = record.systemName else { return nil }
        switch name {
        case .appCalled: return "call \(record.body["call"]?.stringValue ?? "?")"
        case .processLaunched, .remoteRegistrationToken: return "lifecycle"
        case .appState: return record.body["state"]?.stringValue == "foreground" ? "lifecycle" : nil
        case .pushArrived: return "push"
        case .notificationResponse, .responseRedelivered: return "response"
        case .settingsOpenRequested: return "settings"
        default: return nil
        }
    }

    /// The notification a call is about (`push-1`), if it is about one.
    static func notification(of record: TranscriptRecord) -> String? {
        switch record.systemName {
        case .pushArrived?: return record.body["push"]?.integerValue.map { "push-\($0)" }
        case .notificationResponse?, .responseRedelivered?, .settingsOpenRequested?:
            return record.body["id"]?.stringValue
        default: return nil
        }
    }

    /// The kind of call in words: `subscription.subscribe call`, `push`, `tap`…; nil:
    /// `call into the SDK (the request is the SDK's own work)`.
    static func describe(_ key: String?) -> String {
        switch key {
        case nil: return "call into the SDK (the request is the SDK's own work)"
        case "response": return "tap"
        case "settings": return "settings request"
        case "lifecycle": return "launch, move to the foreground or token delivery"
        case let key?: return key.hasPrefix("call ") ? "\(key.dropFirst(5)) call" : key
        }
    }

    /// The call whose handling sent a request: its kind, how many calls of that kind came before
    /// it, and the notification it is about.
    struct Asker: Hashable {
        var key: String
        var callsBefore: Int
        var notification: String?

        /// Whether this call is a moment that checks the token state with the server: a launch,
        /// a move to the foreground, a token delivery (`lifecycle`) or a call of the token facet
        /// (`tokens.*`), about no notification.
        var checksTokenState: Bool { notification == nil && (key == "lifecycle" || key.hasPrefix("call tokens.")) }
    }

    /// Follows a transcript's calls: how many of each kind so far, the latest call about each
    /// notification, and the latest call about none in the step running.
    struct Tracker {
        private(set) var counts: [String: Int] = [:]
        /// The calls read so far, of every kind.
        private(set) var total = 0
        /// `total` after the latest call of the step running (nil: none in this step).
        private var totalAtLatestInStep: Int?
        private var step: String?
        private var latestInStep: Asker?
        private var latestWithoutNotification: Asker?
        private var latestAbout: [String: Asker] = [:]
        /// Whether requests say which push they were made for (``recordsPushContexts``).
        let attributes: Bool

        /// A tracker for a transcript that does (or does not) record push contexts.
        init(attributes: Bool) { self.attributes = attributes }

        /// Reads one record (every record, in order).
        mutating func read(_ record: TranscriptRecord) {
            if record.step != step {
                step = record.step
                latestInStep = nil
                latestWithoutNotification = nil
                totalAtLatestInStep = nil
            }
            // A facet call refused at once (a non-retryable error in its own step, while handling
            // no answer and no push) asked for nothing: it waits for no send (explore seed 777 run
            // 3761 on altcraft: two mobile events refused for a missing field took the credit for
            // three queued subscribes' requests).
            if record.kind == .error, record.body["retryable"] == false, record.during.answer == nil,
                record.during.push == nil, let latest = latestInStep, latest.key.hasPrefix("call ")
            {
                unanswered[latest.key]?.remove(latest.callsBefore)
            }
            guard let key = AppCall.key(of: record) else { return }
            let asker = Asker(key: key, callsBefore: counts[key] ?? 0, notification: AppCall.notification(of: record))
            counts[key, default: 0] += 1
            total += 1
            totalAtLatestInStep = total
            totalOfCall[key, default: [:]][asker.callsBefore] = total
            unanswered[key, default: []].insert(asker.callsBefore)
            latestInStep = asker
            if asker.checksTokenState { totalAtLatestTokenStateCall = total }
            if let notification = asker.notification {
                latestAbout[notification] = asker
            } else {
                latestWithoutNotification = asker
            }
        }

        private var askerOfRequest: [Int: Asker] = [:]
        /// Each send's request, by `seq`.
        private var requestOf: [Int: ObservedRequest] = [:]

        /// The call each request was last credited to.
        private var askerOf: [ObservedRequest: Asker] = [:]

        /// The facet of a facet call (`call subscription.suspend` → `call subscription`); nil for
        /// any other call.
        private func facet(of asker: Asker) -> String? {
            guard asker.key.hasPrefix("call ") else { return nil }
            return asker.key.split(separator: ".", maxSplits: 1).first.map(String.init)
        }

        /// The earliest facet call (`app.called`) of the same facet as `asker` (`subscription.*`)
        /// whose handling has sent no request yet; nil when `asker` is not a facet call.
        private func earliestWaiting(sameFacetAs asker: Asker) -> Asker? {
            guard let facet = facet(of: asker) else { return nil }
            var earliest: (total: Int, asker: Asker)?
            for (key, indices) in unanswered where key.hasPrefix(facet + ".") {
                for index in indices {
                    let total = totalOfCall[key]?[index] ?? Int.max
                    if total < earliest?.total ?? Int.max {
                        earliest = (total, Asker(key: key, callsBefore: index, notification: nil))
                    }
                }
            }
            return earliest?.asker
        }
        /// Per kind, the calls (by their index in the kind) whose handling has sent no request yet.
        private var unanswered: [String: Set<Int>] = [:]

        /// The call whose handling sent `request`, an `http` record (remembered by its `seq`):
        /// the asker of the request whose answer was being handled (`during.answer`: the work
        /// an answer leads to belongs to the call that asked for that request); else, for a
        /// request made for a push, the latest call about that push (its arrival, a tap on it…);
        /// for any other, the latest call about no notification in the request's step, unless a
        /// call of another kind of its facet asked for the same request before (that call's,
        /// resent). Without push contexts, the latest call in the step. Nil: the SDK's own work.
        mutating func asker(ofSent request: TranscriptRecord) -> Asker? {
            let found: Asker?
            let identity = ObservedRequest(request)
            if let answer = request.during.answer, let chained = askerOfRequest[answer] {
                // A queue sending its next item from the answer to an earlier call's request: a
                // request unlike the answered one, while a call of the same facet has sent
                // nothing yet, is the earliest such call's (a suspend's answer sends the queued
                // subscribe; found by `explore`, seed 777 run 1437 on altcraft).
                if let identity, identity != requestOf[answer], let waiting = earliestWaiting(sameFacetAs: chained) {
                    found = waiting
                } else {
                    found = chained
                }
            } else {
                let latest: Asker?
                if !attributes {
                    latest = latestInStep
                } else if let push = request.during.push {
                    latest = latestAbout[push]
                } else {
                    latest = latestWithoutNotification
                }
                // The same request a call of another kind of the same facet asked for, sent again
                // in this call's step: the queue resending that call's request before this one's
                // (a subscribe's step resends the queued suspend; explore seed 31337 run 903).
                if let latest, let identity, let earlier = askerOf[identity], earlier.key != latest.key,
                    let facet = facet(of: earlier), facet == self.facet(of: latest)
                {
                    found = earlier
                } else {
                    found = latest
                }
            }
            if let identity, let found { askerOf[identity] = found }
            if let seq = request.body["seq"]?.integerValue {
                if let identity { requestOf[seq] = identity }
                if let found { askerOfRequest[seq] = found }
            }
            if let found { unanswered[found.key]?.remove(found.callsBefore) }
            return found
        }

        /// The earliest facet call (`app.called`) of each method whose handling has sent no request
        /// yet, by method key (`call subscription.status`).
        var earliestWaitingFacetCalls: [String: Asker] {
            var earliest: [String: Asker] = [:]
            for (key, indices) in unanswered where key.hasPrefix("call ") {
                if let index = indices.min() { earliest[key] = Asker(key: key, callsBefore: index, notification: nil) }
            }
            return earliest
        }

        /// Where `asker` comes among all calls (`total` after it); calls not read come last.
        func order(of asker: Asker) -> Int { totalOfCall[asker.key]?[asker.callsBefore] ?? Int.max }

        /// The calls of `key` from its `first` call on whose handling has sent no request yet, by
        /// their index in the kind, in order.
        func waitingCalls(_ key: String, from first: Int) -> [Int] {
            (unanswered[key] ?? []).filter { $0 >= first }.sorted()
        }

        /// Credits `asker`, a call that was waiting, with a request sent earlier that no call was
        /// credited with (``RetryLedger``: a later call of its method sent the same request).
        mutating func credit(_ asker: Asker) { unanswered[asker.key]?.remove(asker.callsBefore) }

        /// Where the calls that may have asked for a request first sent by `asker` start: before
        /// it, less the earlier calls of its kind whose handling sent nothing (a queued call whose
        /// request goes out with a later one: two `subscribe` calls while permission is denied).
        func earliestAsk(_ asker: Asker) -> Int {
            asker.callsBefore - (unanswered[asker.key]?.count { $0 < asker.callsBefore } ?? 0)
        }

        /// How many calls of `key` there were so far (none for nil).
        func count(_ key: String?) -> Int { key.map { counts[$0] ?? 0 } ?? 0 }

        /// `total` after the latest call that checks the token state: a launch, a move to the
        /// foreground, a token delivery (`lifecycle`) or a call of the token facet (`tokens.*`).
        private var totalAtLatestTokenStateCall = 0

        /// Whether a call of the token facet (`tokens.*`) has sent no request yet.
        var tokenCallWaiting: Bool {
            unanswered.contains { key, indices in key.hasPrefix("call tokens.") && !indices.isEmpty }
        }

        /// Whether a call that checks the token state was read after the first `calls` calls.
        func tokenStateCall(since calls: Int) -> Bool { totalAtLatestTokenStateCall > calls }

        /// Whether the step running has a call into the SDK read after the first `calls` calls.
        func calledInStep(since calls: Int) -> Bool { (totalAtLatestInStep ?? 0) > calls }

        /// Per kind, `total` after each call of the kind (by its index in the kind).
        private var totalOfCall: [String: [Int: Int]] = [:]

        /// Whether a facet call (`app.called`) read after the first `calls` calls has sent no
        /// request yet.
        func facetCallWaiting(since calls: Int) -> Bool {
            unanswered.contains { key, indices in
                key.hasPrefix("call ") && indices.contains { (totalOfCall[key]?[$0] ?? 0) > calls }
            }
        }

        /// Whether a facet call (`app.called`) among the first `calls` calls has sent no request
        /// yet.
        func facetCallWaiting(before calls: Int) -> Bool {
            unanswered.contains { key, indices in
                key.hasPrefix("call ") && indices.contains { (totalOfCall[key]?[$0] ?? Int.max) <= calls }
            }
        }

        /// The most facet calls (`app.called`) of one method whose handling has sent no request
        /// (none in the call's step, none from an answer to one it sent).
        var mostWaitingFacetCalls: Int {
            unanswered.filter { $0.key.hasPrefix("call ") }.values.map(\.count).max() ?? 0
        }

        /// The most facet calls (`app.called`) of one method so far.
        var mostFacetCalls: Int { counts.filter { $0.key.hasPrefix("call ") }.values.max() ?? 0 }
    }
}
