import PushContract

/// One module of the settings document (Q2 guide “Step 2: Configure Module Settings”, “Pre-requisites”,
/// “Update Module's pushServiceClassName”), validated.
struct Q2ModuleEntry: Sendable, Hashable {
    /// Its position in `modules` (0-based), for messages.
    var index: Int
    /// `name`, for messages.
    var name: String?
    /// `className`: the module's main class.
    var className: String
    /// `identifier`; empty for a module without one (it cannot be targeted).
    var identifier: String
    /// Its `PushSender` id, nil without an identifier.
    var sender: String?
    /// `push: true`: a `PushLifecycleModule` that gets the lifecycle callbacks (Q2 guide “Step 2: Configure
    /// Module Settings”, “Common Issues”).
    var push: Bool
    /// `pushServiceClassName`: its service-extension module (Q2 guide “Update Module's
    /// pushServiceClassName”).
    var serviceClassName: String?
    /// `pushContentClassName`: its content-extension module (Q2 guide “Update Module's
    /// pushContentClassName”).
    var contentClassName: String?

    /// The name messages use: `modules[1] "q2-demo-ios" (com.q2.mobile.module.demo)`.
    var label: String { Q2Settings.label(index: index, name: name, identifier: identifier.isEmpty ? nil : identifier) }

    /// As JSON for the `sdk.configured` event.
    var json: JSONValue {
        var object: [String: JSONValue] = ["className": .string(className), "push": .bool(push)]
        if !identifier.isEmpty { object["identifier"] = .string(identifier) }
        if let sender { object["sender"] = .string(sender) }
        if let serviceClassName { object["pushServiceClassName"] = .string(serviceClassName) }
        if let contentClassName { object["pushContentClassName"] = .string(contentClassName) }
        return .object(object)
    }
}

/// The settings document: the app-level `push` switch and the enabled, valid modules in document order, plus
/// one error per refused entry.
///
/// Rules (guide sections, or **our choice** where the guide is silent — see the README):
/// - The document is a JSON object, or a string holding its JSON text; anything else refuses the whole
///   document (no modules, no permission prompt).
/// - `push` (app level, Q2 guide “Pre-requisites”) defaults to true; `false` means MobileCore never asks for
///   permission nor registers for remote notifications.
/// - `modules` must be an array; each entry an object with a non-empty string `className`; `identifier`,
///   `name`, `pushServiceClassName`, `pushContentClassName` strings when present; `enabled` and `push`
///   Booleans when present (`enabled` defaults to true, `push` to false).
/// - A module with `push: true`, a service class or a content class needs an `identifier` (its sender); a
///   later entry repeating an earlier identifier is refused; `enabled: false` skips the entry without an
///   error.
struct Q2Settings: Sendable {
    /// The app-level `push` switch.
    var pushEnabled: Bool
    /// Whether the document could be read at all.
    var usable: Bool
    /// The accepted, enabled modules in document order.
    var modules: [Q2ModuleEntry]
    /// Identifiers of entries skipped with `enabled: false`.
    var disabled: [String]
    /// One `configuration.invalid-value` error per refused entry (or one for the whole document).
    var errors: [PushError]

    /// The lifecycle modules (`push: true`).
    var pushModules: [Q2ModuleEntry] { modules.filter(\.push) }
    /// The modules with a service extension.
    var serviceModules: [Q2ModuleEntry] { modules.filter { $0.serviceClassName != nil } }
    /// The modules with a content extension.
    var contentModules: [Q2ModuleEntry] { modules.filter { $0.contentClassName != nil } }

    /// The guide's demo module (Q2 guide “Update Module's pushServiceClassName”) with `push: true` (Q2 guide
    /// “Step 2: Configure Module Settings”) under an app-level `push: true` (Q2 guide “Pre-requisites”): what
    /// a scenario without `settings` runs with.
    static let defaultDocument: JSONValue = [
        "push": true,
        "modules": [
            [
                "name": "q2-demo-ios", "packageName": "q2-demo-ios", "productName": "Q2Demo",
                "className": "Q2DemoModule",
                "pushServiceClassName": "DemoNotificationServiceExtensionModule",
                "pushContentClassName": "DemoNotificationContentExtensionModule",
                "identifier": "com.q2.mobile.module.demo", "data": "", "enabled": true, "push": true,
            ]
        ],
    ]

    /// Parses a settings document (an object, or a string with its JSON text).
    static func parse(_ document: JSONValue) -> Q2Settings {
        var root = document
        if let text = document.stringValue {
            do {
                root = try JSONValue.parse(text)
            } catch {
                return refused("the settings document is not JSON (\(error)); no module is loaded")
            }
        }
        guard let object = root.objectValue else {
            return refused(
                "the settings document is \(root.q2TypeNameWithArticle), expected an object with \"modules\"; no module is loaded"
            )
        }
        var settings = Q2Settings(pushEnabled: true, usable: true, modules: [], disabled: [], errors: [])
        if let push = object["push"] {
            if let flag = push.boolValue {
                settings.pushEnabled = flag
            } else {
                settings.errors.append(
                    error(
                        "settings \"push\" is \(push.q2TypeNameWithArticle), expected true or false; taken as true",
                        details: ["key": "push"]))
            }
        }
        guard let list = object["modules"] else { return settings }
        guard let entries = list.arrayValue else {
            return refused(
                "settings \"modules\" is \(list.q2TypeNameWithArticle), expected an array; no module is loaded")
        }
        var seen: Set<String> = []
        for (index, entry) in entries.enumerated() {
            switch Self.entry(entry, index: index) {
            case .failure(let problem):
                settings.errors.append(problem)
            case .success(nil):
                let identifier =
                    entry["identifier"]?.stringValue ?? entry["className"]?.stringValue ?? "modules[\(index)]"
                settings.disabled.append(identifier)
            case .success(let module?):
                if !module.identifier.isEmpty, seen.contains(module.identifier) {
                    settings.errors.append(
                        error(
                            "\(module.label) repeats the identifier of an earlier module; the entry is ignored and the first one kept",
                            details: ["entry": .number(Double(index)), "key": "identifier"]))
                    continue
                }
                if !module.identifier.isEmpty { seen.insert(module.identifier) }
                settings.modules.append(module)
            }
        }
        return settings
    }

    /// One entry: the module, nil when disabled, or the error naming it.
    private static func entry(_ value: JSONValue, index: Int) -> Result<Q2ModuleEntry?, PushError> {
        guard let object = value.objectValue else {
            return .failure(
                error(
                    "modules[\(index)] is \(value.q2TypeNameWithArticle), expected an object; the entry is ignored",
                    details: ["entry": .number(Double(index))]))
        }
        let name = object["name"]?.stringValue
        let identifierValue = object["identifier"]
        let label = label(index: index, name: name, identifier: identifierValue?.stringValue)
        func refuse(_ key: String, _ why: String) -> Result<Q2ModuleEntry?, PushError> {
            .failure(
                error(
                    "\(label): \(why); the entry is ignored",
                    details: ["entry": .number(Double(index)), "key": .string(key)]))
        }
        func optionalString(_ key: String) -> Result<String?, PushError> {
            guard let field = object[key], !field.isNull else { return .success(nil) }
            guard let text = field.stringValue, !text.isEmpty else {
                return .failure(
                    error(
                        "\(label): \"\(key)\" is \(field.stringValue == nil ? field.q2TypeNameWithArticle : "empty"), expected a non-empty string; the entry is ignored",
                        details: ["entry": .number(Double(index)), "key": .string(key)]))
            }
            return .success(text)
        }
        func flag(_ key: String, _ fallback: Bool) -> Bool? {
            guard let field = object[key] else { return fallback }
            return field.boolValue
        }
        let className: String
        switch optionalString("className") {
        case .success(let text?): className = text
        case .success(nil):
            return refuse("className", "\"className\" is missing, so MobileCore cannot create the module")
        case .failure(let problem): return .failure(problem)
        }
        var strings: [String: String] = [:]
        for key in ["identifier", "pushServiceClassName", "pushContentClassName"] {
            switch optionalString(key) {
            case .success(let text): strings[key] = text
            case .failure(let problem): return .failure(problem)
            }
        }
        guard let enabled = flag("enabled", true) else { return refuse("enabled", "\"enabled\" is not true or false") }
        guard let push = flag("push", false) else { return refuse("push", "\"push\" is not true or false") }
        guard enabled else { return .success(nil) }
        let identifier = strings["identifier"] ?? ""
        let service = strings["pushServiceClassName"]
        let content = strings["pushContentClassName"]
        if identifier.isEmpty, push || service != nil || content != nil {
            let role = push ? "a push module" : "a module with an extension class"
            return refuse(
                "identifier",
                "\(role) needs an \"identifier\": without it the module has no sender and cannot be targeted")
        }
        return .success(
            Q2ModuleEntry(
                index: index, name: name, className: className, identifier: identifier,
                sender: identifier.isEmpty ? nil : Q2Sender.id(forIdentifier: identifier), push: push,
                serviceClassName: service, contentClassName: content))
    }

    private static func refused(_ message: String) -> Q2Settings {
        Q2Settings(
            pushEnabled: false, usable: false, modules: [], disabled: [],
            errors: [error(message, details: ["key": "settings"])])
    }

    private static func error(_ message: String, details: [String: JSONValue]) -> PushError {
        PushError(.invalidConfiguration, message: message, details: details)
    }

    /// `modules[1] "q2-demo-ios" (com.q2.mobile.module.demo)`.
    static func label(index: Int, name: String?, identifier: String?) -> String {
        var text = "modules[\(index)]"
        if let name { text += " \"\(name)\"" }
        if let identifier { text += " (\(identifier))" }
        return text
    }
}
