import PushContract

/// One MCE action: the `notification-action` run on a body tap, or one of the `category-actions`
/// shown as a button (VENDOR-FACTS §4 item 1, `MCEActionRegistry.h`).
///
/// `type` selects who runs it (a built-in type or the handler the app registered for it); `value`
/// is the type's argument; `name` is the button title; `destructive`, `authentication` and
/// `foreground` become the button's options. The object as written is kept (`json`): it is what
/// the SDK hands to a handler, and its canonical text is the button's action identifier.
struct MCEAction: Sendable, Hashable {
    /// `url`: open `value` (a string).
    static let urlType = "url"
    /// `dial`: call `value` (a string).
    static let dialType = "dial"
    /// `openApp`: open the app (no value).
    static let openAppType = "openApp"
    /// The type of the vendor's text-input plugin (`plugins/text-input-action`): its button asks for text (assumption A6).
    static let textInputType = "textInput"

    /// The action type.
    var type: String
    /// The button title (`category-actions` only).
    var name: String?
    /// The argument, as written (any JSON; nil when absent).
    var value: JSONValue?
    /// The action object as written.
    var json: JSONValue

    /// The string `value` of a `url` or `dial` action.
    var stringValue: String? { value?.stringValue }

    /// What the SDK reports about it: the type and the value (the "Opened a push notification"
    /// behaviour carries both).
    var eventDetails: [String: JSONValue] { ["type": .string(type), "value": value ?? .null] }

    /// The button's action identifier: the serialised action object (VF4.3), canonical (sorted keys).
    var identifier: String { json.canonicalText }

    /// Reads an action object found at `path`. A button (`requiresName`) needs a non-empty string
    /// `name`; every action needs a non-empty string `type`; `url` and `dial` need a string `value`.
    /// The first problem is the error, with the JSON path of the offending member.
    static func parse(_ json: JSONValue, path: String, requiresName: Bool) -> Result<MCEAction, PushError> {
        guard let object = json.objectValue else {
            return .failure(MCEPayloadError.wrongType(path, found: json, expected: "an object"))
        }
        guard let typeValue = object["type"] else { return .failure(MCEPayloadError.missing("\(path).type")) }
        guard let type = typeValue.stringValue else {
            return .failure(MCEPayloadError.wrongType("\(path).type", found: typeValue, expected: "a string"))
        }
        guard !type.isEmpty else { return .failure(MCEPayloadError.invalid("\(path).type", "is empty: no handler can run it")) }
        var name: String?
        if requiresName {
            guard let nameValue = object["name"] else { return .failure(MCEPayloadError.missing("\(path).name")) }
            guard let text = nameValue.stringValue else {
                return .failure(MCEPayloadError.wrongType("\(path).name", found: nameValue, expected: "a string"))
            }
            guard !text.allSatisfy(\.isWhitespace) else {
                return .failure(MCEPayloadError.invalid("\(path).name", "is empty: a button needs a title"))
            }
            name = text
        }
        let value = object["value"]
        if type == urlType || type == dialType {
            guard let value else { return .failure(MCEPayloadError.missing("\(path).value")) }
            guard let text = value.stringValue else {
                return .failure(MCEPayloadError.wrongType("\(path).value", found: value, expected: "a string (\(type))"))
            }
            guard !text.isEmpty else { return .failure(MCEPayloadError.invalid("\(path).value", "is empty: \(type) has nothing to open")) }
        }
        return .success(MCEAction(type: type, name: name, value: value, json: json))
    }

    /// The button flags: `destructive`, `authentication`, `foreground` (Booleans, default false).
    /// A flag of another type is reported with its path and counts as false.
    func options(path: String, problems: inout [PushError]) -> Set<ActionOption> {
        let flags: [(String, ActionOption)] = [
            ("destructive", .destructive), ("authentication", .authenticationRequired), ("foreground", .foreground),
        ]
        var options: Set<ActionOption> = []
        for (key, option) in flags {
            guard let flag = json[key] else { continue }
            guard let on = flag.boolValue else {
                problems.append(MCEPayloadError.wrongType("\(path).\(key)", found: flag, expected: "a Boolean; the flag is off"))
                continue
            }
            if on { options.insert(option) }
        }
        return options
    }
}
