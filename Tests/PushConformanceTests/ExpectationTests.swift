import Foundation
import PushConformance
import PushContract
import PushSimulator
import PushConformanceTestSupport
import PushTestKit
import Testing

/// Scenario expectations: decoded with a path for every mistake, checked on every vendor's
/// transcript at the cited requirement's level, failing the case and never recorded.
@Suite("Scenario expectations")
struct ExpectationTests {
    static func scenario(expect: String, steps: String = Self.subscribeSteps) throws -> Scenario {
        try inlineScenario(
            """
            {"id": "subscription.inline", "title": "t", "requires": ["subscription"], "steps": \(steps), "expect": \(expect)}
            """, file: "subscription/inline.json")
    }

    static let subscribeSteps = """
        [{"id": "launch", "launch": {}}, {"id": "subscribe", "subscribe": {}}, {"id": "wait", "advance": "2s"}]
        """

    static func violations(_ scenario: Scenario, _ vendor: any PushVendor = TestVendor()) throws -> [Violation] {
        scenario.expectationViolations(
            try ScenarioExecutor(vendor: vendor, scenario: scenario).run(), vendor: vendor.descriptor)
    }

    @Test(
        "Mistakes are refused with their JSON path",
        arguments: [
            (#"[{"requirement": "NOPE-1", "noRequests": {}}]"#, "expect[0].requirement", "unknown requirement id"),
            (#"[{"requirement": "DEL-002", "noRequests": {}}]"#, "expect[0].requirement", "is a MAY"),
            (
                #"[{"requirement": "SUB-002", "noRequests": {"steps": ["later"]}}]"#, "expect[0].noRequests",
                "no step has the id \"later\""
            ),
            (#"[{"requirement": "SUB-002"}]"#, "expect[0]", "exactly one of"),
            (
                #"[{"requirement": "SUB-002", "error": {"code": "made.up"}}]"#, "expect[0].error.code",
                "not in PushErrorCode.registry"
            ),
            (#"[{"requirement": "SUB-002", "sometimes": {}}]"#, "expect[0]", "unknown key \"sometimes\""),
            (
                #"[{"requirement": "TOK-005", "tokenSent": {"token": "", "after": "launch"}}]"#,
                "expect[0].tokenSent.token", "non-empty"
            ),
            // Expectations that could never fail.
            (
                #"[{"requirement": "CMP-001", "completions": {"kind": "respones", "count": 1}}]"#,
                "expect[0].completions.kind", "did you mean 'response'?"
            ),
            (
                #"[{"requirement": "TOK-005", "tokenNotSent": {"token": "a1", "after": "launch", "besides": ""}}]"#,
                "expect[0].tokenNotSent.besides", "an empty \"besides\" is carried by every request"
            ),
            (
                #"[{"requirement": "TOK-005", "tokenNotSent": {"token": "a1b2", "after": "launch", "besides": "a1b2"}}]"#,
                "expect[0].tokenNotSent.besides", "matches the token itself"
            ),
            (
                #"[{"requirement": "TOK-005", "tokenNotSent": {"token": "a1b2-r1", "after": "launch", "besides": "a1*"}}]"#,
                "expect[0].tokenNotSent.besides", "matches the token itself"
            ),
            (
                #"[{"requirement": "TOK-005", "tokenSent": {"token": "*", "after": "launch"}}]"#,
                "expect[0].tokenSent.token", "non-empty"
            ),
            (
                #"[{"requirement": "TOK-005", "tokenNotSent": {"token": "", "after": "launch"}}]"#,
                "expect[0].tokenNotSent.token", "non-empty"
            ),
            (
                #"[{"requirement": "SUB-002", "urlOpened": {"url": "", "opened": false}}]"#, "expect[0].urlOpened.url",
                "empty URL"
            ),
            (
                #"[{"requirement": "ADP-004", "forConfiguredVendors": true, "noRequests": {}}]"#,
                "expect[0].forConfiguredVendors", "hands none a configuration"
            ),
            (
                #"[{"requirement": "DEL-004", "delegate": {"name": "", "atMost": 1}}]"#, "expect[0].delegate.name",
                "never told an empty name"
            ),
        ])
    func refused(expect: String, path: String, message: String) {
        let error = #expect(throws: ScenarioError.self) { try Self.scenario(expect: expect) }
        #expect(error?.path == path, "\(String(describing: error))")
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    }

    @Test("More expectations than the budget allows are refused at the expect array, naming the budget")
    func overBudget() {
        let one = #"{"requirement": "SUB-002", "noRequests": {}}"#
        let many = "[" + Array(repeating: one, count: ScenarioBudget.expectations + 1).joined(separator: ",") + "]"
        let error = #expect(throws: ScenarioError.self) { try Self.scenario(expect: many) }
        #expect(error?.path == "expect", "\(String(describing: error))")
        #expect(error?.message.contains("ScenarioBudget.expectationChecks") == true, "\(String(describing: error))")
        let most = "[" + Array(repeating: one, count: ScenarioBudget.expectations).joined(separator: ",") + "]"
        #expect(throws: Never.self) { try Self.scenario(expect: most) }
    }

    @Test("The completion kinds an expectation may name are exactly those the simulator and the executor record")
    func completionKinds() throws {
        var found: Set<String> = []
        for folder in ["Sources/PushSimulator", "Sources/PushConformance/Running"] {
            let path = PackageLocation.root + "/" + folder
            for file in try FileManager.default.contentsOfDirectory(atPath: path) where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: path + "/" + file, encoding: .utf8)
                for match in text.matches(of: #/(?:ledger\.track|device\.completion)\(\s*"([a-z-]+)"/#) {
                    found.insert(String(match.output.1))
                }
            }
        }
        #expect(found == Set(ScenarioDecoder.completionKinds))
    }

    @Test("Kept expectations pass on the correct adapter; broken ones name the requirement at its level")
    func checked() throws {
        let kept = try Self.scenario(
            expect: """
                [{"requirement": "SUB-001", "completions": {"kind": "status", "count": 0}},
                 {"requirement": "SUB-002", "noRequests": {"steps": ["launch"]}},
                 {"requirement": "P3", "opens": {"atMost": 0}},
                 {"requirement": "R4", "urlOpened": {"url": "myapp://x", "opened": false}}]
                """)
        #expect(try Self.violations(kept).isEmpty)
        let broken = try Self.scenario(
            expect: """
                [{"requirement": "SUB-002", "noRequests": {"steps": ["subscribe"]}},
                 {"requirement": "SUB-002", "error": {"step": "subscribe", "code": "subscription.invalid-field"}},
                 {"requirement": "P9", "tokenSent": {"token": "never-sent", "after": "launch"}},
                 {"requirement": "TOK-005", "tokenNotSent": {"token": "subscribed", "after": "subscribe"}}]
                """)
        let found = try Self.violations(broken)
        #expect(found.map(\.invariant.rawValue) == ["SUB-002", "SUB-002", "P9", "TOK-005"])
        #expect(found.map(\.level) == [.must, .must, .should, .must])
        #expect(
            found[0].step == "subscribe" && found[0].message.contains("POST https://test.example/subscription was sent")
        )
        #expect(found[3].message.contains("request 1 carried it"), "\(found[3])")
    }

    @Test("A token beside its replacement is allowed by tokenNotSent's besides")
    func besides() throws {
        let scenario = try Self.scenario(
            expect: """
                [{"requirement": "TOK-005", "tokenNotSent": {"token": "subscribed", "after": "subscribe", "besides": "test.example"}}]
                """)
        #expect(try Self.violations(scenario).isEmpty)
    }

    @Test("A token is carried only whole: a rotated `<token>-r` or a longer hex string does not carry it")
    func wholeTokens() {
        func carries(_ text: String, _ token: String) -> Bool {
            ExpectationIndex.carries(Array(text.utf8), Array(token.utf8))
        }
        #expect(carries("fcm-token-1", "fcm-token-1"))
        #expect(carries("https://x.example/tokens/abc12?y=1", "abc12"))
        #expect(carries("{\"token\":\"abc12\"}", "abc12"))
        #expect(!carries("fcm-token-1-r", "fcm-token-1"))
        #expect(!carries("00abc12", "abc12"))
        #expect(!carries("abc12_ios", "abc12"))
        // A later whole occurrence is found after a partial one.
        #expect(carries("abc12ff abc12", "abc12"))
        // A pattern ending in `*` is the beginning of a whole token.
        func matches(_ text: String, _ pattern: String) -> Bool {
            ExpectationIndex.carries(Array(text.utf8), pattern: pattern)
        }
        #expect(matches("fcm-token-1-r2", "fcm-token-1-r*"))
        #expect(!matches("fcm-token-1", "fcm-token-1-r*"))
        #expect(!matches("xfcm-token-1-r2", "fcm-token-1-r*"))
        #expect(!matches("fcm-token-1-r2", "fcm-token-1-r"))
    }

    @Test("forConfiguredVendors holds only for a vendor the scenario's given configures")
    func configuredVendorsOnly() throws {
        let steps = #"[{"id": "launch", "launch": {}}, {"id": "wait", "advance": "1s"}]"#
        let expect =
            #"[{"requirement": "ADP-004", "forConfiguredVendors": true, "error": {"step": "launch", "code": "configuration.invalid-value"}}]"#
        let other = try inlineScenario(
            """
            {"id": "lifecycle.inline", "title": "t", "given": {"vendorConfiguration": {"someone-else": {}}}, "steps": \(steps), "expect": \(expect)}
            """, file: "lifecycle/inline.json")
        #expect(try Self.violations(other).isEmpty)
        let configured = try inlineScenario(
            """
            {"id": "lifecycle.inline", "title": "t", "given": {"vendorConfiguration": {"test": {}}}, "steps": \(steps), "expect": \(expect)}
            """, file: "lifecycle/inline.json")
        #expect(try Self.violations(configured).map(\.invariant) == [.badConfigurationReported])
        // A key of `configuration` may reach a vendor that declares reading it, so it loads; the
        // test vendor declares no key, so the expectation does not hold for it.
        let handed = try inlineScenario(
            """
            {"id": "lifecycle.inline", "title": "t", "given": {"configuration": {"settings": "{"}}, "steps": \(steps), "expect": \(expect)}
            """, file: "lifecycle/inline.json")
        #expect(handed.expectations.count == 1)
        #expect(try Self.violations(handed).isEmpty)
    }

    @Test("A broken MUST expectation fails the case and its transcript is never recorded")
    func neverRecorded() throws {
        let scenario = try Self.scenario(expect: #"[{"requirement": "SUB-002", "noRequests": {}}]"#)
        let folder = ScratchFolder.url("expect").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var options = RunOptions()
        options.recordMode = .missing
        let goldens = GoldenStore(root: folder)
        let result = ConformanceRunner(vendors: [TestVendor()], goldens: goldens)
            .runCase(vendor: TestVendor(), scenario: scenario, options: options)
        #expect(result.outcome == .fail)
        #expect(result.violations.map(\.invariant) == [.invalidSubscriptionFieldsRefused])
        #expect(result.golden == .missing)
        #expect(!FileManager.default.fileExists(atPath: goldens.path(vendor: "test", scenario: scenario.id)))
    }
}
