import PushConformance
import PushConformanceTestSupport
import PushContract
import PushSimulator
import PushTestKit
import Testing

/// The LAK rules judged on hand-written transcripts (what an observer of the device and the
/// network writes), and the `activity` step and `given.activityKit` refused with their JSON path.
@Suite("Live activities: LAK invariants and the activity step")
struct LiveActivityInvariantTests {
    private typealias W = HandWritten

    private static let start = String(repeating: "b1", count: 32)
    private static let update = String(repeating: "c1", count: 32)

    /// The app asks the SDK to track `DeliveryAttributes` activities.
    private static let trackCall = system(
        "app.called", ["call": "liveActivities.trackActivities", "attributesType": "DeliveryAttributes"])
    /// The app starts `order-1`, active.
    private static let appStarted = system(
        "activity.started",
        ["activity": "order-1", "attributesType": "DeliveryAttributes", "by": "app", "state": "active"])
    /// `order-1`'s update token ``update``.
    private static let updateToken = system(
        "activity.push-token", ["activity": "order-1", "token": .string(update)])

    private static func system(
        _ name: String, _ details: [String: JSONValue], step: String = "s", at: Int64 = 0
    )
        -> TranscriptRecord
    {
        var body = details
        body["name"] = .string(name)
        return TranscriptRecord(time: .init(sinceStart: .seconds(at)), step: step, kind: .system, body: .object(body))
    }

    private static let activityRecords: [TranscriptRecord] = [
        system("process.launched", ["state": "foreground"]),
        system("activity.push-to-start-token", ["attributesType": "DeliveryAttributes", "token": .string(start)]),
        system(
            "activity.started",
            ["activity": "order-1", "attributesType": "DeliveryAttributes", "by": "app", "state": "active"]),
        system("activity.push-token", ["activity": "order-1", "token": .string(update)]),
    ]

    private static func found(_ invariant: Invariant, _ records: [TranscriptRecord]) throws -> [String] {
        invariant.check(try W.read(records)).map(\.message)
    }

    @Test("An update token sent beside the type without its activity is a push-to-start registration (LAK-001)")
    func updateTokenAsPushToStart() throws {
        let wrong =
            Self.activityRecords + [
                W.send(1, step: "s", body: ["type": "DeliveryAttributes", "token": .string(Self.update)])
            ]
        #expect(
            try Self.found(.liveActivityIdentitiesApart, wrong) == [
                "request 1 sends the update token c1c1c1c1c1c1c1c1… of the activity order-1 without naming order-1, beside the type DeliveryAttributes: registered as a push-to-start token"
            ])
        let right =
            Self.activityRecords + [
                W.send(1, step: "s", body: ["type": "DeliveryAttributes", "token": .string(Self.start)]),
                W.send(2, step: "s", body: ["activity": "order-1", "token": .string(Self.update)]),
            ]
        #expect(try Self.found(.liveActivityIdentitiesApart, right).isEmpty)
    }

    @Test("A push-to-start token registered for an activity, without its type, is reported twice (LAK-001)")
    func pushToStartAsActivity() throws {
        let wrong =
            Self.activityRecords + [W.send(1, step: "s", body: ["activity": "order-1", "token": .string(Self.start)])]
        #expect(try Self.found(.liveActivityIdentitiesApart, wrong).count == 2)
    }

    @Test("A token due before the case ends is not checkable without the end, and violated with it (LAK-002)")
    func dueTokenNeedsTheEnd() throws {
        let setUp = [
            Self.system(
                "app.called", ["call": "liveActivities.setUpPushToStart", "attributesType": "DeliveryAttributes"])
        ]
        let records = try W.read(Self.activityRecords + setUp)
        #expect(
            Invariant.liveActivityTokensReadCurrent.verdict(records)
                == .notCheckable(missing: ["leftovers (the end of the case, before which the token is due)"]))
        let ended = try W.read(
            Self.activityRecords + setUp + [TranscriptRecord(time: .zero, step: "s", kind: .leftovers, body: "none")])
        #expect(Invariant.liveActivityTokensReadCurrent.check(ended).count == 1)
        let sent = try W.read(
            Self.activityRecords + setUp + [
                W.send(1, step: "s", body: ["type": "DeliveryAttributes", "token": .string(Self.start)]),
                TranscriptRecord(time: .zero, step: "s", kind: .leftovers, body: "none"),
            ])
        #expect(Invariant.liveActivityTokensReadCurrent.verdict(sent) == .holds)
    }

    @Test(
        "An activity from before the launch that the process never named is its own mechanism (LAK-002, LAK-003)")
    func activityFromBeforeLaunchUnseen() throws {
        let (track, started, token) = (Self.trackCall, Self.appStarted, Self.updateToken)
        let launched = Self.system("process.launched", ["state": "foreground"])
        let end = TranscriptRecord(time: .zero, step: "s", kind: .leftovers, body: "none")
        let unseen = ViolationMechanism.activityFromBeforeLaunchUnseen(of: .liveActivityTokensReadCurrent)
        // Started before this process launched, never named by it: the mechanism.
        let before = try W.read([started, token, launched, track, end])
        #expect(Invariant.liveActivityTokensReadCurrent.check(before).map(\.mechanism) == [unseen])
        // Started while this process ran and still unregistered: another bug, no mechanism.
        let during = try W.read([launched, track, started, token, end])
        #expect(Invariant.liveActivityTokensReadCurrent.check(during).map(\.mechanism) == [nil])
        // Registered by the first process, ended while the app was away, never released.
        let released = try W.read([
            launched, track, started, token,
            W.send(1, step: "s", body: ["activity": "order-1", "token": .string(Self.update)]),
            Self.system("process.terminated", [:]),
            Self.system("activity.ended", ["activity": "order-1", "by": "user", "state": "ended"]), launched, track,
            end,
        ])
        #expect(
            Invariant.liveActivitiesReconciled.check(released).map(\.mechanism) == [
                .activityFromBeforeLaunchUnseen(of: .liveActivitiesReconciled)
            ])
    }

    @Test("An ended activity registered under its type is released by a request naming that type (LAK-003)")
    func releasedUnderRegisteredType() throws {
        let (track, started, token) = (Self.trackCall, Self.appStarted, Self.updateToken)
        let launched = Self.system("process.launched", ["state": "foreground"])
        let ended = Self.system("activity.ended", ["activity": "order-1", "by": "user", "state": "ended"])
        let end = TranscriptRecord(time: .zero, step: "s", kind: .leftovers, body: "none")
        func transcript(registration: JSONValue, release url: String) throws -> [TranscriptRecord] {
            try W.read([
                launched, track, started, token, W.send(1, step: "s", body: registration), ended,
                W.send(2, step: "s", url: url, body: .null), end,
            ])
        }
        let byType: JSONValue = [
            "activity": "DeliveryAttributes", "token": .string(Self.update), "topics": ["order-1"],
        ]
        // Registered under its type, released by a token-less request naming the type.
        let typeRelease = try transcript(
            registration: byType, release: "https://x.test/live-activity/DeliveryAttributes")
        #expect(Invariant.liveActivitiesReconciled.verdict(typeRelease) == .holds)
        // A request naming neither the activity nor the type it was registered under releases nothing.
        let other = try transcript(registration: byType, release: "https://x.test/live-activity/OtherAttributes")
        #expect(Invariant.liveActivitiesReconciled.check(other).count == 1)
        // Registered by its own id (not its type): a request naming only the type is no release.
        let byID: JSONValue = ["activity": "order-1", "token": .string(Self.update)]
        let typeOnly = try transcript(registration: byID, release: "https://x.test/live-activity/DeliveryAttributes")
        #expect(Invariant.liveActivitiesReconciled.check(typeOnly).count == 1)
    }

    @Test(
        "A token a process owed and never sent stays owed across the relaunch, rotated or ended after it (LAK-002)")
    func owedAcrossRelaunch() throws {
        let (track, started, token) = (Self.trackCall, Self.appStarted, Self.updateToken)
        let rotated = Self.system(
            "activity.push-token", ["activity": "order-1", "token": .string(String(repeating: "c2", count: 32))])
        let ended = Self.system("activity.ended", ["activity": "order-1", "by": "user", "state": "ended"])
        let launched = Self.system("process.launched", ["state": "foreground"])
        let terminated = Self.system("process.terminated", [:])
        let end = TranscriptRecord(time: .zero, step: "s", kind: .leftovers, body: "none")
        // The first process saw the activity start and never sent its token; the token rotated
        // (or the activity ended) after that process ended: a violation no deviation for
        // activities from before a launch excuses, whatever the next process does.
        for change in [rotated, ended] {
            for after in [[change, launched, track], [launched, track, change]] {
                let records = try W.read([launched, track, started, token, terminated] + after + [end])
                let found = Invariant.liveActivityTokensReadCurrent.check(records)
                #expect(found.contains { $0.message.hasPrefix("the update token c1c1") && $0.mechanism == nil })
            }
        }
        // Sent by the next process while still current: nothing is lost.
        let resent = try W.read([
            launched, track, started, token, terminated, launched, track,
            W.send(1, step: "s", body: ["activity": "order-1", "token": .string(Self.update)]), rotated,
            W.send(2, step: "s", body: ["activity": "order-1", "token": .string(String(repeating: "c2", count: 32))]),
            end,
        ])
        #expect(Invariant.liveActivityTokensReadCurrent.check(resent).isEmpty)
        // Rotated while the owing process still runs: the new token is what is owed.
        let inProcess = try W.read([
            launched, track, started, token, rotated,
            W.send(1, step: "s", body: ["activity": "order-1", "token": .string(String(repeating: "c2", count: 32))]),
            end,
        ])
        #expect(Invariant.liveActivityTokensReadCurrent.check(inProcess).isEmpty)
    }

    @Test("A registration after the activity ended is a violation; a release naming it is not (LAK-005)")
    func afterEnd() throws {
        let ended =
            Self.activityRecords + [
                Self.system("activity.ended", ["activity": "order-1", "by": "user", "state": "ended"])
            ]
        #expect(
            try Self.found(
                .endedActivityNotRegistered,
                ended + [W.send(1, step: "s", body: ["activity": "order-1", "token": .string(Self.update)])]
            ).count == 1)
        #expect(
            try Self.found(
                .endedActivityNotRegistered,
                ended + [W.send(1, step: "s", url: "https://x.test/api/live-activities/order-1", body: [:])]
            ).isEmpty)
    }

    @Test(
        "Mistakes in activity steps and given.activityKit are refused with their JSON path",
        arguments: [
            (#"{"id": "a", "activity": {}}"#, "steps[0].activity", "exactly one of"),
            (#"{"id": "a", "activity": {"pushToken": {}}}"#, "steps[0].activity.pushToken", "missing \"activity\""),
            (
                #"{"id": "a", "activity": {"pushToken": {"activity": "x", "token": "zz"}}}"#,
                "steps[0].activity.pushToken.token", "hex"
            ),
            (
                #"{"id": "a", "activity": {"start": {"attributesType": "T", "activity": "x", "token": "00", "channel": "c"}}}"#,
                "steps[0].activity.start.channel", "no update token"
            ),
            (
                #"{"id": "a", "activity": {"end": {"activity": "x", "by": "nobody"}}}"#, "steps[0].activity.end.by",
                "not one of"
            ),
            (
                #"{"id": "a", "activity": {"end": {"activity": "x", "at": "5s"}}}"#, "steps[0].activity.end.at",
                "not a field of end"
            ),
        ])
    func refusedSteps(step: String, path: String, message: String) {
        let error = #expect(throws: ScenarioError.self) {
            try inlineScenario(
                #"{"id": "live-activities.inline", "title": "t", "steps": ["# + step + "]}",
                file: "live-activities/inline.json")
        }
        #expect(error?.path == path, "\(String(describing: error))")
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    }

    @Test("A stream behaviour given.activityKit does not know is refused with its path")
    func refusedStream() {
        let error = #expect(throws: ScenarioError.self) {
            try inlineScenario(
                #"{"id": "live-activities.inline", "title": "t", "given": {"activityKit": {"pushToStartStreams": {"T": "sometimes"}}}, "steps": []}"#,
                file: "live-activities/inline.json")
        }
        #expect(error?.path == "given.activityKit.pushToStartStreams.T", "\(String(describing: error))")
    }

    @Test("The stream that yields once leaves a rotation unseen; the current value still has it")
    func onceStream() throws {
        var setup = DeviceSetup()
        setup.activityKit.pushToStartStreams = ["T": .once]
        let device = SimulatedDevice(vendor: OutsideStyleVendor(), setup: setup)
        var yielded: [String] = []
        device.perform(step: "launch") { device.launch() }
        device.perform(step: "observe") {
            device.activityKit.observePushToStartTokens(ofType: "T") { yielded.append($0.hex) }
        }
        device.perform(step: "first") { device.issuePushToStartToken([1, 2], attributesType: "T") }
        device.perform(step: "second") { device.issuePushToStartToken([3, 4], attributesType: "T") }
        #expect(yielded == ["0102"])
        #expect(device.activityKit.pushToStartToken(ofType: "T")?.hex == "0304")
        device.perform(step: "relaunch") { device.relaunch() }
        #expect(device.activityKit.pushToStartToken(ofType: "T")?.hex == "0304", "kept across a relaunch")
    }

    @Test("A stale date passing moves an active activity to .stale, yields it, and leaves others alone")
    func staleTransition() throws {
        let device = SimulatedDevice(vendor: OutsideStyleVendor(), setup: DeviceSetup())
        var states: [String] = []
        device.perform(step: "launch") { device.launch() }
        device.perform(step: "start") {
            device.startActivityFromApp("a", attributesType: "T", pushType: .token, token: [1, 2], start: nil)
            device.activityKit.observeStates(ofActivity: "a") { states.append($0.rawValue) }
        }
        device.perform(step: "stale") { device.makeActivityStale("a") }
        device.perform(step: "again") { device.makeActivityStale("a") }
        device.perform(step: "unknown") { device.makeActivityStale("b") }
        #expect(states == ["stale"])
        #expect(device.activityKit.activities(ofType: "T").map(\.state) == [.stale])
        #expect(
            device.activityKit.activities(ofType: "T").first?.state.isLive == true, "a stale activity is still live")
        device.perform(step: "end") { device.endActivity("a", by: "user", dismissed: false) }
        device.perform(step: "stale-after-end") { device.makeActivityStale("a") }
        #expect(states == ["stale", "ended"])
    }

    @Test("The activity step's stale names one activity and nothing else")
    func staleStepDecoded() throws {
        let scenario = try inlineScenario(
            #"{"id": "live-activities.inline", "title": "t", "steps": [{"id": "s", "activity": {"stale": {"activity": "a"}}}]}"#,
            file: "live-activities/inline.json")
        guard case .activity(let operation) = scenario.steps.first?.action else {
            Issue.record("not an activity step: \(String(describing: scenario.steps.first))")
            return
        }
        #expect(operation == .stale(activity: "a"))
        let error = #expect(throws: ScenarioError.self) {
            try inlineScenario(
                #"{"id": "live-activities.inline", "title": "t", "steps": [{"id": "s", "activity": {"stale": {"activity": "a", "by": "user"}}}]}"#,
                file: "live-activities/inline.json")
        }
        #expect(error?.path == "steps[0].activity.stale.by", "\(String(describing: error))")
    }
}
