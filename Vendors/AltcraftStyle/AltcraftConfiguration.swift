import PushContract

/// Altcraft's provider names (`Constants.swift` `ProviderName`), with the neutral kinds they map to.
enum AltcraftProvider {
    /// `ios-apns`.
    static let apns = "ios-apns"
    /// `ios-firebase`.
    static let firebase = "ios-firebase"
    /// `ios-huawei`.
    static let huawei = "ios-huawei"
    /// The three names the configuration builder accepts.
    static let all = [apns, firebase, huawei]

    /// The native name of a neutral kind.
    static func name(of kind: TokenProviderKind) -> String {
        switch kind {
        case .apns: return apns
        case .fcm: return firebase
        case .hms: return huawei
        }
    }

    /// The neutral kind of a native name (exact match, as the real sort compares exactly).
    static func kind(of name: String) -> TokenProviderKind? {
        switch name {
        case apns: return .apns
        case firebase: return .fcm
        case huawei: return .hms
        default: return nil
        }
    }

    /// A name from a priority list in native form: neutral `apns`/`fcm`/`hms` are translated,
    /// anything else is kept as given.
    static func native(_ name: String) -> String {
        switch name {
        case "apns": return apns
        case "fcm": return firebase
        case "hms": return huawei
        default: return name
        }
    }

    /// Whether the builder accepts a native name (`AltcraftConfiguration.build()` compares
    /// case-insensitively).
    static func isAccepted(_ native: String) -> Bool { all.contains(native.lowercased()) }
}

/// The Altcraft configuration, read from the neutral keys (`Conformance/README.md`) plus the
/// Altcraft-only `resourceToken`.
///
/// Mirrors `AltcraftConfiguration.Builder().build()`: an empty API URL is 471, an empty
/// resource token 472, a provider name outside `ios-apns`/`ios-firebase`/`ios-huawei` 473; any of
/// them leaves the SDK unconfigured (no 200).
struct AltcraftConfiguration {
    /// The API base URL, without a trailing slash.
    var apiURL: String
    /// The resource token (`rToken`): `resourceToken`, else the neutral `applicationID`.
    var resourceToken: String?
    /// The provider priority in native names, nil for the default APNs → FCM → HMS.
    var providerPriority: [String]?

    /// Parses and validates; returns the problems in Altcraft's order when invalid.
    static func parse(_ raw: [String: JSONValue]) -> Result<AltcraftConfiguration, PushError> {
        let url = raw["apiURL"]?.stringValue ?? ""
        guard !url.isEmpty else {
            return .failure(
                AltcraftEventCode.invalidAPIURL.error(
                    "apiURL is empty or missing (471): set \"apiURL\" to the Altcraft API base URL",
                    details: ["key": "apiURL"]))
        }
        var token = raw["resourceToken"]?.stringValue ?? raw["applicationID"]?.stringValue
        if raw["resourceToken"] != nil, token?.isEmpty ?? true {
            return .failure(
                AltcraftEventCode.invalidResourceToken.error(
                    "resourceToken is empty (472): pass the resource token from the Altcraft platform or leave the key out",
                    details: ["key": "resourceToken"]))
        }
        // The neutral applicationID is the rToken when resourceToken is absent (A1): given but
        // empty (or not a string; null leaves it out), it is an empty rToken, refused as 472.
        if raw["resourceToken"] == nil, let id = raw["applicationID"], id != .null, token?.isEmpty ?? true {
            return .failure(
                AltcraftEventCode.invalidResourceToken.error(
                    "applicationID, the resource token when resourceToken is absent, is empty (472): pass the resource token from the Altcraft platform or leave the key out",
                    details: ["key": "applicationID"]))
        }
        if token?.isEmpty == true { token = nil }
        var priority: [String]?
        if let value = raw["providerPriority"] {
            switch parsePriority(value) {
            case .success(let names): priority = names
            case .failure(let error): return .failure(error)
            }
        }
        var trimmed = url
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        return .success(AltcraftConfiguration(apiURL: trimmed, resourceToken: token, providerPriority: priority))
    }

    /// A priority list in native names, or 473 for a name Altcraft does not know.
    static func parsePriority(_ value: JSONValue) -> Result<[String], PushError> {
        guard let items = value.arrayValue else {
            return .failure(
                AltcraftEventCode.invalidProvider.error(
                    "providerPriority is \(value.typeNameWithArticle), expected an array of provider names (473)",
                    details: ["key": "providerPriority"]))
        }
        var names: [String] = []
        for item in items {
            guard let name = item.stringValue, AltcraftProvider.isAccepted(AltcraftProvider.native(name)) else {
                return .failure(
                    AltcraftEventCode.invalidProvider.error(
                        "invalid provider \(item.canonicalText) (473). Available: apns, fcm, hms or ios-apns, ios-firebase, ios-huawei",
                        details: ["provider": item]))
            }
            names.append(AltcraftProvider.native(name))
        }
        return .success(names)
    }
}

/// The app-side switches of the seed's `NotificationManager` section.
///
/// The real switches are Swift Booleans an app sets in code (the guide's `customPushProcessing`,
/// `customClickProcessing`; README A2), so no malformed value reaches the real SDK: a neutral
/// value other than `"sdk"` or `"app"` is this adapter's translation failing, reported at launch
/// (`configuration.invalid-value`, with the key, ADP-004) while the SDK's standard handling is kept.
struct AltcraftSwitches {
    /// `customPushProcessing`: the app chooses foreground presentation (`foregroundPresentation: "app"`).
    var customPushProcessing: Bool
    /// `customClickProcessing`: the app handles taps (`tapHandling: "app"`).
    var customClickProcessing: Bool
    /// The keys whose value is neither `"sdk"` nor `"app"`, in key order (reported at launch).
    var problems: [PushError]

    /// Reads the neutral keys; a value other than `"sdk"` or `"app"` keeps the SDK's standard
    /// handling and is listed in ``problems``.
    init(_ raw: [String: JSONValue]) {
        var problems: [PushError] = []
        func appDecides(_ key: String) -> Bool {
            guard let value = raw[key] else { return false }
            switch value.stringValue {
            case "app": return true
            case "sdk": return false
            default:
                problems.append(
                    PushError(
                        .invalidConfiguration,
                        message: "\(key) is \(value.canonicalText), expected \"sdk\" or \"app\"; \"sdk\" is used",
                        details: ["key": .string(key)]))
                return false
            }
        }
        customPushProcessing = appDecides("foregroundPresentation")
        customClickProcessing = appDecides("tapHandling")
        self.problems = problems
    }
}
