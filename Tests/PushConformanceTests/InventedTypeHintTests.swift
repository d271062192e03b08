import PushConformance
import PushContract
import PushSimulator
import PushConformanceTestSupport
import PushTestKit
import Testing

/// MED-002 tells a type hint the download's answer sent from one the SDK made up: the
/// attachment's download records the answer's `Content-Type` (null for none), and a hint that
/// declares another type is the mechanism `invented-type-hint`, not `type-hint-not-the-bytes`
/// (which a vendor passing the answer's own MIME type may list as a deviation).
@Suite("MED-002: invented type hints")
struct InventedTypeHintTests {
    /// An HTML page with no `Content-Type` and no extension in its URL.
    static let untypedHTML = #"{"bytes": 5120, "magic": "html", "latency": "1s"}"#
    /// An HTML page served as text/html at a URL named `sale.png`.
    static let typedHTML = #"{"bytes": 5120, "type": "text/html", "magic": "html", "latency": "1s"}"#
    /// A JPEG with no `Content-Type`.
    static let untypedJPEG = #"{"bytes": 2048, "magic": "jpeg", "latency": "1s"}"#

    static func violations(_ handling: MediaTestVendor.Handling, _ answer: String) throws -> [Violation] {
        try MediaInvariantTests.mediaViolations(handling, answer)
    }

    @Test("A download's record names the Content-Type the server sent, null when it sent none")
    func downloadRecordsContentType() throws {
        func download(_ answer: String) throws -> JSONValue? {
            let records = try ScenarioExecutor(
                vendor: MediaTestVendor(handling: .trustsContentType),
                scenario: try inlineScenario(MediaInvariantTests.scenario(answer))
            ).run()
            return records.first { $0.systemName == .serviceExtensionAttachment }?.body["download"]
        }
        #expect(try download(MediaInvariantTests.png)?["contentType"] == "image/png")
        #expect(try download(Self.untypedHTML)?["contentType"] == .null)
    }

    @Test("image/jpeg given to an answer without Content-Type (an HTML page) is an invented hint")
    func jpegGuessedForUntypedAnswer() throws {
        let found = try Self.violations(.guessesJPEGWithoutContentType, Self.untypedHTML)
        #expect(found.map(\.invariant) == [.attachmentTypeMatchesBytes], "\(found)")
        #expect(found.first?.mechanism == .inventedTypeHint, "\(found)")
    }

    @Test("A hint from the URL's extension over the answer's text/html is an invented hint too")
    func hintFromURLOverAnswer() throws {
        let found = try Self.violations(.hintsFromURLExtension, Self.typedHTML)
        #expect(found.map(\.invariant) == [.attachmentTypeMatchesBytes], "\(found)")
        #expect(found.first?.mechanism == .inventedTypeHint, "\(found)")
    }

    @Test("The answer's own type passed as the hint stays type-hint-not-the-bytes")
    func answersOwnTypeIsNotInvented() throws {
        let found = try Self.violations(.trustsContentType, MediaInvariantTests.htmlAsPNG)
        #expect(found.map(\.invariant) == [.attachmentTypeMatchesBytes], "\(found)")
        #expect(found.first?.mechanism == .typeHintNotTheBytes, "\(found)")
    }

    @Test(
        "A guessed hint that matches the bytes breaks nothing",
        arguments: [MediaInvariantTests.png, untypedJPEG])
    func guessThatMatchesPasses(answer: String) throws {
        #expect(try Self.violations(.guessesJPEGWithoutContentType, answer).isEmpty)
    }

    @Test("A transcript that does not record the Content-Type keeps the older mechanism")
    func unrecordedContentType() {
        func record(_ download: JSONValue) -> TranscriptRecord {
            MediaInvariantRecordTests.record([
                "attachment": "a", "file": "a", "local": true, "type": "jpeg", "typeHint": "image/jpeg",
                "download": download,
            ])
        }
        let unrecorded = record(["seq": 1, "bytes": 10, "status": 200, "format": "html"])
        let found = Invariant.attachmentTypeMatchesBytes.check([unrecorded])
        #expect(found.map(\.mechanism) == [.typeHintNotTheBytes], "\(found)")
        let noneSent = record(["seq": 1, "bytes": 10, "status": 200, "contentType": .null, "format": "html"])
        #expect(Invariant.attachmentTypeMatchesBytes.check([noneSent]).map(\.mechanism) == [.inventedTypeHint])
        let jpegSent = record(["seq": 1, "bytes": 10, "status": 200, "contentType": "image/jpeg", "format": "html"])
        #expect(Invariant.attachmentTypeMatchesBytes.check([jpegSent]).map(\.mechanism) == [.typeHintNotTheBytes])
    }
}
