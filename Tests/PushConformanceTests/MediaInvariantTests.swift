import PushConformance
import PushContract
import PushSimulator
import PushConformanceTestSupport
import PushTestKit
import Testing

/// MED-001 … MED-004 (R9): each catches its deliberately broken media adapter, and the
/// well-behaved one passes every media scenario.
@Suite("Media invariants")
struct MediaInvariantTests {
    static let url = "https://media.example.test/m/sale.png"

    /// A scenario serving `answer` for the media URL, then pushing a claimed rich push with it.
    static func scenario(_ answer: String) -> String {
        """
        {"id": "test.inline", "title": "media", "steps": [
          {"id": "launch", "launch": {"state": "background"}},
          {"id": "media", "media": {"\(url)": \(answer)}},
          {"id": "push", "push": {"payload": {"test": true, "media": "\(url)", "aps": {"alert": {"title": "T"}, "mutable-content": 1}}}},
          {"id": "wait", "advance": "60s"}
        ]}
        """
    }

    static let png = #"{"bytes": 48213, "type": "image/png", "magic": "png", "latency": "1s"}"#
    static let bigPNG = #"{"bytes": 12582912, "type": "image/png", "magic": "png", "latency": "1s"}"#
    static let bigMP3 = #"{"bytes": 7340032, "type": "audio/mpeg", "magic": "mp3"}"#
    static let bigMP4 = #"{"bytes": 62914560, "type": "video/mp4", "magic": "mp4"}"#
    static let htmlAsPNG = #"{"bytes": 5120, "type": "image/png", "magic": "html", "latency": "1s"}"#
    static let errorPage = #"{"bytes": 1024, "type": "text/html", "magic": "html", "status": 404}"#
    static let notFound = #"{"failure": "not-found", "latency": "1s"}"#

    static func mediaViolations(_ handling: MediaTestVendor.Handling, _ answer: String) throws -> [Violation] {
        try violations(of: MediaTestVendor(handling: handling), in: scenario(answer))
    }

    @Test(
        "The well-behaved extension breaks no invariant on any media answer",
        arguments: [png, bigPNG, bigMP3, bigMP4, htmlAsPNG, errorPage, notFound])
    func wellBehavedPasses(answer: String) throws {
        #expect(try Self.mediaViolations(.wellBehaved, answer).isEmpty)
    }

    @Test("The well-behaved extension really attaches a valid file (the invariants see an attachment)")
    func wellBehavedAttaches() throws {
        let records = try ScenarioExecutor(
            vendor: MediaTestVendor(handling: .wellBehaved), scenario: try inlineScenario(Self.scenario(Self.png))
        ).run()
        let attachment = try #require(records.first { $0.systemName == .serviceExtensionAttachment })
        #expect(attachment.body["file"] == "media.png")
        #expect(attachment.body["local"] == true)
        #expect(attachment.body["type"] == "png")
        #expect(attachment.body["download"]?["format"] == "png")
        #expect(attachment.body["download"]?["status"] == 200)
    }

    @Test(
        "A 12 MB image, a 7 MB MP3 and a 60 MB video attached anyway break MED-001 and nothing else",
        arguments: [(bigPNG, "12582912-byte image"), (bigMP3, "7340032-byte audio"), (bigMP4, "62914560-byte video")])
    func oversizeAttachment(answer: String, what: String) throws {
        let found = try Self.mediaViolations(.ignoresSizeLimit, answer)
        #expect(found.map(\.invariant) == [.attachmentWithinSizeLimit], "\(found)")
        #expect(found.first?.level == .must)
        #expect(found.first?.message.contains(what) == true, "\(found)")
    }

    @Test("An HTML page served as image/png and attached with that type hint breaks MED-002")
    func htmlServedAsPNG() throws {
        let found = try Self.mediaViolations(.trustsContentType, Self.htmlAsPNG)
        #expect(found.map(\.invariant) == [.attachmentTypeMatchesBytes], "\(found)")
        #expect(
            found.first?.message
                == #"attachment "media" is declared a PNG image but its bytes are an HTML page (not a type UNNotificationAttachment recognises)"#
        )
        #expect(try Self.mediaViolations(.trustsContentType, Self.png).isEmpty)
    }

    @Test("An attachment pointing at the remote URL breaks MED-003")
    func remoteURL() throws {
        let found = try Self.mediaViolations(.attachesRemoteURL, Self.png)
        #expect(found.map(\.invariant) == [.attachmentIsLocalFile], "\(found)")
        #expect(found.first?.message.contains("\"\(Self.url)\", not a local file") == true, "\(found)")
    }

    @Test("Attaching after a failed download, or from an error page, breaks MED-004")
    func attachAfterFailure() throws {
        let failed = try Self.mediaViolations(.attachesAfterFailure, Self.notFound)
        #expect(failed.map(\.invariant) == [.attachmentFromSuccessfulDownload], "\(failed)")
        #expect(failed.first?.message == #"attachment "media" comes from a download that failed (not-found)"#)
        let errorPage = try Self.mediaViolations(.attachesAfterFailure, Self.errorPage)
        #expect(
            Set(errorPage.map(\.invariant)) == [.attachmentFromSuccessfulDownload, .attachmentTypeMatchesBytes],
            "\(errorPage)")
        #expect(errorPage.contains { $0.message.contains("HTTP 404") })
    }

    @Test("Every media invariant is a MUST in the built-in list and the catalogue")
    func registered() {
        let ids: [RequirementID] = [
            .attachmentWithinSizeLimit, .attachmentTypeMatchesBytes, .attachmentIsLocalFile,
            .attachmentFromSuccessfulDownload,
        ]
        for id in ids {
            #expect(Invariant.builtIn.first { $0.id == id }?.level == .must, "\(id)")
            #expect(RequirementCatalog.requirement(id)?.checkedBy == id, "\(id)")
        }
    }
}

/// The parts of an `nse.attachment` record the media invariants read, fed directly.
@Suite("Media invariants on recorded transcripts")
struct MediaInvariantRecordTests {
    static func record(_ details: [String: JSONValue]) -> TranscriptRecord {
        var body = details
        body["name"] = .string(SimulatorRecordName.serviceExtensionAttachment.rawValue)
        return TranscriptRecord(time: .zero, step: "wait", kind: .system, body: .object(body))
    }

    @Test("A file type UNNotificationAttachment does not list fails MED-002 before the bytes are looked at")
    func unsupportedDeclaredType() {
        let webp = Self.record([
            "attachment": "a", "file": "a.webp", "local": true, "type": "webp",
            "download": ["seq": 1, "bytes": 10, "status": 200, "format": "webp"],
        ])
        let found = Invariant.attachmentTypeMatchesBytes.check([webp])
        #expect(
            found.map(\.message) == [
                #"attachment "a": its file name "a.webp" (WebP image) is not a type UNNotificationAttachment recognises"#
            ])
        let unknown = Self.record([
            "attachment": "a", "file": "a.bin", "local": true, "type": .null, "typeHint": "application/octet-stream",
            "download": ["seq": 1, "bytes": 10, "status": 200, "format": "png"],
        ])
        #expect(
            Invariant.attachmentTypeMatchesBytes.check([unknown]).map(\.message)
                == [
                    #"attachment "a": its type hint "application/octet-stream" is not a type UNNotificationAttachment recognises"#
                ])
    }

    @Test(
        "An attachment whose URL was never downloaded, or whose download was cancelled or is unfinished, fails MED-004")
    func noSuccessfulDownload() {
        let cases: [(JSONValue, String)] = [
            (.null, "names https://x.test/a.png, which was never downloaded"),
            (["seq": 1, "cancelled": true], "comes from a download that was cancelled"),
            (["seq": 1, "unfinished": true], "comes from a download that has not finished"),
        ]
        for (download, text) in cases {
            let record = Self.record([
                "attachment": "a", "url": "https://x.test/a.png", "file": "a.png", "local": true,
                "type": "png", "download": download,
            ])
            let found = Invariant.attachmentFromSuccessfulDownload.check([record])
            #expect(found.map(\.message) == ["attachment \"a\" \(text)"])
            #expect(
                Invariant.attachmentTypeMatchesBytes.check([record]).isEmpty, "no bytes: MED-002 has nothing to compare"
            )
        }
        for bundled in ["", "/var/containers/Bundle/Application/App.app/placeholder.png", "file:///tmp/p.png"] {
            let record = Self.record([
                "attachment": "a", "url": .string(bundled), "file": "p.png", "local": true,
                "type": "png", "download": .null,
            ])
            #expect(
                Invariant.attachmentFromSuccessfulDownload.check([record]).isEmpty,
                "a shipped file needs no download: \(bundled)")
        }
    }

    @Test("The size limit is the declared kind's; an undeclared type falls back to the kind the bytes show")
    func sizeByKind() {
        let audioAsVideo = Self.record([
            "attachment": "a", "file": "a.mp4", "local": true, "type": "mp4",
            "download": ["seq": 1, "bytes": 7_340_032, "status": 200, "format": "mp3"],
        ])
        #expect(Invariant.attachmentWithinSizeLimit.check([audioAsVideo]).isEmpty, "7 MB is within the video limit")
        let undeclared = Self.record([
            "attachment": "a", "file": "a", "local": true, "type": .null,
            "download": ["seq": 1, "bytes": 7_340_032, "status": 200, "format": "mp3"],
        ])
        #expect(
            Invariant.attachmentWithinSizeLimit.check([undeclared]).map(\.invariant) == [.attachmentWithinSizeLimit])
        let exactly = Self.record([
            "attachment": "a", "file": "a.png", "local": true, "type": "png",
            "download": [
                "seq": 1, "bytes": .number(Double(APNsLimits.maxImageAttachmentBytes)), "status": 200, "format": "png",
            ],
        ])
        #expect(Invariant.attachmentWithinSizeLimit.check([exactly]).isEmpty, "the limit itself is allowed")
    }
}

/// The bundled media scenarios, run through the real runner as an outside adapter would be:
/// each broken handling fails its scenario with its invariant, the well-behaved one breaks none.
@Suite("Media invariants on the bundled scenarios")
struct BundledMediaScenarioTests {
    static let suite = ConformanceSuite(root: PackageLocation.conformance)
    static let scenarios = suite.loadScenarios().scenarios

    static func result(_ handling: MediaTestVendor.Handling, _ scenarioID: String) throws -> RunReport.Case {
        let scenario = try #require(scenarios.first { $0.id == scenarioID }, "no scenario \(scenarioID)")
        let vendor = MediaTestVendor(handling: handling)
        return ConformanceRunner(vendors: [vendor], goldens: GoldenStore(root: suite.goldensRoot))
            .runCase(vendor: vendor, scenario: scenario, options: RunOptions())
    }

    @Test(
        "Each broken media adapter fails the bundled scenario with its invariant",
        arguments: [
            (
                MediaTestVendor.Handling.ignoresSizeLimit, "notification-service.media-too-large",
                RequirementID.attachmentWithinSizeLimit
            ),
            (.ignoresSizeLimit, "notification-service.media-audio-too-large", .attachmentWithinSizeLimit),
            (.ignoresSizeLimit, "notification-service.media-video-too-large", .attachmentWithinSizeLimit),
            (.trustsContentType, "notification-service.media-html-served-as-png", .attachmentTypeMatchesBytes),
            (.attachesRemoteURL, "notification-service.media-png", .attachmentIsLocalFile),
            (.attachesAfterFailure, "notification-service.media-download-failure", .attachmentFromSuccessfulDownload),
            (.attachesAfterFailure, "notification-service.media-error-page", .attachmentFromSuccessfulDownload),
        ])
    func brokenFails(handling: MediaTestVendor.Handling, scenarioID: String, invariant: RequirementID) throws {
        let broken = try Self.result(handling, scenarioID)
        #expect(broken.outcome == .fail)
        #expect(broken.violations.contains { $0.invariant == invariant && $0.level == .must }, "\(broken.violations)")
        let good = try Self.result(.wellBehaved, scenarioID)
        #expect(good.violations.isEmpty && good.warnings.isEmpty, "\(good.violations)")
    }
}
