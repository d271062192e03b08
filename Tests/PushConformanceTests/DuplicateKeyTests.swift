import PushConformance
import PushContract
import PushSimulator
import PushConformanceTestSupport
import PushTestKit
import Testing

/// A scenario pushing `text` as raw bytes to the test vendor's app in the background.
private func rawPushScenario(_ text: String) throws -> String {
    let quoted = JSONValue.string(text).canonicalText
    return """
        {"id": "test.inline", "title": "raw", "steps": [
          {"id": "launch", "launch": {"state": "background"}},
          {"id": "push", "push": {"payloadText": \(quoted)}},
          {"id": "wait", "advance": "10s"}
        ]}
        """
}

@Suite("Duplicate keys in payloads and scenario files")
struct DuplicateKeyTests {
    @Test(
        "A scenario's raw bytes repeating keys are delivered (last value wins) and noted; PAY-007 warns no vendor for them"
    )
    func scenarioBytesAreNotTheVendors() throws {
        let text = #"{"test":true,"aps":{"alert":{"title":"first","title":"last"}},"a":"b","a":"c"}"#
        let records = try ScenarioExecutor(
            vendor: TestVendor(), scenario: try inlineScenario(try rawPushScenario(text))
        ).run()
        let noted = try #require(records.first { $0.kind == .system && $0.body["name"] == "payload.duplicate-keys" })
        #expect(noted.body["paths"] == ["a", "aps.alert.title"])
        #expect(records.contains { $0.kind == .system && $0.body["name"] == "push.arrived" })
        #expect(!records.contains { $0.kind == .system && $0.body["name"] == "apns.rejected" })
        // The bytes are the scenario's, not the vendor's: no invariant judges the vendor for them.
        #expect(Invariant.builtIn.flatMap { $0.check(records) }.isEmpty)
    }

    @Test("PAY-007: a payload the vendor's wire format writes with repeated keys is a SHOULD finding naming the paths")
    func vendorBytesRepeatingKeysAreAShouldFinding() throws {
        let vendor = RepeatingKeysVendor(base: TestVendor())
        let scenario = try inlineScenario(
            """
            {"id": "test.inline", "title": "message", "steps": [
              {"id": "launch", "launch": {"state": "background"}},
              {"id": "push", "push": {"message": {"title": "T"}}},
              {"id": "wait", "advance": "10s"}
            ]}
            """)
        let records = try ScenarioExecutor(vendor: vendor, scenario: scenario).run()
        let found = Invariant.builtIn.flatMap { $0.check(records) }
        #expect(found.map(\.invariant) == [.payloadKeysUnique])
        #expect(found.allSatisfy { $0.level == .should })
        #expect(found.first?.message.contains("the payload the vendor's wire format wrote repeats a") == true)
    }

    @Test("PAY-007 stays quiet for the same payload without the repeats")
    func uniqueKeysAreClean() throws {
        let text = #"{"test":true,"aps":{"alert":{"title":"last"}},"a":"c"}"#
        #expect(try violations(of: TestVendor(), in: try rawPushScenario(text)).isEmpty)
    }

    @Test("A scenario file that repeats a key is still refused, naming the key and its byte offset")
    func scenarioFilesRefuseRepeatedKeys() {
        let json = #"{"id": "test.inline", "title": "twice", "steps": [], "steps": []}"#
        do {
            _ = try inlineScenario(json)
            Issue.record("a scenario file with a repeated key was accepted")
        } catch {
            #expect("\(error)".contains("duplicate key \"steps\""))
            #expect("\(error)".contains("at byte 53"))
        }
    }

    @Test(
        "The bundled payload.repeated-key fixture reaches the device as its file's bytes: noted, and no vendor warned")
    func bundledFixturePushesRawBytes() throws {
        let loaded = ScenarioLoader(
            scenariosRoot: PackageLocation.conformance + "/Scenarios",
            fixturesRoot: PackageLocation.conformance + "/Fixtures"
        ).load()
        let scenario = try #require(loaded.scenarios.first { $0.id == "payload.repeated-key" })
        let records = try ScenarioExecutor(vendor: TestVendor(), scenario: scenario).run()
        let noted = try #require(records.first { $0.kind == .system && $0.body["name"] == "payload.duplicate-keys" })
        #expect(noted.body["paths"] == ["order"])
        #expect(Invariant.payloadKeysUnique.check(records).isEmpty)
    }

    @Test("A fixture that is merged into is parsed first: the repeat is gone before it is pushed")
    func mergedFixtureIsCanonical() throws {
        let scenario = try ScenarioDecoder { _ in Array(#"{"test": true, "a": 1, "a": 2}"#.utf8) }.decode(
            Array(
                """
                {"id": "test.inline", "title": "merge", "steps": [
                  {"id": "launch", "launch": {}},
                  {"id": "push", "push": {"fixture": "x.json", "merge": {"b": 3}}},
                  {"id": "wait", "advance": "1s"}
                ]}
                """.utf8), file: "test/inline.json")
        let records = try ScenarioExecutor(vendor: TestVendor(), scenario: scenario).run()
        #expect(!records.contains { $0.kind == .system && $0.body["name"] == "payload.duplicate-keys" })
        #expect(Invariant.payloadKeysUnique.check(records).isEmpty)
    }
}

/// The test vendor with a wire format that writes its payload as bytes repeating a key (`a`).
private struct RepeatingKeysVendor: PushVendor {
    struct Format: PushWireFormat {
        func encode(_ message: MessageSpec) throws(PushError) -> PushPayload {
            try PushPayload(bytes: Array(#"{"test":true,"aps":{"alert":"x"},"a":1,"a":2}"#.utf8))
        }
        func decode(_ payload: PushPayload) -> MessageSpec? { nil }
    }

    let base: any PushVendor
    var descriptor: VendorDescriptor { base.descriptor }
    var wireFormat: any PushWireFormat { Format() }
    var backend: VendorBackend { base.backend }
    func claims(_ payload: PushPayload) -> Bool { base.claims(payload) }
    func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter {
        base.makeAdapter(host: host, configuration: configuration)
    }
    func makeServiceExtension(host: PushHost, configuration: [String: JSONValue]) -> (any NotificationServiceExtension)?
    {
        base.makeServiceExtension(host: host, configuration: configuration)
    }
}
