/// Who a vendor is and what its adapter can do: everything a report shows about it.
public struct VendorDescriptor: Sendable, Hashable {
    /// The stable id used in golden paths and filters (`altcraft`).
    public var id: String
    /// A name for people (`Altcraft-style`).
    public var displayName: String
    /// What the adapter implements.
    public var capabilities: Set<Capability>
    /// The option sets it uses by default.
    public var optionDefaults: NotificationOptionDefaults
    /// Documented behaviours that break invariants.
    public var knownDeviations: [KnownDeviation]
    /// The configuration keys the adapter reads (neutral ones such as `apiURL`, and its own), so a
    /// scenario's expectation about a bad value of a key applies to the vendors that read it
    /// (ADP-004: `"forConfiguredVendors": true`). Empty: not declared, and no such expectation
    /// applies to the vendor unless a scenario configures it by id.
    public var configurationKeys: Set<String>
    /// The configuration keys among ``configurationKeys`` that the vendor's own SDK fills with a
    /// documented default when the app leaves them out (Actito's REST host, for instance). A
    /// scenario that leaves such a key out (`null`) does not expect a configuration error for it
    /// from this vendor; an empty or malformed value still must be reported (ADP-004).
    public var defaultedConfigurationKeys: Set<String>
    /// The free-form field sets in which the vendor accepts scalar values only (a string, a
    /// number, a Boolean) and refuses every other value (null, an array, an object) before
    /// anything is stored or sent. The suite then expects each such refusal, and each scalar sent
    /// unchanged (SUB-002, EVT-001). Empty: not declared, and a vendor is held only to refusing
    /// before sending when it does refuse.
    public var scalarOnlyFields: Set<FreeFormFieldSet>

    /// Creates a descriptor.
    public init(
        id: String, displayName: String, capabilities: Set<Capability>, optionDefaults: NotificationOptionDefaults,
        knownDeviations: [KnownDeviation] = [], configurationKeys: Set<String> = [],
        scalarOnlyFields: Set<FreeFormFieldSet> = [], defaultedConfigurationKeys: Set<String> = []
    ) {
        self.id = id
        self.displayName = displayName
        self.capabilities = capabilities
        self.optionDefaults = optionDefaults
        self.knownDeviations = knownDeviations
        self.configurationKeys = configurationKeys
        self.scalarOnlyFields = scalarOnlyFields
        self.defaultedConfigurationKeys = defaultedConfigurationKeys
    }
}
