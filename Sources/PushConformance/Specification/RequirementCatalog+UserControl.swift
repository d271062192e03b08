import PushContract

extension RequirementCatalog {
    /// Requirements about what the user sees that no invariant can judge alone, because only the
    /// scenario knows what a push carried: their oracles are the expectations of the scenarios
    /// that cite them (DEL-006 and DEL-008 are invariants, in `UserControlInvariants.swift`, and DEL-009 in
    /// `DelegateInvariants.swift`).
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
        Requirement(
            .deviceFactsInDeclaredUnit, .must, .adapter,
            summary: "device facts are sent as the device's own values, in the unit the backend declares",
            sentence:
                "An SDK MUST send each device fact (time-zone offset, OS version, model, app version) as the device's own value, in the unit and spelling its backend declares; a vendor declares them on its request bodies (RequestBodyShape.Field.fact), citing its SDK's code. A member no shape declares whose key names a fact (model, device_model, os_version, app_version, time_zone_offset, os_tz…) MUST carry the device's own value in one of the units of a declared fact.",
            rationale:
                "A time zone sent in minutes where the backend reads hours, or with its sign flipped, is accepted and wrong for good: scheduled and time-zone campaigns reach the user at the wrong hour. The unit is each backend's own contract (Actito: hours east of UTC; Altcraft: +hhmm text for the device and minutes west of UTC for mobile events), so only a vendor's declaration can judge the unit. Whatever the unit, a value that is no unit of the device's own is wrong: an offset cut to whole hours (+05:30 sent as 5), or the user's device name sent as the model. Every transcript is judged so for the whole case (Scenario.impliedDeviceFacts), not only the scenarios that state a deviceFacts expectation.",
            sources: [
                "https://github.com/OneSignal/OneSignal-Android-SDK/issues/1829 (the device's time zone not sent: timed notifications arrive hours early)",
                "actito/actito-sdk-ios@a80159a:ActitoUtilitiesKit/Sources/Device/Timezone+Offset.swift:8-9 (hours east of UTC, as a Float)",
                "altcraft/ios-sdk@c9b72bf:Altcraft/device/DeviceInfo.swift:92-100 (+hhmm text) and :106-113 (minutes west of UTC for mobile events)",
                "https://github.com/radarlabs/radar-sdk-android/pull/429 (half-hour time-zone offsets cut to whole hours)",
                "Apple: UIDevice.name, https://developer.apple.com/documentation/uikit/uidevice/name (the user's name for the device), not UIDevice.model or the model identifier",
            ]),
    ]
}
