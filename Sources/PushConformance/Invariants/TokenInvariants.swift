import PushContract
import PushSimulator

extension Invariant {
    /// TOK-001, TOK-002, TOK-003 and TOK-005, in id order.
    static let tokenInvariants: [Invariant] = [
        tokenSentAsLowercaseHex, manualTokenWins, relayedTokensFollowAPNs, changedTokenReregistered,
    ]

    /// TOK-001: the device token leaves the device only as the lower-case hex of all its bytes.
    ///
    /// Every string of every request (URL, headers, body) is searched for another spelling of a
    /// token APNs issued in the case, the current one or an earlier one: upper-case hex, hex with
    /// separators (`Data`'s description before iOS 13, `<d3f6a6d8 95a6ab5a …>`), `Data`'s
    /// description since iOS 13 with its middle elided (`{length = 32, bytes = 0xd3f6a6d8 ...
    /// 0d74f86e }`), base64 (padded or not, either alphabet), or a prefix of the hex of at least
    /// 16 bytes (a fixed 32-byte assumption cutting a longer token, R11), or its bytes without
    /// their leading zeros (``TokenByteSpelling``: `%x` per byte, the hex as one number, the
    /// bytes between separators or in decimal).
    package static let tokenSentAsLowercaseHex: Invariant = Invariant(
        Requirement(
            .tokenSentAsLowercaseHex, .must, .tokenProviders, kind: .invariant,
            summary: "an APNs token is sent whole, as lower-case hex",
            sentence:
                "An APNs device token MUST leave the device only as the lower-case hex of all its bytes, whatever its length: never upper-case, with separators, base64, cut to a fixed length or as Data's description (with its middle elided since iOS 13).",
            rationale:
                "The token is opaque bytes of variable length; a fixed 32-byte assumption or a different spelling registers a token APNs does not know, and pushes silently stop.",
            sources: [
                "Apple: application(_:didRegisterForRemoteNotificationsWithDeviceToken:), https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didregisterforremotenotificationswithdevicetoken:) (\"APNs device tokens are of variable length. Do not hard-code their size.\")",
                "R11", "DeviceToken, PushToken",
                "https://github.com/activitree/meteor-push/issues/7 (iOS 13: the token sent as {length = 32, bytes = 0x965b251c … ... 5f857679 376eab7c }, Bad Device Token)",
                "https://github.com/phonegap/phonegap-plugin-push/issues/2788 (the token read from Data's description, {length=32,bytes=0x864c…...…ab540}, its middle elided)",
            ],
            oracles: [])
    ) { records in
        var tokens = TokenSpellingIndex()
        var found: [(TranscriptRecord, String)] = []
        for record in records {
            if record.systemName == .remoteRegistrationToken, let hex = record.body["token"]?.stringValue {
                tokens.add(hex: hex, base64: (try? DeviceToken(hex: hex)).map { Self.base64($0.bytes) } ?? "")
            }
            guard record.kind == .http, !tokens.tokens.isEmpty else { continue }
            let seq = record.body["seq"]?.integerValue ?? 0
            for text in record.requestStrings {
                for token in tokens.candidates(in: text) {
                    if let form = Self.misspelling(of: token.hex, base64: token.base64, in: text) {
                        found.append(
                            (
                                record,
                                "request \(seq) sends the device token \(token.hex.prefix(16))… as \(form), not as the lower-case hex of all its bytes"
                            ))
                    }
                }
            }
        }
        return found
    }

    /// How `text` misspells the token, or nil when it does not (or spells it right).
    static func misspelling(of hex: String, base64: String, in text: String) -> String? {
        // A whole run or a sequence of runs: found even beside the right spelling.
        if let form = TokenByteSpelling(hex: hex)?.misspelling(in: text) { return form }
        if text.contains(hex) { return nil }
        if TokenSpellingIndex.base64Forms(base64).contains(where: { text.contains($0) }) { return "base64" }
        let lower = text.lowercased()
        if lower.contains(hex) { return "upper-case hex" }
        let digits = String(lower.filter { $0.isHexDigit })
        if lower.contains("...") || lower.contains("\u{2026}") {
            // Data's description since iOS 13: `{length = 32, bytes = 0xd3f6a6d8 ... 0d74f86e }`.
            let shortest = TokenSpellingIndex.shortestElidedPart
            let runs = TokenSpellingIndex.spacedHexRuns(lower)
            for (index, head) in runs.enumerated() where head.count >= shortest && head.count < hex.count {
                guard hex.hasPrefix(head) else { continue }
                if runs[(index + 1)...].contains(where: {
                    $0.count >= shortest && head.count + $0.count < hex.count && hex.hasSuffix($0)
                }) {
                    return "Data's description with its middle elided (iOS 13 and later)"
                }
            }
        }
        for run in lower.split(whereSeparator: { !$0.isHexDigit })
        where run.count >= 32 && run.count < hex.count && hex.hasPrefix(run) {
            return "its first \(run.count / 2) of \(hex.count / 2) bytes"
        }
        if digits.contains(hex) { return "hex with separators" }
        return nil
    }

    /// TOK-003: no FCM or HMS token before the APNs token, per app process: a provider fetch, or
    /// a token a provider issued earlier used without one (``relayedTokenUse(_:known:)``).
    package static let relayedTokensFollowAPNs: Invariant = Invariant(
        Requirement(
            .relayedTokensFollowAPNs, .must, .tokenProviders, kind: .invariant,
            summary: "no FCM or HMS token before the APNs token",
            sentence:
                "An SDK MUST NOT obtain or use an FCM or HMS token before APNs issued the device token in the same app process (the system hands the device token to each launch's registration): a request made earlier waits, or answers nil, until the APNs token exists.",
            rationale:
                "Both relay through APNs on iOS; a token fetched against a placeholder APNs token cannot reach the device.",
            sources: [
                "R12, R13",
                "firebase/firebase-ios-sdk@eed63a3:FirebaseMessaging/CHANGELOG.md:68-69,74 (10.4.0 and 10.6.0: an FCM token only after the APNs token is set)",
                "https://github.com/firebase/firebase-ios-sdk/issues/10742",
                "TokenProvider: Implementation requirements",
            ],
            oracles: [])
    ) { records in
        // Per app process: the system hands the device token to each launch's registration.
        var apnsIssued = false
        // Every FCM or HMS token a provider issued so far, by token: its provider; and the same
        // tokens indexed to find them in a request's text.
        var providerTokens: [String: String] = [:]
        var mentions = TokenMentionIndex()
        var found: [(TranscriptRecord, String)] = []
        for record in records {
            if record.systemName == .processLaunched { apnsIssued = false }
            if record.systemName == .remoteRegistrationToken { apnsIssued = true }
            if record.systemName == .tokenProviderFetch, let provider = record.body["provider"]?.stringValue,
                provider != TokenProviderKind.apns.rawValue, let token = record.body["token"]?.stringValue
            {
                providerTokens[token] = provider
                mentions.add(token)
                if !apnsIssued {
                    found.append(
                        (
                            record,
                            "the SDK got the \(provider) token \(token) before APNs issued a device token in this app process: it handed the provider an APNs token the system never gave"
                        ))
                }
                continue
            }
            guard !apnsIssued,
                let (provider, token, use) = relayedTokenUse(record, known: providerTokens, mentions: mentions)
            else { continue }
            found.append(
                (
                    record,
                    "the SDK used the \(provider) token \(token.prefix(24)) (\(use)) before APNs issued a device token in this app process"
                ))
        }
        return found
    }

    /// A token of `known` (FCM or HMS tokens a provider issued: token → provider, also indexed
    /// in `mentions`) that `record` hands on without a fetch: the value of a completion, the
    /// token a delegate is told about, or a token a request carries (found as TOK-005 finds
    /// them, ``TokenMentionIndex``). A token the app set by hand is its own, not obtained from
    /// the provider. Nil when the record uses none.
    static func relayedTokenUse(
        _ record: TranscriptRecord, known: [String: String], mentions: TokenMentionIndex
    ) -> (provider: String, token: String, use: String)? {
        let apns = TokenProviderKind.apns.rawValue
        switch record.kind {
        case .completion:
            let value = record.body["value"]
            guard let provider = value?["provider"]?.stringValue, provider != apns,
                let token = value?["token"]?.stringValue, known[token] == provider
            else { return nil }
            return (provider, token, "the \(record.body["kind"]?.stringValue ?? "?") completion answered it")
        case .delegate:
            let value = record.body["details"]?["token"]
            guard let provider = value?["provider"]?.stringValue, provider != apns,
                let token = value?["token"]?.stringValue, known[token] == provider
            else { return nil }
            return (provider, token, "its delegate was told it")
        case .http:
            guard let token = mentions.carried(in: record.requestStrings).min(), let provider = known[token]
            else { return nil }
            return (provider, token, "request \(record.body["seq"]?.integerValue ?? 0) carried it")
        default:
            return nil
        }
    }

    /// TOK-005: after a token changes the old one is never sent again (except beside the new one,
    /// naming what it replaces), and the new one is registered wherever the old one had been. A
    /// token that replaced the new one later stands for it (A → B → C: A beside C names what C
    /// replaces, and B, replaced before anything sent it, needs no send; found by `explore`,
    /// seed 777 run 849 on altcraft). A token the app had its provider delete
    /// (`token-provider.deleted`) is no longer current, replaced or not: a request other than a
    /// DELETE that carries it before the provider issues a token again breaks the rule too. So
    /// does a later app process that never registers (``unregisteredLaunches(_:)``). Only a 2xx
    /// answer to a request carrying the new token registers it: one sent and never accepted, where
    /// a request carrying the old token was accepted, is a violation once a process launched
    /// after the last attempt had its chance
    /// (``laterProcessRan(_:after:handed:)``: it was handed the token).
    package static let changedTokenReregistered: Invariant = Invariant(
        naming: Requirement(
            .changedTokenReregistered, .must, .tokenProviders, kind: .invariant,
            summary: "a changed token is registered again; the old one is not used",
            sentence:
                "When the device token or a provider's token changes, the SDK MUST register the new token wherever it had sent the old one, and MUST NOT send the old token again except beside the new one, naming what it replaces; a token the app had deleted is an old token, whether or not a new one was issued yet. An SDK that registers for remote notifications MUST register again in every later launch of the app, since the system hands a changed device token only to a registration.",
            rationale:
                "A stale token is the most common reason pushes stop arriving; a request that keeps using it registers a device APNs no longer reaches.",
            sources: [
                "TokenService: Implementation requirements", "P5", "R12, R17",
                "Firebase, Messaging deleteToken(completion:): https://firebase.google.com/docs/reference/swift/firebasemessaging/api/reference/Classes/Messaging (the deleted registration token no longer receives messages)",
                "https://github.com/capacitor-community/fcm/pull/165 (the cached token is not reset when it is deleted)",
                "Apple, Registering your app with APNs: https://developer.apple.com/documentation/usernotifications/registering-your-app-with-apns (\"At launch time, your app communicates with APNs and receives its device token, which you then forward to your provider server.\")",
                "Apple, Local and Remote Notification Programming Guide: https://developer.apple.com/library/content/documentation/NetworkingInternet/Conceptual/RemoteNotificationsPG/HandlingRemoteNotifications.html (\"Each time your app launches, it must register with APNs.\")",
            ],
            oracles: [])
    ) { records in
        var current: [String: String] = [:]
        var sent: Set<String> = []
        // `newSent`: a request carried the new token (or a successor); `newAccepted`: one such
        // request was answered 2xx; `lastAttempt`: the position of the last such request.
        var rotations:
            [(record: TranscriptRecord, change: TokenChange, newSent: Bool, newAccepted: Bool, lastAttempt: Int?)] =
                []
        // The tokens each request carried, by `seq`, and those a 2xx answer registered: a new
        // token is owed a registration only where the old one was registered (explore seed 777
        // run 408 on altcraft: the old token's only update was refused).
        var carriedBy: [Int: Set<String>] = [:]
        var accepted: Set<String> = []
        // The rotations whose new token (or a successor) each request carried, by `seq`.
        var rotationsCarriedBy: [Int: [Int]] = [:]
        var found: [Finding] = []
        // Every token given so far, and the rotations each token is the old or the new one of.
        var mentions = TokenMentionIndex()
        var rotationsOf: [String: [Int]] = [:]
        // The first APNs token each launch after the first hands the SDK, while a token sent
        // before differs from it: the launch's registration asked for it (Apple: each launch
        // requests the token and forwards it to the server), so it must be sent in that process.
        var launches = 0
        var launchTokenPending = false
        // `rotation`: the rotation that first issued the token (before the relaunch, or by the
        // launch's registration itself): the finding is that rotation's unsent token, and names
        // its mechanism.
        var handedAtLaunch: [(record: TranscriptRecord, token: String, sentBefore: Set<String>, rotation: Int?)] = []
        var issuedByAPNs: Set<String> = []
        var lastSentWasAPNs = false
        var otherTokenSource = false
        // Tokens the app had a provider delete (`token-provider.deleted`), while no token replaced
        // them: the record of the deletion, by token.
        var deleted: [String: TranscriptRecord] = [:]
        func issued(_ token: String, by provider: String, at index: Int) {
            mentions.add(token)
            if let old = current[provider], old != token {
                rotationsOf[old, default: []].append(rotations.count)
                rotationsOf[token, default: []].append(rotations.count)
                rotations.append(
                    (
                        records[index], TokenChange(index: index, provider: provider, old: old, new: token), false,
                        false, nil
                    ))
            }
            current[provider] = token
        }
        // The tokens that replaced rotation `index`'s new token later, rotation after rotation.
        func successors(of index: Int) -> Set<String> {
            let change = rotations[index].change
            var chain: Set<String> = [change.new]
            var found: Set<String> = []
            for later in rotations[(index + 1)...] where later.change.provider == change.provider {
                if chain.contains(later.change.old) {
                    chain.insert(later.change.new)
                    found.insert(later.change.new)
                }
            }
            return found
        }
        for (position, record) in records.enumerated() {
            if record.systemName == .appCalled, record.body["call"]?.stringValue == "tokens.setManualToken" {
                otherTokenSource = true
            }
            if record.systemName == .processLaunched {
                launches += 1
                launchTokenPending = launches > 1
            }
            if record.systemName == .remoteRegistrationToken, let token = record.body["token"]?.stringValue {
                // Only while APNs is the SDK's one token source and its registration was an APNs
                // token: once the app set a manual token or another provider issued one, the token
                // the SDK registers is its choice among them (TOK-002), judged by the rotation check.
                let handedHere = launchTokenPending && lastSentWasAPNs && !otherTokenSource && !sent.contains(token)
                if handedHere {
                    let rotation =
                        current[TokenProviderKind.apns.rawValue] == token
                        ? rotations.lastIndex { $0.change.new == token } : nil
                    handedAtLaunch.append((record, token, sent, rotation))
                }
                launchTokenPending = false
                let rotationsBefore = rotations.count
                issued(token, by: TokenProviderKind.apns.rawValue, at: position)
                // A token first issued by this very registration: the finding is the unsent token
                // of the rotation it makes, and names that rotation's mechanism.
                if handedHere, rotations.count > rotationsBefore, handedAtLaunch.last?.rotation == nil {
                    handedAtLaunch[handedAtLaunch.count - 1].rotation = rotationsBefore
                }
                issuedByAPNs.insert(token)
            } else if record.systemName == .tokenProviderFetch, let provider = record.body["provider"]?.stringValue,
                provider != TokenProviderKind.apns.rawValue, let token = record.body["token"]?.stringValue
            {
                otherTokenSource = true
                // A token issued after a deletion is current again (or replaces the deleted one,
                // which the rotation check follows from here).
                deleted = deleted.filter { $0.value.body["provider"]?.stringValue != provider }
                issued(token, by: provider, at: position)
            } else if record.systemName == .tokenProviderDeleted, let provider = record.body["provider"]?.stringValue,
                let token = current[provider]
            {
                deleted[token] = record
            }
            // A registration the server accepted (2xx) registers the tokens its request carried.
            if record.kind == .answer, let seq = record.body["seq"]?.integerValue,
                let status = record.body["status"]?.integerValue, (200..<300).contains(status)
            {
                for index in rotationsCarriedBy[seq] ?? [] { rotations[index].newAccepted = true }
                accepted.formUnion(carriedBy[seq] ?? [])
            }
            guard record.kind == .http else { continue }
            // Every token given is current or the old one of a rotation, so each carried one is sent.
            let carried = mentions.carried(in: record.requestStrings)
            // A deleted token no token has replaced yet is no one's token: sending it registers a
            // token the provider no longer knows (a DELETE naming it unregisters it, and may).
            if record.body["method"]?.stringValue != "DELETE" {
                for token in carried.sorted() {
                    guard let deletion = deleted[token] else { continue }
                    found.append(
                        Finding(
                            record,
                            "request \(record.body["seq"]?.integerValue ?? 0) sends the token \(token.prefix(16))… "
                                + "the app had the \(deletion.body["provider"]?.stringValue ?? "?") provider delete "
                                + "in step \(deletion.step), as if it were still current",
                            mechanism: MechanismEvidence.deletedTokenSent(
                                records, at: position, token: token, deletion: deletion)))
                }
            }
            sent.formUnion(carried)
            if let seq = record.body["seq"]?.integerValue { carriedBy[seq] = carried }
            if !carried.isEmpty { lastSentWasAPNs = !carried.isDisjoint(with: issuedByAPNs) }
            // Only a rotation whose old or new token, or a successor of its new one, the request
            // carries can change here (C alone, after a data reset forgot A, registers A → B:
            // explore seed 777 run 680 on altcraft).
            let direct = Set(carried.flatMap { rotationsOf[$0] ?? [] })
            let touched = direct.union(
                rotations.indices.filter { !direct.contains($0) && !carried.isDisjoint(with: successors(of: $0)) }
            ).sorted()
            for index in touched {
                let change = rotations[index].change
                // A token that replaced the new one later (A → B → C): sending the old token A
                // beside C names what C replaces, and B, replaced before it was sent, needs no send.
                let successor = !carried.isDisjoint(with: successors(of: index))
                if carried.contains(change.new) || successor {
                    rotations[index].newSent = true
                    rotations[index].lastAttempt = position
                    if let seq = record.body["seq"]?.integerValue { rotationsCarriedBy[seq, default: []].append(index) }
                }
                if carried.contains(change.old), !carried.contains(change.new), !successor {
                    found.append(
                        Finding(
                            record,
                            "request \(record.body["seq"]?.integerValue ?? 0) still sends the old token "
                                + "\(change.old.prefix(16))… after it changed to \(change.new.prefix(16))…",
                            mechanism: MechanismEvidence.oldTokenSent(records, at: position, after: change)))
                }
            }
        }
        // Sent later in the same process or not, the token a relaunch handed is judged at the end.
        for launch in handedAtLaunch where !sent.contains(launch.token) {
            let earlier = launch.sentBefore.sorted().map { "\($0.prefix(16))…" }.joined(separator: ", ")
            found.append(
                Finding(
                    launch.record,
                    "the app launched again and the system handed the SDK the device token \(launch.token.prefix(16))…, "
                        + "not the token it had registered (\(earlier)), and the SDK never sent it",
                    mechanism: launch.rotation.flatMap {
                        MechanismEvidence.newTokenUnsent(records, after: rotations[$0].change)
                    }))
        }
        for rotation in rotations where !rotation.newSent && sent.contains(rotation.change.old) {
            found.append(
                Finding(
                    rotation.record,
                    "the token changed from \(rotation.change.old.prefix(16))… to \(rotation.change.new.prefix(16))…, "
                        + "but the new token was never sent where the old one had been",
                    mechanism: MechanismEvidence.newTokenUnsent(records, after: rotation.change)))
        }
        // Sent, but no request carrying it was accepted, while one carrying the old token was:
        // a registration the server never accepted registers nothing. Judged only once the SDK had its chance: a process launched
        // after the last attempt was handed the token (or a successor), came to the foreground
        // and ran for ``RelaunchLedger/grace``.
        for (index, rotation) in rotations.enumerated()
        where rotation.newSent && !rotation.newAccepted && accepted.contains(rotation.change.old) {
            let tokens = successors(of: index).union([rotation.change.new])
            guard let attempt = rotation.lastAttempt,
                let chance = laterProcessRan(records, after: attempt, handed: tokens)
            else { continue }
            found.append(
                Finding(
                    rotation.record,
                    "the token changed from \(rotation.change.old.prefix(16))… to \(rotation.change.new.prefix(16))…; "
                        + "no request carrying the new token was accepted (2xx), and the process launched in step "
                        + "\(chance.step) ran in the foreground without registering it",
                    mechanism: MechanismEvidence.newTokenUnaccepted(
                        records, after: rotation.change, lastAttempt: attempt, handed: tokens)))
        }
        return found + unregisteredLaunches(records)
    }

    /// TOK-005's registration at every launch: once the SDK asked the system for the device token
    /// (`remote-registration.requested`) while an app process launched, every later app process
    /// must ask again before it ends (Apple: each time the app launches it registers and forwards
    /// the token it gets). iOS hands the token only to a registration, so a process that never
    /// registers never learns a token that changed while the app was not running. Who registers
    /// is what the transcript shows: a registration in the step that launched the process is the
    /// SDK's launch handling (a scenario's own registration step is a step of its own), and makes
    /// registering the SDK's job.
    static func unregisteredLaunches(_ records: [TranscriptRecord]) -> [Finding] {
        var registeredBefore = false
        var launch: TranscriptRecord?
        var registeredNow = false
        var registeredAtLaunch = false
        var found: [Finding] = []
        func processEnded() {
            if let launch, registeredBefore, !registeredNow {
                found.append(
                    Finding(
                        launch,
                        "the app launched again (step \(launch.step)) and the SDK, which had registered for remote "
                            + "notifications in an earlier process, never registered in this one: it cannot learn a "
                            + "token that changed while the app was not running"))
            }
            registeredBefore = registeredBefore || registeredAtLaunch
            launch = nil
            registeredNow = false
            registeredAtLaunch = false
        }
        for record in records {
            switch record.systemName {
            case .processLaunched?:
                processEnded()
                launch = record
            case .processTerminated?: processEnded()
            case .remoteRegistrationRequested?:
                registeredNow = true
                if record.step == launch?.step { registeredAtLaunch = true }
            default: continue
            }
        }
        processEnded()
        return found
    }

    /// RFC 4648 base64 of `bytes`, with padding.
    static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        var out = ""
        var index = 0
        while index < bytes.count {
            let chunk = Array(bytes[index..<min(index + 3, bytes.count)])
            let value =
                (Int(chunk[0]) << 16) | (chunk.count > 1 ? Int(chunk[1]) << 8 : 0)
                | (chunk.count > 2 ? Int(chunk[2]) : 0)
            for position in 0..<4 {
                out.append(position <= chunk.count ? alphabet[(value >> (18 - 6 * position)) & 63] : "=")
            }
            index += 3
        }
        return out
    }
}

extension TranscriptRecord {
    /// Every string an `http` record sends: its URL, header values and every string of its body.
    var requestStrings: [String] {
        ["url", "headers", "body"].flatMap { Self.strings(in: body[$0]) }
    }

    /// Every string in `value`, depth first with object keys sorted, leaving out the values under
    /// the keys `skipping` names.
    static func strings(in value: JSONValue?, skipping: (String) -> Bool = { _ in false }) -> [String] {
        var out: [String] = []
        func collect(_ value: JSONValue?) {
            guard let value else { return }
            if let text = value.stringValue {
                out.append(text)
            } else if let array = value.arrayValue {
                array.forEach(collect)
            } else if let object = value.objectValue {
                for key in object.keys.sorted() where !skipping(key) { collect(object[key]) }
            }
        }
        collect(value)
        return out
    }
}
