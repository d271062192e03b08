/// Finds the first byte that breaks UTF-8, eight ASCII bytes at a time.
///
/// Well-formed means Unicode's table 3-7: no overlong forms, no encoded surrogates, nothing
/// above U+10FFFF, no truncated or stray continuation bytes. The offset reported is where the
/// first ill-formed sequence starts, as `Unicode.UTF8`'s decoder would find it.
enum UTF8Validation {
    /// The offset of the first byte that breaks UTF-8, or nil when all the bytes are valid.
    static func firstInvalidOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var index = 0
        while index < count {
            while count - index >= 8 {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 != 0 { break }
                index += 8
            }
            guard index < count else { return nil }
            let lead = base[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            /// Whether the byte `distance` after the lead exists and lies in `range`.
            func continuation(_ distance: Int, _ range: ClosedRange<UInt8>) -> Bool {
                count - index > distance && range.contains(base[index + distance])
            }
            let any: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0xC2...0xDF:
                guard continuation(1, any) else { return index }
                index += 2
            case 0xE0:
                guard continuation(1, 0xA0...0xBF), continuation(2, any) else { return index }
                index += 3
            case 0xE1...0xEC, 0xEE...0xEF:
                guard continuation(1, any), continuation(2, any) else { return index }
                index += 3
            case 0xED:
                guard continuation(1, 0x80...0x9F), continuation(2, any) else { return index }
                index += 3
            case 0xF0:
                guard continuation(1, 0x90...0xBF), continuation(2, any), continuation(3, any) else { return index }
                index += 4
            case 0xF1...0xF3:
                guard continuation(1, any), continuation(2, any), continuation(3, any) else { return index }
                index += 4
            case 0xF4:
                guard continuation(1, 0x80...0x8F), continuation(2, any), continuation(3, any) else { return index }
                index += 4
            default:
                return index
            }
        }
        return nil
    }
}
