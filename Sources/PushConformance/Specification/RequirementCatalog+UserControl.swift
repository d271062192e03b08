import PushContract

extension RequirementCatalog {
    /// Requirements about what the user sees that no invariant can judge alone, because only the
    /// scenario knows what a push carried: their oracles are the expectations of the scenarios
    /// that cite them (DEL-006 and DEL-008 are invariants, in `UserControlInvariants.swift`).
    static let userControlRequirements: [Requirement] = [
        Requirement(
            .backgroundPushStaysInvisible, .must, .pushDelegate,
            summary: "a background push that carries nothing to show never becomes a visible notification",
            sentence:
                "An SDK MUST NOT turn a background push (content-available) that carries nothing to show into a visible notification: another SDK's never, and its own only when the payload carries the content to show (the SDK's own display fields).",
            rationale:
                "A background push is a silent update: iOS shows nothing for it, and the sender chose that. An SDK posting a local notification for it shows the user an empty or foreign notification, or a second banner for a push iOS already showed.",
            sources: [
                "Apple, Pushing background updates to your App: \"A background notification is a remote notification that doesn't display an alert, play a sound, or badge your app's icon\", https://developer.apple.com/documentation/usernotifications/pushing-background-updates-to-your-app",
                "R4",
            ]),
    ]
}
