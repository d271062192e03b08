import PushConformance
import PushConformanceTestSupport
import PushContract
import PushSimulator
import Testing

/// TOK-005's unaccepted token whose only later chance was a token the app's own registration was
/// handed, while no registration of the SDK's waited: the SDK sends a changed token only from a
/// launch's registration (changed-token-unsent-until-next-launch; explore seeds 31337 run 5510,
/// 4242 run 13771 and 99991 run 12731 on actito).
@Suite("TOK-005: a token handed only to the app's own registration")
struct AppRegistrationTokenTests {
    private typealias W = HandWritten

    private static let old = String(repeating: "ab", count: 32)
    private static let new = String(repeating: "cd", count: 32)
    private static let latest = String(repeating: "ef", count: 32)

    /// How the last process comes to be handed the latest token.
    enum Handing: CaseIterable {
        /// The app registers in a step of its own after the launch's registration failed.
        case appRegistrationAfterFailure
        /// The launch's own registration hands it.
        case launchRegistration
        /// The app calls the SDK, which registers in that step.
        case registrationAfterAppCall
        /// The launch's registration is never answered, and the app's registration is.
        case appRegistrationWhileLaunchWaits
    }

    /// A registered, the token update carrying B never answered, a relaunch whose registration
    /// fails, then a second relaunch handed C as `handing` says, running a minute in the
    /// foreground without sending it.
    private static func transcript(_ handing: Handing) -> [TranscriptRecord] {
        var records = [
            W.system("process.launched", step: "launch", ["state": "foreground"]),
            W.system("remote-registration.requested", step: "launch"),
            W.system("remote-registration.token", step: "launch", ["token": .string(old)]),
            W.send(1, step: "launch", body: ["token": .string(old)]), W.answer(1, 200, step: "launch"),
            W.system("remote-registration.requested", step: "rotate", at: 10),
            W.system("remote-registration.token", step: "rotate", at: 10, ["token": .string(new)]),
            W.send(2, step: "update", at: 11, body: ["token": .string(new)]),
            W.system("process.terminated", step: "relaunch", at: 20),
            W.system("process.launched", step: "relaunch", at: 20, ["state": "foreground"]),
            W.system("remote-registration.requested", step: "relaunch", at: 20),
            W.system("remote-registration.failed", step: "relaunch", at: 20, ["reason": "no-network"]),
            W.system("process.terminated", step: "relaunch-again", at: 30),
            W.system("process.launched", step: "relaunch-again", at: 30, ["state": "foreground"]),
            W.system("remote-registration.requested", step: "relaunch-again", at: 30),
        ]
        let token = W.system("remote-registration.token", step: "deliver", at: 31, ["token": .string(latest)])
        switch handing {
        case .appRegistrationAfterFailure:
            records += [
                W.system("remote-registration.failed", step: "relaunch-again", at: 30, ["reason": "no-network"]),
                W.system("remote-registration.requested", step: "deliver", at: 31), token,
            ]
        case .launchRegistration:
            records.append(
                W.system("remote-registration.token", step: "relaunch-again", at: 30, ["token": .string(latest)]))
        case .registrationAfterAppCall:
            records += [
                W.system("remote-registration.failed", step: "relaunch-again", at: 30, ["reason": "no-network"]),
                W.call("push.enableRemoteNotifications", step: "deliver", at: 31),
                W.system("remote-registration.requested", step: "deliver", at: 31), token,
            ]
        case .appRegistrationWhileLaunchWaits:
            records += [W.system("remote-registration.requested", step: "deliver", at: 31), token]
        }
        records.append(W.system("process.terminated", step: "end", at: 100))
        return records
    }

    /// TOK-005's finding that the new token was never accepted, if any.
    private static func unaccepted(_ handing: Handing) throws -> [Violation] {
        Invariant.changedTokenReregistered.check(try W.read(transcript(handing))).filter {
            $0.message.contains("no request carrying the new token was accepted (2xx)")
        }
    }

    @Test("Handed only to the app's own registration, none of the SDK's waiting: waits for a launch")
    func appRegistrationOnly() throws {
        let found = try Self.unaccepted(.appRegistrationAfterFailure)
        #expect(found.map(\.mechanism) == [.changedTokenUnsentUntilNextLaunch])
    }

    @Test(
        "Handed to the SDK's own registration (at launch, after an app call, or one still waiting): no mechanism",
        arguments: [Handing.launchRegistration, .registrationAfterAppCall, .appRegistrationWhileLaunchWaits])
    func sdkRegistration(_ handing: Handing) throws {
        let found = try Self.unaccepted(handing)
        #expect(found.count == 1)
        #expect(found.allSatisfy { $0.mechanism == nil }, "\(found.map(\.mechanism))")
    }

    @Test("Which tokens answered only the app's own registration")
    func ownership() throws {
        func positions(_ handing: Handing) throws -> [Int] {
            let records = try W.read(Self.transcript(handing))
            return Invariant.tokensAnsweringAppRegistrationOnly(records).sorted()
        }
        // The rotation's token (position 6) answered the app's `rotate` registration; the last
        // process's token (position 17) too when the launch's registration had failed first.
        #expect(try positions(.appRegistrationAfterFailure) == [6, 17])
        #expect(try positions(.launchRegistration) == [6])
        #expect(try positions(.registrationAfterAppCall) == [6])
        #expect(try positions(.appRegistrationWhileLaunchWaits) == [6])
    }
}
