/// An APNs device token: opaque bytes of variable length (R11), sent as lower-case hex (TOK-001).
public struct DeviceToken: Sendable, Hashable, CustomStringConvertible {
    /// The bytes, as the system delivered them.
    public let bytes: [UInt8]

    /// Wraps token bytes; lengths outside 32…100 bytes are a `token.invalid` error.
    public init(bytes: [UInt8]) throws(PushError) {
        guard APNsLimits.deviceTokenByteRange.contains(bytes.count) else {
            throw PushError(
                .invalidToken,
                message: "an APNs token of \(bytes.count) bytes is outside the accepted 32…100 bytes")
        }
        self.bytes = bytes
    }

    /// Parses hex (either case); odd length, non-hex characters or a bad length throw `token.invalid`.
    public init(hex: String) throws(PushError) {
        let digits = Array(hex.utf8)
        guard digits.count.isMultiple(of: 2) else {
            throw PushError(.invalidToken, message: "hex token has an odd number of digits (\(digits.count))")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        var index = 0
        while index < digits.count {
            guard let high = Self.nibble(digits[index]), let low = Self.nibble(digits[index + 1]) else {
                throw PushError(.invalidToken, message: "hex token has a non-hex character at position \(index)")
            }
            bytes.append(high << 4 | low)
            index += 2
        }
        try self.init(bytes: bytes)
    }

    /// The lower-case hex form sent to backends.
    public var hex: String {
        let digits: [Character] = Array("0123456789abcdef")
        var out = ""
        out.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
        return out
    }

    /// The hex form.
    public var description: String { hex }

    private static func nibble(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return digit - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
