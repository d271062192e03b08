import Foundation
package import PushContract

/// A misbehaving third-party push SDK the suite puts behind the router beside the real
/// vendors (P2): it owns payloads with `"conformance-peer": "<behaviour>"` and handles its
/// completions badly in one way. Scenarios name it in `"router": { "peers": [...] }`.
package struct ConformancePeer: PushVendor {
    /// How the peer handles the completions it is given.
    package enum Behaviour: String, Sendable, Hashable, CaseIterable {
        /// Never calls them.
        case neverCompletes = "never-completes"
        /// Calls each one twice.
        case completesTwice = "completes-twice"
        /// Calls each one after 60 s, past every router deadline.
        case completesLate = "completes-late"
    }

    /// The payload key that marks the peer's pushes.
    package static let markerKey = "conformance-peer"

    /// Its behaviour.
    package var behaviour: Behaviour

    /// A peer with a behaviour.
    package init(_ behaviour: Behaviour) { self.behaviour = behaviour }

    /// How findings name a vendor id for people: a peer is "a stand-in SDK that <behaviour>"
    /// (its id is an internal name of the suite), any other id is itself.
    package static func readableName(_ id: String) -> String {
        guard isPeer(id) else { return id }
        return "a stand-in SDK that " + String(id.dropFirst(5)).replacingOccurrences(of: "-", with: " ")
    }

    /// Whether a vendor id is a peer's (`peer-<behaviour>`).
    package static func isPeer(_ id: String) -> Bool { id.hasPrefix("peer-") }

    /// What the peer does wrong, for people.
    package var misbehaviour: String {
        switch behaviour {
        case .neverCompletes: "never calls the completions it is given"
        case .completesTwice: "calls every completion it is given twice"
        case .completesLate: "calls every completion it is given 60 s late, past every router deadline"
        }
    }

    /// One line per peer id that `text` (a transcript or diff) mentions, saying what it stands
    /// for: the ids are the suite's own names, unknown to a vendor checked from outside.
    package static func legend(for text: String) -> [String] {
        Behaviour.allCases.map(ConformancePeer.init).filter { text.contains("\"\($0.descriptor.id)\"") }.map { peer in
            "\(peer.descriptor.id) (in the transcript) is a stand-in third-party SDK the scenario puts behind the router "
                + "beside the vendors of the run: it \(peer.misbehaviour) (P2); it is not yours"
        }
    }

    /// Id `peer-<behaviour>`; delegate, presentation and taps.
    package var descriptor: VendorDescriptor {
        VendorDescriptor(
            id: "peer-\(behaviour.rawValue)",
            displayName: "Peer that \(behaviour.rawValue.replacingOccurrences(of: "-", with: " "))",
            capabilities: [.pushDelegate, .foregroundPresentation, .tapHandling, .backgroundPush],
            optionDefaults: NotificationOptionDefaults(authorization: [.alert], presentation: [.banner], category: []))
    }

    /// `{"aps": …, "conformance-peer": "<behaviour>", "peer-id": <message id>}`.
    package var wireFormat: any PushWireFormat { PeerWireFormat(behaviour: behaviour) }

    /// True for payloads carrying this peer's marker.
    package func claims(_ payload: PushPayload) -> Bool { payload[Self.markerKey]?.stringValue == behaviour.rawValue }

    /// An adapter that mishandles its completions.
    package func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter {
        PeerAdapter(behaviour: behaviour, scheduler: host.scheduler)
    }

    /// No service extension.
    package func makeServiceExtension(
        host: PushHost, configuration: [String: JSONValue]
    ) -> (any NotificationServiceExtension)? { nil }
}

/// The peer's payload format.
struct PeerWireFormat: PushWireFormat {
    var behaviour: ConformancePeer.Behaviour

    func encode(_ message: MessageSpec) throws(PushError) -> PushPayload {
        var root = message.customData
        root["aps"] = .object(message.standardAPS)
        root[ConformancePeer.markerKey] = .string(behaviour.rawValue)
        if let id = message.messageID { root["peer-id"] = .string(id) }
        return try refusingInvalid(PushPayload(root))
    }

    func decode(_ payload: PushPayload) -> MessageSpec? {
        guard payload[ConformancePeer.markerKey]?.stringValue == behaviour.rawValue else { return nil }
        return MessageSpec(messageID: payload["peer-id"]?.stringValue, title: payload.aps.title, body: payload.aps.body)
    }
}

/// The peer's adapter: everything else is a no-op.
final class PeerAdapter: PushAdapter {
    let behaviour: ConformancePeer.Behaviour
    let scheduler: any Scheduler

    init(behaviour: ConformancePeer.Behaviour, scheduler: any Scheduler) {
        self.behaviour = behaviour
        self.scheduler = scheduler
    }

    private func complete(_ call: @escaping () -> Void) {
        switch behaviour {
        case .neverCompletes: break
        case .completesTwice:
            call()
            call()
        case .completesLate: scheduler.schedule(after: .seconds(60)) { call() }
        }
    }

    func applicationDidFinishLaunching(options: LaunchOptions) {}
    func applicationDidBecomeActive() {}
    func didRegisterForRemoteNotifications(deviceToken: DeviceToken) {}
    func didFailToRegisterForRemoteNotifications(error: PushError) {}
    func didReceiveRemoteNotification(_ payload: PushPayload, completion: @escaping (BackgroundFetchResult) -> Void) {
        complete { completion(.newData) }
    }
    func willPresent(_ request: NotificationRequest, completion: @escaping (Set<PresentationOption>) -> Void) {
        complete { completion([.banner]) }
    }
    func didReceive(_ response: NotificationResponse, completion: @escaping () -> Void) { complete(completion) }
}
