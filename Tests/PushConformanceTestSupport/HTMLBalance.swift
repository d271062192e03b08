import Foundation

/// Whether an HTML page's tags are balanced, for the report tests of several targets.
package enum HTMLBalance {
    /// Tags opened and closed in order (void elements excepted); returns the first problem.
    package static func problem(_ html: String) -> String? {
        let void: Set<String> = ["meta", "br", "input", "link", "img", "hr", "wbr", "col"]
        var stack: [String] = []
        var rest = html[...]
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            guard let close = rest.firstIndex(of: ">") else { return "unclosed <" }
            let tag = rest[..<close]
            rest = rest[rest.index(after: close)...]
            if tag.hasPrefix("!") { continue }
            if tag.hasPrefix("/") {
                let name = String(tag.dropFirst())
                guard stack.last == name else { return "</\(name)> closes <\(stack.last ?? "nothing")>" }
                stack.removeLast()
                continue
            }
            let name = String(tag.prefix { $0.isLetter || $0.isNumber }).lowercased()
            if void.contains(name) { continue }
            stack.append(name)
            if name == "script" || name == "style" {
                guard let end = rest.range(of: "</\(name)>") else { return "no </\(name)>" }
                rest = rest[end.lowerBound...]
            }
        }
        return stack.isEmpty ? nil : "unclosed <\(stack.joined(separator: "><"))>"
    }
}
