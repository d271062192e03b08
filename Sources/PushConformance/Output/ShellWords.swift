/// Commands the tool prints for people to paste, quoted for a POSIX shell: every word comes back
/// from the shell exactly as the tool meant it, with no expansion (`$(…)`, `` ` ``, `$VAR`,
/// globs, `~`), however a scenario file is named. As swift-argument-parser and git do, a word of
/// safe characters only is printed bare and any other word in single quotes, where a shell
/// expands nothing (a quote inside becomes `'\''`).
package enum ShellWords {
    /// The characters a word may have to be printed bare.
    static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "-", ".", "/", ",", ":", "=", "+", "@", "%": return true
        default: return false
        }
    }

    /// One word as a POSIX shell reads it back: bare when safe, else single-quoted (`''` when empty).
    package static func quote(_ word: String) -> String {
        if !word.isEmpty, word.unicodeScalars.allSatisfy(isSafe) { return word }
        var out = "'"
        for scalar in word.unicodeScalars {
            if scalar == "'" { out += #"'\''"# } else { out.unicodeScalars.append(scalar) }
        }
        return out + "'"
    }

    /// A command line: each word quoted, joined by spaces.
    package static func command(_ words: [String]) -> String { words.map(quote).joined(separator: " ") }

    /// The words of a command line as ``command(_:)`` prints it (bare words, single quotes and
    /// `\'`), or nil for anything else: a double quote, a `$`, a backtick, a glob, a redirection,
    /// an unclosed quote. How a results file's command is checked before anyone sees it.
    package static func split(_ line: String) -> [String]? {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quoted = false
        var scalars = line.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if quoted {
                if scalar == "'" { quoted = false } else { word.unicodeScalars.append(scalar) }
                continue
            }
            switch scalar {
            case " ":
                if inWord { words.append(word) }
                (word, inWord) = ("", false)
            case "'":
                (quoted, inWord) = (true, true)
            case "\\":
                guard scalars.next() == "'" else { return nil }
                word += "'"
                inWord = true
            default:
                guard isSafe(scalar) else { return nil }
                word.unicodeScalars.append(scalar)
                inWord = true
            }
        }
        guard !quoted else { return nil }
        if inWord { words.append(word) }
        return words
    }
}
