/// Every token a device was given (APNs, FCM, HMS…), indexed so that TOK-005 finds the ones a
/// request carries in one pass over its text per token length.
///
/// A text carries a token when the token is a substring of it. Tokens are grouped by length; for
/// each length the text is slid over once, and each window of that length is looked up among
/// the tokens of that length. The work grows with the text times the few distinct token
/// lengths, not with the text times every token the device was ever given (1,500 rotated tokens
/// and 1,500 requests took 200 s of CPU before).
struct TokenMentionIndex {
    /// Tokens by their bytes, grouped by length.
    private var byLength: [Int: [ArraySlice<UInt8>: String]] = [:]

    /// Adds a token (a token added again changes nothing).
    mutating func add(_ token: String) {
        let bytes = ArraySlice(token.utf8)
        byLength[bytes.count, default: [:]][bytes] = token
    }

    /// The tokens at least one of `texts` carries.
    func carried(in texts: [String]) -> Set<String> {
        var found: Set<String> = []
        for text in texts {
            let bytes = Array(text.utf8)
            for (length, tokens) in byLength where length > 0 && length <= bytes.count {
                for start in 0...(bytes.count - length) {
                    if let token = tokens[bytes[start..<(start + length)]] { found.insert(token) }
                }
            }
        }
        return found
    }
}
