/// Shell-style matching with `*` (any run) and `?` (one character), for `--scenario` filters and
/// known-deviation scenario lists.
package enum Glob {
    /// Whether `text` matches `pattern`.
    package static func matches(_ pattern: String, _ text: String) -> Bool {
        // Most patterns are plain ids or `prefix*`; both are decided without splitting either
        // string into characters.
        let wildcards = pattern.utf8.lazy.filter { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") }.count
        if wildcards == 0 { return pattern == text }
        if wildcards == 1, pattern.utf8.last == UInt8(ascii: "*") { return text.hasPrefix(pattern.dropLast()) }
        let p = Array(pattern), t = Array(text)
        var pi = 0, ti = 0, star = -1, mark = 0
        while ti < t.count {
            if pi < p.count, p[pi] == "?" || p[pi] == t[ti] {
                pi += 1; ti += 1
            } else if pi < p.count, p[pi] == "*" {
                star = pi; mark = ti; pi += 1
            } else if star >= 0 {
                pi = star + 1; mark += 1; ti = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
