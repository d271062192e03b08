public import PushContract

/// The Actito-style vendor: Actito iOS SDK 5.x behaviour (Actito "Advanced" guide,
/// https://developers.actito.com/push-implementation/ios/remote-notifications/advanced, and
/// actito/actito-sdk-ios@a80159a) on the neutral contract.
public struct ActitoVendor: PushVendor {
    /// The SDK version sent when a device is created.
    static let sdkVersion = "5.0.0-beta.2"
    /// `authorizationOptions`, `presentationOptions` (iOS 14+) and `categoryOptions` (`ActitoPush.swift:36-48`).
    static let optionDefaults = NotificationOptionDefaults(
        authorization: [.badge, .sound, .alert], presentation: [.banner, .badge, .sound],
        category: [.customDismissAction, .hiddenPreviewsShowTitle])

    /// Creates the vendor.
    public init() {}

    /// `actito`, "Actito-style", its capabilities, defaults and known deviations.
    public var descriptor: VendorDescriptor {
        VendorDescriptor(
            id: "actito", displayName: "Actito-style",
            capabilities: [
                .pushDelegate, .uiDelegate, .serviceExtension, .liveActivities, .liveActivityTracking,
                .foregroundPresentation, .tapHandling, .backgroundPush, .dynamicCategories,
            ],
            optionDefaults: Self.optionDefaults,
            knownDeviations: ActitoDeviations.all,
            // Every key ActitoConfiguration.parse reads (ADP-004).
            configurationKeys: [
                "apiURL", "applicationID", "actionCategories", "authorizationOptions", "presentationOptions",
                "categoryOptions", "preserveExistingNotificationCategories",
            ],
            // A left-out apiURL is the SDK's default REST host (ActitoConfiguration.defaultAPIURL).
            defaultedConfigurationKeys: ["apiURL"])
    }

    /// The Actito REST API's ordinary success answers (``ActitoBackend``).
    public var backend: VendorBackend { ActitoBackend.declared }

    /// The Actito payload format.
    public var wireFormat: any PushWireFormat { ActitoWireFormat() }

    /// `isActitoNotification`: top-level `x-sender` is the string `notificare`.
    public func claims(_ payload: PushPayload) -> Bool { ActitoOwnership.isActito(payload) }

    /// The app-side SDK.
    public func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter {
        ActitoAdapter(host: host, configuration: configuration)
    }

    /// The sample `NotificationService` with the Actito extension kit.
    public func makeServiceExtension(
        host: PushHost, configuration: [String: JSONValue]
    ) -> (any NotificationServiceExtension)? {
        ActitoServiceExtension(host: host, configuration: configuration)
    }
}
