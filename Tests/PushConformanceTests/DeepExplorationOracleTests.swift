import PushConformance
import PushContract
import PushSimulator
import Testing

/// Issues 31.4 and 33: what the 20,000-run explorations of Actito and MCE showed the oracles,
/// judged on transcript lines as a golden writes them.
@Suite("Deep explorations: oracles on written transcripts")
struct DeepExplorationOracleTests {
    private static func records(_ lines: [String]) throws -> [TranscriptRecord] {
        try WrittenTranscript.read(lines: lines).records
    }

    private static let tokenA = String(repeating: "0a", count: 32)
    private static let tokenB = String(repeating: "0b", count: 32)

    private static func launched(_ step: String, _ state: String = "foreground", t: String = "0s") -> String {
        #"{"step":"\#(step)","system":{"name":"process.launched","state":"\#(state)"},"t":"\#(t)"}"#
    }

    private static func terminated(_ step: String, t: String = "0s") -> String {
        #"{"step":"\#(step)","system":{"name":"process.terminated"},"t":"\#(t)"}"#
    }

    private static func token(_ token: String, step: String) -> String {
        #"{"step":"\#(step)","system":{"name":"remote-registration.token","token":"\#(token)"},"t":"0s"}"#
    }

    private static func state(_ state: String, step: String) -> String {
        #"{"step":"\#(step)","system":{"name":"app.state","state":"\#(state)"},"t":"0s"}"#
    }

    private static func authorization(_ name: String, _ status: String, step: String) -> String {
        #"{"step":"\#(step)","system":{"name":"authorization.\#(name)","status":"\#(status)"},"t":"0s"}"#
    }

    private static func settingsReport(_ allowed: Bool, step: String, during answer: Int? = nil) -> String {
        let during = answer.map { #""during":{"answer":\#($0)},"# } ?? ""
        let delegate = #"{"delegate":{"details":{"allowedUI":\#(allowed)},"name":"settings.changed"},"#
        return delegate + #"\#(during)"step":"\#(step)","t":"0s"}"#
    }

    private static func put(_ body: String, seq: Int, step: String) -> String {
        #"{"http":{"body":\#(body),"method":"PUT","seq":\#(seq),"url":"https://api.example.test/push/device-1"},"step":"\#(step)","t":"0s"}"#
    }

    private static func post(seq: Int, step: String, t: String) -> String {
        #"{"http":{"body":{"events":["opened"]},"method":"POST","seq":\#(seq),"url":"https://api.example.test/events"},"step":"\#(step)","t":"\#(t)"}"#
    }

    private static func answer(_ seq: Int, _ status: Int, step: String, t: String = "0s") -> String {
        #"{"answer":{"seq":\#(seq),"status":\#(status)},"during":{"answer":\#(seq)},"step":"\#(step)","t":"\#(t)"}"#
    }

    // MARK: TOK-005

    @Test("TOK-005: a token that changes as a relaunch hands it, never sent, names the next-launch mechanism")
    func tokenChangedAsRelaunchHandsIt() throws {
        let lines = [
            Self.launched("s1"), Self.token(Self.tokenA, step: "s1"),
            Self.put(#"{"token":"\#(Self.tokenA)"}"#, seq: 1, step: "s1"), Self.terminated("s2"),
            Self.launched("s3"), Self.token(Self.tokenB, step: "s3"),
        ]
        let found = Invariant.changedTokenReregistered.check(try Self.records(lines))
        let atLaunch = found.filter { $0.message.hasPrefix("the app launched again") }
        #expect(atLaunch.count == 1, "\(found)")
        // Before, only a token issued before the relaunch named its rotation's mechanism.
        #expect(atLaunch.allSatisfy { $0.mechanism == .changedTokenUnsentUntilNextLaunch }, "\(atLaunch)")
    }

    @Test("TOK-005: once a later foreground launch was given that token again, the finding names no mechanism")
    func tokenChangedThenGivenAgainByLaterLaunch() throws {
        let lines = [
            Self.launched("s1"), Self.token(Self.tokenA, step: "s1"),
            Self.put(#"{"token":"\#(Self.tokenA)"}"#, seq: 1, step: "s1"), Self.terminated("s2"),
            Self.launched("s3"), Self.token(Self.tokenB, step: "s3"), Self.terminated("s4"),
            Self.launched("s5"), Self.token(Self.tokenB, step: "s5"),
        ]
        let found = Invariant.changedTokenReregistered.check(try Self.records(lines))
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.mechanism == nil }, "\(found)")
    }

    // MARK: DEL-005

    @Test("DEL-005: a prompt answered 'allow' after Settings turned notifications off makes allowed right")
    func promptAnsweredAfterSettingsChange() throws {
        var lines = [
            Self.launched("s1", "background"),
            #"{"step":"s1","system":{"name":"authorization.requested","options":["alert"]},"t":"0s"}"#,
            Self.authorization("changed", "denied", step: "s2"), Self.state("foreground", step: "s3"),
        ]
        let deniedOnly = lines + [Self.settingsReport(true, step: "s3")]
        lines += [Self.authorization("answered", "authorized", step: "s3"), Self.settingsReport(true, step: "s3")]
        #expect(Invariant.settingsFollowSystem.check(try Self.records(lines)).isEmpty)
        // Without the answer, the same report contradicts the system.
        #expect(Invariant.settingsFollowSystem.check(try Self.records(deniedOnly)).count == 1)
    }

    @Test("DEL-005: the changed settings sent and still unanswered when the foreground ends name their mechanism")
    func reportWaitsForRequestInFlight() throws {
        let lines = [
            Self.launched("s1"), Self.settingsReport(true, step: "s1"), Self.state("background", step: "s2"),
            Self.authorization("changed", "denied", step: "s3"), Self.state("foreground", step: "s4"),
            Self.put(#"{"allowedUI":false}"#, seq: 1, step: "s4"), Self.state("background", step: "s5"),
            Self.answer(1, 200, step: "s6"), Self.settingsReport(false, step: "s6", during: 1),
        ]
        let found = Invariant.settingsFollowSystem.check(try Self.records(lines))
        #expect(found.map(\.mechanism) == [.settingsReportWaitsForRequestInFlight], "\(found)")
        // Answered within the foreground, the request waits for nothing: no mechanism of this kind.
        var answered = lines
        answered.insert(Self.answer(1, 200, step: "s4"), at: 6)
        answered.removeLast(2)
        let still = Invariant.settingsFollowSystem.check(try Self.records(answered))
        #expect(still.allSatisfy { $0.mechanism != .settingsReportWaitsForRequestInFlight }, "\(still)")
    }

    @Test("DEL-005: 'allowed' reported with the answer to a request sent before the denial names its mechanism")
    func staleReportOfRequestSentBeforeChange() throws {
        let before = [
            Self.launched("s1"), Self.put(#"{"allowedUI":true,"token":"t"}"#, seq: 1, step: "s1"),
            Self.authorization("changed", "denied", step: "s2"), Self.state("background", step: "s3"),
            Self.state("foreground", step: "s4"), Self.answer(1, 200, step: "s5"),
        ]
        let stale = Invariant.settingsFollowSystem.check(
            try Self.records(before + [Self.settingsReport(true, step: "s5", during: 1)]))
        #expect(stale.map(\.mechanism) == [.staleReportOfRequestSentBeforeChange], "\(stale)")
        // A report of its own, not made with that answer, is another mechanism.
        let fresh = Invariant.settingsFollowSystem.check(
            try Self.records(before + [Self.settingsReport(true, step: "s5")]))
        #expect(fresh.count == 1 && fresh.allSatisfy { $0.mechanism == nil }, "\(fresh)")
        // A retry sent after the denial that repeats the request sent before it is the same report.
        let retried = [
            Self.launched("s1"), Self.put(#"{"allowedUI":true,"token":"t"}"#, seq: 1, step: "s1"),
            #"{"answer":{"failure":"timed-out","seq":1},"during":{"answer":1},"step":"s1","t":"0s"}"#,
            Self.authorization("changed", "denied", step: "s2"), Self.state("background", step: "s3"),
            Self.state("foreground", step: "s4"), Self.put(#"{"allowedUI":true,"token":"t"}"#, seq: 2, step: "s5"),
            Self.answer(2, 200, step: "s5"), Self.settingsReport(true, step: "s5", during: 2),
        ]
        let retry = Invariant.settingsFollowSystem.check(try Self.records(retried))
        #expect(retry.map(\.mechanism) == [.staleReportOfRequestSentBeforeChange], "\(retry)")
    }

    @Test("DEL-005: a settings update that failed in one foreground is owed again in the next one")
    func failedUpdateOwedAtNextForeground() throws {
        let failed = [
            Self.launched("s1"), Self.settingsReport(true, step: "s1"), Self.state("background", step: "s2"),
            Self.authorization("changed", "denied", step: "s3"), Self.state("foreground", step: "s4"),
            Self.put(#"{"allowedUI":false}"#, seq: 1, step: "s4"), Self.answer(1, 503, step: "s4"),
            Self.state("background", step: "s5"), Self.state("foreground", step: "s6"),
        ]
        // The next foreground sends nothing and reports nothing (the new value was stored before
        // the failed answer): a violation of its own, which the failed request does not explain.
        let suppressed = Invariant.settingsFollowSystem.check(try Self.records(failed))
        #expect(suppressed.map(\.mechanism) == [.settingsReportWaitsForFailedRequest, nil], "\(suppressed)")
        // Sent again and reported there: only the first foreground's failure remains.
        let resent = Invariant.settingsFollowSystem.check(
            try Self.records(
                failed + [
                    Self.put(#"{"allowedUI":false}"#, seq: 2, step: "s6"), Self.answer(2, 200, step: "s6"),
                    Self.settingsReport(false, step: "s6", during: 2),
                ]))
        #expect(resent.map(\.mechanism) == [.settingsReportWaitsForFailedRequest], "\(resent)")
        // A foreground that failed for no request of the kind owes nothing to the next one.
        let silent = Invariant.settingsFollowSystem.check(
            try Self.records(failed.filter { !$0.contains(#""seq":1"#) }))
        #expect(silent.map(\.mechanism) == [nil], "\(silent)")
    }

    // MARK: NET-001, NET-003

    @Test("NET-001: a refused request sent again by a later process names the next-launch mechanism")
    func refusedRequestResentByNextLaunch() throws {
        // Each send in a step of its own after the launch's: the SDK's own work, which no launch asked for.
        let lines = [
            Self.launched("s1"), Self.post(seq: 1, step: "tick-1", t: "1s"),
            Self.answer(1, 400, step: "tick-1", t: "1s"),
            Self.terminated("s2", t: "2s"), Self.launched("s2", t: "2s"), Self.post(seq: 2, step: "tick-2", t: "3s"),
        ]
        let found = Invariant.retryOnlyRetryable.check(try Self.records(lines))
        #expect(found.map(\.mechanism) == [.refusedRequestResentByNextLaunch], "\(found)")
        // The same process after a wait is the back-off mechanism.
        let sameProcess = [
            Self.launched("s1"), Self.post(seq: 1, step: "s1", t: "0s"), Self.answer(1, 400, step: "s1"),
            Self.post(seq: 2, step: "s2", t: "5s"),
        ]
        let backoff = Invariant.retryOnlyRetryable.check(try Self.records(sameProcess))
        #expect(backoff.map(\.mechanism) == [.refusedRequestRetriedAfterBackoff], "\(backoff)")
    }

    @Test("NET-003: a storm that spans relaunches names its mechanism; one process's storm does not")
    func backOffRestartedByRelaunch() throws {
        var relaunched = [Self.launched("s0")]
        var oneProcess = [Self.launched("s0")]
        for send in 1...7 {
            let t = "\(send)s"
            relaunched += [
                Self.post(seq: send, step: "s\(send)", t: t), Self.answer(send, 503, step: "s\(send)", t: t),
                Self.terminated("s\(send)", t: t), Self.launched("s\(send)", t: t),
            ]
            oneProcess += [
                Self.post(seq: send, step: "s\(send)", t: t), Self.answer(send, 503, step: "s\(send)", t: t),
            ]
        }
        let spanning = Invariant.retriesBackOff.check(try Self.records(relaunched))
        #expect(spanning.map(\.mechanism) == [.backOffRestartedByRelaunch], "\(spanning)")
        let storm = Invariant.retriesBackOff.check(try Self.records(oneProcess))
        #expect(storm.count == 1 && storm.allSatisfy { $0.mechanism == nil }, "\(storm)")
    }
}
