public import PushContract

/// The MCE-style vendor: IBM / Acoustic Mobile Engagement's push handling, action categories and
/// behaviour events (seed `ibm-mce-ios-action-categories`; the 3.10.6 binaries, README) on the
/// neutral contract.
public struct MCEVendor: PushVendor {
    /// What the sample app asks for, what `MCENotificationDelegate` presents, and the dynamic
    /// category's `customDismissAction`.
    static let optionDefaults = NotificationOptionDefaults(
        authorization: [.alert, .sound, .badge, .carPlay, .providesAppNotificationSettings],
        presentation: MCENotificationDelegate.presentation,
        category: MCEDynamicCategory.options)

    /// Creates the vendor.
    public init() {}

    /// `mce`, "MCE-style", its capabilities, defaults and known deviations.
    public var descriptor: VendorDescriptor {
        VendorDescriptor(
            id: "mce", displayName: "MCE-style",
            capabilities: [.serviceExtension, .foregroundPresentation, .tapHandling, .dynamicCategories],
            optionDefaults: Self.optionDefaults,
            knownDeviations: MCEDeviations.all,
            // Every key MCEConfiguration.parse reads (ADP-004).
            configurationKeys: ["apiURL", "applicationID", "foregroundPresentation", "actionHandlers"])
    }

    /// MCE's server: the behaviour-event upload (``MCEBackend``).
    public var backend: VendorBackend { MCEBackend.declared }

    /// The MCE payload format.
    public var wireFormat: any PushWireFormat { MCEWireFormat() }

    /// A top-level `notification-action` or `category-actions`, or an `mce` object (assumption A1).
    public func claims(_ payload: PushPayload) -> Bool { MCEOwnership.claims(payload) }

    /// The app-side SDK.
    public func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter {
        MCEAdapter(host: host, configuration: configuration)
    }

    /// The app's `MCENotificationService` subclass.
    public func makeServiceExtension(
        host: PushHost, configuration: [String: JSONValue]
    ) -> (any NotificationServiceExtension)? {
        MCEServiceExtension(host: host)
    }
}
