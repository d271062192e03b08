package import PushContract
import PushRouter
import PushSimulator

/// PAY-002: a payload is claimed by at most one vendor. A cross-vendor rule, checked two ways:
/// over every payload of the scenario suite (``conflicts(vendors:scenarios:)``: raw payloads
/// and fixtures as written, and every neutral message as each vendor encodes it, with a router
/// scenario's peers included), and on router transcripts, where the router reports a payload
/// several of its adapters claim (``transcriptInvariant``).
package enum ExclusiveOwnership {
    /// The invariant id.
    package static let id = RequirementID.exclusiveOwnership

    /// A payload more than one vendor claims.
    package struct Conflict: Sendable, Hashable, CustomStringConvertible {
        /// The scenario.
        package var scenario: String
        /// The step.
        package var step: String
        /// The vendors that claim it, sorted.
        package var vendors: [String]
        /// For a neutral message: the vendor whose wire format produced the payload.
        package var encodedBy: String? = nil
        /// For a fixture: its name under `Conformance/Fixtures` (`<vendor>/<file>.json`).
        package var fixture: String? = nil

        /// `PAY-002 (MUST) scenario step …: <payload> (<owner>'s) is claimed by a and b`; a
        /// stand-in peer is described, never named by its internal id.
        package var description: String {
            let what: String
            if let encodedBy, ConformancePeer.isPeer(encodedBy) {
                what =
                    "the payload of \(ConformancePeer.readableName(encodedBy)) (a third-party SDK the router scenario "
                    + "puts beside the run's vendors)"
            } else if let encodedBy {
                what = "the payload \(encodedBy) encodes for the message (\(encodedBy)'s payload)"
            } else if let fixture {
                let owner = fixture.split(separator: "/").first.map(String.init) ?? fixture
                what = "the fixture \(fixture) (\(owner)'s payload)"
            } else {
                what = "the raw payload"
            }
            return
                "\(ExclusiveOwnership.id) (MUST) \(scenario) step \(step): \(what) is claimed by \(vendors.map(ConformancePeer.readableName).joined(separator: " and "))"
        }
    }

    /// Every scenario payload that two or more vendors claim: raw payloads and fixtures (after
    /// `merge`) as written, and each neutral message as every vendor encodes it. A router
    /// scenario's peers take part in its own checks.
    /// Vendors outside the run are checked against the labelled corpus (``OwnershipCorpus``).
    package static func conflicts(vendors: [any PushVendor], scenarios: [Scenario]) -> [Conflict] {
        var found: [Conflict] = []
        for scenario in scenarios {
            let hosted = vendors + (scenario.router?.peers.map { ConformancePeer($0) as any PushVendor } ?? [])
            func claimants(_ payload: PushPayload) -> [String] {
                hosted.filter { $0.claims(payload) }.map(\.descriptor.id).sorted()
            }
            for step in scenario.steps {
                guard case .push(let source, let merge, _, _) = step.action else { continue }
                switch source {
                case .payload(let json):
                    guard var object = json.objectValue else { continue }
                    object.merge(merge) { _, new in new }
                    let owners = claimants(PushPayload(object))
                    if owners.count > 1 {
                        found.append(Conflict(scenario: scenario.id, step: step.id, vendors: owners))
                    }
                case .fixture(let name, let json, _):
                    guard var object = json.objectValue else { continue }
                    object.merge(merge) { _, new in new }
                    let owners = claimants(PushPayload(object))
                    if owners.count > 1 {
                        found.append(Conflict(scenario: scenario.id, step: step.id, vendors: owners, fixture: name))
                    }
                case .message(let message), .eachVendor(let message):
                    for encoder in hosted {
                        guard let payload = try? encoder.wireFormat.encode(message) else { continue }
                        let owners = claimants(payload)
                        if owners.count > 1 {
                            found.append(
                                Conflict(
                                    scenario: scenario.id, step: step.id, vendors: owners,
                                    encodedBy: encoder.descriptor.id))
                        }
                    }
                case .text, .bytes:
                    continue
                }
            }
        }
        return found
    }

    /// PAY-002 on a transcript: the router reported a payload that several of its adapters claim.
    package static let transcriptInvariant: Invariant = Invariant(
        Requirement(
            .exclusiveOwnership, .must, .payload, kind: .invariant,
            summary: "no two vendors claim the same payload",
            sentence:
                "A vendor's ownership test MUST NOT claim a payload another vendor claims; a payload belongs to at most one SDK.",
            rationale: "When two SDKs claim one push, both track it, both render it and the user sees duplicates.",
            sources: ["P1 and P3", "PushVendor: Implementation requirements"])
    ) { records in
        records.compactMap { record -> (TranscriptRecord, String)? in
            guard record.eventName == RouterEventName.claimedBySeveral else { return nil }
            let vendors = (record.body["details"]?["vendors"]?.arrayValue ?? []).compactMap(\.stringValue)
            let entry = record.body["details"]?["entry"]?.stringValue ?? "?"
            let stranger =
                vendors.contains(where: ConformancePeer.isPeer)
                ? " (the stand-in is a third-party SDK the scenario puts behind the router beside the run's vendors; claim only your own payloads)"
                : ""
            return (
                record,
                "the router got a payload at \(entry) that \(vendors.map(ConformancePeer.readableName).joined(separator: " and ")) all claim"
                    + stranger
            )
        }
    }
}
