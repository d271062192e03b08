public import PushContract

/// One adapter behind a ``PushRouter``: its id, its ownership test, how to read a payload's
/// message id (the idempotency key for duplicate deliveries), and the adapter itself.
public struct PushRoute {
    /// The vendor id (`altcraft`).
    public var id: String
    /// The ownership test: true iff the payload carries this vendor's marker.
    public var claims: (PushPayload) -> Bool
    /// The vendor's message id in a payload, if it has one.
    public var messageID: (PushPayload) -> String?
    /// The adapter that receives the payloads it claims.
    public var adapter: any PushAdapter

    /// A route from its parts.
    public init(
        id: String, claims: @escaping (PushPayload) -> Bool,
        messageID: @escaping (PushPayload) -> String? = { _ in nil },
        adapter: any PushAdapter
    ) {
        self.id = id
        self.claims = claims
        self.messageID = messageID
        self.adapter = adapter
    }

    /// A route for a vendor's adapter: the vendor's ownership test, and its wire format's
    /// message id.
    public init(vendor: any PushVendor, adapter: any PushAdapter) {
        let format = vendor.wireFormat
        self.init(
            id: vendor.descriptor.id, claims: { vendor.claims($0) }, messageID: { format.decode($0)?.messageID },
            adapter: adapter)
    }
}

/// `PushRoute` is not `Sendable`:
/// it holds adapters and closures, which run on the one thread that delivers the app's notification callbacks.
@available(*, unavailable)
extension PushRoute: Sendable {}
