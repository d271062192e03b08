public import PushContract
package import PushSimulator

/// A vendor-neutral lifecycle scenario, loaded from `Conformance/Scenarios/<facet>/<id>.json`.
public struct Scenario: Sendable, Hashable, Identifiable {
    /// Stable id, `<facet>.<slug>`.
    public var id: String
    /// One sentence for people.
    public var title: String
    /// Requirement and invariant ids it exercises.
    public var requirements: [RequirementID]
    /// Capabilities a vendor needs; without them the case is not applicable.
    public var requires: Set<Capability>
    /// The starting conditions: the device's setup, as the file's `given` says.
    package var given: DeviceSetup
    /// The steps, in order.
    public var steps: [ScenarioStep]
    /// The file it came from, relative to the scenarios folder (`subscription/x.json`).
    package var file: String
    /// Set when the scenario runs every vendor behind one `PushRouter` (one case, vendor `router`).
    public var router: RouterHosting? = nil
    /// What every vendor's transcript must show, whatever its golden says (the file's `expect`).
    package var expectations: [Expectation] = []

    /// The facet: the part of the id before the first dot.
    public var facet: String {
        // Read for every case: an ASCII id not starting with a dot is cut at its first dot byte;
        // any other keeps the Character split (a mark could join the dot; empty pieces drop).
        let utf8 = id.utf8
        if utf8.first != UInt8(ascii: "."), utf8.allSatisfy({ $0 < 0x80 }) {
            return String(id[..<(utf8.firstIndex(of: UInt8(ascii: ".")) ?? id.endIndex)])
        }
        return String(id.split(separator: ".", maxSplits: 1).first ?? "")
    }

    /// Creates a scenario.
    package init(
        id: String, title: String, requirements: [RequirementID], requires: Set<Capability>, given: DeviceSetup,
        steps: [ScenarioStep], file: String
    ) {
        self.id = id
        self.title = title
        self.requirements = requirements
        self.requires = requires
        self.given = given
        self.steps = steps
        self.file = file
    }
}

/// How a router scenario hosts its vendors: every vendor of the run behind one `PushRouter`,
/// plus the conformance peers it names (`ConformancePeer`), after them.
public struct RouterHosting: Sendable, Hashable {
    /// Misbehaving peer SDKs added behind the router.
    package var peers: [ConformancePeer.Behaviour]

    /// Creates a hosting.
    package init(peers: [ConformancePeer.Behaviour] = []) { self.peers = peers }
}
