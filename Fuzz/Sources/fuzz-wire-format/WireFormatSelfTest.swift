import BuiltInVendors
import PushContract

/// Planted bugs the wire-format checks must catch, so a quiet fuzz run means something: a
/// vendor whose `decode` reads any payload (also one it does not claim), and one whose `encode`
/// drops its ownership marker. Each must be reported on a seed-like payload; the real vendor
/// must not.
enum WireFormatSelfTest {
    /// Nil when every planted bug was caught, else what was missed.
    static func run() -> String? {
        guard let q2 = BuiltInVendors.all.first(where: { $0.descriptor.id == "q2" }) else { return "no q2 vendor" }
        let foreign = PushPayload(["aps": ["alert": ["title": "Hi", "body": "there"]], "other": "sdk"])
        guard let own = try? q2.wireFormat.encode(MessageSpec(messageID: "m-1", title: "Hi", body: "there")) else {
            return "q2 cannot encode a basic message"
        }
        if let problem = wireFormatProblem(q2, own) { return "the real q2 vendor is reported: \(problem)" }
        let greedy = PlantedVendor(base: q2, bug: .decodesForeignPayloads)
        guard wireFormatProblem(greedy, foreign)?.contains("does not claim") == true else {
            return "a decode that reads a foreign payload was not caught"
        }
        let unmarked = PlantedVendor(base: q2, bug: .encodeDropsMarker)
        guard wireFormatProblem(unmarked, own)?.contains("PAY-004") == true else {
            return "an encode that drops the ownership marker was not caught"
        }
        return nil
    }
}

/// A built-in vendor with one planted wire-format bug.
struct PlantedVendor: PushVendor {
    enum Bug { case decodesForeignPayloads, encodeDropsMarker }
    var base: any PushVendor
    var bug: Bug

    var descriptor: VendorDescriptor { base.descriptor }
    var wireFormat: any PushWireFormat { PlantedWireFormat(base: base.wireFormat, bug: bug) }
    var backend: VendorBackend { base.backend }
    func claims(_ payload: PushPayload) -> Bool { base.claims(payload) }
    func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter {
        base.makeAdapter(host: host, configuration: configuration)
    }
    func makeServiceExtension(host: PushHost, configuration: [String: JSONValue]) -> (any NotificationServiceExtension)?
    {
        base.makeServiceExtension(host: host, configuration: configuration)
    }
}

private struct PlantedWireFormat: PushWireFormat {
    var base: any PushWireFormat
    var bug: PlantedVendor.Bug

    func encode(_ message: MessageSpec) throws(PushError) -> PushPayload {
        var payload = try base.encode(message)
        if bug == .encodeDropsMarker { payload.root["sender"] = nil }
        return payload
    }

    func decode(_ payload: PushPayload) -> MessageSpec? {
        if bug == .decodesForeignPayloads {
            return base.decode(payload) ?? MessageSpec(title: payload.aps.title, body: payload.aps.body)
        }
        return base.decode(payload)
    }
}
