import PushConformance
import PushConformanceTestSupport
import PushContract
import PushSimulator
import Testing

/// TOK-005: a token the app had its provider delete is an old token, replaced yet or not (red
/// team 5's `rt5ForcedUpdateSendsDeletedToken`, issue 30).
@Suite("TOK-005: a deleted token sent again")
struct DeletedTokenTests {
    private typealias W = HandWritten

    private static func system(_ name: String, step: String, _ extra: [String: JSONValue]) -> TranscriptRecord {
        var body: [String: JSONValue] = ["name": .string(name)]
        body.merge(extra) { _, new in new }
        return TranscriptRecord(time: .zero, step: step, kind: .system, body: .object(body))
    }

    private static let fetched = system(
        "token-provider.fetch", step: "get", ["provider": "fcm", "token": "fcm-token-1"])
    private static let deleted = system("token-provider.deleted", step: "delete", ["provider": "fcm"])

    private static func found(_ records: [TranscriptRecord]) throws -> [String] {
        Invariant.changedTokenReregistered.check(try W.read(records)).map(\.message)
    }

    @Test("Sent after the delete, with no new token issued: a violation")
    func sentAfterDelete() throws {
        let records = [
            Self.fetched, W.send(1, step: "get", body: ["new_token": "fcm-token-1"]), Self.deleted,
            W.send(2, step: "refresh", body: ["new_token": "fcm-token-1"]),
        ]
        #expect(
            try Self.found(records) == [
                "request 2 sends the token fcm-token-1… the app had the fcm provider delete in step delete, as if it were still current"
            ])
    }

    @Test("Sent before the delete, after the provider issued a token again, or in a DELETE: no violation")
    func notAfterDelete() throws {
        let before = [Self.fetched, W.send(1, step: "get", body: ["new_token": "fcm-token-1"]), Self.deleted]
        #expect(try Self.found(before).isEmpty)
        let reissued = [
            Self.fetched, Self.deleted,
            Self.system("token-provider.fetch", step: "get", ["provider": "fcm", "token": "fcm-token-1"]),
            W.send(1, step: "get", body: ["new_token": "fcm-token-1"]),
        ]
        #expect(try Self.found(reissued).isEmpty)
        var unregister = W.send(1, step: "delete", url: "https://x.test/devices/fcm-token-1", body: [:])
        unregister.body = ["seq": 1, "method": "DELETE", "url": "https://x.test/devices/fcm-token-1"]
        #expect(try Self.found([Self.fetched, Self.deleted, unregister]).isEmpty)
    }

    @Test(
        "Sent at the deletion's instant: token-resolved-before-deletion only when a later request carries the provider's next token"
    )
    func resolvedBeforeDeletion() throws {
        // The token handed before the deletion, a request carrying it at the deletion's instant,
        // then the provider's next token and a request carrying it (explore seed 777 run 4224).
        let atDeletion = [
            Self.fetched, Self.deleted,
            W.send(1, step: "delete", body: ["subscription_id": "fcm-token-1"]),
        ]
        let reissued = Self.system(
            "token-provider.fetch", step: "delete", ["provider": "fcm", "token": "fcm-token-2"])
        let taken = atDeletion + [reissued, W.send(2, step: "delete", body: ["new_token": "fcm-token-2"])]
        #expect(
            Invariant.changedTokenReregistered.check(try W.read(taken)).map(\.mechanism) == [
                .tokenResolvedBeforeDeletion
            ])
        // An SDK that never sends the next token (rt5ForcedUpdateSendsDeletedToken): no mechanism.
        for records in [atDeletion, atDeletion + [reissued]] {
            let found = Invariant.changedTokenReregistered.check(try W.read(records)).filter {
                $0.message.contains("delete")
            }
            #expect(found.count == 1)
            #expect(found.allSatisfy { $0.mechanism == nil })
        }
    }
}
