import PushContract

/// A module's rich content: the guide's `DemoNotificationPayload` (Q2 guide “Rich Push Notification - Service
/// Extension › Implementation”) decoded from `data.<key>` as `NotificationPayloadConvertible.make` does (Q2
/// guide “Rich Push Notification - Service Extension › Implementation”).
///
/// Decoding follows `JSONDecoder` on that `Codable` struct: `title`, `subtitle`, `body` must be strings;
/// `image_url` is optional (`null` or absent → none) and must decode as a `URL`. Any failure makes `make`
/// return nil, and the module delivers the original content (Q2 guide “Rich Push Notification - Service
/// Extension › Implementation”).
struct Q2RichContent: Sendable, Hashable {
    /// The new title.
    var title: String
    /// The new subtitle.
    var subtitle: String
    /// The new body.
    var body: String
    /// The image to attach.
    var imageURL: String?

    /// Decodes `data.<key>`, or the neutral error that made decoding fail.
    static func decode(_ payload: PushPayload, key: String) -> Result<Q2RichContent, PushError> {
        let path = "data.\(key)"
        guard let data = payload["data"] else {
            return .failure(
                PushError(
                    .payloadMissingKey,
                    message: "the payload has no data, so there is no \(path) to decode; the original content is shown",
                    details: ["key": "data"]))
        }
        guard let container = data.objectValue else {
            return .failure(
                PushError(
                    .payloadWrongType,
                    message: "data is \(data.q2TypeNameWithArticle), expected an object; the original content is shown",
                    details: ["key": "data"]))
        }
        guard let value = container[key] else {
            return .failure(
                PushError(
                    .payloadMissingKey,
                    message: "data has no \"\(key)\" for this module; the original content is shown",
                    details: ["key": .string(path)]))
        }
        guard let fields = value.objectValue else {
            return .failure(
                PushError(
                    .payloadWrongType,
                    message:
                        "\(path) is \(value.q2TypeNameWithArticle), expected an object; the original content is shown",
                    details: ["key": .string(path)]))
        }
        var texts: [String] = []
        for name in ["title", "subtitle", "body"] {
            guard let field = fields[name] else {
                return .failure(
                    PushError(
                        .payloadMissingKey, message: "\(path).\(name) is missing; the original content is shown",
                        details: ["key": .string("\(path).\(name)")]))
            }
            guard let text = field.stringValue else {
                return .failure(
                    PushError(
                        .payloadWrongType,
                        message:
                            "\(path).\(name) is \(field.q2TypeNameWithArticle), expected a string; the original content is shown",
                        details: ["key": .string("\(path).\(name)")]))
            }
            texts.append(text)
        }
        var imageURL: String?
        if let image = fields["image_url"], !image.isNull {
            guard let text = image.stringValue else {
                return .failure(
                    PushError(
                        .payloadWrongType,
                        message:
                            "\(path).image_url is \(image.q2TypeNameWithArticle), expected a URL string; the original content is shown",
                        details: ["key": .string("\(path).image_url")]))
            }
            guard isAbsoluteURL(text) else {
                return .failure(
                    PushError(
                        .mediaInvalidURL,
                        message:
                            "\(path).image_url \"\(text)\" is not an absolute URL, so decoding fails; the original content is shown",
                        details: ["key": .string("\(path).image_url")]))
            }
            imageURL = text
        }
        return .success(Q2RichContent(title: texts[0], subtitle: texts[1], body: texts[2], imageURL: imageURL))
    }

    /// What we accept as a decodable `URL` (our choice; `URL(string:)` is more lenient): a scheme
    /// of letters, `://`, a non-empty host, no blanks or control characters.
    static func isAbsoluteURL(_ text: String) -> Bool {
        guard let separator = text.firstRange(of: "://") else { return false }
        let scheme = text[..<separator.lowerBound]
        guard let first = scheme.first, first.isLetter,
            scheme.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." })
        else { return false }
        let rest = text[separator.upperBound...]
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard !host.isEmpty else { return false }
        return !text.unicodeScalars.contains { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }
    }

    /// Whether the URL is https (App Transport Security lets only https through, Q2 guide “Best Practices”).
    static func isHTTPS(_ text: String) -> Bool { text.lowercased().hasPrefix("https://") }
}
