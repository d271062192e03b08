import PushContract

/// One vendor × scenario case the runner will run (or report as not applicable).
public struct PlannedCase: Sendable {
    /// The vendor that runs it.
    public var vendor: any PushVendor
    /// The scenario.
    public var scenario: Scenario
    /// Capabilities the scenario needs that the vendor lacks (empty: applicable).
    public var missing: Set<Capability>

    /// The vendor's id (the golden folder).
    public var vendorID: String { vendor.descriptor.id }
}

extension ConformanceRunner {
    /// The cases of a run, in vendor then scenario order: every vendor × every scenario.
    public static func plannedCases(vendors: [any PushVendor], scenarios: [Scenario]) -> [PlannedCase] {
        vendors.flatMap { vendor in
            scenarios.map { scenario in
                PlannedCase(vendor: vendor, scenario: scenario, missing: scenario.requires.subtracting(vendor.descriptor.capabilities))
            }
        }
    }
}
