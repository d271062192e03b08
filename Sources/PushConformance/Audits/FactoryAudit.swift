package import PushContract
import PushSimulator

/// ADP-005 from the outside: each call of a vendor's factories gives a new object (an adapter
/// or extension shared between calls carries one case's state into the next), for two hosts and
/// for the same host called twice (an extension kept per host and handed to the next push is
/// one whose once-guard already fired: red team 12, rt12ExtensionReused). The other half of
/// the factory audit, every case run twice giving the same bytes, is in the runner
/// (``RunOptions/repeatsCases``).
package enum FactoryAudit {
    /// The problems, one sentence each.
    package static func problems(_ vendor: any PushVendor) -> [RunProblem] {
        let id = vendor.descriptor.id
        let first = SimulatedDevice(vendor: vendor)
        let second = SimulatedDevice(vendor: vendor)
        var found: [String] = []
        // Two hosts, then one host asked twice: each pair of calls must give two objects.
        let pairs = [(first.host, second.host, "for two hosts"), (first.host, first.host, "twice for one host")]
        for (one, other, calls) in pairs {
            if vendor.makeAdapter(host: one, configuration: [:]) === vendor.makeAdapter(host: other, configuration: [:])
            {
                found.append("\(id)'s makeAdapter returned the same adapter \(calls)")
            }
            if let made = vendor.makeServiceExtension(host: one, configuration: [:]),
                let again = vendor.makeServiceExtension(host: other, configuration: [:]), made === again
            {
                found.append("\(id)'s makeServiceExtension returned the same extension \(calls)")
            }
        }
        return found.map {
            RunProblem(
                .factoryAudit, requirement: .freshAdapterPerHost, subject: id,
                message:
                    "factory audit: \(RequirementID.freshAdapterPerHost): \($0): factories must return fresh objects")
        }
    }
}
