/// `+[NSURL URLWithString:]` as an app linked against iOS 17 or later sees it: characters a URL
/// cannot hold are percent-encoded instead of making the URL nil (Apple, `URL.init(string:)`:
/// "For apps linked on or after iOS 17 … URL automatically percent- and IDNA-encodes invalid
/// characters to help create a valid URL", https://developer.apple.com/documentation/foundation/url/init(string:)).
///
/// So `tel:` + `+1 555 0100` opens `tel:+1%20555%200100`. IDNA encoding of a host is not
/// modelled (A4): a non-ASCII character is percent-encoded as UTF-8 wherever it is.
enum MCEURL {
    /// ASCII characters a URL never holds as they are.
    private static let invalid: Set<UInt8> = Set(" \"<>\\^`{|}".utf8)

    /// `text` with every character a URL cannot hold percent-encoded; a `%` that starts no
    /// `%XX` escape is encoded too.
    static func encodingInvalidCharacters(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var out = ""
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), index + 2 < bytes.count, isHex(bytes[index + 1]), isHex(bytes[index + 2]) {
                out.append("%")
            } else if byte <= 0x20 || byte >= 0x7F || invalid.contains(byte) || byte == UInt8(ascii: "%") {
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            } else {
                out.append(Character(Unicode.Scalar(byte)))
            }
            index += 1
        }
        return out
    }

    /// Characters a path holds as they are (`NSCharacterSet.URLPathAllowedCharacterSet`, `/` included).
    private static let pathAllowed: Set<UInt8> = Set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/".utf8)

    /// `-[MCEClient buildUrlWithBaseUrl:parts:]`: `base` with each part appended by
    /// `URLByAppendingPathComponent:`, which takes the part "in its original form (not URL encoded)"
    /// and inserts a `/` unless the URL already ends with one (Apple, `appendingPathComponent(_:)`,
    /// https://developer.apple.com/documentation/foundation/nsurl/appendingpathcomponent(_:)).
    /// Characters a path cannot hold are percent-encoded as UTF-8.
    static func appendingPathComponents(_ parts: [String], to base: String) -> String {
        var url = base
        for part in parts {
            if !url.hasSuffix("/"), !part.hasPrefix("/") { url += "/" }
            for byte in part.utf8 {
                url +=
                    pathAllowed.contains(byte)
                    ? String(Character(Unicode.Scalar(byte)))
                    : "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return url
    }

    private static func isHex(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
