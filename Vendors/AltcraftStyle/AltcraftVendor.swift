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
            // Every key AltcraftConfiguration.parse and AltcraftSwitches read (ADP-004).
            configurationKeys: [
                "apiURL", "applicationID", "resourceToken", "providerPriority", "foregroundPresentation", "tapHandling",
            ],
            // Custom fields and mobile event payload values: strings, numbers and Booleans only
            // (475 before anything is stored), README "Checks before storing";
            // altcraft/ios-sdk@c9b72bf30ea45d0b8b5b364ef06241e59beb4180:Altcraft/additional/Extension.swift:76-103
            scalarOnlyFields: [.subscriptionCustomFields, .customEventPayload])
    }

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
