import PushContract

/// The Actito configuration, read from the neutral keys (`apiURL`, `applicationID`) plus
/// Actito-only keys that stand in for the loaded application and the `Actito.shared.push()`
/// options an app sets before enabling remote notifications.
///
/// A left-out `apiURL` is the SDK's default REST host, ``defaultAPIURL``; an empty or non-string
/// one, or a missing `applicationID`, leaves the SDK unconfigured (`configuration.invalid-value`,
/// native `notConfigured`); an option name Actito does not know is reported and the default kept.
struct ActitoConfiguration {
    /// The API base URL, without a trailing slash.
    var apiURL: String
    /// The application id the loaded application carries (`x-application` must equal it).
    var applicationID: String
    /// The application's action categories (`application.actionCategories`).
    var actionCategories: [ActitoActionCategory]
    /// `authorizationOptions`.
    var authorizationOptions: Set<AuthorizationOption>
    /// `presentationOptions`.
    var presentationOptions: Set<PresentationOption>
    /// `categoryOptions`.
    var categoryOptions: Set<CategoryOption>
    /// `ActitoOptions.preserveExistingNotificationCategories` (default false).
    var preserveExistingCategories: Bool

    /// The REST host the real SDK uses when the app's services file names none:
    /// `DEFAULT_REST_API_HOST = "https://push.notifica.re"`, taken when `HOSTS` is absent
    /// (actito/actito-sdk-ios@a80159a:ActitoKit/Sources/ActitoServicesInfo.swift:7,47,61-65).
    static let defaultAPIURL = "https://push.notifica.re"

    /// Parses the configuration; the first value is nil when the SDK cannot be configured, the
    /// second lists every problem found (reported at launch).
    static func parse(_ raw: [String: JSONValue], bugs: Set<ActitoCopyBug> = []) -> (ActitoConfiguration?, [PushError])
    {
        var problems: [PushError] = []
        // Left out: the default host. Empty (or not a string): the real SDK's `validate()` finds no
        // host and `configure` calls fatalError (ActitoKit/Sources/Actito.swift:120-124,
        // ActitoKit/Sources/ActitoServicesInfo.swift:89-93); the adapter reports it instead (ADP-004).
        let rawURL = raw["apiURL"] ?? .null
        var url = rawURL == .null ? Self.defaultAPIURL : rawURL.stringValue ?? ""
        while url.hasSuffix("/") { url.removeLast() }
        let applicationID = raw["applicationID"]?.stringValue ?? ""
        if url.isEmpty {
            problems.append(
                invalid("apiURL", "apiURL is empty or not a string: Actito cannot be configured (notConfigured)"))
        }
        // Planted bug (rt13EmptyApplicationIDAccepted): only a missing key is a problem; "" is taken
        // for an application id.
        let emptyAccepted = bugs.contains(.rt13EmptyApplicationIDAccepted) && raw["applicationID"]?.stringValue != nil
        if applicationID.isEmpty, !emptyAccepted {
            problems.append(
                invalid(
                    "applicationID",
                    "applicationID is missing or empty: no application can be loaded (applicationUnavailable)"))
        }
        let defaults = ActitoCopyVendor.optionDefaults
        // Planted bug (rt9UnknownOptionSkipped): unknown option names are dropped silently.
        let skipUnknown = bugs.contains(.rt9UnknownOptionSkipped)
        let authorization = options(
            raw["authorizationOptions"], key: "authorizationOptions", default: defaults.authorization,
            problems: &problems, skipUnknown: skipUnknown)
        let presentation = options(
            raw["presentationOptions"], key: "presentationOptions", default: defaults.presentation,
            problems: &problems, skipUnknown: skipUnknown)
        let category = options(
            raw["categoryOptions"], key: "categoryOptions", default: defaults.category, problems: &problems,
            skipUnknown: skipUnknown)
        var categories: [ActitoActionCategory] = []
        if let value = raw["actionCategories"] {
            switch ActitoActionCategory.parseList(value) {
            case .success(let parsed): categories = parsed
            case .failure(let error):
                // Planted bug (rt8BadActionCategoriesIgnored): a malformed list is dropped silently.
                if !bugs.contains(.rt8BadActionCategoriesIgnored) { problems.append(error) }
            }
        }
        var preserve = false
        // Planted bug: the option is read under its 3.x name.
        let preserveKey =
            bugs.contains(.rt3PreserveCategoriesOptionMisread)
            ? "preserveExistingCategories" : "preserveExistingNotificationCategories"
        if let value = raw[preserveKey] {
            if let flag = value.boolValue {
                preserve = flag
            } else if bugs.contains(.rt10PreserveFlagParsedLeniently), let text = value.stringValue {
                // Planted bug: a string is read leniently, anything unknown silently false.
                preserve = ["true", "yes", "1"].contains(text.lowercased())
            } else {
                problems.append(
                    invalid(
                        "preserveExistingNotificationCategories",
                        "preserveExistingNotificationCategories is \(value.typeName), expected a Boolean; false is used"
                    ))
            }
        }
        guard !url.isEmpty, !applicationID.isEmpty || emptyAccepted else { return (nil, problems) }
        return (
            ActitoConfiguration(
                apiURL: url, applicationID: applicationID, actionCategories: categories,
                authorizationOptions: authorization, presentationOptions: presentation,
                categoryOptions: category, preserveExistingCategories: preserve), problems
        )
    }

    private static func invalid(_ key: String, _ message: String) -> PushError {
        PushError(.invalidConfiguration, native: "invalidArgument", message: message, details: ["key": .string(key)])
    }

    /// An option set from an array of raw names; anything else keeps the default.
    private static func options<Option: RawRepresentable & Hashable>(
        _ value: JSONValue?, key: String, default fallback: Set<Option>, problems: inout [PushError],
        skipUnknown: Bool = false
    ) -> Set<Option> where Option.RawValue == String {
        guard let value else { return fallback }
        guard let items = value.arrayValue else {
            problems.append(
                invalid(key, "\(key) is \(value.typeName), expected an array of option names; the default is used"))
            return fallback
        }
        var result: Set<Option> = []
        for item in items {
            guard let name = item.stringValue, let option = Option(rawValue: name) else {
                if skipUnknown { continue }
                problems.append(
                    invalid(key, "\(key) has \(item.canonicalText), which is not an option name; the default is used"))
                return fallback
            }
            result.insert(option)
        }
        return result
    }
}
