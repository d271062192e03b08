/// The JSON path of the place a byte offset falls in (`steps[3].push.padToBytes`), found by a
/// forgiving scan of the text before it: a parse error (a number too large for a double, a
/// stray comma) is then reported like every other scenario error, by file and JSON path, not by
/// byte offset alone. One pass over at most `offset` bytes.
enum JSONPathLocator {
    private enum Container {
        case object(key: String?, expectingKey: Bool)
        case array(index: Int)
    }

    /// The path of the innermost value around `offset` (empty: the document itself).
    static func path(in bytes: [UInt8], at offset: Int) -> String {
        var stack: [Container] = []
        var index = 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"): stack.append(.object(key: nil, expectingKey: true))
            case UInt8(ascii: "["): stack.append(.array(index: 0))
            case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = stack.popLast()
            case UInt8(ascii: ","):
                switch stack.last {
                case .array(let position)?: stack[stack.count - 1] = .array(index: position + 1)
                case .object?: stack[stack.count - 1] = .object(key: nil, expectingKey: true)
                case nil: break
                }
            case UInt8(ascii: ":"):
                if case .object(let key, _)? = stack.last {
                    stack[stack.count - 1] = .object(key: key, expectingKey: false)
                }
            case UInt8(ascii: "\""):
                let (text, next) = string(bytes, from: index + 1, end: end)
                if case .object(_, true)? = stack.last {
                    stack[stack.count - 1] = .object(key: text, expectingKey: true)
                }
                index = next
                continue
            default: break
            }
            index += 1
        }
        var path = ""
        for container in stack {
            switch container {
            case .object(let key?, false): path += path.isEmpty ? key : ".\(key)"
            case .array(let position): path += "[\(position)]"
            case .object: return path
            }
        }
        return path
    }

    /// A string's text (escapes kept as written, but `\"` and `\\` undone) and the index after
    /// its closing quote (or `end`).
    private static func string(_ bytes: [UInt8], from start: Int, end: Int) -> (String, Int) {
        var text: [UInt8] = []
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { return (String(decoding: text, as: UTF8.self), index + 1) }
            if byte == UInt8(ascii: "\\"), index + 1 < end {
                let escaped = bytes[index + 1]
                text.append(escaped == UInt8(ascii: "\"") || escaped == UInt8(ascii: "\\") ? escaped : byte)
                if escaped != UInt8(ascii: "\"") && escaped != UInt8(ascii: "\\") { text.append(escaped) }
                index += 2
                continue
            }
            text.append(byte)
            index += 1
        }
        return (String(decoding: text, as: UTF8.self), end)
    }
}
