import PushConformance
import PushConformanceTestSupport
import PushContract
import PushSimulator
import Testing

/// TOK-005 counts a token registered only by a 2xx answer to a request carrying it, judged once
/// a later process that was handed the token had its chance (red team 6's `rt6TokenStoredBeforeUpdate`); TOK-003 judges
/// each app process on its own (red team 5's `rt5CachedProviderTokenBeforeAPNs`).
@Suite("TOK-005 and TOK-003 judged on accepted registrations, per process")
struct UnacceptedTokenTests {
    private typealias W = HandWritten

    private static let old = String(repeating: "ab", count: 32)
    private static let new = String(repeating: "cd", count: 32)

    /// The old token registered, the token rotated, the new one sent and answered `status`, then
    /// a relaunch whose registration is handed the new token (or fails, `handed` false) and that
    /// runs in the foreground for `seconds`.
    private static func rotation(
        status: Int?, relaunchRuns seconds: Int64, handed: Bool = true
    )
        -> [TranscriptRecord]
    {
        [
            W.system("process.launched", step: "launch", ["state": "foreground"]),
            W.system("remote-registration.token", step: "launch", ["token": .string(old)]),
            W.send(1, step: "launch", body: ["token": .string(old)]), W.answer(1, 200, step: "launch"),
            W.system("remote-registration.token", step: "rotate", at: 10, ["token": .string(new)]),
            W.send(2, step: "rotate", at: 10, body: ["token": .string(new)]),
            W.answer(2, status, step: "rotate", at: 10),
            W.system("process.terminated", step: "relaunch", at: 20, [:]),
            W.system("process.launched", step: "relaunch", at: 20, ["state": "foreground"]),
            handed
                ? W.system("remote-registration.token", step: "relaunch", at: 20, ["token": .string(new)])
                : W.system("remote-registration.failed", step: "relaunch", at: 20, ["reason": "no-network"]),
            W.system("process.terminated", step: "end", at: 20 + seconds, [:]),
        ]
    }

    private static func tok005(_ records: [TranscriptRecord]) throws -> [String] {
        Invariant.changedTokenReregistered.check(try W.read(records)).map(\.message)
    }

    @Test("A new token whose registration failed, never accepted by a later process: a violation")
    func failedRegistrationIsNoRegistration() throws {
        for status in [500, 400, nil] as [Int?] {
            let messages = try Self.tok005(Self.rotation(status: status, relaunchRuns: 60))
            #expect(messages.count == 1)
            #expect(messages.first?.contains("no request carrying the new token was accepted (2xx)") == true)
        }
    }

    @Test("Accepted, or no later process ran 5 s in the foreground: no violation")
    func acceptedOrNoChance() throws {
        #expect(try Self.tok005(Self.rotation(status: 200, relaunchRuns: 60)).isEmpty)
        #expect(try Self.tok005(Self.rotation(status: 503, relaunchRuns: 2)).isEmpty)
        // The later process was never handed the token (its registration failed): nothing to
        // register yet (explore, seed 777 run 565 on altcraft).
        #expect(try Self.tok005(Self.rotation(status: 404, relaunchRuns: 60, handed: false)).isEmpty)
        var retried = Self.rotation(status: 503, relaunchRuns: 60)
        retried.insert(
            contentsOf: [
                W.send(3, step: "relaunch", at: 21, body: ["token": .string(Self.new)]),
                W.answer(3, 200, step: "relaunch", at: 21),
            ], at: 10)
        #expect(try Self.tok005(retried).isEmpty)
    }

    @Test("A token that replaced the refused one later, accepted alone: the refused one is registered too")
    func laterTokenAcceptedAloneRegistersRefusedOne() throws {
        // A → B refused (429), then B → C before a relaunch whose registration sends C alone,
        // accepted: C replaced B, so B's registration is settled (explore seed 777 run 44 on
        // actito: Actito's next launch registers the current token, not the refused one).
        let latest = String(repeating: "ef", count: 32)
        func then(_ status: Int) -> [TranscriptRecord] {
            var records = Self.rotation(status: 429, relaunchRuns: 60)
            // The relaunch (records 7 to 9: the termination, the launch, the token handed) is
            // handed C and sends C alone.
            records[9] = W.system("remote-registration.token", step: "relaunch", at: 20, ["token": .string(latest)])
            records.insert(
                contentsOf: [
                    W.send(3, step: "relaunch", at: 21, body: ["token": .string(latest)]),
                    W.answer(3, status, step: "relaunch", at: 21),
                ], at: 10)
            // Before the termination, after the refused registration of B.
            records.insert(
                W.system("remote-registration.token", step: "rotate-again", at: 15, ["token": .string(latest)]),
                at: 7)
            return records
        }
        #expect(try Self.tok005(then(200)).isEmpty)
        // Refused as well: the last attempt was in the relaunched process, so only a process
        // launched after it gives the SDK its chance.
        #expect(try Self.tok005(then(503)).isEmpty)
        var again = then(503)
        again.append(contentsOf: [
            W.system("process.launched", step: "relaunch-again", at: 80, ["state": "foreground"]),
            W.system("remote-registration.token", step: "relaunch-again", at: 80, ["token": .string(latest)]),
            W.system("process.terminated", step: "end-again", at: 140, [:]),
        ])
        // A → B is owed (A was accepted); B → C is not, since B, the old token there, never was.
        let messages = try Self.tok005(again)
        #expect(messages.count == 1)
        #expect(messages.allSatisfy { $0.contains("no request carrying the new token was accepted (2xx)") })
    }

    @Test("A later process whose APNs registration failed had no token to send: no violation yet")
    func laterProcessRefusedTokenWaits() throws {
        // Explore seed 777 run 1218 on actito: the relaunch's registration fails (no network).
        let refused = Self.rotation(status: 502, relaunchRuns: 60, handed: false)
        #expect(try Self.tok005(refused).isEmpty)
        // A token handed after the failure gives the process its chance again.
        var handed = refused
        let token = W.system("remote-registration.token", step: "relaunch", at: 21, ["token": .string(Self.new)])
        handed.insert(token, at: 10)
        #expect(try Self.tok005(handed).count == 1)
    }

    private static func tok003(_ records: [TranscriptRecord]) throws -> [String] {
        Invariant.relayedTokensFollowAPNs.check(try W.read(records)).map(\.message)
    }

    /// An FCM token fetched in the first process, then a later process whose APNs registration
    /// `failed` (or gave a token) before the app reads the token again and is answered it.
    private static func laterProcess(apnsFails: Bool) -> [TranscriptRecord] {
        [
            W.system("process.launched", step: "launch", ["state": "foreground"]),
            W.system("remote-registration.token", step: "launch", ["token": .string(old)]),
            W.system("token-provider.fetch", step: "get", ["provider": "fcm", "token": "fcm-1"]),
            W.system("process.terminated", step: "relaunch", at: 20, [:]),
            W.system("process.launched", step: "relaunch", at: 20, ["state": "foreground"]),
            apnsFails
                ? W.system(
                    "remote-registration.failed", step: "relaunch", at: 20, ["reason": "no-valid-aps-environment"])
                : W.system("remote-registration.token", step: "relaunch", at: 20, ["token": .string(old)]),
            TranscriptRecord(
                time: .init(sinceStart: .seconds(20)), step: "get-again", kind: .completion,
                body: ["kind": "get-token", "value": ["provider": "fcm", "token": "fcm-1"]]),
            W.send(1, step: "get-again", at: 20, body: ["fcm": "fcm-1"]),
        ]
    }

    @Test("A remembered FCM token used in a later process before APNs issued one there: a violation")
    func cachedProviderTokenInLaterProcess() throws {
        #expect(
            try Self.tok003(Self.laterProcess(apnsFails: true)) == [
                "the SDK used the fcm token fcm-1 (the get-token completion answered it) before APNs issued a device token in this app process",
                "the SDK used the fcm token fcm-1 (request 1 carried it) before APNs issued a device token in this app process",
            ])
        #expect(try Self.tok003(Self.laterProcess(apnsFails: false)).isEmpty)
    }
}
