import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport

/// The live-activity request audit on its bundled corpus: every request gives the verdict its
/// file states (so a rule that stops firing, or starts firing on Apple's own examples, fails a
/// test), every rule is both broken and kept somewhere in the corpus, and a malformed request
/// file is refused with its path and JSON path.
@Suite("Live-activity request audit")
struct LiveActivityRequestAuditTests {
    static let folder = PackageLocation.conformance + "/" + LiveActivityRequestFile.corpusFolder
    static let names = LiveActivityRequestFile.files(in: folder) ?? []

    static func load(_ name: String) throws -> LiveActivityRequestFile {
        try LiveActivityRequestFile.load(folder + "/" + name, file: name)
    }

    static func corpus() throws -> [LiveActivityRequestFile] { try names.map(load) }

    @Test("Every corpus request gives the verdict its file states", arguments: names)
    func expectedVerdict(_ name: String) throws {
        let file = try Self.load(name)
        let expected = try #require(file.expected, "\(name) states no expect")
        #expect(file.source.map { !$0.isEmpty } == true, "\(name) names no source")
        let verdict = file.verdict
        #expect(verdict.brokenRuleIDs == expected.sorted(), "\(name): \(verdict.findings.map(\.description))")
        // A finding's path points into the request the file holds.
        for finding in verdict.findings { #expect(finding.path.hasPrefix("request."), "\(finding)") }
    }

    @Test("The corpus: at least 30 requests; Apple's examples pass; every rule broken in one and kept in another")
    func corpusCoversEveryRule() throws {
        let corpus = try Self.corpus()
        #expect(corpus.count >= 30)
        let apple = corpus.filter { $0.file.hasPrefix("apple-") }
        #expect(apple.count >= 10)
        for file in apple {
            #expect(file.expected == [] && file.verdict.findings.isEmpty, "\(file.file): \(file.verdict.findings)")
            #expect(file.source?.contains("https://developer.apple.com/documentation/") == true, "\(file.file)")
        }
        let verdicts = corpus.map(\.verdict)
        for rule in LiveActivityRule.all {
            #expect(verdicts.contains { $0.brokenRuleIDs.contains(rule.id) }, "no corpus request breaks \(rule.id)")
            #expect(
                verdicts.contains { $0.kept.contains(rule) },
                "no corpus request is checked against \(rule.id) and keeps it")
        }
        // Broken variants each break something, and say which request they vary.
        for file in corpus where file.file.hasPrefix("broken-") {
            #expect(file.expected?.isEmpty == false, "\(file.file)")
            #expect(file.source?.hasPrefix("Broken variant of ") == true, "\(file.file)")
        }
    }

    @Test("Rules: unique ids, each stating R14, R15 or R21 of the catalogue and citing Apple")
    func rulesAreSpecified() throws {
        let ids = LiveActivityRule.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for rule in LiveActivityRule.all {
            #expect(["R14", "R15", "R21"].contains(rule.requirement.rawValue), "\(rule.id)")
            #expect(RequirementCatalog.requirement(rule.requirement) != nil, "\(rule.id)")
            #expect(rule.source.contains("https://developer.apple.com/"), "\(rule.id)")
        }
        for id in ["R14", "R15", "R21"] {
            let requirement = try #require(RequirementCatalog.requirement(RequirementID(rawValue: id)))
            #expect(requirement.oracles.contains(.liveActivityRequestAudit), "\(id)")
            #expect(requirement.level == .must, "\(id)")
        }
        let r21 = try #require(RequirementCatalog.requirement(RequirementID(rawValue: "R21")))
        #expect(
            r21.sources.contains {
                $0.contains("developer.apple.com/documentation/activitykit/activityauthorizationerror")
            })
    }

    @Test("Conformance/README.md documents every rule id")
    func readmeListsEveryRule() throws {
        let readme = try String(contentsOfFile: PackageLocation.conformance + "/README.md", encoding: .utf8)
        for rule in LiveActivityRule.all {
            #expect(readme.contains("`\(rule.id)`"), "\(rule.id) is not in Conformance/README.md")
        }
    }

    // MARK: Rules on requests built in code

    func update(_ aps: [String: JSONValue], headers: [String: String]? = nil) -> LiveActivityRequest {
        LiveActivityRequest(
            method: "POST", path: "/3/device/00aa11bb",
            headers: headers ?? [
                "apns-push-type": "liveactivity", "apns-topic": "com.example.app.push-type.liveactivity",
            ],
            body: .json(["aps": .object(aps)]))
    }

    @Test("relevance-score is relative on a live-activity push (100 passes), but 0…1 on an alert push (R5)")
    func relevanceScoreScopes() {
        let aps: [String: JSONValue] = [
            "event": "update", "timestamp": 1_700_000_000, "content-state": ["level": 1], "relevance-score": 100,
        ]
        #expect(LiveActivityRequestAudit.audit(update(aps)).findings.isEmpty)
        var negative = aps
        negative["relevance-score"] = -0.5
        #expect(LiveActivityRequestAudit.audit(update(negative)).brokenRuleIDs == ["aps.relevance-score"])
        // The wire-format audit's R5 range: an alert push's 100 is out of range; a live-activity payload's is not.
        #expect(WireFormatAudit.relevanceScoreOutOfRange(["alert": "Hi", "relevance-score": 100]) == .number(100))
        #expect(WireFormatAudit.relevanceScoreOutOfRange(["alert": "Hi", "relevance-score": 0.5]) == JSONValue?.none)
        #expect(WireFormatAudit.relevanceScoreOutOfRange(aps) == JSONValue?.none)
    }

    @Test("A null content-state counts as missing, not as a value to decode")
    func nullIsMissing() {
        let aps: [String: JSONValue] = ["event": "update", "timestamp": 1_700_000_000, "content-state": .null]
        #expect(LiveActivityRequestAudit.audit(update(aps)).brokenRuleIDs == ["aps.content-state"])
    }

    @Test("Header names are compared in lower case; Liveactivity is accepted; a path without its slash too")
    func spellings() {
        let aps: [String: JSONValue] = ["event": "update", "timestamp": 1_700_000_000, "content-state": [:]]
        let upper = update(
            aps, headers: ["APNs-Push-Type": "Liveactivity", "APNS-TOPIC": "a.b.push-type.liveactivity"])
        #expect(LiveActivityRequestAudit.audit(upper).findings.isEmpty)
        var broadcast = LiveActivityRequest(
            method: "POST", path: "4/broadcasts/apps/a.b",
            headers: [
                "apns-push-type": "liveactivity", "apns-priority": "5", "apns-expiration": "0",
                "apns-channel-id": "YWJj",
            ], body: .json(["aps": .object(aps)]))
        #expect(LiveActivityRequestAudit.audit(broadcast).findings.isEmpty)
        broadcast.headers["apns-channel-id"] = "not base64!"
        #expect(LiveActivityRequestAudit.audit(broadcast).brokenRuleIDs == ["header.channel-id"])
        broadcast.headers["apns-channel-id"] = "YWJj"
        broadcast.headers["apns-expiration"] = "-5"
        #expect(LiveActivityRequestAudit.audit(broadcast).brokenRuleIDs == ["header.expiration"])
    }

    @Test("ContentState types: Apple's default decoding, nested objects, arrays and optionals")
    func contentStateTypes() throws {
        #expect(ContentStateType.parse("[date]?") == .optional(.array(.date)))
        #expect(ContentStateType.parse("string??") == nil && ContentStateType.parse("[]") == nil)
        #expect(ContentStateType.parse("Date") == nil)
        let declared = ContentStateType.object([
            "score": .integer, "at": .date, "tags": .array(.string), "note": .optional(.string),
            "team": .object(["name": .string, "live": .boolean]),
        ])
        let good: JSONValue = [
            "score": 2, "at": 707_645_400, "tags": ["a"], "team": ["name": "Otters", "live": true], "extra": 1,
        ]
        #expect(declared.problems(good, at: "cs").isEmpty)
        let bad: JSONValue = [
            "score": 2.5, "at": "2023-06-05T08:30:00Z", "tags": ["a", 3], "note": .null, "team": ["live": 1],
        ]
        #expect(
            declared.problems(bad, at: "cs").map(\.path) == [
                "cs.at", "cs.score", "cs.tags[1]", "cs.team.live", "cs.team.name",
            ])
    }

    // MARK: Malformed request files

    func refusal(_ text: String) -> ScenarioError? {
        do {
            _ = try LiveActivityRequestFile.decode(Array(text.utf8), file: "x.json")
            return nil
        } catch {
            return error
        }
    }

    static let request = #""request": {"method": "GET", "path": "/1/apps/a/all-channels"}"#

    @Test(
        "A malformed request file is refused with its path and the JSON path of the fault",
        arguments: [
            (
                #"{"title": "t", "request": {"method": "POST", "path": "/3/device/aa", "headers": {"apns-priority": 10}}}"#,
                "request.headers.apns-priority"
            ),
            (#"{"title": "t", "expect": ["header.topik"], \#(request)}"#, "expect[0]"),
            (#"{"title": "t", "expect": ["header.topic", "header.topic"], \#(request)}"#, "expect[1]"),
            (#"{"title": "t", "context": {"contentState": {"at": "Date"}}, \#(request)}"#, "context.contentState.at"),
            (#"{"title": "t", "context": {"now": 1685952000000}, \#(request)}"#, "context.now"),
            (#"{"title": "t", "context": {"channelStoragePolicy": 2}, \#(request)}"#, "context.channelStoragePolicy"),
            (#"{"title": "t", "request": {"method": "POST", "path": "/x", "body": {}, "bodyText": "{}"}}"#, "request"),
            (
                #"{"title": "t", "request": {"method": "POST", "path": "/x", "headers": {"A": "1", "a": "2"}}}"#,
                "request.headers.a"
            ),
            (#"{"title": "t", "requests": {}}"#, ""),
            (#"{"title": "t", \#(request), "expect": [1e999]}"#, "expect[0]"),
            (
                #"{"title": "t", "request": {"method": "GET", "method": "GET", "path": "/1/apps/a/channels"}}"#,
                "request"
            ),
        ])
    func malformedFileRefused(_ text: String, path: String) throws {
        let error = try #require(refusal(text), "accepted: \(text)")
        #expect(error.file == "x.json")
        #expect(error.path == path, "\(error)")
    }

    @Test("An unknown rule id in expect is refused with the closest rule named")
    func unknownRuleSuggestsOne() throws {
        let error = try #require(refusal(#"{"title": "t", "expect": ["header.topik"], \#(Self.request)}"#))
        #expect(error.message.contains("did you mean \"header.topic\""), "\(error)")
    }

    @Test("A request file that is not a regular file, or too large, is refused by name")
    func unreadableFile() throws {
        let folder = ScratchFolder.url("la-audit")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: ScenarioError.self) { try LiveActivityRequestFile.load(folder.path, file: "folder") }
        let big = folder.appendingPathComponent("big.json")
        try Data(repeating: 0x20, count: LiveActivityRequestFile.maxFileBytes + 1).write(to: big)
        do {
            _ = try LiveActivityRequestFile.load(big.path, file: "big.json")
            Issue.record("a file over the bound was read")
        } catch {
            #expect(error.file == "big.json" && error.message.contains("at most"), "\(error)")
        }
    }
}
