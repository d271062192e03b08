import PushContract

/// A notification action as Actito describes it (`ActitoNotification.Action`): the label is also
/// the action identifier iOS reports back.
struct ActitoAction: Sendable, Hashable {
    /// `re.notifica.action.Callback`.
    static let callbackType = "re.notifica.action.Callback"
    /// The action types Push UI knows (`ActitoNotification.swift:36-93`; `WebView` is the deprecated alias).
    static let knownTypes: Set<String> = [
        "re.notifica.action.App", "re.notifica.action.Browser", callbackType, "re.notifica.action.Custom",
        "re.notifica.action.Mail", "re.notifica.action.SMS", "re.notifica.action.Telephone",
        "re.notifica.action.InAppBrowser", "re.notifica.action.WebView",
    ]

    /// The English text of `actito_send_button`, the button beside a text-input action's field.
    static let sendButtonTitle = "Send"

    /// The action type.
    var type: String
    /// The label (and identifier).
    var label: String
    /// The target URL, if any.
    var target: String?
    /// Needs the camera.
    var camera: Bool
    /// Needs the keyboard (a text response).
    var keyboard: Bool
    /// Shown as destructive.
    var destructive: Bool

    /// Reads an action object; nil when `type` or `label` is missing.
    init?(json: JSONValue) {
        guard let type = json["type"]?.stringValue, let label = json["label"]?.stringValue else { return nil }
        self.type = type
        self.label = label
        target = json["target"]?.stringValue
        camera = json["camera"]?.boolValue ?? false
        keyboard = json["keyboard"]?.boolValue ?? false
        destructive = json["destructive"]?.boolValue ?? false
    }

    /// Whether the action runs without UI: a Callback without camera, and without keyboard or
    /// with typed text (`ActitoNotificationCenterDelegate.swift:84-89`).
    func isQuickResponse(responseText: String?) -> Bool {
        type == Self.callbackType && !camera && (!keyboard || responseText != nil)
    }

    /// The system action (`ActitoPush.swift:371-403`): destructive → `[.destructive]`; Callback +
    /// camera → `[.foreground, .authenticationRequired]`; Callback + keyboard → text input, `[]`;
    /// plain Callback → `[]`; any other type → `[.foreground, .authenticationRequired]`.
    /// A text-input action's button is the SDK's localized send title, not the action's label:
    /// `textInputButtonTitle: ActitoLocalizable.string(resource: .sendButton)`
    /// (actito/actito-sdk-ios@a80159a:ActitoPushKit/Sources/ActitoPush.swift:429,438), "Send" in
    /// English (ActitoKit/Sources/Resources/en.lproj/Localizable.strings:11).
    var systemAction: NotificationAction {
        if destructive { return NotificationAction(identifier: label, title: label, options: [.destructive]) }
        if type == Self.callbackType {
            if camera {
                return NotificationAction(
                    identifier: label, title: label, options: [.foreground, .authenticationRequired])
            }
            if keyboard {
                return NotificationAction(
                    identifier: label, title: label, options: [], textInputButtonTitle: Self.sendButtonTitle)
            }
            return NotificationAction(identifier: label, title: label, options: [])
        }
        return NotificationAction(identifier: label, title: label, options: [.foreground, .authenticationRequired])
    }

    /// As JSON (for the push UI and tests).
    var json: JSONValue {
        var object: [String: JSONValue] = ["type": .string(type), "label": .string(label)]
        if let target { object["target"] = .string(target) }
        return .object(object)
    }
}

/// One of the application's action categories (`application.actionCategories`).
struct ActitoActionCategory: Sendable, Hashable {
    /// The category name, which is also its identifier.
    var name: String
    /// Its actions, in order.
    var actions: [ActitoAction]

    /// Reads `[{ "name": …, "actions": [{ "type", "label", "target", "camera", "keyboard", "destructive" }] }]`.
    static func parseList(_ value: JSONValue) -> Result<[ActitoActionCategory], PushError> {
        guard let items = value.arrayValue else {
            return .failure(
                PushError(
                    .invalidConfiguration, native: "invalidArgument",
                    message: "actionCategories is \(value.typeName), expected an array of categories",
                    details: ["key": "actionCategories"]))
        }
        var categories: [ActitoActionCategory] = []
        for item in items {
            guard let name = item["name"]?.stringValue else {
                return .failure(
                    PushError(
                        .invalidConfiguration, native: "invalidArgument",
                        message: "an action category has no string name: \(item.canonicalText)",
                        details: ["key": "actionCategories"]))
            }
            let actions = (item["actions"]?.arrayValue ?? []).compactMap(ActitoAction.init(json:))
            categories.append(ActitoActionCategory(name: name, actions: actions))
        }
        return .success(categories)
    }
}
