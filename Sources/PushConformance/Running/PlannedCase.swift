public import PushContract
package import PushRouter
package import PushSimulator

/// One vendor × scenario case the runner will run (or report as not applicable).
public struct PlannedCase: Sendable {
    /// The vendor that runs it (a ``RoutedVendor`` for a router scenario).
    public var vendor: any PushVendor
    /// For a router case, the run's vendors that ``vendor`` puts behind one router (nil for an
    /// ordinary case).
    public var routing: [any PushVendor]?
    /// The scenario.
    public var scenario: Scenario
    /// Capabilities the scenario needs that the vendor lacks (empty: applicable).
    public var missing: Set<Capability>

    /// The vendor's id (the golden folder): `router` for a router scenario.
    package var vendorID: String { vendor.descriptor.id }
}

extension ConformanceRunner {
    /// The cases of a run, in vendor then scenario order: every vendor × every ordinary
    /// scenario, then one case per router scenario with every vendor (and the scenario's peers)
    /// behind one router, as vendor `router`.
    public static func plannedCases(vendors: [any PushVendor], scenarios: [Scenario]) -> [PlannedCase] {
        var planned: [PlannedCase] = []
        forEachPlan(vendors: vendors, scenarios: scenarios) { planned.append(plannedCase($0, scenarios: scenarios)) }
        return planned
    }

    /// The case a plan stands for, with its scenario copied out of `scenarios`.
    static func plannedCase(_ plan: Plan, scenarios: [Scenario]) -> PlannedCase {
        let scenario = scenarios[plan.scenario]
        return PlannedCase(
            vendor: plan.vendor, routing: plan.routing, scenario: scenario,
            missing: scenario.requires.subtracting(plan.capabilities))
    }

    /// One planned case by reference: the vendor (a ``RoutedVendor`` for a router scenario),
    /// its id and capabilities (read once per vendor), and the scenario's index.
    struct Plan {
        /// The vendor that runs the case.
        var vendor: any PushVendor
        /// For a router case, the run's vendors behind the router.
        var routing: [any PushVendor]?
        /// Its id: the golden folder.
        var vendorID: String
        /// Its declared capabilities.
        var capabilities: Set<Capability>
        /// The scenario's index in the scenarios planned.
        var scenario: Int
    }

    /// The planning loop behind ``plannedCases(vendors:scenarios:)``, yielding plans by
    /// reference, so a run over many scenarios never holds every case (each with a copy of its
    /// scenario) at once.
    static func forEachPlan(vendors: [any PushVendor], scenarios: [Scenario], _ body: (Plan) -> Void) {
        for vendor in vendors {
            let descriptor = vendor.descriptor
            for (index, scenario) in scenarios.enumerated() where scenario.router == nil {
                body(
                    Plan(
                        vendor: vendor, routing: nil, vendorID: descriptor.id, capabilities: descriptor.capabilities,
                        scenario: index))
            }
        }
        for (index, scenario) in scenarios.enumerated() {
            guard let hosting = scenario.router else { continue }
            let routed = routedVendor(vendors, hosting: hosting, given: scenario.given)
            let descriptor = routed.descriptor
            body(
                Plan(
                    vendor: routed, routing: vendors, vendorID: descriptor.id, capabilities: descriptor.capabilities,
                    scenario: index))
        }
    }

    /// Every vendor, then the scenario's peers, behind one router. Each vendor gets the
    /// scenario's configuration for it; unless the scenario sets `apiURL`, its API is
    /// `https://<vendor id>.example.test/api/v1`, so a router transcript shows whose request
    /// each one is.
    package static func routedVendor(
        _ vendors: [any PushVendor], hosting: RouterHosting, given: DeviceSetup
    ) -> RoutedVendor {
        let hosted = vendors + hosting.peers.map { ConformancePeer($0) as any PushVendor }
        var configurations: [String: [String: JSONValue]] = [:]
        for vendor in hosted {
            let descriptor = vendor.descriptor
            let id = descriptor.id
            var configuration = given.configuration(for: descriptor)
            if configuration["apiURL"] == DeviceSetup.defaultConfiguration["apiURL"] {
                configuration["apiURL"] = .string("https://\(id).example.test/api/v1")
            }
            configurations[id] = configuration
        }
        return RoutedVendor(vendors: hosted, configurations: configurations)
    }
}
