/// A readable line diff between a golden and a new transcript.
///
/// Myers' O(ND) algorithm in its linear-space form (the "middle snake" divide and conquer):
/// memory grows with the number of lines, never with their product, and the work is bounded by
/// ``workLimit``. When a comparison would cost more (two long, mostly different transcripts),
/// the rest is shown as whole removed and added blocks instead of a minimal alignment: still a
/// correct diff, found in bounded time. ``render(_:context:maxChangedLines:maxLineLength:)``
/// caps what is printed.
package enum LineDiff {
    /// One line of a diff.
    package enum Line: Sendable, Hashable {
        /// In both.
        case same(String)
        /// Only in the golden.
        case removed(String)
        /// Only in the new transcript.
        case added(String)
    }

    /// Steps the search may take (diagonals visited plus matching lines followed) before it stops
    /// aligning and shows the remaining differences as blocks.
    package static let workLimit = 5_000_000

    /// Characters of one line shown in a diff or a first divergence; the rest is cut with a marker.
    package static let maxLineLength = 4_000

    /// The diff of two line lists: a shortest edit script while the work stays under
    /// `workLimit`, else a correct but coarser one.
    package static func diff(_ old: [String], _ new: [String], workLimit: Int = workLimit) -> [Line] {
        var ids: [String: Int] = [:]
        func id(_ line: String) -> Int {
            if let known = ids[line] { return known }
            ids[line] = ids.count
            return ids.count - 1
        }
        var search = MyersSearch(a: old.map(id), b: new.map(id), budget: workLimit)
        search.compare(0, old.count, 0, new.count)
        return search.edits.map { edit in
            switch edit {
            case .same(let index, _): return .same(old[index])
            case .removed(let index): return .removed(old[index])
            case .added(let index): return .added(new[index])
            }
        }
    }

    /// Unified-style text: changed lines with `-`/`+`, `context` unchanged lines around them,
    /// and "… N unchanged lines" in between. At most `maxChangedLines` changed lines are shown
    /// (then how many more there are), each cut at `maxLineLength` characters.
    package static func render(
        _ lines: [Line], context: Int = 2, maxChangedLines: Int = 100,
        maxLineLength: Int = maxLineLength
    ) -> String {
        let changed = lines.indices.filter { if case .same = lines[$0] { return false } else { return true } }
        guard !changed.isEmpty else { return "(no differences)" }
        let shownChanges = changed.prefix(maxChangedLines)
        let lastShown = shownChanges.last ?? 0
        var keep = Set(shownChanges)
        for index in shownChanges {
            for near in max(0, index - context)...min(lines.count - 1, index + context) {
                if case .same = lines[near] { keep.insert(near) }
            }
        }
        func cut(_ text: String) -> String {
            guard text.count > maxLineLength else { return text }
            return String(text.prefix(maxLineLength)) + "… (\(text.count - maxLineLength) more characters)"
        }
        var out: [String] = []
        var skipped = 0
        for index in lines.indices {
            if changed.count > maxChangedLines, index > lastShown + context { break }
            guard keep.contains(index) else { skipped += 1; continue }
            if skipped > 0 { out.append("  … \(skipped) unchanged line\(skipped == 1 ? "" : "s")"); skipped = 0 }
            switch lines[index] {
            case .same(let text): out.append("  \(cut(text))")
            case .removed(let text): out.append("- \(cut(text))")
            case .added(let text): out.append("+ \(cut(text))")
            }
        }
        if changed.count > maxChangedLines {
            let hidden = changed.dropFirst(maxChangedLines)
            let removed = hidden.filter { if case .removed = lines[$0] { return true } else { return false } }.count
            out.append(
                "  … and \(hidden.count) more changed line\(hidden.count == 1 ? "" : "s") not shown "
                    + "(\(removed) removed, \(hidden.count - removed) added)")
        } else if skipped > 0 {
            out.append("  … \(skipped) unchanged line\(skipped == 1 ? "" : "s")")
        }
        return out.joined(separator: "\n")
    }

    /// The first line (1-based) where the two differ, with both versions.
    package static func firstDivergence(
        _ old: [String], _ new: [String]
    ) -> (line: Int, golden: String?, actual: String?)? {
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? old[index] : nil
            let b = index < new.count ? new[index] : nil
            if a != b { return (index + 1, a, b) }
        }
        return nil
    }
}

/// Myers' linear-space diff over line ids (E. W. Myers, "An O(ND) Difference Algorithm and Its
/// Variations", 1986, section 4b), with a work budget.
struct MyersSearch {
    enum Edit {
        case same(Int, Int)
        case removed(Int)
        case added(Int)
    }

    let a: [Int]
    let b: [Int]
    /// Steps left before the search stops aligning.
    var budget: Int
    /// The edit script, in order.
    var edits: [Edit] = []

    init(a: [Int], b: [Int], budget: Int) {
        self.a = a
        self.b = b
        self.budget = budget
        edits.reserveCapacity(a.count + b.count)
    }

    /// Appends the edits turning `a[aLo..<aHi]` into `b[bLo..<bHi]`.
    mutating func compare(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int) {
        var aLo = aLow, aHi = aHigh, bLo = bLow, bHi = bHigh
        while aLo < aHi, bLo < bHi, a[aLo] == b[bLo] {
            edits.append(.same(aLo, bLo))
            aLo += 1
            bLo += 1
        }
        var suffix = 0
        while aLo < aHi, bLo < bHi, a[aHi - 1] == b[bHi - 1] {
            aHi -= 1
            bHi -= 1
            suffix += 1
        }
        if aLo == aHi {
            for index in bLo..<bHi { edits.append(.added(index)) }
        } else if bLo == bHi {
            for index in aLo..<aHi { edits.append(.removed(index)) }
        } else if let snake = middleSnake(aLo, aHi, bLo, bHi),
            snake.x - aLo + snake.y - bLo < aHi - aLo + bHi - bLo, aHi - snake.u + bHi - snake.v < aHi - aLo + bHi - bLo
        {
            compare(aLo, snake.x, bLo, snake.y)
            for offset in 0..<(snake.u - snake.x) { edits.append(.same(snake.x + offset, snake.y + offset)) }
            compare(snake.u, aHi, snake.v, bHi)
        } else {
            for index in aLo..<aHi { edits.append(.removed(index)) }
            for index in bLo..<bHi { edits.append(.added(index)) }
        }
        for offset in 0..<suffix { edits.append(.same(aHi + offset, bHi + offset)) }
    }

    /// The middle snake of the box (from (x, y) to (u, v), absolute indices) on a shortest edit
    /// path, or nil when the budget runs out first. Searches forward from the top-left corner
    /// and backward from the bottom-right one until the two frontiers overlap.
    private mutating func middleSnake(
        _ aLo: Int, _ aHi: Int, _ bLo: Int, _ bHi: Int
    ) -> (x: Int, y: Int, u: Int, v: Int)? {
        let n = aHi - aLo, m = bHi - bLo
        let delta = n - m
        let odd = delta & 1 != 0
        let maxD = (n + m + 1) / 2
        let offset = maxD + 1
        // Furthest x reached on each diagonal k = x - y, forward and (from the end) backward.
        var forward = [Int](repeating: 0, count: 2 * maxD + 3)
        var backward = [Int](repeating: 0, count: 2 * maxD + 3)
        for d in 0...maxD {
            for k in stride(from: -d, through: d, by: 2) {
                budget -= 1
                var x =
                    k == -d || (k != d && forward[offset + k - 1] < forward[offset + k + 1])
                    ? forward[offset + k + 1] : forward[offset + k - 1] + 1
                var y = x - k
                let startX = x, startY = y
                while x < n, y < m, a[aLo + x] == b[bLo + y] {
                    x += 1
                    y += 1
                }
                budget -= x - startX
                forward[offset + k] = x
                let reverse = delta - k
                if odd, reverse >= -(d - 1), reverse <= d - 1, x + backward[offset + reverse] >= n {
                    return (aLo + startX, bLo + startY, aLo + x, bLo + y)
                }
            }
            for k in stride(from: -d, through: d, by: 2) {
                budget -= 1
                var x =
                    k == -d || (k != d && backward[offset + k - 1] < backward[offset + k + 1])
                    ? backward[offset + k + 1] : backward[offset + k - 1] + 1
                var y = x - k
                let startX = x, startY = y
                while x < n, y < m, a[aHi - 1 - x] == b[bHi - 1 - y] {
                    x += 1
                    y += 1
                }
                budget -= x - startX
                backward[offset + k] = x
                let ahead = delta - k
                if !odd, ahead >= -d, ahead <= d, x + forward[offset + ahead] >= n {
                    return (aLo + n - x, bLo + m - y, aLo + n - startX, bLo + m - startY)
                }
            }
            if budget <= 0 { return nil }
        }
        return nil
    }
}
