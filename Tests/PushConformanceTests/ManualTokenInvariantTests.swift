import PushConformance
import PushConformanceTestSupport
import PushContract
import PushSimulator
import Testing

/// TOK-002 on every transcript: while the app's manual token is the SDK's, no request registers
/// a provider's token (red team 13's `rt13UpdateIgnoresManualToken`: the token update resolved
/// through the providers only, issue 30).
@Suite("TOK-002: the manual token wins on every path")
struct ManualTokenInvariantTests {
    private typealias W = HandWritten

    private static let apns = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"
    private static let manual = "fcm-manual-token-0001"

    private static let registered = W.system("remote-registration.token", step: "launch", ["token": .string(apns)])
    private static func setManual(_ token: String?, step: String = "manual") -> TranscriptRecord {
        W.system(
            "app.called", step: step,
            [
                "call": "tokens.setManualToken",
                "token": token.map { ["provider": "fcm", "token": .string($0)] } ?? .null,
            ])
    }
    private static func update(_ seq: Int, old: String?, new: String, step: String) -> TranscriptRecord {
        W.send(
            seq, step: step, url: "https://x.test/api/push/update",
            body: ["old_token": old.map(JSONValue.string) ?? .null, "new_token": .string(new)])
    }
    private static let tokenChanged = TranscriptRecord(
        time: .zero, step: "relaunch", kind: .delegate,
        body: ["name": "token.changed", "details": ["token": ["provider": "fcm", "token": .string(manual)]]])

    private static func found(_ records: [TranscriptRecord]) throws -> [String] {
        Invariant.manualTokenWins.check(try W.read(records)).map(\.message)
    }

    @Test("An update after setManualToken that sends the APNs token, not the manual one, is a violation")
    func providerTokenSent() throws {
        let before = [
            Self.registered, Self.update(1, old: nil, new: Self.apns, step: "launch"), W.answer(1, 200, step: "launch"),
        ]
        let buggy =
            before + [Self.setManual(Self.manual), Self.update(2, old: Self.apns, new: Self.apns, step: "refresh")]
        #expect(
            try Self.found(buggy) == [
                "request 2 sends the provider's token 0011223344556677…, not the token the app set by hand (fcm-manual-token…)"
            ])
        // The manual token replacing the APNs one, which the update names as the old one.
        let correct =
            before + [Self.setManual(Self.manual), Self.update(2, old: Self.apns, new: Self.manual, step: "refresh")]
        #expect(try Self.found(correct).isEmpty)
        // Before the app set a token by hand, and after it removed it, the provider's token is the SDK's.
        #expect(try Self.found(before + [Self.update(2, old: Self.apns, new: Self.apns, step: "refresh")]).isEmpty)
        let removed =
            before + [
                Self.setManual(Self.manual), Self.setManual(nil, step: "remove"),
                Self.update(2, old: Self.apns, new: Self.apns, step: "refresh"),
            ]
        #expect(try Self.found(removed).isEmpty)
    }

    @Test(
        "Once the manual token was accepted, a later process that still holds it must not register the APNs token over it"
    )
    func providerTokenOverAcceptedManual() throws {
        let first = [
            Self.registered, Self.setManual(Self.manual),
            Self.update(1, old: Self.apns, new: Self.manual, step: "manual"),
            W.answer(1, 200, step: "manual"), W.system("process.terminated", step: "relaunch"),
            W.system("process.launched", step: "relaunch"),
        ]
        // The SDK says the manual token is its token, then sends the APNs token as the new one.
        let buggy = first + [Self.tokenChanged, Self.update(2, old: Self.manual, new: Self.apns, step: "relaunch")]
        #expect(
            try Self.found(buggy) == [
                "request 2 sends the provider's token 0011223344556677… after the token the app set by hand (fcm-manual-token…) was accepted: it registers the provider's token over the manual one"
            ])
        // A vendor that keeps the manual token in memory only answers from its providers in the
        // next process: TOK-002 does not say the manual token outlives its process.
        #expect(try Self.found(first + [Self.update(2, old: Self.manual, new: Self.apns, step: "relaunch")]).isEmpty)
    }

    @Test("An update naming the provider's token as the one the accepted manual token replaces is no violation")
    func replacementNamingTheOldToken() throws {
        // Explore seed 1 runs 24, 127 and 162 on Altcraft: the APNs token was registered, the
        // manual one accepted, and a later process's update replaces the APNs token with it.
        let first = [
            Self.registered, Self.update(1, old: nil, new: Self.apns, step: "launch"), W.answer(1, 200, step: "launch"),
            Self.setManual(Self.manual), W.send(2, step: "manual", body: ["subscription_id": .string(Self.manual)]),
            W.answer(2, 200, step: "manual"), W.system("process.terminated", step: "relaunch"),
            W.system("process.launched", step: "relaunch"), Self.tokenChanged,
        ]
        let replacing = W.send(
            3, step: "relaunch", url: "https://x.test/api/push/update?subscription_id=\(Self.apns)",
            body: ["old_token": .string(Self.apns), "new_token": .string(Self.manual)])
        #expect(try Self.found(first + [replacing]).isEmpty)
        // The same tokens the other way round register the APNs token over the manual one.
        #expect(try Self.found(first + [Self.update(3, old: Self.manual, new: Self.apns, step: "relaunch")]).count == 1)
    }

    @Test("A provider's answer to a query begun before the manual token names its mechanism, once per fetch")
    func providerAnswerAfterManualToken() throws {
        func fetch(step: String) -> TranscriptRecord {
            W.system("token-provider.fetch", step: step, ["provider": "apns", "token": .string(Self.apns)])
        }
        func subscribe(_ seq: Int) -> TranscriptRecord {
            W.send(seq, step: "late", body: ["subscription_id": .string(Self.apns)])
        }
        func mechanisms(_ records: [TranscriptRecord]) throws -> [ViolationMechanism?] {
            Invariant.manualTokenWins.check(try W.read(records)).map(\.mechanism)
        }
        // Explore seed 1 run 123 on Altcraft: the subscribe asked the provider, then the app set
        // its token, then the provider answered.
        let asked = [Self.registered, W.call(step: "subscribe"), fetch(step: "subscribe"), Self.setManual(Self.manual)]
        #expect(try mechanisms(asked + [subscribe(1)]) == [.providerAnswerAfterManualToken])
        // One fetch answers one query: a second request with the provider's token is another mechanism.
        #expect(try mechanisms(asked + [subscribe(1), subscribe(2)]) == [.providerAnswerAfterManualToken, nil])
        // The query may complete after the SDK took up the manual token elsewhere (a forced
        // refresh sent it first): still the query begun before the call.
        let refreshed = [Self.tokenChanged, Self.update(1, old: nil, new: Self.manual, step: "refresh")]
        #expect(try mechanisms(asked + refreshed + [subscribe(2)]) == [.providerAnswerAfterManualToken])
        // A provider asked only after the call, or never: another mechanism.
        let after = [Self.registered, Self.setManual(Self.manual), fetch(step: "late")]
        #expect(try mechanisms(after + [subscribe(1)]) == [nil])
        #expect(try mechanisms([Self.registered, Self.setManual(Self.manual), subscribe(1)]) == [nil])
        // A fetch already answered by a request before the call names nothing.
        let used = [Self.registered, fetch(step: "subscribe"), subscribe(1), Self.setManual(Self.manual)]
        #expect(try mechanisms(used + [subscribe(2)]) == [nil])
    }

    @Test("The token the app asks for while its manual token is set is the manual one")
    func getTokenAnswersManual() throws {
        func answer(_ token: String) -> TranscriptRecord {
            TranscriptRecord(
                time: .zero, step: "get", kind: .completion,
                body: ["kind": "get-token", "value": ["provider": "apns", "token": .string(token)]])
        }
        #expect(try Self.found([Self.registered, Self.setManual(Self.manual), answer(Self.apns)]).count == 1)
        #expect(try Self.found([Self.registered, Self.setManual(Self.manual), answer(Self.manual)]).isEmpty)
    }

    @Test("A setManualToken record without its token cannot be judged")
    func withoutToken() {
        let records = [W.call("tokens.setManualToken", step: "manual")]
        #expect(
            Invariant.manualTokenWins.verdict(records)
                == .notCheckable(missing: ["token in app.called tokens.setManualToken (the token the app set)"]))
    }
}
