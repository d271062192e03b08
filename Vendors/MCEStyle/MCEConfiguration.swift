import PushContract

/// The MCE configuration, read from neutral keys.
///
/// - `apiURL`: the base URL of MCE's server, where behaviour events are uploaded (A5). Missing or
///   empty: reported at launch, and events stay queued.
/// - `foregroundPresentation`: `sdk` (default) or `app`; `app` stands for an app that set
///   `MCESdk.presentNotification`, so the app is asked whether to show each notification.
/// - `actionHandlers`: the action types the app registered handlers for with
///   `MCEActionRegistry registerTarget:withSelector:forAction:`, e.g. `["snooze", "textInput"]`.
///   A built-in type listed here is overridden by the app's handler.
///
/// Anything else is ignored; a value of the wrong shape is reported at launch
/// (`configuration.invalid-value`, with the key) and the default is used, never a trap.
struct MCEConfiguration: Sendable, Hashable {
    /// The server's base URL; nil when not configured.
    var apiURL: String?
    /// Whether the app decides foreground presentation (`presentNotification` is set).
    var appDecidesPresentation: Bool
    /// Action types with a handler the app registered.
    var actionHandlers: Set<String>

    /// The most handler types read (each is a name an app registers by hand).
    static let maximumHandlers = 64

    /// Parses the raw configuration; the second value lists every problem found.
    static func parse(_ raw: [String: JSONValue]) -> (MCEConfiguration, [PushError]) {
        var problems: [PushError] = []
        var apiURL: String?
        switch raw["apiURL"] {
        case .string(let url) where !url.isEmpty: apiURL = url
        case let value?: problems.append(invalid("apiURL", "is \(value.canonicalText), expected the server's base URL; behaviour events stay queued"))
        case nil: problems.append(invalid("apiURL", "is missing: behaviour events cannot be uploaded and stay queued"))
        }
        var appDecides = false
        if let value = raw["foregroundPresentation"] {
            switch value.stringValue {
            case "app": appDecides = true
            case "sdk": appDecides = false
            default: problems.append(invalid("foregroundPresentation", "is \(value.canonicalText), expected \"sdk\" or \"app\"; \"sdk\" is used"))
            }
        }
        var handlers: Set<String> = []
        if let value = raw["actionHandlers"] {
            if let names = value.arrayValue {
                for (index, name) in names.prefix(maximumHandlers).enumerated() {
                    guard let type = name.stringValue, !type.isEmpty else {
                        problems.append(invalid("actionHandlers[\(index)]", "is \(name.canonicalText), expected an action type name; it is skipped"))
                        continue
                    }
                    handlers.insert(type)
                }
                if names.count > maximumHandlers {
                    problems.append(invalid("actionHandlers", "lists \(names.count) types; only the first \(maximumHandlers) are registered"))
                }
            } else {
                problems.append(invalid("actionHandlers", "is a JSON \(value.typeName), expected an array of action type names; none is registered"))
            }
        }
        return (MCEConfiguration(apiURL: apiURL, appDecidesPresentation: appDecides, actionHandlers: handlers), problems)
    }

    private static func invalid(_ key: String, _ why: String) -> PushError {
        PushError(.invalidConfiguration, message: "\(key) \(why)", details: ["key": .string(key)])
    }
}
