import PushContract
import Testing

@Suite("Media formats and attachments")
struct MediaFormatTests {
    @Test("Every format's signature sniffs back to that format", arguments: MediaFormat.allCases)
    func signatureRoundTrips(format: MediaFormat) {
        #expect(MediaFormat.sniff(format.signature) == format)
    }

    @Test("Sniffing real-world first bytes")
    func sniffing() {
        #expect(MediaFormat.sniff(Array("GIF87a".utf8)) == .gif)
        #expect(MediaFormat.sniff([0xFF, 0xFB, 0x90, 0x64]) == .mp3, "an MPEG-1 layer III frame header")
        #expect(MediaFormat.sniff([0xFF, 0xF1, 0x50, 0x80]) == nil, "AAC's ADTS header is not MP3")
        #expect(MediaFormat.sniff([0xFF, 0xD8, 0xFF, 0xDB]) == .jpeg)
        #expect(MediaFormat.sniff(Array("\u{FEFF}  <HTML><body>".utf8)) == .html)
        #expect(MediaFormat.sniff(Array("\n<!doctype html>".utf8)) == .html)
        #expect(MediaFormat.sniff(Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVE".utf8)) == .wav)
        #expect(MediaFormat.sniff(Array("RIFF\u{0}\u{0}\u{0}\u{0}XXXX".utf8)) == nil)
        #expect(MediaFormat.sniff([0, 0, 0, 0x18] + Array("ftypmif1".utf8)) == .heic)
        #expect(MediaFormat.sniff([0, 0, 0, 0x18] + Array("ftypzzzz".utf8)) == nil)
        #expect(MediaFormat.sniff([]) == nil)
        #expect(MediaFormat.sniff([0x89, 0x50]) == nil, "a truncated PNG signature is no PNG")
        #expect(MediaFormat.sniff(Array("{\"error\":404}".utf8)) == nil)
    }

    @Test("Type hints: MIME types and uniform type identifiers, any case, parameters ignored")
    func typeHints() {
        #expect(MediaFormat(typeHint: "image/png") == .png)
        #expect(MediaFormat(typeHint: "IMAGE/JPEG; charset=binary") == .jpeg)
        #expect(MediaFormat(typeHint: "public.mpeg-4") == .mp4)
        #expect(MediaFormat(typeHint: "audio/x-m4a") == .m4a)
        #expect(MediaFormat(typeHint: "text/html") == .html)
        #expect(MediaFormat(typeHint: "application/octet-stream") == nil)
        #expect(MediaFormat(typeHint: "") == nil)
    }

    @Test("File names: the last path component's extension, any case")
    func fileNames() {
        #expect(MediaFormat(fileName: "notification-image.jpg") == .jpeg)
        #expect(MediaFormat(fileName: "/tmp/a.b/clip.MP4") == .mp4)
        #expect(MediaFormat(fileName: "CFNetworkDownload_x.tmp") == nil)
        #expect(MediaFormat(fileName: ".png") == nil, "a hidden file has no extension")
        #expect(MediaFormat(fileName: "png") == nil)
    }

    @Test("Only the types UNNotificationAttachment documents have a kind, with R9's limits")
    func kinds() {
        #expect(MediaFormat.allCases.filter { $0.attachmentKind == .image } == [.png, .jpeg, .gif])
        #expect(MediaFormat.allCases.filter { $0.attachmentKind == .audio } == [.aiff, .wav, .mp3, .m4a])
        #expect(MediaFormat.allCases.filter { $0.attachmentKind == .video } == [.mp4, .mpeg, .avi])
        #expect(AttachmentKind.image.maxBytes == 10_485_760)
        #expect(AttachmentKind.audio.maxBytes == 5_242_880)
        #expect(AttachmentKind.video.maxBytes == 52_428_800)
    }

    @Test("Labels read with their article")
    func articles() {
        #expect(MediaFormat.html.labelWithArticle == "an HTML page")
        #expect(MediaFormat.mp3.labelWithArticle == "an MP3 audio file")
        #expect(MediaFormat.png.labelWithArticle == "a PNG image")
        #expect(MediaFormat.quicktime.labelWithArticle == "a QuickTime movie")
    }

    @Test("A local file is a name, a path or a file URL; a remote URL is not")
    func localFile() {
        func attachment(_ file: String) -> NotificationAttachment {
            NotificationAttachment(identifier: "a", sourceURL: "https://x.test/a.png", fileName: file, byteCount: 1)
        }
        #expect(attachment("a.png").isLocalFile)
        #expect(attachment("/private/var/tmp/a.png").isLocalFile)
        #expect(attachment("file:///private/var/tmp/a.png").isLocalFile)
        #expect(attachment("FILE:///tmp/a.png").isLocalFile)
        #expect(!attachment("https://x.test/a.png").isLocalFile)
        #expect(!attachment("data:image/png;base64,iVBO").isLocalFile)
        #expect(!attachment("").isLocalFile)
        #expect(attachment("1:2.png").isLocalFile, "a scheme starts with a letter")
        // A colon in a file name is not a URL (found by fuzzing: Actito names the file after
        // the URL's last path component, `avatar:.png`).
        #expect(attachment("avatar:.png").isLocalFile && attachment("photo:2x.jpg").isLocalFile)
        #expect(!attachment("ftp://x.test/a.png").isLocalFile && !attachment("custom+app://a.png").isLocalFile)
        #expect(!attachment("HTTPS:x.test/a.png").isLocalFile && !attachment("blob:x").isLocalFile)
    }

    @Test("The declared format is the type hint's, else the file extension's")
    func declaredFormat() {
        var attachment = NotificationAttachment(identifier: "a", sourceURL: "u", fileName: "a.jpg", byteCount: 1)
        #expect(attachment.declaredFormat == .jpeg)
        attachment.typeHint = "image/png"
        #expect(attachment.declaredFormat == .png)
        attachment.typeHint = "application/x-unknown"
        #expect(attachment.declaredFormat == nil, "an unknown hint is not rescued by the extension")
    }
}
