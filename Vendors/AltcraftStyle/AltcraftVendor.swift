public import PushContract

/// The Altcraft-style vendor: Altcraft mSDK iOS behaviour (seed `altcraft-ios-sdk-functionality`
/// and the real SDK's code, `altcraft/ios-sdk@c9b72bf`) on the neutral contract.
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
            capabilities: [
                .pushDelegate, .subscription, .tokenProviders, .serviceExtension, .foregroundPresentation,
                .tapHandling, .customEvents, .dataReset, .dynamicCategories,
            ],
            optionDefaults: NotificationOptionDefaults(
                authorization: Self.authorizationOptions,
                presentation: Self.presentationOptions, category: []),
            knownDeviations: AltcraftDeviations.all,
            configurationKeys: ["foregroundPresentation"])
    }

    /// The DEL-004 message of a tap delivered more than once (every kind of open, every count).
    static let repeatedTap = " times for 1 tap"
    /// The TOK-005 message of a rotated token never sent (the old one is not sent either).
    static let rotatedTokenNotSent = "but the new token was never sent where the old one had been"

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
    public func makeServiceExtension(
        host: PushHost, configuration: [String: JSONValue]
    ) -> (any NotificationServiceExtension)? {
        AltcraftServiceExtension(vendor: self, host: host, configuration: configuration)
    }
}
