public import PushContract
public import PushRouter

/// One vendor × scenario case the runner will run (or report as not applicable).
public struct PlannedCase: Sendable {
    /// The vendor that runs it (a ``RoutedVendor`` for a router scenario).
    public var vendor: any PushVendor
    /// The scenario.
    public var scenario: Scenario
    /// Capabilities the scenario needs that the vendor lacks (empty: applicable).
    public var missing: Set<Capability>

    /// The vendor's id (the golden folder): `router` for a router scenario.
    public var vendorID: String { vendor.descriptor.id }
}

extension ConformanceRunner {
    /// The cases of a run, in vendor then scenario order: every vendor × every ordinary
    /// scenario, then one case per router scenario with every vendor (and the scenario's peers)
    /// behind one router, as vendor `router`.
    public static func plannedCases(vendors: [any PushVendor], scenarios: [Scenario]) -> [PlannedCase] {
        let ordinary = scenarios.filter { $0.router == nil }
        var planned = vendors.flatMap { vendor in
            ordinary.map { scenario in
                PlannedCase(vendor: vendor, scenario: scenario, missing: scenario.requires.subtracting(vendor.descriptor.capabilities))
            }
        }
        for scenario in scenarios {
            guard let hosting = scenario.router else { continue }
            let routed = routedVendor(vendors, hosting: hosting, given: scenario.given)
            planned.append(PlannedCase(vendor: routed, scenario: scenario,
                                       missing: scenario.requires.subtracting(routed.descriptor.capabilities)))
        }
        return planned
    }

    /// Every vendor, then the scenario's peers, behind one router. Each vendor gets the
    /// scenario's configuration for it; unless the scenario sets `apiURL`, its API is
    /// `https://<vendor id>.example.test/api/v1`, so a router transcript shows whose request
    /// each one is.
    public static func routedVendor(_ vendors: [any PushVendor], hosting: RouterHosting, given: ScenarioGiven) -> RoutedVendor {
        let hosted = vendors + hosting.peers.map { ConformancePeer($0) as any PushVendor }
        var configurations: [String: [String: JSONValue]] = [:]
        for vendor in hosted {
            let id = vendor.descriptor.id
            var configuration = given.configuration(for: id)
            if given.configuration["apiURL"] == nil, given.vendorConfiguration[id]?["apiURL"] == nil {
                configuration["apiURL"] = .string("https://\(id).example.test/api/v1")
            }
            configurations[id] = configuration
        }
        return RoutedVendor(vendors: hosted, configurations: configurations)
    }
}
