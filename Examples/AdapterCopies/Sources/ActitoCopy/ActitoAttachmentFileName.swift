import PushContract

/// The file name the extension writes a downloaded attachment to: `url.pathComponents.last!`
/// (actito/actito-sdk-ios@a80159a:ActitoNotificationServiceExtensionKit/Sources/ActitoNotificationServiceExtension.swift:52).
///
/// `URL.pathComponents` splits the path (the part after the authority, up to `?` or `#`) at `/`,
/// percent-decoded, with a leading `"/"` component for an absolute path; so `/media/a%20b.png`
/// gives `a b.png` and `/` alone gives `/`. A URL with no path at all has no components, and
/// the force unwrap traps (README, "Attachment file name").
enum ActitoAttachmentFileName: Equatable {
    /// The last path component.
    case name(String)
    /// No path: `pathComponents` is empty and `last!` traps.
    case noPath

    /// The file name for `uri`, a text `ActitoURL.parses` accepts.
    init(_ uri: String) {
        let path = Self.path(of: uri)
        guard !path.isEmpty else {
            self = .noPath
            return
        }
        let components = path.split(separator: "/").map { Self.percentDecoded(String($0)) }
        self = .name(components.last ?? "/")
    }

    /// The path of `uri`: after `scheme://authority` (or after `scheme:` without `//`), up to `?`
    /// or `#`.
    static func path(of uri: String) -> Substring {
        var rest = Substring(uri)
        if let colon = rest.firstIndex(of: ":") { rest = rest[rest.index(after: colon)...] }
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            rest = rest[(rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex)...]
        }
        return rest.prefix { $0 != "?" && $0 != "#" }
    }

    /// `%XX` escapes decoded as UTF-8; the text unchanged when they do not decode.
    static func percentDecoded(_ text: String) -> String {
        guard text.contains("%") else { return text }
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.first {
            if byte == UInt8(ascii: "%"), utf8.count >= 3,
                let high = hexValue(utf8[utf8.startIndex + 1]), let low = hexValue(utf8[utf8.startIndex + 2])
            {
                bytes.append(high << 4 | low)
                utf8 = utf8.dropFirst(3)
            } else {
                bytes.append(byte)
                utf8 = utf8.dropFirst()
            }
        }
        return String(validating: bytes, as: UTF8.self) ?? text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
