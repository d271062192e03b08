public import PushContract

/// The Altcraft-style vendor: Altcraft mSDK iOS behaviour (seed `altcraft-ios-sdk-functionality`,
/// VENDOR-FACTS §2) on the neutral contract.
public struct AltcraftVendor: PushVendor {
    /// What `registerForPushNotifications` asks for (`NotificationManager.swift:40-75`).
    static let authorizationOptions: Set<AuthorizationOption> = [.alert, .sound, .badge]
    /// The standard foreground presentation (`NotificationManager.swift` `willPresent`).
    static let presentationOptions: Set<PresentationOption> = [.banner, .badge, .sound]

    /// Creates the vendor.
    public init() {}

    /// `altcraft`, "Altcraft-style", its capabilities, defaults and known deviations.
    public var descriptor: VendorDescriptor {
        VendorDescriptor(
            id: "altcraft", displayName: "Altcraft-style",
            capabilities: [.pushDelegate, .subscription, .tokenProviders, .serviceExtension, .foregroundPresentation,
                           .tapHandling, .customEvents, .dataReset, .dynamicCategories],
            optionDefaults: NotificationOptionDefaults(authorization: Self.authorizationOptions,
                                                       presentation: Self.presentationOptions, category: []),
            knownDeviations: [
                KnownDeviation(
                    invariant: .noNetworkForForeignPayload, scenarios: ["lifecycle.tap-foreign-payload-with-uid"],
                    summary: "The tap handler does not check _ac_push: a foreign payload carrying _uid gets an open push event request.",
                    citation: "VENDOR-FACTS §2 item 4; altcraft/ios-sdk Altcraft/push/NotificationManager.swift:80-90"),
                KnownDeviation(
                    invariant: .legalSubscriptionMoves, scenarios: [],
                    summary: "Subscribe/suspend/unsubscribe send the requested status whatever the current state; the server confirms it.",
                    citation: "VENDOR-FACTS §2 item 13; altcraft/ios-sdk Altcraft/push/subscribe/PushSubscribe.swift:52-158",
                    behaviour: "cannot move a subscription from"),
                KnownDeviation(
                    invariant: .retryOnlyRetryable, scenarios: ["lifecycle.redelivered-tap-after-refused-open"],
                    summary: "Every tap creates its own persisted open push event and the queue sends the next entity as soon as one fails finally: after a 429 (a non-retried ErrorEvent) the identical open event of a redelivered tap goes out at once. Found by explore (seed 1 run 56).",
                    citation: "VENDOR-FACTS §2 items 8 and 9 (any status but 5xx is a non-retried ErrorEvent; persisted push events); altcraft/ios-sdk Altcraft/push/events/PushEvent.swift:122-134"),
                KnownDeviation(
                    invariant: .completionsExactlyOnce, scenarios: ["subscription.status-server-never-answers"],
                    summary: Self.hangSummary, citation: Self.hangCitation),
                KnownDeviation(
                    invariant: .explorationSettlesWhenQuiet, scenarios: ["subscription.status-server-never-answers"],
                    summary: Self.hangSummary, citation: Self.hangCitation),
                KnownDeviation(
                    invariant: .foreignPayloadUntouched, scenarios: ["push-delegate.unknown-notification-opened"],
                    summary: "The SDK's notification-centre delegate handles every tapped notification itself (open event, click action) and has no callback for one it does not own: a tap on another SDK's notification never reaches the app's delegate.",
                    citation: "altcraft/ios-sdk@c9b72bf:Altcraft/push/NotificationManager.swift:80-90 (didReceive runs pushClickAction for every response, no _ac_push check, no forwarding)"),
                KnownDeviation(
                    invariant: .oneOpenPerTap, scenarios: [],
                    summary: "The tap handler creates a persisted open push event for every response it is handed, with no memory of the responses it already handled: one tap delivered twice (another SDK forwarding it) is counted, and sent, as two opens.",
                    citation: "altcraft/ios-sdk@c9b72bf:Altcraft/push/NotificationManager.swift:80-90 (an open push event per didReceive); altcraft/ios-sdk@c9b72bf:Altcraft/push/events/PushEvent.swift:122-134 (each event persisted and sent on its own)",
                    behaviour: Self.repeatedTap),
                KnownDeviation(
                    invariant: .appCategoriesKept, scenarios: ["notification-service.app-categories-replaced"],
                    summary: "The service extension registers the single category Altcraft with setNotificationCategories([Altcraft]) for every push with buttons, replacing every category the app had registered.",
                    citation: "altcraft/ios-sdk@c9b72bf:Altcraft/push/AltcraftPushReceiver.swift:35-115,188-214 (setNotificationCategories([Altcraft]))"),
                KnownDeviation(
                    invariant: .changedTokenReregistered, scenarios: [],
                    summary: "A device token APNs rotates while the app runs is reported (201) but not sent: the vendor's sample app only stores it for its APNs provider and calls getPushToken(); push/update, which replaces the old token on the server, runs at the next launch's token update.",
                    citation: "altcraft/ios-sdk@c9b72bf:IOSAPNsExample/IOSAPNsExampleApp.swift:74-81 (the new token is stored, then getPushToken); altcraft/ios-sdk@c9b72bf:Altcraft/push/token/TokenUpdate.swift:31-81 (push/update only from tokenUpdate)",
                    behaviour: Self.rotatedTokenNotSent),
                KnownDeviation(
                    invariant: .changedTokenReregistered, scenarios: [],
                    summary: "A push/update that failed retryably is retried with the token it was made for: when APNs rotates the token before the retry, the retry still registers the old one. Found by explore (seed 1 run 83).",
                    citation: "altcraft/ios-sdk@c9b72bf:Altcraft/push/token/TokenUpdate.swift:91-102 (a RetryEvent retries the same update)",
                    behaviour: "still sends the old token"),
                KnownDeviation(
                    invariant: .completionsExactlyOnce, scenarios: ["lifecycle.foreground-presentation-app-never-answers"],
                    summary: "With customPushProcessing on, the SDK hands the foreground decision to the app and has no fallback: if the app never calls complete(...), the system's will-present completion is never called.",
                    citation: "seed altcraft-ios-sdk-functionality.txt line 877 (\"If customPushProcessing = true, the app must call complete(...); otherwise, the notification may not be shown in the foreground.\")"),
            ])
    }

    /// The DEL-004 message of a tap delivered more than once (every kind of open, every count).
    static let repeatedTap = " times for 1 tap"
    /// The TOK-005 message of a rotated token never sent (the old one is not sent either).
    static let rotatedTokenNotSent = "but the new token was never sent where the old one had been"

    private static let hangSummary = "A status (or unsuspend) completion is called only when its request is answered; the SDK sets no request timeout of its own (it relies on URLSession's), so when the server never answers the completion is never called. Found by explore (seed 1 run 927)."
    private static let hangCitation = "VENDOR-FACTS §2 item 8 (outcomes only from an answer or a transport error); altcraft/ios-sdk Altcraft/network/RequestManager.swift:46-94"

    /// The Altcraft payload format.
    public var wireFormat: any PushWireFormat { AltcraftWireFormat() }

    /// The Altcraft mobile API's ordinary success answers (``AltcraftBackend``).
    public var backend: VendorBackend { AltcraftBackend.declared }

    /// `isAltcraftPush`: the `_ac_push` key is present, whatever its value
    /// (`AltcraftPushReceiver.swift:27-29`).
    public func claims(_ payload: PushPayload) -> Bool { payload["_ac_push"] != nil }

    /// The app-side SDK.
    public func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter {
        AltcraftAdapter(host: host, configuration: configuration)
    }

    /// `AltcraftNSE`.
    public func makeServiceExtension(host: PushHost, configuration: [String: JSONValue]) -> (any NotificationServiceExtension)? {
        AltcraftServiceExtension(vendor: self, host: host, configuration: configuration)
    }
}
