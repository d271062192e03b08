public import PushContract

/// Several vendors as one: its adapter is a ``PushRouter`` holding each vendor's adapter, and
/// its service extension a ``RoutingServiceExtension``. A host (the simulator, an app) treats
/// it like any single vendor.
///
/// Each vendor's adapter gets the same host (every part, the device context included), except
/// that its events are tagged with its id (``TaggedEventSink``), and its own configuration from ``configurations`` (or the one handed
/// to ``makeAdapter(host:configuration:)`` when it has none). Unclaimed pushes go to the app's
/// push delegate (``PushDelegateUnclaimedHandler``).
public struct RoutedVendor: PushVendor {
    /// The id reports and golden folders use for the router.
    public static let id = "router"

    /// The vendors, in routing order.
    public var vendors: [any PushVendor]
    /// Per-vendor configuration, by vendor id.
    public var configurations: [String: [String: JSONValue]]
    /// The router's deadlines.
    public var timeouts: RouterTimeouts

    /// All `vendors` behind one router.
    public init(
        vendors: [any PushVendor], configurations: [String: [String: JSONValue]] = [:],
        timeouts: RouterTimeouts = RouterTimeouts()
    ) {
        self.vendors = vendors
        self.configurations = configurations
        self.timeouts = timeouts
    }

    /// `router`: the union of the vendors' capabilities and known deviations.
    public var descriptor: VendorDescriptor {
        let ids = vendors.map(\.descriptor.id)
        return VendorDescriptor(
            id: Self.id, displayName: "PushRouter (\(ids.isEmpty ? "no vendors" : ids.joined(separator: " + ")))",
            capabilities: vendors.reduce(into: Set<Capability>()) { $0.formUnion($1.descriptor.capabilities) },
            optionDefaults: vendors.first?.descriptor.optionDefaults
                ?? NotificationOptionDefaults(authorization: [], presentation: [], category: []),
            knownDeviations: [])
    }

    /// Every vendor's declared answers, in vendor order (the first fitting route wins).
    public var backend: VendorBackend { VendorBackend(routes: vendors.flatMap(\.backend.routes)) }

    /// The first vendor's format (scenarios that need every vendor's encode with each).
    public var wireFormat: any PushWireFormat { vendors.first?.wireFormat ?? NoWireFormat() }

    /// True when any vendor claims the payload.
    public func claims(_ payload: PushPayload) -> Bool { vendors.contains { $0.claims(payload) } }

    /// A ``PushRouter`` over a fresh adapter of every vendor.
    public func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter {
        let routes = vendors.map { vendor -> PushRoute in
            let id = vendor.descriptor.id
            let adapter = vendor.makeAdapter(
                host: Self.tagged(host, id), configuration: configurations[id] ?? configuration)
            return PushRoute(vendor: vendor, adapter: adapter)
        }
        return PushRouter(
            routes: routes, scheduler: host.scheduler,
            unclaimed: PushDelegateUnclaimedHandler(delegate: host.pushDelegate),
            events: host.events, timeouts: timeouts)
    }

    /// A ``RoutingServiceExtension`` over the vendors' extensions.
    public func makeServiceExtension(
        host: PushHost, configuration: [String: JSONValue]
    ) -> (any NotificationServiceExtension)? {
        let routes = vendors.map { vendor in
            let id = vendor.descriptor.id
            let config = configurations[id] ?? configuration
            let host = Self.tagged(host, id)
            return RoutingServiceExtension.Route(
                id: id, claims: { vendor.claims($0) },
                make: {
                    vendor.makeServiceExtension(host: host, configuration: config)
                })
        }
        return RoutingServiceExtension(routes: routes)
    }

    /// The same host, every part shared (the device context too), with events tagged by `id`.
    static func tagged(_ host: PushHost, _ id: String) -> PushHost {
        var tagged = host
        tagged.events = TaggedEventSink(vendor: id, base: host.events)
        return tagged
    }
}

/// The wire format of a router without vendors: encodes nothing.
struct NoWireFormat: PushWireFormat {
    func encode(_ message: MessageSpec) throws(PushError) -> PushPayload {
        throw PushError(.invalidConfiguration, message: "a router without vendors has no wire format")
    }

    func decode(_ payload: PushPayload) -> MessageSpec? { nil }
}
