import PushContract

/// Customer.io's `identify(userId:traits:)` as the guide calls it (Customer IO guide
/// “`didFinishLaunchingWithOptions`”, “`didReceiveRemoteNotification`”): each call is
/// recorded as a `profile.updated` event (native `identify`). Customer.io queues identify calls
/// and sends them in batches; this adapter models the call, not the batch upload.
struct ContextProfile {
    let host: PushHost
    let userID: String?

    /// Sets traits on the profile.
    func identify(_ traits: [String: JSONValue]) {
        var details: [String: JSONValue] = ["traits": .object(traits)]
        if let userID { details["userId"] = .string(userID) }
        host.events.emit(SDKEvent(SDKEventName.profileUpdated, native: "identify", details: details))
    }
}
