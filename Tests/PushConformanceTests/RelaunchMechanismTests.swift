@testable import PushConformance
import PushContract
import PushSimulator
import Testing

/// EXP-004's `waits-for-authorized-foreground-launch`, read from the transcript: facet work lost
/// at a termination waits for a process whose first foreground comes with permission authorized
/// and a push token (explore seed 4242 runs 343 and 9465 on altcraft).
@Suite("EXP-004: the launch lost work waits for")
struct RelaunchMechanismTests {
    private static func system(_ step: String, _ body: JSONValue, at seconds: Int64 = 0) -> TranscriptRecord {
        TranscriptRecord(time: .init(sinceStart: .seconds(seconds)), step: step, kind: .system, body: body)
    }

    private static let token = String(repeating: "0a", count: 32)

    /// A termination, then a process launched into the background that comes to the foreground.
    private static func relaunch(authorizedAtFirstForeground: Bool, token: Bool) -> [TranscriptRecord] {
        var records = [
            system("kill", ["name": "process.terminated"]),
            system("launch", ["name": "process.launched", "state": "background"]),
            system(
                "launch",
                [
                    "name": "authorization.answered",
                    "status": authorizedAtFirstForeground ? "authorized" : "provisional",
                ]),
            system("foreground", ["name": "app.state", "state": "foreground"], at: 1),
        ]
        if token {
            records.append(
                system("foreground", ["name": "remote-registration.token", "token": .string(Self.token)], at: 1))
        }
        // Permission authorized later, and another move to the foreground, in the same process.
        records += [
            system("later", ["name": "authorization.changed", "status": "authorized"], at: 2),
            system("later", ["name": "app.state", "state": "background"], at: 2),
            system("later", ["name": "app.state", "state": "foreground"], at: 3),
            system("wait", ["name": "app.state", "state": "background"], at: 60),
        ]
        return records
    }

    @Test("A first foreground authorized, with a token handed at that instant, is the launch work waits for")
    func qualifies() {
        #expect(
            MechanismEvidence.authorizedForegroundLaunch(
                Self.relaunch(authorizedAtFirstForeground: true, token: true), after: 0))
    }

    @Test("Authorized only at a later foreground, or with no token: the process does not count")
    func doesNotQualify() {
        #expect(
            !MechanismEvidence.authorizedForegroundLaunch(
                Self.relaunch(authorizedAtFirstForeground: false, token: true), after: 0))
        #expect(
            !MechanismEvidence.authorizedForegroundLaunch(
                Self.relaunch(authorizedAtFirstForeground: true, token: false), after: 0))
    }
}
