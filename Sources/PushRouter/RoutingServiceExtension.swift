public import PushContract

/// One service extension for several SDKs: the system hands it every mutable-content alert push;
/// a request goes to the extension of the first vendor that claims it (created only then), and
/// any other is delivered unchanged. The content handler passes through at most once.
public final class RoutingServiceExtension: NotificationServiceExtension {
    /// A vendor's extension factory and ownership test.
    public struct Route {
        /// The vendor id.
        public var id: String
        /// Its ownership test.
        public var claims: (PushPayload) -> Bool
        /// Creates its extension (nil: the vendor has none).
        public var make: () -> (any NotificationServiceExtension)?

        /// Creates a route.
        public init(
            id: String, claims: @escaping (PushPayload) -> Bool,
            make: @escaping () -> (any NotificationServiceExtension)?
        ) {
            self.id = id
            self.claims = claims
            self.make = make
        }
    }

    private let routes: [Route]
    private var active: (any NotificationServiceExtension)?

    /// An extension routing to `routes`, in order.
    public init(routes: [Route]) { self.routes = routes }

    private func owner(_ request: NotificationRequest) -> Route? { routes.first { $0.claims(request.payload) } }

    /// True when some routed vendor claims the request (its extension, if it has one, gets it).
    public func claims(_ request: NotificationRequest) -> Bool { owner(request) != nil }

    /// Hands the request to its owner's extension; content passes at most once.
    public func didReceive(_ request: NotificationRequest, contentHandler: @escaping (NotificationContent) -> Void) {
        guard let route = owner(request), let serviceExtension = route.make() else {
            contentHandler(request.content)
            return
        }
        active = serviceExtension
        var delivered = false
        serviceExtension.didReceive(request) { content in
            guard !delivered else { return }
            delivered = true
            contentHandler(content)
        }
    }

    /// Passes the expiry to the running extension.
    public func serviceExtensionTimeWillExpire() { active?.serviceExtensionTimeWillExpire() }
}

/// `RoutingServiceExtension.Route` is not `Sendable`:
/// it holds adapters and closures, which run on the one thread that delivers the app's notification callbacks.
@available(*, unavailable)
extension RoutingServiceExtension.Route: Sendable {}

/// `RoutingServiceExtension` is not `Sendable`:
/// it holds adapters and closures, which run on the one thread that delivers the app's notification callbacks.
@available(*, unavailable)
extension RoutingServiceExtension: Sendable {}
