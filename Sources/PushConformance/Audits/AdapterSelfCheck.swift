package import PushContract
import PushSimulator

/// A smoke check of one vendor before the suite runs it, so a broken adapter gets one clear
/// message instead of a failure in every case:
/// - each facet capability it declares (subscription, token providers, live activities, custom
///   events, data reset) has its facet, and no facet is present without its capability;
/// - its service extension exists if and only if it declares `notification-service`;
/// - its wire format encodes a basic message and decodes it back (title and body);
/// - it claims the payload its own wire format encodes.
///
/// ``ConformanceSuite/run(_:selection:recordMode:options:)`` runs none of a vendor's cases when
/// this finds a problem, and reports the problems instead.
package enum AdapterSelfCheck {
    /// The basic message every wire format must carry.
    package static let basicMessage = MessageSpec(
        messageID: "self-check-1", title: "Self-check title", body: "Self-check body")

    /// The problems, one sentence each, naming the vendor and the requirement broken.
    package static func problems(_ vendor: any PushVendor) -> [RunProblem] {
        let descriptor = vendor.descriptor
        let id = descriptor.id
        var found: [(RequirementID, String)] = []
        let device = SimulatedDevice(vendor: vendor)
        let adapter = vendor.makeAdapter(host: device.host, configuration: [:])
        let facets: [(Capability, Bool)] = [
            (.subscription, adapter.subscription != nil), (.tokenProviders, adapter.tokens != nil),
            (.liveActivities, adapter.liveActivities != nil), (.customEvents, adapter.customEvents != nil),
            (.dataReset, adapter.dataReset != nil),
        ]
        for (capability, present) in facets where present != descriptor.capabilities.contains(capability) {
            found.append(
                (
                    .facetMatchesCapability,
                    present
                        ? "\(id) returns the \(capability.rawValue) facet but does not declare the capability '\(capability.rawValue)'"
                        : "\(id) declares the capability '\(capability.rawValue)' but its adapter returns no \(capability.rawValue) facet"
                ))
        }
        let hasExtension = vendor.makeServiceExtension(host: device.host, configuration: [:]) != nil
        if hasExtension != descriptor.capabilities.contains(.serviceExtension) {
            found.append(
                (
                    .facetMatchesCapability,
                    hasExtension
                        ? "\(id) makes a service extension but does not declare the capability '\(Capability.serviceExtension.rawValue)'"
                        : "\(id) declares the capability '\(Capability.serviceExtension.rawValue)' but makes no service extension"
                ))
        }
        do {
            let payload = try vendor.wireFormat.encode(basicMessage)
            let decoded = vendor.wireFormat.decode(payload)
            if decoded?.title != basicMessage.title || decoded?.body != basicMessage.body {
                let sent: String = "\"\(basicMessage.title ?? "")\"/\"\(basicMessage.body ?? "")\""
                var received = "nothing"
                if let decoded { received = "\"\(decoded.title ?? "nil")\"/\"\(decoded.body ?? "nil")\"" }
                found.append(
                    (
                        .wireFormatRoundTrips,
                        "\(id)'s wire format does not round-trip a basic message: encoded title and body \(sent), decoded \(received)"
                    ))
            }
            if !vendor.claims(payload) {
                found.append(
                    (
                        .encodedPayloadsClaimed,
                        "\(id) does not claim the payload its own wire format encodes for a basic message"
                    ))
            }
        } catch {
            found.append((.wireFormatRoundTrips, "\(id)'s wire format cannot encode a basic message: \(error)"))
        }
        return found.map { requirement, text in
            RunProblem(
                .adapterSelfCheck, requirement: requirement, subject: id,
                message: "adapter self-check: \(text); none of \(id)'s cases ran")
        }
    }
}
