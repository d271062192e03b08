public import PushContract

/// A renamed copy of the built-in Actito-style vendor (`Vendors/ActitoStyle`), as an SDK team
/// would keep it in its own package: Actito iOS SDK 5.x behaviour (Actito "Advanced" guide,
/// https://developers.actito.com/push-implementation/ios/remote-notifications/advanced, and
/// actito/actito-sdk-ios@a80159a) on the neutral contract, with the same known deviations.
/// `bugs` switches on planted bugs (``ActitoCopyBug``); with none it is the correct copy.
public struct ActitoCopyVendor: PushVendor {
    /// The SDK version sent when a device is created.
    static let sdkVersion = "5.0.0-beta.2"
    /// `authorizationOptions`, `presentationOptions` (iOS 14+) and `categoryOptions` (`ActitoPush.swift:36-48`).
    static let optionDefaults = NotificationOptionDefaults(
        authorization: [.badge, .sound, .alert], presentation: [.banner, .badge, .sound],
        category: [.customDismissAction, .hiddenPreviewsShowTitle])

    /// The planted bugs switched on (empty: the correct copy).
    public let bugs: Set<ActitoCopyBug>

    /// Creates the vendor, with the planted bugs `bugs` switched on.
    public init(bugs: Set<ActitoCopyBug> = []) { self.bugs = bugs }

    /// `actito`, "Actito-style", its capabilities, defaults and known deviations.
    public var descriptor: VendorDescriptor {
        VendorDescriptor(
            id: "actito-copy", displayName: "Actito copy",
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
    public var wireFormat: any PushWireFormat { ActitoWireFormat(bugs: bugs) }

    /// `isActitoNotification`: top-level `x-sender` is the string `notificare`.
    public func claims(_ payload: PushPayload) -> Bool { ActitoOwnership.isActito(payload, bugs: bugs) }

    /// The app-side SDK.
    public func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter {
        ActitoAdapter(host: host, configuration: configuration, bugs: bugs)
    }

    /// The sample `NotificationService` with the Actito extension kit.
    public func makeServiceExtension(
        host: PushHost, configuration: [String: JSONValue]
    ) -> (any NotificationServiceExtension)? {
        ActitoServiceExtension(host: host, configuration: configuration, bugs: bugs)
    }
}
