import PushContract
import Testing

@Suite("Collapse id (R6)")
struct CollapseIDTests {
    @Test(
        "R6: collapse ids up to 64 UTF-8 bytes are accepted",
        arguments: [
            "", "a", String(repeating: "a", count: 64), String(repeating: "é", count: 32),
            String(repeating: "€", count: 21) + "a", String(repeating: "😀", count: 16),
        ])
    func accepted(value: String) throws {
        #expect(value.utf8.count <= 64)
        let id = try CollapseID(value)
        #expect(id.value == value)
        #expect(id.description == value)
    }

    @Test(
        "R6: collapse ids over 64 UTF-8 bytes are payload.collapse-id-too-long",
        arguments: [
            String(repeating: "a", count: 65), String(repeating: "é", count: 32) + "a",
            String(repeating: "€", count: 22),
            String(repeating: "😀", count: 17), String(repeating: "a", count: 1000),
        ])
    func refused(value: String) throws {
        #expect(value.utf8.count > 64)
        let error = try #require(throws: PushError.self) { try CollapseID(value) }
        #expect(error.code == .collapseIDTooLong)
        #expect(error.message.contains("\(value.utf8.count) bytes"))
    }

    @Test("R6: bytes are counted, not characters: 22 euro signs (66 bytes) are refused")
    func bytesNotCharacters() {
        let value = String(repeating: "€", count: 22)
        #expect(value.count == 22)
        #expect(throws: PushError.self) { try CollapseID(value) }
    }

    @Test("CollapseID is not Codable, so decoding cannot bypass the 64-byte check")
    func notCodable() {
        #expect(!(CollapseID.self is any Decodable.Type))
    }
}
