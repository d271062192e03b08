/// A vendor: its description, ownership test, wire format, and factories for its app-side
/// adapter and its service extension. A value, so a runner can create fresh adapters per case.
///
/// This is the type an SDK integration starts from; everything else hangs off it.
///
/// # Implementation requirements
///
/// - ``descriptor`` is constant: a stable ``VendorDescriptor/id`` (golden folders and filters
///   use it), the ``VendorDescriptor/capabilities`` the adapter really has (a scenario requiring
///   a capability the vendor lacks is "not applicable", never a pass; one the vendor lists but
///   cannot perform errors), and every ``KnownDeviation`` with a citation.
/// - ``claims(_:)`` is pure, synchronous and cheap: true iff the payload carries this vendor's
///   ownership marker (PAY-003). No two vendors claim the same payload (PAY-002), and nothing the vendor
///   does for a payload it does not claim touches the network (NET-002).
/// - ``wireFormat`` follows ``PushWireFormat``'s requirements: what it encodes, the vendor claims.
/// - ``makeAdapter(host:configuration:)`` and the extension factories return a fresh object on
///   every call, touching nothing but the ``PushHost`` they are given: no singletons, no global
///   state, so every case of a run is independent (ADP-005). A bad configuration value is
///   reported as a `configuration.*` error at launch, never a trap (ADP-004).
/// - ``backend`` declares only answers the vendor's real server gives on success, each with a
///   citation; a vendor that makes no requests keeps the neutral default.
/// - A vendor without a service or content extension returns nil from that factory (the content
///   extension factory defaults to nil) and omits the matching capability.
///
/// The one test an implementer must pass (swift-log's `LogHandler` ends the same way): from the
/// SDK's own package, with `PushConformanceTesting` as a test dependency,
///
/// ```swift
/// import PushConformanceTesting
/// import Testing
///
/// @Test func conformsToPushContract() async {
///     await expectConformance(MyVendor())
/// }
/// ```
///
/// It runs every bundled scenario the vendor's capabilities make applicable, checks every
/// invariant and compares each transcript with the vendor's goldens (kept in
/// `Tests/__Conformance__/`; record missing ones with `PUSH_CONFORMANCE_RECORD=missing swift test`,
/// then read them), and records one test issue per failing case.
public protocol PushVendor: Sendable {
    /// Who the vendor is and what it can do.
    var descriptor: VendorDescriptor { get }
    /// The vendor's payload format.
    var wireFormat: any PushWireFormat { get }
    /// The ownership predicate: pure, synchronous, true iff the payload carries this vendor's marker.
    func claims(_ payload: PushPayload) -> Bool
    /// Creates the app-side adapter. `configuration` is a JSON object; unknown keys are ignored and
    /// invalid values are reported as `configuration.*` errors at launch, never a trap.
    func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter
    /// Creates the service-extension side, in its own process, or nil when the vendor has none.
    func makeServiceExtension(host: PushHost, configuration: [String: JSONValue]) -> (any NotificationServiceExtension)?
    /// Creates the content-extension side (launched when the user expands a notification), or nil
    /// when the vendor has none. Defaults to nil.
    func makeContentExtension(host: PushHost, configuration: [String: JSONValue]) -> (any NotificationContentExtension)?
    /// The vendor's server as the simulator should play it: the ordinary success answer of each
    /// API route the adapter calls. Defaults to ``VendorBackend/neutral``; declare it from the
    /// vendor's documentation and cite each route's source.
    var backend: VendorBackend { get }
}

extension PushVendor {
    /// No content extension unless the vendor provides one.
    public func makeContentExtension(
        host: PushHost, configuration: [String: JSONValue]
    ) -> (any NotificationContentExtension)? {
        nil
    }
}
