public import PushContract

/// The Q2-style vendor: Q2MobileCore dispatching push callbacks to the modules of its settings document (Q2
/// "iOS - Push Lifecycle Module", the "Q2 guide" of these sources,
/// https://mobile.q2developer.com/docs/msdk/ios/modules/types/push-lifecycle-module) on the neutral contract.
public struct Q2Vendor: PushVendor {
    /// Creates the vendor.
    public init() {}

    /// `q2`, "Q2-style", its capabilities, defaults and known deviations.
    public var descriptor: VendorDescriptor {
        VendorDescriptor(
            id: "q2", displayName: "Q2-style",
            capabilities: [
                .serviceExtension, .contentExtension, .foregroundPresentation, .tapHandling, .backgroundPush,
            ],
            optionDefaults: NotificationOptionDefaults(
                authorization: Q2MobileCore.authorizationOptions,
                presentation: Q2Presentation.defaultOptions, category: []),
            knownDeviations: [
                KnownDeviation(
                    invariant: .extensionOwnBound,
                    scenarios: [
                        "notification-service.media-hang-past-budget",
                        "notification-service.rewritten-image-download-times-out",
                    ],
                    summary:
                        "The service-extension module downloads image_url with URLSession.shared.dataTask and no timeout of its own; only serviceExtensionTimeWillExpire ends a hanging download (with the original content).",
                    citation:
                        "Q2 \"iOS - Push Lifecycle Module\", “Rich Push Notification - Service Extension” (downloadAndAttachImage with URLSession.shared.dataTask, no timeout; serviceExtensionTimeWillExpire delivers the original content), https://mobile.q2developer.com/docs/msdk/ios/modules/types/push-lifecycle-module"
                ),
                KnownDeviation(
                    invariant: .attachmentTypeMatchesBytes, scenarios: [],
                    summary:
                        "downloadAndAttachImage writes whatever bytes arrive to notification-image.jpg and attaches them: an HTML page or an MP3 file is declared a JPEG image.",
                    citation:
                        "Q2 \"iOS - Push Lifecycle Module\", “Rich Push Notification - Service Extension” (downloadAndAttachImage: the data is written to notification-image.jpg without looking at it), https://mobile.q2developer.com/docs/msdk/ios/modules/types/push-lifecycle-module",
                    mechanism: .fileNameTypeNotTheBytes),
                KnownDeviation(
                    invariant: .attachmentFromSuccessfulDownload, scenarios: [],
                    summary:
                        "downloadAndAttachImage checks only for data and no error, never the HTTP status: a 404 error page is attached as the image.",
                    citation:
                        "Q2 \"iOS - Push Lifecycle Module\", “Rich Push Notification - Service Extension” (downloadAndAttachImage: guard let data = data, error == nil; the response is not read), https://mobile.q2developer.com/docs/msdk/ios/modules/types/push-lifecycle-module",
                    mechanism: .errorPageAttached),
            ],
            configurationKeys: ["settings", "moduleImplementations", "contentExtensionCategories"])
    }

    /// The Q2 payload format.
    public var wireFormat: any PushWireFormat { Q2WireFormat() }

    /// A Q2 push names its module: a top-level `sender` string starting with `com.q2.mobile.module.` (Q2
    /// guide “Notification Payload Format”). Pushes without it still reach the modules through the legacy
    /// fallback, but carry no Q2 marker.
    public func claims(_ payload: PushPayload) -> Bool {
        payload[Q2Sender.payloadKey]?.stringValue?.hasPrefix(Q2Sender.prefix) ?? false
    }

    /// Q2MobileCore in the app.
    public func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter {
        Q2MobileCore(host: host, configuration: configuration)
    }

    /// The DevApp's service extension.
    public func makeServiceExtension(
        host: PushHost, configuration: [String: JSONValue]
    ) -> (any NotificationServiceExtension)? {
        Q2ServiceExtension(vendor: self, host: host, configuration: configuration)
    }

    /// The DevApp's content extension.
    public func makeContentExtension(
        host: PushHost, configuration: [String: JSONValue]
    ) -> (any NotificationContentExtension)? {
        Q2ContentExtension(host: host, configuration: configuration)
    }
}
