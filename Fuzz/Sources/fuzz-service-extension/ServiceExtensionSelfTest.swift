import BuiltInVendors
import PushContract

/// Planted bugs the service-extension checks must catch, so a quiet fuzz run means something:
/// an extension that calls its content handler twice (NSE-001), and one that never calls it
/// (the system kills it at the budget: NSE-001). Each must be reported for a rich push of the
/// vendor's own; the real vendor must not.
enum ServiceExtensionSelfTest {
    /// Nil when every planted bug was caught, else what was missed.
    static func run() -> String? {
        guard let altcraft = BuiltInVendors.all.first(where: { $0.descriptor.id == "altcraft" }) else {
            return "no altcraft vendor"
        }
        let message = MessageSpec(
            messageID: "m-1", title: "Hi", body: "there", mediaURL: "https://cdn.example.test/a.jpg",
            mutableContent: true)
        guard let payload = try? altcraft.wireFormat.encode(message) else {
            return "altcraft cannot encode a rich message"
        }
        let bytes = payload.json.canonicalBytes
        var urls: Set<String> = []
        collectURLs(payload.json, depth: 0, into: &urls)
        for choice in [0, 1, 7] {
            if let problem = deliveryProblem(bytes, vendor: altcraft, urls: urls, choice: choice) {
                return "the real altcraft extension is reported: \(problem)"
            }
        }
        for bug in [PlantedExtension.Bug.completesTwice, .neverCompletes] {
            let planted = PlantedExtensionVendor(base: altcraft, bug: bug)
            guard deliveryProblem(bytes, vendor: planted, urls: urls, choice: 1)?.contains("NSE-001") == true else {
                return "an extension that \(bug) was not caught"
            }
        }
        return nil
    }
}

/// A built-in vendor whose service extension has one planted bug.
struct PlantedExtensionVendor: PushVendor {
    var base: any PushVendor
    var bug: PlantedExtension.Bug

    var descriptor: VendorDescriptor { base.descriptor }
    var wireFormat: any PushWireFormat { base.wireFormat }
    var backend: VendorBackend { base.backend }
    func claims(_ payload: PushPayload) -> Bool { base.claims(payload) }
    func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter {
        base.makeAdapter(host: host, configuration: configuration)
    }
    func makeServiceExtension(host: PushHost, configuration: [String: JSONValue]) -> (any NotificationServiceExtension)?
    {
        base.makeServiceExtension(host: host, configuration: configuration).map { PlantedExtension(base: $0, bug: bug) }
    }
}

/// Wraps a real extension and breaks its content-handler contract.
final class PlantedExtension: NotificationServiceExtension {
    enum Bug: CustomStringConvertible {
        case completesTwice, neverCompletes
        var description: String { self == .completesTwice ? "completes twice" : "never completes" }
    }
    let base: any NotificationServiceExtension
    let bug: Bug

    init(base: any NotificationServiceExtension, bug: Bug) {
        self.base = base
        self.bug = bug
    }

    func didReceive(_ request: NotificationRequest, contentHandler: @escaping (NotificationContent) -> Void) {
        switch bug {
        case .completesTwice:
            base.didReceive(request) { content in
                contentHandler(content); contentHandler(content)
            }
        case .neverCompletes: base.didReceive(request) { _ in }
        }
    }

    func serviceExtensionTimeWillExpire() {
        if bug == .completesTwice { base.serviceExtensionTimeWillExpire() }
    }
}
