import BuiltInVendors
import PushConformance
import PushConformanceTestSupport
import PushContract
import Testing

/// A deviation listed for every scenario names one mechanism (issue 30 item 7): next to each,
/// a wrapper adds a second bug of the same invariant with another effect to the real vendor,
/// and the case fails on it. Before the mechanisms, such a deviation carried the invariant's
/// own phrase ("still sends the old token") and excused every bug of its invariant.
@Suite("Deviations name one mechanism")
struct DeviationMechanismTests {
    /// One deviation a built-in vendor lists for every scenario.
    struct Listed: Sendable, CustomTestStringConvertible {
        var vendor: String
        var deviation: KnownDeviation
        var testDescription: String {
            "\(vendor) \(deviation.mechanism?.rawValue ?? "\(deviation.invariant) (no mechanism)")"
        }
    }

    static let everyScenario: [Listed] = BuiltInVendors.all.flatMap { vendor in
        vendor.descriptor.knownDeviations.filter(\.scenarios.isEmpty).map {
            Listed(vendor: vendor.descriptor.id, deviation: $0)
        }
    }

    /// The bug of another mechanism planted next to a deviation of `mechanism`, and a scenario
    /// that shows it (`test.inline`; EXP-003 needs the six quiet hours and the citation).
    static func secondMechanism(for mechanism: ViolationMechanism) -> (SecondMechanismVendor.Plant, String)? {
        switch mechanism {
        case .openPerDelivery: return (.tapHandledTwice, Scenarios.tap)
        case .retrySendsOldToken, .switchedToAnotherProvider, .oldTokenUntilReplacementAccepted,
            .tokenResolvedBeforeDeletion:
            return (.staleTokenRequest, Scenarios.tokenChangedThenRelaunch)
        case .changedTokenUnsentUntilNextLaunch: return (.changedTokenDropped, Scenarios.tokenChangedThenRelaunch)
        case .settingsReportWaitsForFailedRequest, .settingsReportWaitsForRequestInFlight,
            .staleReportOfRequestSentBeforeChange:
            return (.settingsOffNeverReported, Scenarios.settingsTurnedOff)
        case .nothingPresentedInForeground: return (.onlyOwnPushesPresented, Scenarios.ownAndForeignInForeground)
        case .serverConfirmedIllegalMove: return (.subscriptionSuspendedLocally, Scenarios.unsubscribeThenSettings)
        // MED-002 names what declared the type: a hint the SDK never sets (the file name
        // declares it), or a hint the SDK adds (red team 6, rt6AttachmentTypeHintDropped).
        case .typeHintNotTheBytes: return (.typeHintDropped, Scenarios.htmlAsPNG)
        case .fileNameTypeNotTheBytes: return (.typeHintAdded, Scenarios.htmlAsPNG)
        case .errorPageAttached: return (.undownloadedAttachment, Scenarios.media)
        case .expiredWhileDownloading: return (.contentHandlerDropped, Scenarios.quiet(after: Scenarios.mutablePush))
        case .linkPerDelivery: return (.linkOpenedOnReceipt, Scenarios.ownAndForeignInForeground)
        case .resentByNextLaunch, .resentAtCallAfterReset, .sentLateForCallAfterReset, .sentLateForCallBeforeReset:
            return (.keyKeptByReset, Scenarios.clearData)
        case .waitsForAuthorizedForegroundLaunch, .failureHandedToCompletion, .queuedBehindUnansweredRequest,
            .facetWorkFrozenBySuspension:
            return (.facetRequestForgotten, Scenarios.subscribeThenRelaunch)
        case .refusedRequestRetriedAfterBackoff, .refusedRequestResentByNextLaunch, .retryableFailureRetried,
            .queuedCallSentAfterRefusal, .oneShotSentLateForWaitingCall:
            return (.refusedRequestRetriedAtOnce, Scenarios.refusedTap)
        // A tap's refused request sent again at a later foreground: not a token check (issue 30).
        case .resentAtLaterCall: return (.refusedTapWorkResentAtForeground, Scenarios.refusedTapThenForeground)
        case .backOffRestartedByRelaunch: return (.requestStorm, Scenarios.refusedTap)
        // A provider's token sent after the manual one with no provider asked before the call.
        case .providerAnswerAfterManualToken: return (.providerTokenAfterManual, Scenarios.manualTokenSet)
        case .pushReportLostInFlight: return (.reportRetriedFromMemory, Scenarios.failedTapThenRelaunch)
        // A report stored after its transport failure, then never sent again (red team 6,
        // rt6KnownDeviceNeverReady): it left the in-memory retry loop.
        case .pushReportLostAfterTransportFailure: return (.reportStoredThenDropped, Scenarios.offlineTapThenRelaunch)
        default:
            // RST-001: a deviation for one kept key; the planted key is another.
            if mechanism.invariant == .dataResetErasesEverything,
                mechanism.name.hasPrefix("kept-store-key:") || mechanism.name.hasPrefix("kept-empty-store-key:")
                    || mechanism.name.hasPrefix("written-after-reset:")
            {
                return (.keyKeptByReset, Scenarios.clearData)
            }
            for suffix in ["-completion-awaits-unanswered-request", "-completion-frozen-by-suspension"]
            where [RequirementID.explorationSettlesWhenQuiet, .completionsExactlyOnce].contains(mechanism.invariant)
                && mechanism.name.hasSuffix(suffix)
            {
                let kind = String(mechanism.name.dropLast(suffix.count))
                return Scenarios.completion[kind].map { (.completionDropped(kind), Scenarios.quiet(after: $0)) }
            }
            return nil
        }
    }

    @Test("Every deviation listed for every scenario names a mechanism of its own invariant")
    func named() {
        #expect(Self.everyScenario.count >= 20)
        for listed in Self.everyScenario {
            #expect(listed.deviation.mechanism?.invariant == listed.deviation.invariant, "\(listed.testDescription)")
        }
    }

    @Test(
        "Next to each deviation listed for every scenario, a second mechanism of its invariant fails the case",
        arguments: everyScenario)
    func secondMechanismFails(_ listed: Listed) throws {
        let mechanism = try #require(listed.deviation.mechanism)
        let (plant, json) = try #require(
            Self.secondMechanism(for: mechanism), "no second mechanism planted for \(mechanism)")
        let vendor = try #require(BuiltInVendors.all.first { $0.descriptor.id == listed.vendor })
        let scenario = try inlineScenario(json)
        let invariant = listed.deviation.invariant
        // The scenario alone breaks nothing the vendor does not list.
        let clean = ConformanceRunner(vendors: [vendor], goldens: GoldenStore(root: "/nonexistent"))
            .runCase(vendor: vendor, scenario: scenario, options: RunOptions())
        #expect(clean.outcome != .errored && clean.outcome != .notApplicable, "\(clean.note ?? "")")
        #expect(!clean.violations.contains { $0.invariant == invariant }, "\(clean.violations)")
        // The planted bug of another mechanism fails, whatever the vendor's deviations say.
        let planted = SecondMechanismVendor(base: vendor, plant: plant)
        let broken = ConformanceRunner(vendors: [planted], goldens: GoldenStore(root: "/nonexistent"))
            .runCase(vendor: planted, scenario: scenario, options: RunOptions())
        let failing = broken.violations.filter { $0.invariant == invariant }
        #expect(!failing.isEmpty, "\(plant) was excused: \(broken.deviations.flatMap(\.findings))")
        #expect(failing.allSatisfy { $0.mechanism != mechanism }, "\(failing)")
        #expect(broken.outcome == .fail)
    }

    /// The scenarios the plants run in.
    enum Scenarios {
        static func scenario(_ steps: String, requirements: String = "[]") -> String {
            """
            {"id": "test.inline", "title": "a second mechanism", "requirements": \(requirements), "steps": [
              \(steps)
            ]}
            """
        }

        static let tap = scenario(
            """
            {"id": "launch", "launch": {}}, {"id": "settle", "advance": "10s"},
            {"id": "background", "appState": "background"},
            {"id": "push", "push": {"message": {"id": "m-1", "title": "Hello", "body": "World"}}},
            {"id": "tap", "tap": {"action": "default"}}, {"id": "wait", "advance": "60s"}
            """)

        static let tokenChangedThenRelaunch = scenario(
            """
            {"id": "launch", "launch": {}}, {"id": "settle", "advance": "10s"},
            {"id": "new-token", "deliverToken": {"token": "9d809d0fe504a0ef4a276d57cecd90f3c55087e8619b9998330bd18bae9c318f"}},
            {"id": "wait", "advance": "60s"}, {"id": "relaunch", "relaunch": {"state": "foreground"}},
            {"id": "wait-again", "advance": "60s"}
            """)

        static let manualTokenSet = scenario(
            """
            {"id": "launch", "launch": {}}, {"id": "settle", "advance": "10s"},
            {"id": "manual", "manualToken": {"provider": "fcm", "token": "fcm-manual-token-0001"}},
            {"id": "wait", "advance": "60s"}
            """)

        static let settingsTurnedOff = scenario(
            """
            {"id": "launch", "launch": {}}, {"id": "settle", "advance": "10s"},
            {"id": "off", "authorization": "denied"}, {"id": "background", "appState": "background"},
            {"id": "foreground", "appState": "foreground"}, {"id": "wait", "advance": "60s"}
            """)

        static let ownAndForeignInForeground = scenario(
            """
            {"id": "launch", "launch": {}}, {"id": "settle", "advance": "10s"},
            {"id": "own", "push": {"message": {"id": "m-1", "title": "Hello", "body": "World"}}},
            {"id": "foreign", "push": {"payload": {"aps": {"alert": {"title": "Another SDK"}}}}},
            {"id": "wait", "advance": "60s"}
            """)

        static let unsubscribeThenSettings = scenario(
            """
            {"id": "launch", "launch": {}}, {"id": "settle", "advance": "10s"},
            {"id": "unsubscribe", "unsubscribe": {}}, {"id": "wait", "advance": "10s"},
            {"id": "settings", "openSettings": {}}, {"id": "wait-again", "advance": "10s"}
            """)

        static let media = scenario(
            """
            {"id": "launch", "launch": {"state": "background"}}, {"id": "settle", "advance": "10s"},
            {"id": "media", "media": {"https://media.example.test/a.png": {"bytes": 4096, "type": "image/png", "magic": "png"}}},
            {"id": "push", "push": {"message": {"id": "m-1", "title": "Hello", "body": "World", "mutableContent": true,
              "media": "https://media.example.test/a.png"}}},
            {"id": "wait", "advance": "60s"}
            """)

        static let htmlAsPNG = scenario(
            """
            {"id": "launch", "launch": {"state": "background"}}, {"id": "settle", "advance": "10s"},
            {"id": "media", "media": {"https://media.example.test/a.png": {"bytes": 4096, "type": "image/png", "magic": "html"}}},
            {"id": "push", "push": {"message": {"id": "m-1", "title": "Hello", "body": "World", "mutableContent": true,
              "media": "https://media.example.test/a.png"}}},
            {"id": "wait", "advance": "60s"}
            """)

        static let clearData = scenario(
            """
            {"id": "launch", "launch": {}}, {"id": "settle", "advance": "10s"},
            {"id": "clear", "clearData": {}}, {"id": "wait", "advance": "60s"}
            """)

        static let subscribeThenRelaunch = scenario(
            """
            {"id": "launch", "launch": {}}, {"id": "settle", "advance": "10s"},
            {"id": "server", "serverAnswers": [{"hang": true}, {"hang": true}]},
            {"id": "subscribe", "subscribe": {"customFields": {"plan": "pro"}}},
            {"id": "relaunch", "relaunch": {"state": "foreground"}}, {"id": "quiet", "advance": "6h"}
            """, requirements: #"["EXP-004"]"#)

        static let refusedTap = scenario(
            """
            {"id": "launch", "launch": {}}, {"id": "settle", "advance": "10s"},
            {"id": "background", "appState": "background"},
            {"id": "push", "push": {"message": {"id": "m-1", "title": "Hello", "body": "World"}}},
            {"id": "server", "serverAnswers": [{"status": 404}]},
            {"id": "tap", "tap": {"action": "default"}}, {"id": "wait", "advance": "60s"}
            """)

        static let refusedTapThenForeground = scenario(
            """
            {"id": "launch", "launch": {}}, {"id": "settle", "advance": "10s"},
            {"id": "background", "appState": "background"},
            {"id": "push", "push": {"message": {"id": "m-1", "title": "Hello", "body": "World"}}},
            {"id": "server", "serverAnswers": [{"status": 404, "match": "/kept"}]},
            {"id": "tap", "tap": {"action": "default"}}, {"id": "wait", "advance": "60s"},
            {"id": "away", "appState": "background"}, {"id": "back", "appState": "foreground"},
            {"id": "wait-again", "advance": "60s"}
            """)

        static let failedTapThenRelaunch = scenario(
            """
            {"id": "launch", "launch": {}}, {"id": "settle", "advance": "10s"},
            {"id": "background", "appState": "background"},
            {"id": "push", "push": {"message": {"id": "m-1", "title": "Hello", "body": "World"}}},
            {"id": "server", "serverAnswers": [{"status": 503, "match": "/report"}]},
            {"id": "tap", "tap": {"action": "default"}}, {"id": "wait", "advance": "1s"},
            {"id": "relaunch", "relaunch": {"state": "foreground"}}, {"id": "quiet", "advance": "6h"}
            """, requirements: #"["EXP-006"]"#)

        static let offlineTapThenRelaunch = scenario(
            """
            {"id": "launch", "launch": {}}, {"id": "settle", "advance": "10s"},
            {"id": "background", "appState": "background"},
            {"id": "push", "push": {"message": {"id": "m-1", "title": "Hello", "body": "World"}}},
            {"id": "server", "serverAnswers": [{"failure": "offline", "match": "/stored-report"}]},
            {"id": "tap", "tap": {"action": "default"}}, {"id": "wait", "advance": "1s"},
            {"id": "relaunch", "relaunch": {"state": "foreground"}}, {"id": "quiet", "advance": "6h"}
            """, requirements: #"["EXP-006"]"#)

        static let mutablePush = """
            {"id": "call", "push": {"message": {"id": "m-1", "title": "Hello", "body": "World", "mutableContent": true}}}
            """

        /// The step that hands over each kind of completion.
        static let completion: [String: String] = [
            "status": #"{"id": "call", "subscriptionStatus": {"query": "latest"}}"#,
            "unsuspend": #"{"id": "call", "unsuspend": {}}"#,
            "force-refresh": #"{"id": "call", "forceTokenRefresh": {}}"#,
            "get-token": #"{"id": "call", "getToken": {}}"#,
            "live-activity": """
            {"id": "call", "liveActivity": {"register": {"activity": "order-42",
              "token": "a1a2a3a4a5a6a7a8a9aaabacadaeafb0b1b2b3b4b5b6b7b8b9babbbcbdbebfc0", "topics": ["order-status"]}}}
            """,
            "background-fetch": #"{"id": "call", "push": {"message": {"id": "m-1", "silent": true}}}"#,
            "response": """
            {"id": "background", "appState": "background"},
            {"id": "push", "push": {"message": {"id": "m-1", "title": "Hello", "body": "World"}}},
            {"id": "call", "tap": {"action": "default"}}
            """,
            "nse-content": mutablePush,
        ]

        /// Launch, `steps`, then six quiet hours, citing EXP-003 so `run` checks it.
        static func quiet(after steps: String) -> String {
            scenario(
                """
                {"id": "launch", "launch": {}}, {"id": "settle", "advance": "10s"},
                \(steps),
                {"id": "quiet", "advance": "6h"}
                """, requirements: #"["EXP-003"]"#)
        }
    }
}
