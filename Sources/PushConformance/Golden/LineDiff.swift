/// A readable line diff between a golden and a new transcript.
public enum LineDiff {
    /// One line of a diff.
    public enum Line: Sendable, Hashable {
        /// In both.
        case same(String)
        /// Only in the golden.
        case removed(String)
        /// Only in the new transcript.
        case added(String)
    }

    /// The diff of two line lists (longest common subsequence).
    public static func diff(_ old: [String], _ new: [String]) -> [Line] {
        let n = old.count, m = new.count
        var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var lines: [Line] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                lines.append(.same(old[i])); i += 1; j += 1
            } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
                lines.append(.removed(old[i])); i += 1
            } else {
                lines.append(.added(new[j])); j += 1
            }
        }
        return lines
    }

    /// Unified-style text: changed lines with `-`/`+`, `context` unchanged lines around them,
    /// and "… N unchanged lines" in between.
    public static func render(_ lines: [Line], context: Int = 2) -> String {
        let changed = lines.indices.filter { if case .same = lines[$0] { return false } else { return true } }
        guard !changed.isEmpty else { return "(no differences)" }
        var keep = Set<Int>()
        for index in changed {
            for near in max(0, index - context)...min(lines.count - 1, index + context) { keep.insert(near) }
        }
        var out: [String] = []
        var skipped = 0
        for index in lines.indices {
            guard keep.contains(index) else { skipped += 1; continue }
            if skipped > 0 { out.append("  … \(skipped) unchanged line\(skipped == 1 ? "" : "s")"); skipped = 0 }
            switch lines[index] {
            case .same(let text): out.append("  \(text)")
            case .removed(let text): out.append("- \(text)")
            case .added(let text): out.append("+ \(text)")
            }
        }
        if skipped > 0 { out.append("  … \(skipped) unchanged line\(skipped == 1 ? "" : "s")") }
        return out.joined(separator: "\n")
    }

    /// The first line (1-based) where the two differ, with both versions.
    public static func firstDivergence(_ old: [String], _ new: [String]) -> (line: Int, golden: String?, actual: String?)? {
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? old[index] : nil
            let b = index < new.count ? new[index] : nil
            if a != b { return (index + 1, a, b) }
        }
        return nil
    }
}
