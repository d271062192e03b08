import PushContract

/// Actito's two gates: the `x-sender` marker (`isActitoNotification`, `ActitoPush.swift:177-179`)
/// and the application check (`x-application` equals the loaded application's id).
enum ActitoOwnership {
    /// The marker value.
    static let sender = "notificare-copy"

    /// Own iff top-level `x-sender` is the string `notificare`.
    static func isActito(_ payload: PushPayload, bugs: Set<ActitoCopyBug> = []) -> Bool {
        // Planted bug (rt8AnySenderClaims): "the sender header is ours", whatever it names.
        if bugs.contains(.rt8AnySenderClaims) { return payload["x-sender"] != nil }
        return payload["x-sender"]?.stringValue == sender
    }

    /// A neutral warning for markers that are present but malformed (not a string), or nil.
    static func malformedMarker(_ payload: PushPayload) -> PushError? {
        guard let marker = payload["x-sender"], marker.stringValue == nil else { return nil }
        return PushError(
            .payloadWrongType, native: "warning",
            message:
                "x-sender is a JSON \(marker.typeName), not a string: the push is handled as an unknown notification",
            details: ["key": "x-sender"])
    }

    /// Whether an own push was sent for this application; reports why not.
    static func matchesApplication(_ payload: PushPayload, core: ActitoCore) -> Bool {
        guard let configuration = core.configuration else {
            core.warn(
                .notConfigured, native: "applicationUnavailable",
                "Actito application unavailable: the push is dropped")
            return false
        }
        guard payload["x-application"]?.stringValue == configuration.applicationID else {
            core.warn(
                .payloadInvalidValue,
                "the push originated from another application (x-application \(payload["x-application"]?.canonicalText ?? "missing")): it is dropped",
                details: ["key": "x-application"])
            return false
        }
        return true
    }

    /// `system` as Actito reads it (`userInfo["system"] as? Bool ?? false`): a non-Boolean is
    /// silently not a system push (the interceptor logs nothing), so it is handled as a regular one.
    static func isSystem(_ payload: PushPayload) -> Bool {
        payload["system"]?.boolValue ?? false
    }
}
