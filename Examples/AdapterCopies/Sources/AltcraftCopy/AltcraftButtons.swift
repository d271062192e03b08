import PushContract

/// The `_buttons` payload key: a JSON *string* holding `[{"label": …, "link": …}]`
/// (`Constants.swift:254-266`), decoded as `[[String: String]]` like `JSONDecoder` does.
struct AltcraftButtons {
    /// A provider of the `Altcraft` category.
    init() {}

    /// Altcraft's category identifier (`Constants.categoryForRichPush`).
    static let categoryIdentifier = "Altcraft"
    /// The action identifiers the tap handler knows (`Constants.ButtonIdentifier`).
    static let knownIdentifiers = ["button0", "button1", "button2"]

    /// Why `_buttons` could not be read.
    enum Problem: Error, Equatable {
        /// Missing or not a string: 454.
        case keyMissing(String)
        /// A string that is not `[[String: String]]` JSON: the decode error (bridged code 400).
        case undecodable(String)
    }

    /// Decodes `_buttons` into its button dictionaries.
    static func decode(_ payload: PushPayload) -> Result<[[String: String]], Problem> {
        guard let value = payload["_buttons"] else { return .failure(.keyMissing("missing")) }
        guard let text = value.stringValue else {
            return .failure(.keyMissing("\(value.typeNameWithArticle), not a JSON string"))
        }
        let parsed: JSONValue
        do {
            parsed = try JSONValue.parse(text)
        } catch {
            return .failure(.undecodable("not JSON: \(error.description)"))
        }
        guard let array = parsed.arrayValue else {
            return .failure(.undecodable("a JSON \(parsed.typeName), not an array"))
        }
        var buttons: [[String: String]] = []
        for (index, element) in array.enumerated() {
            guard let object = element.objectValue else {
                return .failure(.undecodable("element \(index) is \(element.typeNameWithArticle), not an object"))
            }
            var button: [String: String] = [:]
            for (key, member) in object {
                guard let string = member.stringValue else {
                    return .failure(
                        .undecodable("element \(index).\(key) is \(member.typeNameWithArticle), not a string"))
                }
                button[key] = string
            }
            buttons.append(button)
        }
        return .success(buttons)
    }

    /// `createNotificationActions`: one `[.foreground]` action per button with a `label`; the
    /// identifier `button<index>` keeps the original position.
    static func actions(_ buttons: [[String: String]], fromOne: Bool = false) -> [NotificationAction] {
        // Planted bug (rt12ButtonIdentifierOffByOne): `fromOne` numbers the identifiers from 1.
        buttons.enumerated().compactMap { index, button in
            button["label"].map {
                NotificationAction(
                    identifier: "button\(fromOne ? index + 1 : index)", title: $0, options: [.foreground])
            }
        }
    }

    /// The `Altcraft` category, options `[]` (`AltcraftPushReceiver.swift`).
    static func category(_ actions: [NotificationAction]) -> NotificationCategory {
        NotificationCategory(identifier: categoryIdentifier, actions: actions, options: [])
    }
}

extension AltcraftButtons: ActionCategoryProvider {
    /// Altcraft registers no category at launch.
    var staticCategories: [NotificationCategory] { [] }

    /// The `Altcraft` category for a payload; a missing or undecodable `_buttons` is an error
    /// (the service extension still registers the category with no actions).
    func dynamicCategory(for payload: PushPayload) -> Result<NotificationCategory?, PushError> {
        switch Self.decode(payload) {
        case .success(let buttons): return .success(Self.category(Self.actions(buttons)))
        case .failure(let problem): return .failure(Self.error(problem))
        }
    }

    /// The error event for a problem: 454, or the bridged decode error 400.
    static func error(_ problem: Problem) -> PushError {
        switch problem {
        case .keyMissing(let why):
            return AltcraftEventCode.buttonsKeyInvalid.error(
                "_buttons is \(why) (454): send the buttons as a JSON string of [{label, link}]",
                details: ["key": "_buttons"])
        case .undecodable(let why):
            return AltcraftEventCode.requestFailedBridged.error(
                "_buttons could not be decoded (400, the bridged decoding error): \(why)", details: ["key": "_buttons"])
        }
    }
}

extension JSONValue {
    /// The JSON type name with its article, for messages ("an array", "a number").
    var typeNameWithArticle: String {
        let name = typeName
        return (name.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + name
    }
}
