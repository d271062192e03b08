/// A vendor's payload format: neutral message → that vendor's payload, and back.
///
/// # Implementation requirements
///
/// - `encode` produces a payload the vendor's own adapter claims (`claims(encode(m))` is true,
///   PAY-004).
/// - `encode` refuses a payload over 4096 bytes (R1) with `payload.too-large` (invariant PAY-001),
///   and a collapse id over 64 bytes with `payload.collapse-id-too-long` (R6, PAY-005).
/// - `decode(encode(m))` gives back every field the format can carry (PAY-006).
public protocol PushWireFormat: Sendable {
    /// Builds the vendor payload for a message.
    func encode(_ message: MessageSpec) throws(PushError) -> PushPayload
    /// Reads a vendor payload back as a message; nil when the payload is not this vendor's.
    func decode(_ payload: PushPayload) -> MessageSpec?
}

extension PushWireFormat {
    /// Checks a finished payload against the platform rules; call at the end of `encode`.
    public func refusingInvalid(_ payload: PushPayload) throws(PushError) -> PushPayload {
        if let problem = payload.validate().first { throw problem }
        return payload
    }
}
