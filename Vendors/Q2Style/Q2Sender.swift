import PushContract

/// Q2's `PushSender`: the id a module exposes for explicit targeting (Q2 guide “Step 1: Create Your Module
/// Class”, “Setup PushSender Identifier”) and the payload key that carries it (Q2 guide “Notification Payload
/// Format”).
enum Q2Sender {
    /// Every module sender id starts with this (Q2 guide “Step 1: Create Your Module Class”
    /// `com.q2.mobile.module.{your-unique-identifier}`).
    static let prefix = "com.q2.mobile.module."
    /// The top-level payload key naming the target module (Q2 guide “Notification Payload Format”, “Rich Push
    /// Notification - Service Extension › Implementation”).
    static let payloadKey = "sender"

    /// The sender id of a module: its settings `identifier` when it already has the `com.q2.mobile.module.`
    /// form (Q2 guide “Step 2: Configure Module Settings”, “Update Module's pushServiceClassName”), else the
    /// prefix plus the identifier. Our choice: the guide shows identifier and sender with the same value but
    /// never says they must be equal.
    static func id(forIdentifier identifier: String) -> String {
        identifier.hasPrefix(prefix) ? identifier : prefix + identifier
    }

    /// The module part of a sender id (`com.q2.mobile.module.demo` → `demo`): the default payload key of the
    /// module's rich content (the guide's module `demo` decodes `data.demo`, Q2 guide “Rich Push Notification
    /// - Service Extension › Implementation”, “Rich Push Notification - Service Extension › Send
    /// Notification”).
    static func shortName(of sender: String) -> String {
        sender.hasPrefix(prefix) ? String(sender.dropFirst(prefix.count)) : sender
    }
}

/// How MobileCore chose the modules for one push (Q2 guide “Runtime Resolution”).
struct Q2Route {
    /// The modules that handle the push, in settings order.
    var modules: [Q2ModuleEntry]
    /// Whether the payload's sender matched one module exactly.
    var targeted: Bool
    /// The payload's sender, when it is a string.
    var sender: String?
    /// Why the legacy fallback was taken, nil when targeted.
    var fallbackReason: String?
    /// `sender` present but not a string: reported, then the legacy fallback.
    var senderError: PushError?

    /// Resolves `payload` among `candidates`: a string `sender` equal to one candidate's sender
    /// id routes to that module only; no key, a non-string value or no match falls back to the
    /// legacy behaviour, every candidate.
    /// `role` names the candidates in the fallback reason (`push module`, `service-extension module`…).
    static func resolve(_ payload: PushPayload, among candidates: [Q2ModuleEntry], role: String) -> Q2Route {
        guard let value = payload[Q2Sender.payloadKey] else {
            return Q2Route(
                modules: candidates, targeted: false, sender: nil, fallbackReason: "the payload has no sender")
        }
        guard let sender = value.stringValue else {
            let error = PushError(
                .payloadWrongType,
                message:
                    "sender is \(value.q2TypeNameWithArticle), expected a string such as \"\(Q2Sender.prefix)demo\"; "
                    + "the push goes to every module (legacy behaviour)",
                details: ["key": .string(Q2Sender.payloadKey)])
            return Q2Route(
                modules: candidates, targeted: false, sender: nil,
                fallbackReason: "the sender is not a string", senderError: error)
        }
        if let module = candidates.first(where: { $0.sender == sender }) {
            return Q2Route(modules: [module], targeted: true, sender: sender, fallbackReason: nil)
        }
        return Q2Route(
            modules: candidates, targeted: false, sender: sender,
            fallbackReason: "no \(role) has this sender")
    }

    /// The details of a `push.routed` event.
    var details: [String: JSONValue] {
        var details: [String: JSONValue] = [
            "route": .string(targeted ? "sender" : "legacy"),
            "modules": .array(modules.map { .string($0.identifier) }),
        ]
        if let sender { details["sender"] = .string(sender) }
        if let fallbackReason { details["reason"] = .string(fallbackReason) }
        return details
    }
}

extension JSONValue {
    /// `a string`, `an object`, `null`…, for messages.
    var q2TypeNameWithArticle: String {
        switch self {
        case .null: return "null"
        case .object, .array: return "an \(typeName)"
        default: return "a \(typeName)"
        }
    }
}
