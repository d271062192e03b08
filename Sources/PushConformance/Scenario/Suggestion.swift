/// "Did you mean" for a misspelt command, option, vendor, scenario glob or requirement id.
package enum Suggestion {
    /// The candidate closest to `input`, if it is close enough to be what the user meant: a
    /// case-insensitive edit distance (insertions, deletions, substitutions and swaps of two
    /// neighbours) of at most a third of the input's length (at least 1, at most 3), or a
    /// unique candidate that starts with an input of 3 or more characters. Ties go to the
    /// candidate listed first.
    package static func closest(to input: String, among candidates: [String]) -> String? {
        let lowered = input.lowercased()
        let limit = max(1, min(3, input.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != input {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        if let best { return best.candidate }
        let extending = candidates.filter { lowered.count >= 3 && $0.lowercased().hasPrefix(lowered) }
        return extending.count == 1 ? extending[0] : nil
    }

    /// `"; did you mean 'x'?"`, or `otherwise` when nothing is close.
    package static func didYouMean(_ input: String, among candidates: [String], otherwise: String = "") -> String {
        closest(to: input, among: candidates).map { "; did you mean '\($0)'?" } ?? otherwise
    }

    /// The optimal-string-alignment distance between two strings (Damerau–Levenshtein where
    /// no substring is edited twice). Inputs longer than 200 characters are compared by their
    /// first 200, so a pasted wall of text costs bounded time.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let s = Array(a.prefix(200)), t = Array(b.prefix(200))
        if s.isEmpty { return t.count }
        if t.isEmpty { return s.count }
        var before = [Int](repeating: 0, count: t.count + 1)
        var previous = Array(0...t.count)
        var current = [Int](repeating: 0, count: t.count + 1)
        for i in 1...s.count {
            current[0] = i
            for j in 1...t.count {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] { value = min(value, before[j - 2] + 1) }
                current[j] = value
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[t.count]
    }
}
