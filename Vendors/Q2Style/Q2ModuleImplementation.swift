import PushContract

/// What a module's Swift code answers, which `settings.json` cannot say: the scenario scripts it under
/// `moduleImplementations.<identifier>`. Unscripted modules behave like the guide's "Sample
/// PushLifecycleModule Implementation" (Q2 guide “Sample PushLifecycleModule Implementation”): no categories,
/// `nil` for a silent push, `nil` (the default) for a foreground notification.
///
/// Keys: `categories` (`[{ "id", "options", "actions": [{ "id", "title", "options" }] }]`),
/// `backgroundFetchResult` (`newData`, `noData`, `failed` or null), `backgroundFetchSeconds` (how long the
/// async method takes, default 0), `presentation` (array of options or null), `payloadKey` (the key of its
/// rich content under `data`, default the sender's last part).
struct Q2ModuleImplementation: Sendable, Hashable {
    /// `getNotificationCategories()`; nil: the module returns nil.
    var categories: [NotificationCategory]?
    /// What `didReceiveRemoteNotification` returns.
    var backgroundFetchResult: BackgroundFetchResult?
    /// How long that async method runs.
    var backgroundFetchDuration: Duration = .zero
    /// What `willPresent` returns.
    var presentation: Set<PresentationOption>?
    /// `NotificationPayloadConvertible.key` of its service-extension payload; nil: the default.
    var payloadKey: String?

    /// The guide sample's answers.
    static let sample = Q2ModuleImplementation()

    /// Parses one module's script; an invalid value is an error naming the module and key.
    static func parse(_ value: JSONValue, module: String) -> Result<Q2ModuleImplementation, PushError> {
        func problem(_ key: String, _ why: String) -> Result<Q2ModuleImplementation, PushError> {
            .failure(
                PushError(
                    .invalidConfiguration,
                    message: "moduleImplementations.\(module).\(key) \(why); the module keeps the sample behaviour",
                    details: ["module": .string(module), "key": .string(key)]))
        }
        guard let object = value.objectValue else { return problem("", "is not an object") }
        var implementation = Q2ModuleImplementation()
        if let list = object["categories"], !list.isNull {
            guard let categories = list.arrayValue?.map(category), !categories.contains(nil) else {
                return problem("categories", "is not an array of {id, actions, options}")
            }
            implementation.categories = categories.compactMap { $0 }
        }
        if let result = object["backgroundFetchResult"], !result.isNull {
            guard let parsed = result.stringValue.flatMap(BackgroundFetchResult.init(rawValue:)) else {
                return problem("backgroundFetchResult", "is not newData, noData, failed or null")
            }
            implementation.backgroundFetchResult = parsed
        }
        if let seconds = object["backgroundFetchSeconds"] {
            guard let number = seconds.numberValue, number >= 0, number <= 3600 else {
                return problem("backgroundFetchSeconds", "is not a number of seconds from 0 to 3600")
            }
            implementation.backgroundFetchDuration = .milliseconds(Int64((number * 1000).rounded()))
        }
        if let options = object["presentation"], !options.isNull {
            guard let names = options.arrayValue?.map({ $0.stringValue.flatMap(PresentationOption.init(rawValue:)) }),
                !names.contains(nil)
            else {
                return problem("presentation", "is not an array of banner, list, badge, sound, alert")
            }
            implementation.presentation = Set(names.compactMap { $0 })
        }
        if let key = object["payloadKey"] {
            guard let text = key.stringValue, !text.isEmpty else {
                return problem("payloadKey", "is not a non-empty string")
            }
            implementation.payloadKey = text
        }
        return .success(implementation)
    }

    private static func category(_ value: JSONValue) -> NotificationCategory? {
        guard let object = value.objectValue, let id = object["id"]?.stringValue else { return nil }
        var actions: [NotificationAction] = []
        for action in object["actions"]?.arrayValue ?? [] {
            guard let actionID = action["id"]?.stringValue else { return nil }
            let options = (action["options"]?.arrayValue ?? []).compactMap {
                $0.stringValue.flatMap(ActionOption.init(rawValue:))
            }
            actions.append(
                NotificationAction(
                    identifier: actionID, title: action["title"]?.stringValue ?? actionID,
                    options: Set(options)))
        }
        let options = (object["options"]?.arrayValue ?? []).compactMap {
            $0.stringValue.flatMap(CategoryOption.init(rawValue:))
        }
        return NotificationCategory(identifier: id, actions: actions, options: Set(options))
    }
}

/// The Q2 configuration: the settings document, the scripted module code, and the
/// `UNNotificationExtensionCategory` values of the app's content extension.
///
/// Keys (in `vendorConfiguration.q2`): `settings` (the `settings.json` object, or its text),
/// `moduleImplementations` (`{ "<identifier>": { … } }`, see ``Q2ModuleImplementation``),
/// `contentExtensionCategories` (array of strings, default `["Q2Demo"]`, Q2 guide “Add Push Content
/// Category”, “Rich Push Notification - Content Extension › Send Notification”).
struct Q2Configuration: Sendable {
    /// The parsed settings.
    var settings: Q2Settings
    /// Scripted module code by identifier.
    var implementations: [String: Q2ModuleImplementation]
    /// The content extension's categories.
    var contentExtensionCategories: [String]
    /// Problems with `moduleImplementations` / `contentExtensionCategories` (settings errors are in `settings`).
    var errors: [PushError]

    /// The guide's content-extension category (Q2 guide “Rich Push Notification - Content Extension › Send
    /// Notification” `"category": "Q2Demo"`).
    static let defaultContentCategories = ["Q2Demo"]

    /// Reads the raw configuration.
    init(_ raw: [String: JSONValue]) {
        settings = Q2Settings.parse(raw["settings"] ?? Q2Settings.defaultDocument)
        implementations = [:]
        errors = []
        if let scripts = raw["moduleImplementations"] {
            if let object = scripts.objectValue {
                for key in object.keys.sorted() {
                    switch Q2ModuleImplementation.parse(object[key]!, module: key) {
                    case .success(let implementation): implementations[key] = implementation
                    case .failure(let problem): errors.append(problem)
                    }
                }
            } else {
                errors.append(
                    PushError(
                        .invalidConfiguration,
                        message:
                            "moduleImplementations is \(scripts.q2TypeNameWithArticle), expected an object keyed by module identifier",
                        details: ["key": "moduleImplementations"]))
            }
        }
        contentExtensionCategories = Self.defaultContentCategories
        if let categories = raw["contentExtensionCategories"] {
            if let names = categories.arrayValue?.compactMap(\.stringValue), names.count == categories.arrayValue?.count
            {
                contentExtensionCategories = names
            } else {
                errors.append(
                    PushError(
                        .invalidConfiguration,
                        message:
                            "contentExtensionCategories is not an array of strings; the default [\"Q2Demo\"] is used",
                        details: ["key": "contentExtensionCategories"]))
            }
        }
    }

    /// A module's scripted code, or the guide sample's.
    func implementation(of module: Q2ModuleEntry) -> Q2ModuleImplementation {
        implementations[module.identifier] ?? .sample
    }

    /// The key of a module's rich content under `data`.
    func payloadKey(of module: Q2ModuleEntry) -> String {
        implementation(of: module).payloadKey ?? Q2Sender.shortName(of: module.sender ?? module.identifier)
    }
}
