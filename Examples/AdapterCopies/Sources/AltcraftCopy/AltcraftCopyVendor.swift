public import PushContract

/// A renamed copy of the built-in Altcraft-style vendor (`Vendors/AltcraftStyle`), as an SDK
/// team would keep it in its own package: Altcraft mSDK iOS behaviour (`altcraft/ios-sdk@c9b72bf`)
/// on the neutral contract, with the same known deviations. `bugs` switches on planted bugs
/// (``AltcraftCopyBug``); with none it is the correct copy.
public struct AltcraftCopyVendor: PushVendor {
    /// What `registerForPushNotifications` asks for (`NotificationManager.swift:40-75`).
    static let authorizationOptions: Set<AuthorizationOption> = [.alert, .sound, .badge]
    /// The standard foreground presentation (`NotificationManager.swift` `willPresent`).
    static let presentationOptions: Set<PresentationOption> = [.banner, .badge, .sound]

    /// The planted bugs switched on (empty: the correct copy).
    public let bugs: Set<AltcraftCopyBug>

    /// Creates the vendor, with the planted bugs `bugs` switched on.
    public init(bugs: Set<AltcraftCopyBug> = []) { self.bugs = bugs }

    /// `altcraft`, "Altcraft-style", its capabilities, defaults and known deviations.
    public var descriptor: VendorDescriptor {
        VendorDescriptor(
            id: "altcraft-copy", displayName: "Altcraft copy",
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
    public var wireFormat: any PushWireFormat { AltcraftWireFormat(bugs: bugs) }

    /// The Altcraft mobile API's ordinary success answers (``AltcraftBackend``).
    public var backend: VendorBackend { AltcraftBackend.declared }

    /// `isAltcraftPush`: the `_acc_push` key is present, whatever its value
    /// (`AltcraftPushReceiver.swift:27-29`).
    public func claims(_ payload: PushPayload) -> Bool { payload["_acc_push"] != nil }

    /// The app-side SDK.
    public func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter {
        AltcraftAdapter(host: host, configuration: configuration, bugs: bugs)
    }

    /// `AltcraftNSE`.
    public func makeServiceExtension(
        host: PushHost, configuration: [String: JSONValue]
    ) -> (any NotificationServiceExtension)? {
        // Planted bug (rt12ExtensionReused): the last extension built for the same store is handed
        // out again ("keep the warmed-up extension between pushes").
        if bugs.contains(.rt12ExtensionReused) {
            if let cached = Self.warmExtension, cached.store === (host.store as AnyObject) { return cached.ext }
            let ext = AltcraftServiceExtension(vendor: self, host: host, configuration: configuration)
            Self.warmExtension = (host.store as AnyObject, ext)
            return ext
        }
        return AltcraftServiceExtension(vendor: self, host: host, configuration: configuration)
    }

    /// The extension ``AltcraftCopyBug/rt12ExtensionReused`` keeps between calls.
    nonisolated(unsafe) private static var warmExtension: (store: AnyObject, ext: AltcraftServiceExtension)?
}
