import PushContract

/// The MCE configuration, read from neutral keys.
///
/// - `apiURL`: the SDK's `baseUrl`, where behaviour events are uploaded. Missing: the SDK's
///   default, ``defaultBaseURL`` (`Headers/MCEConfig.h:29`). Not a non-empty string: reported at
///   launch, and the default is used.
/// - `applicationID`: the SDK's `appKey` (`Headers/MCEConfig.h:32`), part of the upload's path.
///   Missing or not a non-empty string: reported at launch; the SDK cannot register, so events
///   stay queued (A5).
/// - `foregroundPresentation`: `sdk` (default) or `app`; `app` stands for an app that set
///   `MCESdk.presentNotification`, so the app is asked whether to show each notification.
/// - `actionHandlers`: the action types the app registered handlers for with
///   `MCEActionRegistry registerTarget:withSelector:forAction:`, e.g. `["snooze", "textInput"]`.
///   A built-in type listed here is overridden by the app's handler.
///
/// Anything else is ignored; a value of the wrong shape is reported at launch
/// (`configuration.invalid-value`, with the key) and the default is used, never a trap.
struct MCEConfiguration: Sendable, Hashable {
    /// The SDK's default `baseUrl` (`Headers/MCEConfig.h:29`).
    static let defaultBaseURL = "https://api.acoustic.com"

    /// The server's base URL (`baseUrl`).
    var apiURL: String
    /// The app key (`appKey`); nil when not configured.
    var appKey: String?
    /// Whether the app decides foreground presentation (`presentNotification` is set).
    var appDecidesPresentation: Bool
    /// Action types with a handler the app registered.
    var actionHandlers: Set<String>

    /// The most handler types read (each is a name an app registers by hand).
    static let maximumHandlers = 64

    /// Parses the raw configuration; the second value lists every problem found.
    static func parse(_ raw: [String: JSONValue]) -> (MCEConfiguration, [PushError]) {
        var problems: [PushError] = []
        var apiURL = defaultBaseURL
        switch raw["apiURL"] {
        case .string(let url) where !url.isEmpty: apiURL = url
        case let value?:
            problems.append(
                invalid(
                    "apiURL", "is \(value.canonicalText), expected the server's base URL; \(defaultBaseURL) is used"))
        case nil: break
        }
        var appKey: String?
        switch raw["applicationID"] {
        case .string(let key) where !key.isEmpty: appKey = key
        case let value?:
            problems.append(
                invalid(
                    "applicationID",
                    "is \(value.canonicalText), expected the app key: the SDK cannot register and behaviour events stay queued"
                ))
        case nil:
            problems.append(
                invalid(
                    "applicationID",
                    "is missing: without an app key the SDK cannot register and behaviour events stay queued"))
        }
        var appDecides = false
        if let value = raw["foregroundPresentation"] {
            switch value.stringValue {
            case "app": appDecides = true
            case "sdk": appDecides = false
            default:
                problems.append(
                    invalid(
                        "foregroundPresentation",
                        "is \(value.canonicalText), expected \"sdk\" or \"app\"; \"sdk\" is used"))
            }
        }
        var handlers: Set<String> = []
        if let value = raw["actionHandlers"] {
            if let names = value.arrayValue {
                for (index, name) in names.prefix(maximumHandlers).enumerated() {
                    guard let type = name.stringValue, !type.isEmpty else {
                        problems.append(
                            invalid(
                                "actionHandlers[\(index)]",
                                "is \(name.canonicalText), expected an action type name; it is skipped"))
                        continue
                    }
                    handlers.insert(type)
                }
                if names.count > maximumHandlers {
                    problems.append(
                        invalid(
                            "actionHandlers",
                            "lists \(names.count) types; only the first \(maximumHandlers) are registered"))
                }
            } else {
                problems.append(
                    invalid(
                        "actionHandlers",
                        "is a JSON \(value.typeName), expected an array of action type names; none is registered"))
            }
        }
        return (
            MCEConfiguration(
                apiURL: apiURL, appKey: appKey, appDecidesPresentation: appDecides, actionHandlers: handlers), problems
        )
    }

    private static func invalid(_ key: String, _ why: String) -> PushError {
        PushError(.invalidConfiguration, message: "\(key) \(why)", details: ["key": .string(key)])
    }
}
