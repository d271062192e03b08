import PushContract
import Testing

private func bytes(_ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) } }

@Suite("Device token (R11)")
struct DeviceTokenTests {
    @Test("The hex form is lower case, two digits per byte, leading zeros kept")
    func lowerCaseHex() throws {
        let token = try DeviceToken(bytes: [0x00, 0x0F, 0xAB, 0xFF] + Array(repeating: 0xC3, count: 28))
        #expect(token.hex == "000fabff" + String(repeating: "c3", count: 28))
        #expect(token.description == token.hex)
    }

    @Test("Upper-case and mixed-case hex input are accepted and read as the same bytes")
    func upperCaseInput() throws {
        let lower = String(repeating: "ab", count: 32)
        let upper = try DeviceToken(hex: lower.uppercased())
        let mixed = try DeviceToken(hex: String(repeating: "aB", count: 32))
        #expect(upper.bytes == Array(repeating: 0xAB, count: 32))
        #expect(upper.hex == lower)
        #expect(upper == mixed)
    }

    @Test("R11: any length from 32 to 100 bytes is accepted, not only 32", arguments: [32, 33, 48, 64, 99, 100])
    func acceptedLengths(count: Int) throws {
        let fromBytes = try DeviceToken(bytes: bytes(count))
        #expect(fromBytes.bytes.count == count)
        #expect(fromBytes.hex.count == count * 2)
        let fromHex = try DeviceToken(hex: fromBytes.hex)
        #expect(fromHex == fromBytes)
    }

    @Test("R11: lengths outside 32…100 bytes are token.invalid", arguments: [0, 1, 16, 31, 101, 200])
    func refusedLengths(count: Int) throws {
        let error = try #require(throws: PushError.self) { try DeviceToken(bytes: bytes(count)) }
        #expect(error.code == .invalidToken)
        #expect(error.message.contains("\(count) bytes"))
        let hexError = try #require(throws: PushError.self) {
            try DeviceToken(hex: String(repeating: "0a", count: count))
        }
        #expect(hexError.code == .invalidToken)
    }

    @Test("Odd-length hex is token.invalid")
    func oddLength() throws {
        let error = try #require(throws: PushError.self) { try DeviceToken(hex: String(repeating: "a", count: 65)) }
        #expect(error.code == .invalidToken)
        #expect(error.message.contains("odd"))
    }

    @Test(
        "Non-hex characters are token.invalid",
        arguments: [
            String(repeating: "g0", count: 32), "0x" + String(repeating: "00", count: 31),
            String(repeating: "ab", count: 31) + " 0",
            String(repeating: "ab", count: 31) + "é", "<" + String(repeating: "ab", count: 31) + "0>",
        ])
    func nonHex(text: String) throws {
        let error = try #require(throws: PushError.self) { try DeviceToken(hex: text) }
        #expect(error.code == .invalidToken)
    }

    @Test("The position of the first non-hex pair is reported")
    func nonHexPosition() throws {
        let text = String(repeating: "ab", count: 5) + "zz" + String(repeating: "ab", count: 26)
        let error = try #require(throws: PushError.self) { try DeviceToken(hex: text) }
        #expect(error.message.contains("position 10"))
    }

    @Test("The accepted range is the one the limits table publishes")
    func publishedRange() {
        #expect(APNsLimits.deviceTokenByteRange == 32...100)
    }
}
