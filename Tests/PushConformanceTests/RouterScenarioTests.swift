import PushConformance
import PushContract
import PushRouter
import PushSimulator
import PushConformanceTestSupport
import PushTestKit
import Testing

/// Router scenarios: the format, the planning (one case with every vendor behind a router) and
/// the cross-adapter ownership rule.
@Suite("Router scenarios")
struct RouterScenarioTests {
    static let routerScenario = """
        {"id": "router.inline", "title": "Every vendor behind a router", "router": {"peers": ["never-completes"]}, "steps": [
          {"id": "launch", "launch": {}},
          {"id": "pushes", "push": {"eachVendor": true, "message": {"id": "m-1", "title": "Hi"}}},
          {"id": "settle", "advance": "10s"},
          {"id": "tap", "tap": {"all": true}},
          {"id": "again", "redeliverResponses": {}},
          {"id": "wait", "advance": "30s"}
        ]}
        """

    @Test("The router key, eachVendor, tap all and redeliverResponses decode")
    func decodes() throws {
        let scenario = try inlineScenario(Self.routerScenario, file: "router/inline.json")
        #expect(scenario.router == RouterHosting(peers: [.neverCompletes]))
        #expect(
            scenario.steps.map(\.action.kind.rawValue) == [
                "launch", "push", "advance", "tap", "redeliverResponses", "advance",
            ])
        #expect(scenario.steps[3].action == .tapAll(action: "default"))
    }

    @Test(
        "Format mistakes are reported with their JSON path",
        arguments: [
            (#""router": {"peers": ["sulks"]}, "steps": [{"id": "a", "advance": "1s"}]"#, "router.peers[0]"),
            (
                #""steps": [{"id": "a", "push": {"eachVendor": true, "message": {"title": "x"}}}]"#,
                "steps[0].push.eachVendor: only a router scenario"
            ),
            (
                #""router": {}, "steps": [{"id": "a", "push": {"eachVendor": true, "payload": {}}}]"#,
                "it takes only \"message\""
            ),
            (
                #""router": {}, "steps": [{"id": "a", "tap": {"all": true, "notification": "push-1"}}]"#,
                "steps[0].tap.notification"
            ),
            (#""router": {}, "steps": [{"id": "a", "redeliverResponses": {"x": 1}}]"#, "steps[0].redeliverResponses"),
        ])
    func formatErrors(body: String, message: String) {
        #expect {
            _ = try inlineScenario(#"{"id": "router.bad", "title": "t", "# + body + "}", file: "router/bad.json")
        } throws: { error in
            "\(error)".contains(message)
        }
    }

    @Test("A router scenario is one case, vendor router, with every vendor then the peers behind the router")
    func planning() throws {
        let scenarios = [
            try inlineScenario(Self.routerScenario, file: "router/inline.json"), try inlineScenario(extensionScenario),
        ]
        let planned = ConformanceRunner.plannedCases(vendors: [TestVendor(), GreedyVendor()], scenarios: scenarios)
        #expect(
            planned.map { "\($0.vendorID) \($0.scenario.id)" } == [
                "test test.inline", "greedy test.inline", "router router.inline",
            ])
        let routed = try #require(planned.last?.vendor as? RoutedVendor)
        #expect(routed.vendors.map(\.descriptor.id) == ["test", "greedy", "peer-never-completes"])
        #expect(routed.configurations["test"]?["apiURL"] == "https://test.example.test/api/v1")
    }

    @Test("--vendor router runs only router cases; another vendor filter leaves them out")
    func filters() async throws {
        let scenarios = [
            try inlineScenario(Self.routerScenario, file: "router/inline.json"), try inlineScenario(extensionScenario),
        ]
        let runner = ConformanceRunner(vendors: [TestVendor()], goldens: GoldenStore(root: "/nonexistent"))
        var options = RunOptions()
        options.vendorFilters = ["router"]
        #expect(await runner.run(scenarios, options: options).map(\.id) == ["router/router.inline"])
        options.vendorFilters = ["test"]
        #expect(await runner.run(scenarios, options: options).map(\.id) == ["test/test.inline"])
        // The planned cases and their count, for each filter (router cases answer to "router").
        for (filters, expected) in [
            ([], ["test test.inline", "router router.inline"]), (["router"], ["router router.inline"]),
            (["test"], ["test test.inline"]), (["nobody"], []),
            (["r*", "t*"], ["test test.inline", "router router.inline"]),
        ] as [([String], [String])] {
            options.vendorFilters = filters
            #expect(
                runner.selectedCases(scenarios, options: options).map { "\($0.vendorID) \($0.scenario.id)" }
                    == expected,
                "\(filters)")
            #expect(runner.selectedCaseCount(scenarios, options: options) == expected.count, "\(filters)")
        }
    }

    @Test("Run behind the router, a misbehaving peer and a duplicate tap keep every completion exactly once")
    func routedRunKeepsInvariants() throws {
        let scenario = try inlineScenario(Self.routerScenario, file: "router/inline.json")
        let records = try ScenarioExecutor(routing: [TestVendor()], scenario: scenario).run()
        #expect(Invariant.builtIn.flatMap { $0.check(records) }.isEmpty)
        let names = records.compactMap {
            $0.kind == .event ? $0.body["name"]?.stringValue.map(SDKEventName.init(rawValue:)) : nil
        }
        #expect(names.contains(RouterEventName.timedOut))
        #expect(names.filter { $0 == RouterEventName.duplicateDropped }.count == 2)
    }

    @Test("A plain vendor handed a router scenario errors instead of running it alone")
    func plainVendorOnRouterScenario() throws {
        let runner = ConformanceRunner(vendors: [TestVendor()], goldens: GoldenStore(root: "/nonexistent"))
        let result = runner.runCase(
            vendor: TestVendor(), scenario: try inlineScenario(Self.routerScenario, file: "router/inline.json"),
            options: RunOptions())
        #expect(result.outcome == .errored)
    }

    @Test("PAY-002: a message as one vendor encodes it, claimed by another, is a conflict; so is a router transcript")
    func ownershipAcrossAdapters() throws {
        let scenario = try inlineScenario(Self.routerScenario, file: "router/inline.json")
        let conflicts = ExclusiveOwnership.conflicts(vendors: [TestVendor(), GreedyVendor()], scenarios: [scenario])
        #expect(
            conflicts.map(\.description).contains(
                "PAY-002 (MUST) router.inline step pushes: the payload test encodes for the message (test's payload) is claimed by greedy and test"
            ))
        #expect(
            conflicts.contains { $0.encodedBy == "peer-never-completes" && $0.vendors.contains("peer-never-completes") }
        )
        #expect(ExclusiveOwnership.conflicts(vendors: [TestVendor()], scenarios: [scenario]).isEmpty)

        let records = try ScenarioExecutor(routing: [TestVendor(), GreedyVendor()], scenario: scenario).run()
        let violations = ExclusiveOwnership.transcriptInvariant.check(records)
        #expect(violations.first?.message == "the router got a payload at will-present that test and greedy all claim")
    }

    @Test("A case's behaviour is condensed from its transcript: events with native codes, errors, HTTP with answers")
    func behaviour() {
        let behaviour = CaseBehaviour(transcript: [
            #"{"event":{"name":"push.received","native":"203"},"step":"s","t":"0s"}"#,
            #"{"event":{"name":"push.received","native":"203"},"step":"s","t":"1s"}"#,
            #"{"event":{"details":{"vendor":"a"},"name":"router.routed"},"step":"s","t":"1s"}"#,
            #"{"error":{"code":"network.server-error","native":"530","retryable":true},"step":"s","t":"1s"}"#,
            #"{"http":{"method":"POST","seq":1,"url":"https://x.test/api/open?a=1"},"step":"s","t":"1s"}"#,
            #"{"answer":{"seq":1,"status":503},"step":"s","t":"1s"}"#,
            #"{"http":{"method":"GET","seq":2,"url":"https://x.test/status"},"step":"s","t":"1s"}"#,
            #"{"completion":{"kind":"will-present","value":[]},"step":"s","t":"1s"}"#,
            #"{"completion":{"kind":"nse-content","value":{"title":"T","body":"B","attachments":[{}]}},"step":"s","t":"1s"}"#,
            #"{"leftovers":{"pendingTimers":["5s","6s"]},"t":"9s"}"#,
        ])
        #expect(behaviour.events.map(\.display) == ["push.received [203] ×2", "a: router.routed"])
        #expect(behaviour.errors.map(\.display) == ["network.server-error [530] ↻"])
        #expect(behaviour.http.map(\.display) == ["POST /api/open → 503", "GET /status → unanswered"])
        #expect(behaviour.presentation.map(\.display) == ["none"])
        #expect(behaviour.serviceExtension.map(\.display) == ["“T” · B · 1 attachment"])
        #expect(behaviour.leftovers == "2 pendingTimers")
    }
}

/// Known deviations that can never fire, or never fired on a full run.
@Suite("Deviation audit")
struct DeviationAuditTests {
    @Test("A deviation for no matching scenario, or for every scenario that never happened, is a run problem")
    func staleAcrossTheRun() throws {
        var vendor = TestVendor()
        vendor.deviations = [
            KnownDeviation(invariant: .noNetworkForForeignPayload, scenarios: ["typo.*"], summary: "s", citation: "c1"),
            KnownDeviation(
                invariant: .legalSubscriptionMoves, scenarios: [], summary: "s", citation: "c2",
                mechanism: .serverConfirmedIllegalMove),
        ]
        let scenario = try inlineScenario(extensionScenario)
        let results = [
            ConformanceRunner(vendors: [vendor], goldens: GoldenStore(root: "/nonexistent"))
                .runCase(vendor: vendor, scenario: scenario, options: RunOptions())
        ]
        #expect(
            DeviationAudit.problems(vendors: [vendor], scenarios: [scenario], results: results).map(\.message) == [
                "known deviation NET-002 of test names scenarios typo.* that match none: it can never be checked",
                "known deviation SUB-001 of test is listed for every scenario but happened in none (unexpected pass): remove it [c2]",
            ])
        var broken = vendor
        broken.faults.illegalSubscriptionMove = true
        let illegal = try inlineScenario(
            """
            {"id": "test.inline", "title": "suspend after unsubscribe", "requires": ["subscription"], "steps": [
              {"id": "launch", "launch": {}}, {"id": "unsubscribe", "unsubscribe": {}},
              {"id": "suspend", "suspend": {}}, {"id": "wait", "advance": "1s"}
            ]}
            """)
        let shown = [
            ConformanceRunner(vendors: [broken], goldens: GoldenStore(root: "/nonexistent"))
                .runCase(vendor: broken, scenario: illegal, options: RunOptions())
        ]
        #expect(shown[0].deviations.map(\.deviation.invariant) == [.legalSubscriptionMoves])
        #expect(DeviationAudit.problems(vendors: [broken], scenarios: [illegal], results: shown).count == 1)
        // A deviation for every scenario that names no mechanism would excuse new bugs too: text
        // of the message does not name one (the wording is not a stable id).
        var unnamed = vendor
        unnamed.deviations = [
            KnownDeviation(invariant: .completionsExactlyOnce, scenarios: [], summary: "s", citation: "c3"),
            KnownDeviation(
                invariant: .completionsExactlyOnce, scenarios: [], summary: "s", citation: "c4",
                behaviour: "was never called"),
        ]
        #expect(
            DeviationAudit.problems(vendors: [unnamed], scenarios: [scenario], results: []).map(\.message)
                == ["c3", "c4"].map { citation in
                    "known deviation CMP-001 of test is listed for every scenario but names no mechanism: it would excuse "
                        + "every violation of CMP-001, new bugs included, so it excuses none; name the scenarios, or the "
                        + "mechanism (ViolationMechanism) it excuses [\(citation)]"
                })
        // A mechanism of another invariant can never match.
        var mismatched = vendor
        mismatched.deviations = [
            KnownDeviation(
                invariant: .completionsExactlyOnce, scenarios: [], summary: "s", citation: "c5",
                mechanism: .openPerDelivery)
        ]
        #expect(
            DeviationAudit.problems(vendors: [mismatched], scenarios: [scenario], results: []).map(\.message) == [
                "known deviation CMP-001 of test names mechanism DEL-004/open-per-delivery, which is one of DEL-004: it can never excuse anything [c5]"
            ])
    }
}
