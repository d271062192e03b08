import PushContract

extension WireFormatAudit {
    /// A message carrying custom data of its own, so that a format which nests custom data under a
    /// key of its own writes that key too.
    static let customDataMessage = MessageSpec(
        messageID: "audit-custom-data", title: "Audit", body: "Custom data beside the format's keys",
        customData: ["audit-plain": "kept"])

    /// PAY-004 over custom data: a message whose custom data carries a key the format writes
    /// itself (its ownership marker, its ids, `aps` or a member of `aps`) is either refused or
    /// encoded into a payload the vendor still claims. (Whether the custom data may replace one of
    /// the format's other values is the format's own design: Q2 lets a sender's `data` stand for
    /// its rich content.)
    ///
    /// The keys a format writes itself are found by effect: the top-level keys of the encoded
    /// message that its custom data did not bring, `aps`, and the members of `aps`. Each is then
    /// put into the custom data with a value of its own.
    static func reservedKeyProblems(
        _ vendor: any PushVendor, messages: [MessageSpec], note: (RequirementID, String) -> Void
    ) {
        let id = vendor.descriptor.id
        for message in messages + [customDataMessage] {
            guard let base = try? vendor.wireFormat.encode(message), vendor.claims(base) else { continue }
            let owned = base.root.keys.filter { $0 != "aps" && message.customData[$0] == nil }
            let apsMembers = base.aps.raw.keys.filter { message.customData[$0] == nil }
            for key in (owned + ["aps"] + apsMembers).sorted() {
                var carrying = message
                carrying.customData[key] =
                    key == "aps" ? .object(["alert": "audit-custom-aps"]) : .string("audit-custom-\(key)")
                guard let encoded = try? vendor.wireFormat.encode(carrying) else { continue }
                let what = "message \(message.messageID ?? "?") with custom data carrying \"\(key)\""
                if !vendor.claims(encoded) {
                    note(
                        .encodedPayloadsClaimed,
                        "\(id) does not claim the payload its own wire format encodes for \(what): the custom data replaced a key of the format's own"
                    )
                    return
                }
            }
        }
    }
}
