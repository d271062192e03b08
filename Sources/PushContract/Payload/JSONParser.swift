/// A JSON parser over UTF-8 bytes that keeps its nesting on the heap, not the call stack.
///
/// - The whole text is checked for UTF-8 first (eight ASCII bytes at a time), so an invalid
///   byte is reported as such even where the JSON is also broken.
/// - Strings are scanned eight bytes at a time and made straight from the validated byte
///   slice between the quotes; a string with escapes is decoded in one pass into a reused
///   buffer.
/// - Numbers with at most 19 significant digits, a mantissa up to 2^53 and a decimal exponent
///   within ±22 are computed exactly from the bytes (one correctly rounded multiply or divide);
///   only other numbers go through `Double(String)`.
/// - Values wait on one flat stack; a closing bracket turns the values above its frame into an
///   array or an object of exactly the right size. Depth is the number of open frames.
///
/// Every read is bounds-checked against the buffer's count; nothing traps on any input.
struct JSONByteParser {
    /// One open array or object.
    private struct Frame {
        /// Whether this is an object (else an array).
        var isObject: Bool
        /// Where its first value is on ``values``.
        var valueStart: Int
        /// Where its first key is on ``keys`` (objects).
        var keyStart: Int
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let count: Int
    private let maxDepth: Int
    private let duplicateKeys: JSONDuplicateKeyPolicy
    private var index = 0
    private let values = JSONParseStack<JSONValue>(capacity: 64)
    private let keys = JSONParseStack<JSONParsedKey>(capacity: 32)
    private var frames: [Frame] = []
    /// Whether the innermost open container is an object (false: an array, or none open).
    private var inObject = false
    private var scratch: [UInt8] = []
    private var duplicatePaths: [String] = []
    private var firstDuplicate: (offset: Int, key: String)?

    /// A parser over `bytes`; `maxDepth` is clamped to `0...JSONValue.maxDepthBound`.
    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, duplicateKeys: JSONDuplicateKeyPolicy) {
        self.bytes = bytes
        self.count = bytes.count
        self.maxDepth = min(max(maxDepth, 0), JSONValue.maxDepthBound)
        self.duplicateKeys = duplicateKeys
        frames.reserveCapacity(16)
    }

    /// Parses the whole text as one JSON value, with only whitespace around it.
    mutating func parseDocument() throws(JSONParseError) -> JSONDocument {
        if let bad = UTF8Validation.firstInvalidOffset(bytes) {
            throw JSONParseError(reason: .invalidUTF8, offset: bad, message: "the text is not valid UTF-8")
        }
        skipWhitespace()
        try parseValue()
        skipWhitespace()
        guard index == count, values.count == 1, let value = values.popLast() else {
            throw syntax("unexpected text after the JSON value")
        }
        if let firstDuplicate {
            throw JSONParseError(
                reason: .duplicateKey, offset: firstDuplicate.offset,
                message: "duplicate key \"\(firstDuplicate.key)\"")
        }
        let paths = duplicatePaths.isEmpty ? [] : Array(Set(duplicatePaths)).sorted()
        return JSONDocument(value: value, duplicateKeyPaths: paths)
    }

    // MARK: - Bytes

    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")

    /// The byte at `position`, or 0 past the end (NUL is never valid outside a string).
    @inline(__always)
    private func byte(at position: Int) -> UInt8 {
        position < count ? bytes[position] : 0
    }

    private func syntax(_ message: String) -> JSONParseError {
        JSONParseError(reason: .syntax, offset: index, message: message)
    }

    @inline(__always)
    private mutating func skipWhitespace() {
        while index < count {
            let byte = bytes[index]
            guard byte <= 0x20, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            index += 1
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    // MARK: - Structure

    /// Parses one complete value, everything nested in it included, onto ``values``.
    private mutating func parseValue() throws(JSONParseError) {
        while true {
            // A value starts here (whitespace already skipped).
            switch byte(at: index) {
            case UInt8(ascii: "{"):
                try open(isObject: true)
                skipWhitespace()
                if byte(at: index) == UInt8(ascii: "}") {
                    index += 1
                    closeObject()
                } else {
                    try readKey()
                    continue
                }
            case UInt8(ascii: "["):
                try open(isObject: false)
                skipWhitespace()
                if byte(at: index) == UInt8(ascii: "]") {
                    index += 1
                    closeArray()
                } else {
                    continue
                }
            case Self.quote:
                let string = try parseString()
                values.push(.string(string))
            case UInt8(ascii: "t"): try expectLiteral("true"); values.push(.bool(true))
            case UInt8(ascii: "f"): try expectLiteral("false"); values.push(.bool(false))
            case UInt8(ascii: "n"): try expectLiteral("null"); values.push(.null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let number = try parseNumber()
                values.push(.number(number))
            default:
                throw syntax(
                    index < count
                        ? "unexpected character, expected a value" : "unexpected end of text, expected a value")
            }
            // A value is complete: close what it completes, until another value is due.
            while true {
                guard !frames.isEmpty else { return }
                skipWhitespace()
                guard index < count else {
                    throw syntax(
                        inObject ? "unexpected end of text inside an object" : "unexpected end of text inside an array")
                }
                let next = bytes[index]
                if next == UInt8(ascii: ",") {
                    index += 1
                    skipWhitespace()
                    if inObject { try readKey() }
                    break
                }
                if inObject {
                    guard next == UInt8(ascii: "}") else { throw syntax("expected ',' or '}' in an object") }
                    index += 1
                    closeObject()
                } else {
                    guard next == UInt8(ascii: "]") else { throw syntax("expected ',' or ']' in an array") }
                    index += 1
                    closeArray()
                }
            }
        }
    }

    /// Opens an array or object at the current bracket, within the depth limit.
    private mutating func open(isObject: Bool) throws(JSONParseError) {
        guard frames.count < maxDepth else {
            throw JSONParseError(reason: .tooDeep, offset: index, message: "nesting deeper than \(maxDepth) levels")
        }
        frames.append(Frame(isObject: isObject, valueStart: values.count, keyStart: keys.count))
        inObject = isObject
        index += 1
    }

    /// Reads `"key"` and the `:` after it; the member's value is due next.
    private mutating func readKey() throws(JSONParseError) {
        guard byte(at: index) == Self.quote else { throw syntax("expected a string key") }
        let offset = index
        let name = try parseString()
        keys.push(JSONParsedKey(name: name, offset: offset))
        skipWhitespace()
        guard byte(at: index) == UInt8(ascii: ":") else { throw syntax("expected ':' after a key") }
        index += 1
        skipWhitespace()
    }

    private mutating func closeArray() {
        guard let frame = frames.popLast() else { return }
        inObject = frames.last?.isObject ?? false
        values.push(.array(values.moveArray(from: frame.valueStart)))
    }

    private mutating func closeObject() {
        guard let frame = frames.popLast() else { return }
        inObject = frames.last?.isObject ?? false
        let (members, repeatedKeyOffsets) = values.moveMembers(
            from: frame.valueStart, keys: keys, keyStart: frame.keyStart)
        for offset in repeatedKeyOffsets { noteDuplicate(keyName(at: offset), offset: offset, closing: frame) }
        values.push(.object(members))
    }

    /// The key whose opening quote is at `offset`, read again (keys are moved into their
    /// object; this is only needed for the rare repeated one).
    private func keyName(at offset: Int) -> String {
        var reader = self
        reader.index = offset
        return (try? reader.parseString()) ?? ""
    }

    /// Records a repeated key of the object `closing` (already popped off ``frames``).
    private mutating func noteDuplicate(_ key: String, offset: Int, closing: Frame) {
        switch duplicateKeys {
        case .refuse:
            if firstDuplicate.map({ offset < $0.offset }) ?? true { firstDuplicate = (offset, key) }
        case .lastWins:
            var path = ""
            for (level, frame) in frames.enumerated() {
                let child = level + 1 < frames.count ? frames[level + 1] : closing
                if frame.isObject {
                    let name = keys.element(at: child.keyStart - 1).name
                    path += path.isEmpty ? name : ".\(name)"
                } else {
                    path += "[\(child.valueStart - frame.valueStart)]"
                }
            }
            duplicatePaths.append(path.isEmpty ? key : "\(path).\(key)")
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
        let length = literal.utf8CodeUnitCount
        guard count - index >= length else { throw syntax("invalid literal, expected \(literal)") }
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: length)
        for offset in 0..<length where bytes[index + offset] != expected[offset] {
            throw syntax("invalid literal, expected \(literal)")
        }
        index += length
    }

    // MARK: - Strings

    /// Parses a string at its opening quote. The text is already known to be valid UTF-8, so
    /// a run without escapes becomes a `String` straight from its bytes.
    private mutating func parseString() throws(JSONParseError) -> String {
        index += 1
        let start = index
        skipPlainStringBytes()
        while index < count {
            let byte = bytes[index]
            if byte == Self.quote {
                let value = Self.makeString(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                index += 1
                return value
            }
            if byte == Self.backslash { return try parseEscapedString(from: start) }
            if byte < 0x20 { throw syntax("unescaped control character in a string") }
            index += 1
        }
        throw syntax("unterminated string")
    }

    /// A `String` of validated UTF-8. Up to 15 bytes fit in the string itself, written in
    /// place (an ASCII one is then not scanned again); longer ones are copied once.
    @inline(__always)
    private static func makeString(_ utf8: UnsafeBufferPointer<UInt8>) -> String {
        guard utf8.count <= 15, let source = utf8.baseAddress else { return String(decoding: utf8, as: UTF8.self) }
        return String(unsafeUninitializedCapacity: utf8.count) { buffer in
            guard let destination = buffer.baseAddress else { return 0 }
            destination.initialize(from: source, count: utf8.count)
            return utf8.count
        }
    }

    /// Skips eight bytes at a time while none of them is a quote, a backslash or a control
    /// character, and stops exactly at the first one that is; the byte loop takes over only in
    /// the last seven bytes of the text.
    @inline(__always)
    private mutating func skipPlainStringBytes() {
        guard let base = bytes.baseAddress else { return }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        while count - index >= 8 {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let quotes = word ^ (ones &* UInt64(Self.quote))
            let backslashes = word ^ (ones &* UInt64(Self.backslash))
            // A byte's high bit is set here when it is a quote, a backslash or below 0x20; a
            // borrow can also flag a byte above one of those, never one below, so the lowest
            // flagged byte is always a real stop.
            let special =
                (((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes)
                    | ((word &- ones &* 0x20) & ~word))
                & highBits
            guard special == 0 else {
                index += special.trailingZeroBitCount >> 3
                return
            }
            index += 8
        }
    }

    /// Finishes a string whose first backslash is at ``index``, decoding escapes in one pass.
    private mutating func parseEscapedString(from start: Int) throws(JSONParseError) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(256)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < count {
            let byte = bytes[index]
            if byte == Self.quote {
                index += 1
                return String(decoding: scratch, as: UTF8.self)
            }
            if byte < 0x20 { throw syntax("unescaped control character in a string") }
            if byte == Self.backslash {
                index += 1
                guard index < count else { break }
                try decodeEscape()
                continue
            }
            let runStart = index
            index += 1
            skipPlainStringBytes()
            while index < count {
                let next = bytes[index]
                if next == Self.quote || next == Self.backslash || next < 0x20 { break }
                index += 1
            }
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        }
        throw syntax("unterminated string")
    }

    /// Decodes the escape whose letter is at ``index`` into ``scratch``.
    private mutating func decodeEscape() throws(JSONParseError) {
        let escape = bytes[index]
        index += 1
        switch escape {
        case Self.quote, Self.backslash, UInt8(ascii: "/"): scratch.append(escape)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            var code = try parseHex4()
            if (0xD800...0xDBFF).contains(code) {
                guard count - index >= 2, bytes[index] == Self.backslash, bytes[index + 1] == UInt8(ascii: "u")
                else { throw syntax("unpaired surrogate in a \\u escape") }
                index += 2
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw syntax("unpaired surrogate in a \\u escape") }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(code) {
                throw syntax("unpaired surrogate in a \\u escape")
            }
            guard let scalar = Unicode.Scalar(code) else { throw syntax("invalid \\u escape") }
            appendUTF8(scalar)
        default: throw syntax("invalid escape sequence")
        }
    }

    private mutating func appendUTF8(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        switch value {
        case 0..<0x80:
            scratch.append(UInt8(truncatingIfNeeded: value))
        case 0x80..<0x800:
            scratch.append(0xC0 | UInt8(truncatingIfNeeded: value >> 6))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: value & 0x3F))
        case 0x800..<0x10000:
            scratch.append(0xE0 | UInt8(truncatingIfNeeded: value >> 12))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: (value >> 6) & 0x3F))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: value & 0x3F))
        default:
            scratch.append(0xF0 | UInt8(truncatingIfNeeded: value >> 18))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: (value >> 12) & 0x3F))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: (value >> 6) & 0x3F))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: value & 0x3F))
        }
    }

    private mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        guard count - index >= 4 else { throw syntax("incomplete \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw syntax("invalid hex digit in a \\u escape")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    // MARK: - Numbers

    /// Powers of ten a `Double` holds exactly.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    private mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = index
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard Self.isDigit(byte(at: index)) else { throw syntax("invalid number") }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var exponent = 0
        func accumulate(_ byte: UInt8) {
            let digit = UInt64(byte &- UInt8(ascii: "0"))
            guard significantDigits > 0 || digit != 0 else { return }
            if significantDigits < 19 { mantissa = mantissa &* 10 &+ digit }
            significantDigits += 1
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while Self.isDigit(byte(at: index)) {
                accumulate(bytes[index])
                index += 1
            }
        }
        if byte(at: index) == UInt8(ascii: ".") {
            index += 1
            guard Self.isDigit(byte(at: index)) else { throw syntax("invalid number: digit expected after '.'") }
            while Self.isDigit(byte(at: index)) {
                accumulate(bytes[index])
                exponent -= 1
                index += 1
            }
        }
        let marker = byte(at: index)
        if marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
            index += 1
            let sign = byte(at: index)
            if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { index += 1 }
            guard Self.isDigit(byte(at: index)) else { throw syntax("invalid number: digit expected in exponent") }
            var written = 0
            while Self.isDigit(byte(at: index)) {
                if written < 100_000 { written = written * 10 + Int(bytes[index] &- UInt8(ascii: "0")) }
                index += 1
            }
            exponent += sign == UInt8(ascii: "-") ? -written : written
        }
        let magnitude: Double
        if mantissa == 0 && significantDigits == 0 {
            magnitude = 0
        } else if significantDigits <= 19, mantissa <= 1 << 53, (-22...22).contains(exponent) {
            let power = Self.exactPowersOfTen[abs(exponent)]
            magnitude = exponent < 0 ? Double(mantissa) / power : Double(mantissa) * power
        } else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            guard let value = Double(text), value.isFinite else {
                throw JSONParseError(reason: .syntax, offset: start, message: "number out of range")
            }
            return value
        }
        return negative ? -magnitude : magnitude
    }
}
