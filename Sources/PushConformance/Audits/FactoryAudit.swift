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
        if vendor.makeAdapter(host: first.host, configuration: [:])
            === vendor.makeAdapter(host: second.host, configuration: [:])
        {
            found.append("\(id)'s makeAdapter returned the same adapter for two hosts")
        }
        if let one = vendor.makeServiceExtension(host: first.host, configuration: [:]),
            let other = vendor.makeServiceExtension(host: second.host, configuration: [:]), one === other
        {
            found.append("\(id)'s makeServiceExtension returned the same extension for two hosts")
        }
        if vendor.makeAdapter(host: first.host, configuration: [:])
            === vendor.makeAdapter(host: first.host, configuration: [:])
        {
            found.append("\(id)'s makeAdapter returned the same adapter twice for one host")
        }
        if let one = vendor.makeServiceExtension(host: first.host, configuration: [:]),
            let other = vendor.makeServiceExtension(host: first.host, configuration: [:]), one === other
        {
            found.append("\(id)'s makeServiceExtension returned the same extension twice for one host")
        }
        return found.map {
            RunProblem(
                .factoryAudit, requirement: .freshAdapterPerHost, subject: id,
                message:
                    "factory audit: \(RequirementID.freshAdapterPerHost): \($0): factories must return fresh objects")
        }
    }
}
