import PushConformance
import PushConformanceTestSupport
import PushContract
import PushSimulator
import Testing

/// TOK-005: an SDK that registered for remote notifications registers again in every later app
/// process (red team 5's `rt5RelaunchNeverAsksForToken`, issue 30).
@Suite("TOK-005: registration at every launch")
struct RegistrationAtLaunchTests {
    private typealias W = HandWritten

    private static func system(_ name: String, step: String, state: String? = nil) -> TranscriptRecord {
        var body: [String: JSONValue] = ["name": .string(name)]
        if let state { body["state"] = .string(state) }
        return TranscriptRecord(time: .zero, step: step, kind: .system, body: .object(body))
    }

    private static func found(_ records: [TranscriptRecord]) throws -> [String] {
        Invariant.changedTokenReregistered.check(try W.read(records)).map(\.message)
    }

    private static let firstProcess = [
        system("process.launched", step: "launch", state: "foreground"),
        system("remote-registration.requested", step: "launch"),
        system("process.terminated", step: "relaunch"),
        system("process.launched", step: "relaunch", state: "background"),
    ]

    @Test("A relaunched process that never registers breaks the rule, background launches included")
    func neverRegistersAgain() throws {
        #expect(
            try Self.found(Self.firstProcess) == [
                "the app launched again (step relaunch) and the SDK, which had registered for remote notifications in an earlier process, never registered in this one: it cannot learn a token that changed while the app was not running"
            ])
    }

    @Test("The app's own registration in a step of its own does not make registering the SDK's job")
    func appRegisters() throws {
        let records = [
            Self.system("process.launched", step: "launch", state: "foreground"),
            Self.system("remote-registration.requested", step: "registration"),
            Self.system("process.terminated", step: "relaunch"),
            Self.system("process.launched", step: "relaunch", state: "foreground"),
        ]
        #expect(try Self.found(records).isEmpty)
    }

    @Test("Registering in every process, or never (the app owns registration), holds")
    func registersEveryTime() throws {
        #expect(
            try Self.found(Self.firstProcess + [Self.system("remote-registration.requested", step: "later")]).isEmpty)
        let never = Self.firstProcess.filter { $0.body["name"]?.stringValue != "remote-registration.requested" }
        #expect(try Self.found(never).isEmpty)
    }
}
