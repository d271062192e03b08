import PushConformance
import PushContract
import PushSimulator
import PushConformanceTestSupport
import Testing

/// The effects red team 14's missed bugs would show (issue 30), written as a transcript shows
/// them: the oracles judge each already, so a miss there is one of reach (no bundled scenario
/// brings the effect about), not of the oracle.
@Suite("Red team 14: the effects its missed bugs would show")
struct RedTeam14EffectTests {
    private typealias W = HandWritten

    private static let tokenA = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"
    private static let tokenB = "4c295186a93ee788ce59b9d35630d4fe4d6cd36ad5bf6689fbc7e0987ded429a"

    private static func handed(_ token: String, step: String, at seconds: Int64 = 0) -> TranscriptRecord {
        W.system("remote-registration.token", step: step, at: seconds, ["token": .string(token)])
    }

    private static func update(
        _ seq: Int, carrying token: String, step: String, at seconds: Int64 = 0
    )
        -> TranscriptRecord
    {
        W.send(seq, step: step, at: seconds, url: "https://x.test/api/push/update", body: ["token": .string(token)])
    }

    @Test("TOK-005: a rotation while the update carrying the old token is in flight, then never sent")
    func rotationWhileUpdateInFlight() throws {
        // rt14UpdateSavesCurrentToken: the 2xx to the old token's update marks the new token
        // registered; the server ends with A while the device's token is B, even after a relaunch.
        let records = [
            W.system("process.launched", step: "launch", ["state": "foreground"]),
            W.system("remote-registration.requested", step: "launch"),
            Self.handed(Self.tokenA, step: "launch"),
            Self.update(1, carrying: Self.tokenA, step: "launch"),
            Self.handed(Self.tokenB, step: "new-token"),
            W.answer(1, 200, step: "wait", at: 2),
            W.system("process.terminated", step: "relaunch", at: 60),
            W.system("process.launched", step: "relaunch", at: 60, ["state": "foreground"]),
            W.system("remote-registration.requested", step: "relaunch", at: 60),
            Self.handed(Self.tokenB, step: "relaunch", at: 60),
        ]
        let found = Invariant.changedTokenReregistered.check(try W.read(records)).map(\.message)
        #expect(found.contains { $0.contains("the new token was never sent where the old one had been") })
        // Sent after the answer (the update the correct SDK makes): no finding.
        let sent = records + [Self.update(2, carrying: Self.tokenB, step: "relaunch", at: 60)]
        #expect(Invariant.changedTokenReregistered.check(try W.read(sent)).isEmpty)
    }

    @Test("NET-003: 429 answers count as failures; a Retry-After of 1 s obeyed is still a storm")
    func rateLimitRetriedEverySecond() throws {
        // rt14RateLimitRetriedEverySecond: each 429 retried after 1 s, without back-off or limit.
        var records = [W.call(step: "a")]
        for seq in 1...7 {
            let during = seq == 1 ? RecordContext.none : RecordContext(answer: seq - 1)
            records.append(W.send(seq, step: "a", at: Int64(seq - 1), during: during))
            records.append(W.answer(seq, 429, step: "a", at: Int64(seq - 1)))
        }
        let found = Invariant.retriesBackOff.check(try W.read(records)).map(\.message)
        #expect(found.count == 1)
        #expect(found.first?.contains("was sent 7 times between 0s and 6s") == true)
        // Six sends within the minute are within the bound.
        #expect(Invariant.retriesBackOff.check(try W.read(Array(records.dropLast(2)))).isEmpty)
    }
}
