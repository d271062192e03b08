/// A file format a media download can have, as the system would identify it: from a type hint
/// (MIME type or uniform type identifier), from a file-name extension, or from the file's first
/// bytes (its "magic"). Only the formats with an ``attachmentKind`` are ones
/// `UNNotificationAttachment` documents as supported (R9); the others (HEIC, WebP, QuickTime,
/// HTML) are named so a report can say what a file really is.
public enum MediaFormat: String, Sendable, Hashable, CaseIterable {
    /// PNG image.
    case png
    /// JPEG image.
    case jpeg
    /// GIF image.
    case gif
    /// HEIC / HEIF image (not in `UNNotificationAttachment`'s documented types).
    case heic
    /// WebP image (not in `UNNotificationAttachment`'s documented types).
    case webp
    /// AIFF audio.
    case aiff
    /// WAV audio.
    case wav
    /// MP3 audio.
    case mp3
    /// MPEG-4 audio (M4A).
    case m4a
    /// MPEG-4 video.
    case mp4
    /// MPEG-1 / MPEG-2 video.
    case mpeg
    /// AVI video.
    case avi
    /// QuickTime movie (not in `UNNotificationAttachment`'s documented types).
    case quicktime
    /// An HTML page (an error page, a captive portal, a CDN's login page).
    case html

    /// What kind of attachment the system accepts this format as; nil when it is not a type
    /// `UNNotificationAttachment` documents (R9).
    public var attachmentKind: AttachmentKind? {
        switch self {
        case .png, .jpeg, .gif: .image
        case .aiff, .wav, .mp3, .m4a: .audio
        case .mp4, .mpeg, .avi: .video
        case .heic, .webp, .quicktime, .html: nil
        }
    }

    /// The format identified by a type hint: a MIME type (`image/png`, parameters ignored) or a
    /// uniform type identifier (`public.png`), in any letter case; nil when unknown.
    public init?(typeHint: String) {
        let bare = typeHint.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
        let key = bare.trimmingBlanks.lowercased()
        guard let format = Self.allCases.first(where: { $0.typeNames.contains(key) }) else { return nil }
        self = format
    }

    /// The format identified by a file name's extension (`notification-image.jpg`); nil when the
    /// name has no extension or an unknown one.
    public init?(fileName: String) {
        let last = fileName.split(separator: "/").last.map(String.init) ?? fileName
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return nil }
        let ext = last[last.index(after: dot)...].lowercased()
        guard let format = Self.allCases.first(where: { $0.fileExtensions.contains(ext) }) else { return nil }
        self = format
    }

    /// The format the first bytes of a file show, or nil when they match none.
    public static func sniff(_ bytes: [UInt8]) -> MediaFormat? {
        func ascii(_ range: Range<Int>) -> String? {
            guard bytes.count >= range.upperBound else { return nil }
            return String(decoding: bytes[range], as: UTF8.self)
        }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if let head = ascii(0..<6), head == "GIF87a" || head == "GIF89a" { return .gif }
        if ascii(0..<4) == "RIFF" {
            switch ascii(8..<12) {
            case "WAVE": return .wav
            case "AVI ": return .avi
            case "WEBP": return .webp
            default: return nil
            }
        }
        if ascii(0..<4) == "FORM", let form = ascii(8..<12), form == "AIFF" || form == "AIFC" { return .aiff }
        if ascii(4..<8) == "ftyp", let brand = ascii(8..<12) { return Self.isoBrands[brand] }
        if bytes.starts(with: Array("ID3".utf8)) { return .mp3 }
        // An MPEG audio frame: 11 sync bits, a layer other than "reserved" (AAC's ADTS has 00).
        if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] & 0xE0 == 0xE0, bytes[1] & 0x06 != 0 { return .mp3 }
        if bytes.starts(with: [0x00, 0x00, 0x01, 0xBA]) || bytes.starts(with: [0x00, 0x00, 0x01, 0xB3]) {
            return .mpeg
        }
        if Self.looksLikeHTML(bytes) { return .html }
        return nil
    }

    /// Typical first bytes of a file of this format, which ``sniff(_:)`` identifies as it.
    public var signature: [UInt8] {
        func riff(_ form: String) -> [UInt8] { Array("RIFF".utf8) + [0x24, 0x00, 0x00, 0x00] + Array(form.utf8) }
        func ftyp(_ brand: String) -> [UInt8] { [0x00, 0x00, 0x00, 0x20] + Array("ftyp".utf8) + Array(brand.utf8) }
        switch self {
        case .png: return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        case .jpeg: return [0xFF, 0xD8, 0xFF, 0xE0]
        case .gif: return Array("GIF89a".utf8)
        case .heic: return ftyp("heic")
        case .webp: return riff("WEBP")
        case .aiff: return Array("FORM".utf8) + [0x00, 0x00, 0x10, 0x00] + Array("AIFF".utf8)
        case .wav: return riff("WAVE")
        case .mp3: return Array("ID3".utf8) + [0x04, 0x00]
        case .m4a: return ftyp("M4A ")
        case .mp4: return ftyp("isom")
        case .mpeg: return [0x00, 0x00, 0x01, 0xBA]
        case .avi: return riff("AVI ")
        case .quicktime: return ftyp("qt  ")
        case .html: return Array("<!DOCTYPE html>".utf8)
        }
    }

    /// A short name for messages: `PNG image`, `MP3 audio file`, `HTML page`.
    public var label: String {
        switch self {
        case .png: "PNG image"
        case .jpeg: "JPEG image"
        case .gif: "GIF image"
        case .heic: "HEIC image"
        case .webp: "WebP image"
        case .aiff: "AIFF audio file"
        case .wav: "WAV audio file"
        case .mp3: "MP3 audio file"
        case .m4a: "M4A audio file"
        case .mp4: "MPEG-4 video"
        case .mpeg: "MPEG video"
        case .avi: "AVI video"
        case .quicktime: "QuickTime movie"
        case .html: "HTML page"
        }
    }

    /// The label with its indefinite article, as read aloud: `a PNG image`, `an MP3 audio file`.
    public var labelWithArticle: String {
        let vowelSoundLetters: Set<Character> = ["A", "E", "F", "H", "I", "L", "M", "N", "O", "R", "S", "X"]
        return (label.first.map(vowelSoundLetters.contains) == true ? "an " : "a ") + label
    }

    /// MIME types and uniform type identifiers naming the format, lower case.
    var typeNames: Set<String> {
        switch self {
        case .png: ["image/png", "public.png"]
        case .jpeg: ["image/jpeg", "image/jpg", "public.jpeg"]
        case .gif: ["image/gif", "com.compuserve.gif"]
        case .heic: ["image/heic", "image/heif", "public.heic", "public.heif"]
        case .webp: ["image/webp", "org.webmproject.webp"]
        case .aiff: ["audio/aiff", "audio/x-aiff", "public.aiff-audio"]
        case .wav: ["audio/wav", "audio/wave", "audio/x-wav", "com.microsoft.waveform-audio"]
        case .mp3: ["audio/mpeg", "audio/mp3", "public.mp3"]
        case .m4a: ["audio/mp4", "audio/m4a", "audio/x-m4a", "public.mpeg-4-audio"]
        case .mp4: ["video/mp4", "public.mpeg-4"]
        case .mpeg: ["video/mpeg", "public.mpeg", "public.mpeg-2-video"]
        case .avi: ["video/avi", "video/x-msvideo", "public.avi"]
        case .quicktime: ["video/quicktime", "com.apple.quicktime-movie"]
        case .html: ["text/html", "public.html"]
        }
    }

    /// File-name extensions of the format, lower case.
    var fileExtensions: Set<String> {
        switch self {
        case .png: ["png"]
        case .jpeg: ["jpg", "jpeg"]
        case .gif: ["gif"]
        case .heic: ["heic", "heif"]
        case .webp: ["webp"]
        case .aiff: ["aif", "aiff", "aifc"]
        case .wav: ["wav"]
        case .mp3: ["mp3"]
        case .m4a: ["m4a"]
        case .mp4: ["mp4", "m4v"]
        case .mpeg: ["mpg", "mpeg", "m2v"]
        case .avi: ["avi"]
        case .quicktime: ["mov"]
        case .html: ["html", "htm"]
        }
    }

    /// ISO base-media brands (`ftyp`) by the format they announce.
    static let isoBrands: [String: MediaFormat] = [
        "M4A ": .m4a, "M4B ": .m4a,
        "isom": .mp4, "iso2": .mp4, "mp41": .mp4, "mp42": .mp4, "avc1": .mp4, "M4V ": .mp4, "dash": .mp4,
        "qt  ": .quicktime,
        "heic": .heic, "heix": .heic, "hevc": .heic, "heim": .heic, "heis": .heic, "mif1": .heic, "msf1": .heic,
    ]

    /// `<!doctype html` or `<html`, after optional blanks and a byte-order mark, in any case.
    static func looksLikeHTML(_ bytes: [UInt8]) -> Bool {
        var rest = bytes[...]
        if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
        rest = rest.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        let head = String(decoding: rest.prefix(14), as: UTF8.self).lowercased()
        return head.hasPrefix("<!doctype html") || head.hasPrefix("<html")
    }
}

fileprivate extension String {
    /// The string without leading and trailing spaces, tabs and line breaks (no Foundation).
    var trimmingBlanks: String {
        let blanks: Set<Character> = [" ", "\t", "\n", "\r", "\r\n"]
        let start = firstIndex { !blanks.contains($0) } ?? endIndex
        let end = lastIndex { !blanks.contains($0) }.map { index(after: $0) } ?? start
        return start < end ? String(self[start..<end]) : ""
    }
}
