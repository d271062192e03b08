/// The device tokens seen so far in a transcript, indexed so that TOK-001 looks closely only at
/// the tokens a request text holds in some spelling.
///
/// Every spelling ``Invariant/misspelling(of:base64:in:)`` looks for is found here by lookup,
/// one pass over the text per token length: the whole lower-case hex among the text's hex digits
/// once it is lower-cased (the right spelling, upper-case hex, separators), a run of 32 or more
/// hex digits that starts the token (a cut token), a head of at least 8 digits that starts it
/// (`Data`'s iOS 13 description, its middle elided), the base64 (padded or not, either alphabet),
/// or the bytes without their leading zeros (``TokenByteSpelling``). The work grows with the text
/// times the few distinct token lengths, not with the text times every token the device was ever
/// given (1,500 rotated tokens and 1,500 requests took 400 s of CPU before).
struct TokenSpellingIndex {
    /// A token: its lower-case hex and its base64.
    struct Token {
        /// The lower-case hex of all its bytes.
        var hex: String
        /// Its bytes in base64 (empty when the hex is not a valid token).
        var base64: String
    }

    /// The shortest cut TOK-001 reports, in hex digits.
    static let shortestCut = 32

    /// The tokens, in the order they were issued.
    private(set) var tokens: [Token] = []
    /// Token positions by lower-case hex, grouped by length.
    private var byHex: [Int: [ArraySlice<UInt8>: Int]] = [:]
    /// Token positions by base64, grouped by length.
    private var byBase64: [Int: [ArraySlice<UInt8>: Int]] = [:]
    /// Token positions by each of their hex's proper prefixes of ``shortestCut`` digits or more.
    private var byPrefix: [ArraySlice<UInt8>: [Int]] = [:]
    /// Token positions by the first ``shortestElidedPart`` digits of their hex: the head of
    /// `Data`'s iOS 13 description, `{length = 32, bytes = 0xd3f6a6d8 ... 0d74f86e }`.
    private var byHead: [ArraySlice<UInt8>: [Int]] = [:]

    /// Token positions by the whole run of hex digits a zero-dropping spelling writes
    /// (``TokenByteSpelling/joinedForms``).
    private var byJoinedForm: [String: [Int]] = [:]
    /// Token positions by the key of their first bytes as hex runs without zeros.
    private var bySeparatedKey: [String: [Int]] = [:]
    /// Token positions by the key of their first bytes as decimal runs.
    private var byDecimalKey: [String: [Int]] = [:]

    /// The fewest hex digits of each part (head and tail) of an elided spelling TOK-001 reports.
    static let shortestElidedPart = 8

    /// Adds a token once (a token issued again is already indexed).
    mutating func add(hex: String, base64: String) {
        guard !tokens.contains(where: { $0.hex == hex }) else { return }
        let position = tokens.count
        tokens.append(Token(hex: hex, base64: base64))
        let digits = ArraySlice(hex.lowercased().utf8)
        byHex[digits.count, default: [:]][digits] = position
        for form in Self.base64Forms(base64) {
            byBase64[form.utf8.count, default: [:]][ArraySlice(form.utf8)] = position
        }
        if digits.count > Self.shortestElidedPart * 2 {
            byHead[digits.prefix(Self.shortestElidedPart), default: []].append(position)
        }
        if let spelling = TokenByteSpelling(hex: hex) {
            for (form, _) in spelling.joinedForms { byJoinedForm[form, default: []].append(position) }
            if let runs = spelling.separatedHexRuns, let key = TokenByteSpelling.key(runs) {
                bySeparatedKey[key, default: []].append(position)
            }
            if let key = TokenByteSpelling.key(spelling.decimalRuns) { byDecimalKey[key, default: []].append(position) }
        }
        if digits.count > Self.shortestCut {
            for end in (digits.startIndex + Self.shortestCut)..<digits.endIndex {
                byPrefix[digits[..<end], default: []].append(position)
            }
        }
    }

    /// The tokens `text` holds in some spelling, each once, in the order they were issued.
    func candidates(in text: String) -> [Token] {
        var found: Set<Int> = []
        let raw = Array(text.utf8)
        let digits = raw.compactMap { Self.lowerHexDigit($0) }
        Self.lookUp(digits, in: byHex, into: &found)
        Self.lookUp(raw, in: byBase64, into: &found)
        // A cut token is a whole run of hex digits in the lower-cased text.
        var start = 0
        while start < raw.count {
            guard Self.lowerHexDigit(raw[start]) != nil else {
                start += 1
                continue
            }
            var end = start
            while end < raw.count, Self.lowerHexDigit(raw[end]) != nil { end += 1 }
            if end - start >= Self.shortestCut {
                let run = ArraySlice(raw[start..<end].compactMap { Self.lowerHexDigit($0) })
                found.formUnion(byPrefix[run] ?? [])
            }
            start = end
        }
        // An elided spelling: a run of hex digits (spaces between groups allowed) that starts a token.
        for run in Self.spacedHexRuns(text.lowercased()) where run.count >= Self.shortestElidedPart {
            found.formUnion(byHead[ArraySlice(run.utf8.prefix(Self.shortestElidedPart))] ?? [])
        }
        // The bytes without their zeros: a whole run, hex runs between separators, or decimals.
        let hexRuns = TokenByteSpelling.hexRuns(text.lowercased())
        for run in hexRuns { found.formUnion(byJoinedForm[String(run)] ?? []) }
        Self.lookUpKeys(hexRuns, in: bySeparatedKey, into: &found)
        Self.lookUpKeys(TokenByteSpelling.decimalRuns(text), in: byDecimalKey, into: &found)
        return found.sorted().map { tokens[$0] }
    }

    /// The runs of hex digits in lower-cased `text`, where spaces may separate the groups
    /// (`0xd3f6a6d8 95a6ab5a ... 0d74f86e` gives `0`, `d3f6a6d895a6ab5a`, `0d74f86e`).
    static func spacedHexRuns(_ lower: String) -> [String] {
        lower.split(whereSeparator: { !$0.isHexDigit && $0 != " " })
            .map { String($0.filter { $0 != " " }) }
            .filter { !$0.isEmpty }
    }

    /// The base64 spellings of a token's bytes: padded, unpadded, and the URL-safe alphabet's
    /// (RFC 4648 sections 4 and 5); the unpadded ones are found inside the padded.
    static func base64Forms(_ base64: String) -> [String] {
        guard !base64.isEmpty else { return [] }
        let unpadded = String(base64.prefix { $0 != "=" })
        let urlSafe = String(unpadded.map { $0 == "+" ? "-" : $0 == "/" ? "_" : $0 })
        return unpadded == urlSafe ? [unpadded] : [unpadded, urlSafe]
    }

    /// Adds the positions of every token of `index` that is a window of `bytes`.
    private static func lookUp(_ bytes: [UInt8], in index: [Int: [ArraySlice<UInt8>: Int]], into found: inout Set<Int>)
    {
        for (length, tokens) in index where length > 0 && length <= bytes.count {
            for start in 0...(bytes.count - length) {
                if let position = tokens[bytes[start..<(start + length)]] { found.insert(position) }
            }
        }
    }

    /// Adds the positions `index` keys by any ``TokenByteSpelling/keyLength`` consecutive runs.
    private static func lookUpKeys(_ runs: [Substring], in index: [String: [Int]], into found: inout Set<Int>) {
        guard !index.isEmpty, runs.count >= TokenByteSpelling.keyLength else { return }
        for start in 0...(runs.count - TokenByteSpelling.keyLength) {
            if let key = TokenByteSpelling.key(runs[start...]) { found.formUnion(index[key] ?? []) }
        }
    }

    /// The byte as a lower-case hex digit, nil when it is not a hex digit.
    private static func lowerHexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"): byte
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte + 32
        default: nil
        }
    }
}
