/// The spellings of a device token that write its bytes one by one without their leading zeros:
/// each byte formatted with `%x` (`0011…ff` becomes `011…ff`), the whole hex read as one number
/// (`0011…ff` becomes `11…ff`), the bytes with separators and no zero (`0:11:22…`), or as
/// decimal numbers (`[0, 17, 34, …]`). TOK-001 reports each of them (red team 9's
/// `rt9TokenHexNotZeroPadded`, issue 30).
struct TokenByteSpelling {
    /// The token's bytes.
    let bytes: [UInt8]
    /// The token's lower-case hex.
    let hex: String

    /// The bytes `hex` spells, nil when it is not whole bytes of hex.
    init?(hex: String) {
        let lower = hex.lowercased()
        let digits = Array(lower.utf8)
        guard !digits.isEmpty, digits.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        var index = 0
        while index < digits.count {
            guard let high = Self.value(digits[index]), let low = Self.value(digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        self.bytes = bytes
        self.hex = lower
    }

    /// The joined forms that differ from the right spelling, each with how it misspells the
    /// token: the bytes without their zero, and the hex without its leading zeros.
    var joinedForms: [(form: String, how: String)] {
        var forms: [(String, String)] = []
        let perByte = bytes.map { String($0, radix: 16) }.joined()
        if perByte != hex { forms.append((perByte, "hex with the leading zero of each byte below 0x10 dropped")) }
        let stripped = String(hex.drop { $0 == "0" })
        if stripped != hex, !stripped.isEmpty, stripped != perByte {
            forms.append((stripped, "hex with its leading zeros dropped"))
        }
        return forms
    }

    /// The bytes as hex without their zero, one run each (only when some byte is below 0x10:
    /// otherwise the runs are the hex with separators, reported as such).
    var separatedHexRuns: [String]? {
        bytes.contains { $0 < 0x10 } ? bytes.map { String($0, radix: 16) } : nil
    }

    /// The bytes as decimal numbers, one run each.
    var decimalRuns: [String] { bytes.map { String($0) } }

    /// The number of leading runs that key the index.
    static let keyLength = 4

    /// The key of the first ``keyLength`` runs, nil when there are fewer.
    static func key<S: Sequence>(_ runs: S) -> String? where S.Element: StringProtocol {
        let head = runs.prefix(keyLength).map { String($0) }
        return head.count == keyLength ? head.joined(separator: ",") : nil
    }

    /// The runs of hex digits of lower-cased text.
    static func hexRuns(_ lower: String) -> [Substring] {
        lower.split(whereSeparator: { !$0.isHexDigit })
    }

    /// The runs of decimal digits of text.
    static func decimalRuns(_ text: String) -> [Substring] {
        text.split(whereSeparator: { !("0"..."9").contains($0) })
    }

    /// How `text` spells the token with its bytes' zeros dropped, nil when it does not.
    func misspelling(in text: String) -> String? {
        let lower = text.lowercased()
        let runs = Self.hexRuns(lower)
        for (form, how) in joinedForms where runs.contains(where: { $0 == form }) { return how }
        if let separated = separatedHexRuns, Self.contains(runs, separated) {
            return "hex bytes between separators, each byte below 0x10 without its leading zero"
        }
        if Self.contains(Self.decimalRuns(text), decimalRuns) { return "a list of its bytes in decimal" }
        return nil
    }

    /// Whether `runs` holds `sequence` as consecutive runs.
    private static func contains(_ runs: [Substring], _ sequence: [String]) -> Bool {
        guard !sequence.isEmpty, runs.count >= sequence.count else { return false }
        for start in 0...(runs.count - sequence.count)
        where zip(runs[start..<(start + sequence.count)], sequence).allSatisfy({ $0 == $1 }) {
            return true
        }
        return false
    }

    /// The value of a lower-case hex digit.
    private static func value(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
