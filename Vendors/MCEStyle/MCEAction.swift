import PushContract

/// One MCE action: the `notification-action` run on a body tap, or one of the `category-actions`
/// shown as a button (`MCEActionRegistry.h`, `MCECategoryActionPayload`).
///
/// `type` selects who runs it (a built-in type or the handler the app registered for it); `value`
/// is the type's argument; `name` is the button title. The object as written is kept (`json`): it
/// is what the SDK hands to a handler, and its serialised text is the button's action identifier.
struct MCEAction: Sendable, Hashable {
    /// `url`: open `value` (a string).
    static let urlType = "url"
    /// `dial`: call `value` (a string).
    static let dialType = "dial"
    /// `openApp`: open the app (no value).
    static let openAppType = "openApp"
    /// `rich`: one of the four types whose button always opens the app.
    static let richType = "rich"
    /// The types whose button is always `.foreground`, whatever its flags (`-[MCECategoryActionPayload options]`).
    static let foregroundTypes: Set<String> = [richType, dialType, urlType, openAppType]

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

    /// `-[MCECategoryActionPayload identifier]`: the action object as `NSJSONSerialization` writes
    /// it with no options, so every `/` is escaped as `\/` (Apple: `JSONSerialization.WritingOptions.withoutEscapingSlashes`
    /// is what turns that off). The SDK's key order is `NSDictionary`'s, which no document fixes;
    /// ours is sorted (A2), so the same action always gives the same identifier.
    var identifier: String { Self.serialised(json) }

    /// The action object's text as `NSJSONSerialization` writes it (keys sorted, slashes escaped).
    static func serialised(_ json: JSONValue) -> String {
        // `/` never appears in JSON's structure, only inside strings, so escaping every one
        // escapes exactly the string characters NSJSONSerialization escapes.
        json.canonicalText.replacing("/", with: "\\/")
    }

    /// `value.textEntryTitle` when `value` is an object holding that string: the button is then
    /// a text-input action whatever its type (`-[MCECategoryActionPayload notificationAction]`).
    var textEntryTitle: String? { value?["textEntryTitle"]?.stringValue }

    /// Reads an action object found at `path`. A button (`requiresName`) needs a non-empty string
    /// `name`; every action needs a non-empty string `type`; `url` and `dial` need a non-empty
    /// string `value`. The first problem is the error, with the JSON path of the offending member.
    /// These checks are ours (A7, A8): the SDK wraps entries without validating them. Only an
    /// action about to run (`running`) carries the binary's log for a missing type as native code.
    static func parse(
        _ json: JSONValue, path: String, requiresName: Bool, running: Bool
    ) -> Result<MCEAction, PushError> {
        guard let object = json.objectValue else {
            return .failure(MCEPayloadError.wrongType(path, found: json, expected: "an object"))
        }
        guard let typeValue = object["type"] else {
            // `performAction:…` logs "No type in action." and runs nothing.
            return .failure(
                MCEPayloadError.missing("\(path).type", native: running ? MCEActionRegistry.noTypeLog : nil))
        }
        guard let type = typeValue.stringValue else {
            return .failure(MCEPayloadError.wrongType("\(path).type", found: typeValue, expected: "a string"))
        }
        guard !type.isEmpty else {
            return .failure(MCEPayloadError.invalid("\(path).type", "is empty: no handler can run it"))
        }
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
                return .failure(
                    MCEPayloadError.wrongType("\(path).value", found: value, expected: "a string (\(type))"))
            }
            guard !text.isEmpty else {
                return .failure(MCEPayloadError.invalid("\(path).value", "is empty: \(type) has nothing to open"))
            }
        }
        return .success(MCEAction(type: type, name: name, value: value, json: json))
    }

    /// `-[MCECategoryActionPayload options]`: `rich`, `dial`, `url` and `openApp` buttons are always
    /// `.foreground` and their flags are not read; any other type maps its flags `destructive`,
    /// `authentication`, `foreground` (Booleans, default false). A flag of another type is reported
    /// with its path and counts as false (A8).
    func options(path: String, problems: inout [PushError]) -> Set<ActionOption> {
        if Self.foregroundTypes.contains(type) { return [.foreground] }
        let flags: [(String, ActionOption)] = [
            ("destructive", .destructive), ("authentication", .authenticationRequired), ("foreground", .foreground),
        ]
        var options: Set<ActionOption> = []
        for (key, option) in flags {
            guard let flag = json[key] else { continue }
            guard let on = flag.boolValue else {
                problems.append(
                    MCEPayloadError.wrongType("\(path).\(key)", found: flag, expected: "a Boolean; the flag is off"))
                continue
            }
            if on { options.insert(option) }
        }
        return options
    }
}
