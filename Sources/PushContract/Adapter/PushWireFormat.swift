/// A vendor's payload format: neutral message → that vendor's payload, and back.
///
/// # Implementation requirements
///
/// - `encode` produces a payload the vendor's own adapter claims (`claims(encode(m))` is true,
///   PAY-004).
/// - `encode` refuses a payload over 4096 bytes (R1) with `payload.too-large` (invariant PAY-001),
///   and a collapse id over 64 bytes with `payload.collapse-id-too-long` (R6, PAY-005).
/// - `decode(encode(m))` gives back every field the format can carry (PAY-006): every field of
///   ``MessageSpec`` the payload writes, but those listed in ``fieldsNotDecoded``.
public protocol PushWireFormat: Sendable {
    /// Builds the vendor payload for a message.
    func encode(_ message: MessageSpec) throws(PushError) -> PushPayload
    /// Reads a vendor payload back as a message; nil when the payload is not this vendor's.
    func decode(_ payload: PushPayload) -> MessageSpec?
    /// The ``MessageSpec`` fields (by property name, `actions`) the payload writes in a form
    /// `decode` cannot rebuild, each with its reason in the format's documentation; PAY-006's
    /// audit leaves them out. Default: none.
    var fieldsNotDecoded: Set<String> { get }
}

extension PushWireFormat {
    /// None: `decode` gives back every field the payload writes.
    public var fieldsNotDecoded: Set<String> { [] }

    /// Checks a finished payload against the platform rules; call at the end of `encode`.
    public func refusingInvalid(_ payload: PushPayload) throws(PushError) -> PushPayload {
        if let problem = payload.validate().first { throw problem }
        return payload
    }
}
