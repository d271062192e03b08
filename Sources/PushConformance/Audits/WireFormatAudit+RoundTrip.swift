package import PushContract

extension WireFormatAudit {
    /// A message that sets every field of ``MessageSpec`` a wire format may carry, so PAY-006 is
    /// judged on each field even where no scenario's message sets it.
    static let everyFieldMessage = MessageSpec(
        messageID: "audit-round-trip", title: "Round-trip title", subtitle: "Round-trip subtitle",
        body: "Round-trip body", mediaURL: "https://media.example.test/round-trip.png",
        actions: [MessageAction(identifier: "accept", title: "Accept")],
        deepLink: "https://shop.example.test/round-trip",
        collapseID: "audit-round-trip", deadlineHours: 6, targetModule: "audit-module", category: "AUDIT_CATEGORY",
        badge: 3, sound: "chime.caf", interruptionLevel: .timeSensitive, relevanceScore: 0.25,
        customData: ["audit_custom": "kept", "audit_number": 7])

    /// One field of ``MessageSpec`` as PAY-006 judges it: its name, whether a message sets it,
    /// the message with it cleared, and whether a decoded message gives it back.
    package struct RoundTripField {
        /// The field's name in ``MessageSpec``.
        var name: String
        /// Whether `message` sets the field (a value, or a non-empty list or object).
        var isSet: (MessageSpec) -> Bool
        /// `message` with the field cleared.
        var cleared: (MessageSpec) -> MessageSpec
        /// Whether `decoded` gives back `sent`'s value of the field.
        var givesBack: (_ sent: MessageSpec, _ decoded: MessageSpec) -> Bool
    }

    /// The fields PAY-006 judges: every field of the neutral message but `mutableContent`, which a
    /// format derives (mutable-content for media; a template's decode need not rebuild it).
    /// `silent` is judged in both of its values (a message's "cleared" copy is the other kind of
    /// push).
    package static var roundTripFields: [RoundTripField] {
        [
            RoundTripField(
                name: "silent", isSet: { _ in true },
                cleared: {
                    var message = $0; message.silent.toggle(); return message
                },
                givesBack: { sent, decoded in decoded.silent == sent.silent }),
            field("messageID", \.messageID), field("title", \.title), field("subtitle", \.subtitle),
            field("body", \.body), field("mediaURL", \.mediaURL), field("deepLink", \.deepLink),
            field("collapseID", \.collapseID), field("deadlineHours", \.deadlineHours),
            field("targetModule", \.targetModule), field("category", \.category), field("badge", \.badge),
            field("sound", \.sound), field("interruptionLevel", \.interruptionLevel),
            field("relevanceScore", \.relevanceScore),
            RoundTripField(
                name: "actions", isSet: { !$0.actions.isEmpty },
                cleared: {
                    var message = $0; message.actions = []; return message
                },
                // Titles and links in order; a format may name buttons itself (by label or position).
                givesBack: { sent, decoded in
                    decoded.actions.map { [$0.title, $0.link] } == sent.actions.map { [$0.title, $0.link] }
                }),
            RoundTripField(
                name: "customData", isSet: { !$0.customData.isEmpty },
                cleared: {
                    var message = $0; message.customData = [:]; return message
                },
                givesBack: { sent, decoded in
                    // Each key the sender gave comes back with its value; a format may add its own.
                    sent.customData.allSatisfy { key, value in key == "aps" || decoded.customData[key] == value }
                }),
        ]
    }

    private static func field<Value: Equatable>(
        _ name: String, _ path: WritableKeyPath<MessageSpec, Value?>
    ) -> RoundTripField {
        RoundTripField(
            name: name, isSet: { $0[keyPath: path] != nil },
            cleared: {
                var message = $0; message[keyPath: path] = nil; return message
            },
            givesBack: { sent, decoded in decoded[keyPath: path] == sent[keyPath: path] })
    }

    /// PAY-006 over `messages` and ``everyFieldMessage``: for each field a message sets that the
    /// format carries (its payload differs from the payload of the message with the field
    /// cleared: the format writes it), decoding the payload gives the field back. A field the
    /// format writes nothing for is one it cannot carry, and is not judged; nor is one the format
    /// declares it writes in a form it cannot decode (``PushWireFormat/fieldsNotDecoded``).
    package static func roundTripProblems(
        _ vendor: any PushVendor, messages: [MessageSpec], note: (RequirementID, String) -> Void
    ) {
        let id = vendor.descriptor.id
        let format = vendor.wireFormat
        for message in messages + [everyFieldMessage] {
            guard let payload = try? format.encode(message) else { continue }
            // A payload decoded to nothing is the self-check's to name (title and body).
            guard let decoded = format.decode(payload) else { continue }
            let written = JSONValue.object(payload.root)
            for field in roundTripFields where field.isSet(message) && !format.fieldsNotDecoded.contains(field.name) {
                guard let without = try? format.encode(field.cleared(message)),
                    JSONValue.object(without.root) != written
                else { continue }
                if field.givesBack(message, decoded) { continue }
                note(
                    .wireFormatRoundTrips,
                    "\(id)'s wire format writes \(field.name) but does not give it back when decoding (message \(message.messageID ?? "?"))"
                )
            }
        }
    }
}
