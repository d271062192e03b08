import PushContract

/// What a golden mismatch means in behaviour, said before anyone offers to re-record: an extra
/// or a missing HTTP request, SDK event, error, delegate call, completion call, download,
/// opened URL or shown notification; a changed error code; different leftovers; or the same
/// things in another order or at other times.
///
/// Compares the two transcripts as multisets of behaviours (timing and step aside), so one
/// added request reads as "an extra HTTP request: POST /x", not as every line after it
/// shifting; then the n-th occurrence of each behaviour in both, so a request whose body
/// changed reads as "changed HTTP request: POST /x: body.old_provider: "a" → "b"".
package enum BehaviourChange {
    /// How many changes are listed before "… and N more".
    package static let maxListed = 12
    /// How many differing lines (after the common beginning and end) are read at most; past it
    /// the summary says so instead of parsing tens of thousands of lines.
    package static let maxLinesRead = 5_000

    /// One sentence per change; empty when the transcripts are the same.
    package static func describe(golden: [String], now: [String]) -> [String] {
        guard golden != now else { return [] }
        // Lines both share at the start and at the end cancel out; only the middle is read.
        var start = 0
        while start < golden.count, start < now.count, golden[start] == now[start] { start += 1 }
        var end = 0
        while end < golden.count - start, end < now.count - start,
            golden[golden.count - 1 - end] == now[now.count - 1 - end]
        { end += 1 }
        let oldMiddle = golden[start..<(golden.count - end)], newMiddle = now[start..<(now.count - end)]
        guard oldMiddle.count <= maxLinesRead, newMiddle.count <= maxLinesRead else {
            return [
                "\(oldMiddle.count) golden lines and \(newMiddle.count) new ones differ, too many to summarise here: "
                    + "start from the first divergence and the line diff"
            ]
        }
        let before = tally(Array(oldMiddle)), after = tally(Array(newMiddle))
        var sentences: [String] = []
        var missingErrors: [(String, Int)] = [], extraErrors: [(String, Int)] = []
        for key in before.order + after.order.filter({ before.counts[$0] == nil }) {
            let was = before.counts[key] ?? 0, is_ = after.counts[key] ?? 0
            guard was != is_ else { continue }
            if key.kind == .error {
                if is_ > was {
                    extraErrors.append((key.text, is_ - was))
                } else {
                    missingErrors.append((key.text, was - is_))
                }
                continue
            }
            sentences.append(sentence(key, was: was, now: is_))
        }
        // An error that disappeared while another appeared is a changed code.
        while let missing = missingErrors.first, let extra = extraErrors.first {
            sentences.append("changed error code: \(missing.0) → \(extra.0)")
            missingErrors[0].1 -= 1
            extraErrors[0].1 -= 1
            if missingErrors[0].1 == 0 { missingErrors.removeFirst() }
            if extraErrors[0].1 == 0 { extraErrors.removeFirst() }
        }
        for (text, count) in extraErrors {
            sentences.append("\(count == 1 ? "an extra error" : "\(count) more errors"): \(text)")
        }
        for (text, count) in missingErrors {
            sentences.append("\(count == 1 ? "a missing error" : "\(count) fewer errors"): \(text)")
        }
        // Where a behaviour happens as often as before, a change inside it (a request's body, an
        // event's details) is the news; where the count changed, the sentence above says so.
        for key in before.order where after.counts[key] == before.counts[key] {
            for (old, new) in zip(before.details[key] ?? [], after.details[key] ?? []) {
                guard let change = firstDifference(old, new, path: "") else { continue }
                sentences.append("changed \(key.kind.noun): \(key.text): \(change)")
            }
        }
        if before.leftovers != after.leftovers {
            sentences.append(
                "leftovers changed: \(before.leftovers ?? "(none recorded)") → \(after.leftovers ?? "(none recorded)")")
        }
        if sentences.isEmpty {
            sentences.append("the same requests, events, errors and completions, in another order or at other times")
        }
        if sentences.count > maxListed {
            let more = sentences.count - maxListed
            sentences = Array(sentences.prefix(maxListed)) + ["… and \(more) more change\(more == 1 ? "" : "s")"]
        }
        // A URL or a leftovers line of megabytes is cut as the line diff cuts its lines.
        return sentences.map { BoundedText.cut($0, to: LineDiff.maxLineLength) }
    }

    /// The lines to print: a heading and the sentences, indented.
    package static func summary(golden: [String], now: [String]) -> String {
        let sentences = describe(golden: golden, now: now)
        guard !sentences.isEmpty else { return "" }
        return (["what changed in behaviour (golden → now):"] + sentences.map { "  " + $0 }).joined(separator: "\n")
    }

    enum Kind: Int, Comparable {
        case http, event, error, delegate, completion, media, system, other

        static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }

        var noun: String {
            switch self {
            case .http: return "HTTP request"
            case .event: return "SDK event"
            case .error: return "error"
            case .delegate: return "delegate call"
            case .completion: return "completion call"
            case .media: return "media download"
            case .system: return "system event"
            case .other: return "transcript line"
            }
        }
    }

    struct Key: Hashable {
        var kind: Kind
        var text: String
    }

    struct Tally {
        var counts: [Key: Int] = [:]
        var order: [Key] = []
        /// Each occurrence's details (the record's body without sequence numbers), in order.
        var details: [Key: [JSONValue]] = [:]
        var leftovers: String?

        mutating func add(_ key: Key, _ body: JSONValue = .null) {
            if counts[key] == nil { order.append(key) }
            counts[key, default: 0] += 1
            var body = body
            if var object = body.objectValue {
                object["seq"] = nil
                body = .object(object)
            }
            details[key, default: []].append(body)
        }
    }

    /// The first leaf where two values differ: `body.old_provider: "a" → "b"`, or nil.
    static func firstDifference(_ old: JSONValue, _ new: JSONValue, path: String) -> String? {
        if old == new { return nil }
        if let a = old.objectValue, let b = new.objectValue {
            for key in Set(a.keys).union(b.keys).sorted() {
                let child = path.isEmpty ? key : "\(path).\(key)"
                if let found = firstDifference(a[key] ?? .null, b[key] ?? .null, path: child) { return found }
            }
            return nil
        }
        if let a = old.arrayValue, let b = new.arrayValue, a.count == b.count {
            for (index, pair) in zip(a, b).enumerated() {
                if let found = firstDifference(pair.0, pair.1, path: "\(path)[\(index)]") { return found }
            }
            return nil
        }
        func shown(_ value: JSONValue) -> String {
            let text = value.canonicalText
            return text.count > 60 ? String(text.prefix(57)) + "…" : text
        }
        return "\(path.isEmpty ? "value" : path): \(shown(old)) → \(shown(new))"
    }

    static func sentence(_ key: Key, was: Int, now: Int) -> String {
        let difference = abs(now - was)
        let noun = key.kind.noun + (difference == 1 ? "" : "s")
        let lead: String
        if now > was {
            lead = difference == 1 ? "an extra \(noun)" : "\(difference) more \(noun)"
        } else {
            lead = difference == 1 ? "a missing \(noun)" : "\(difference) fewer \(noun)"
        }
        return "\(lead): \(key.text)"
    }

    /// The behaviours of a transcript. Lines are parsed with a depth far above any payload's
    /// (a line wraps a payload of at most 64 levels in a few more); a line that still cannot be
    /// parsed counts as itself, so it shows up as a change rather than vanishing.
    static func tally(_ lines: [String]) -> Tally {
        var tally = Tally()
        for line in lines {
            guard let object = (try? JSONValue.parse(line, maxDepth: CaseBehaviour.transcriptMaxDepth))?.objectValue
            else {
                tally.add(Key(kind: .other, text: line.count > 80 ? String(line.prefix(77)) + "…" : line))
                continue
            }
            if let body = object["http"] {
                let method = body["method"]?.stringValue ?? "?"
                let path = HTTPRequest(method: method, url: body["url"]?.stringValue ?? "").path
                let text =
                    "\(method) \(path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")"
                tally.add(Key(kind: .http, text: text), body)
            } else if object["answer"] != nil {
                // Answers come from the scenario's script; the requests they answer already count.
                continue
            } else if let body = object["event"] {
                let name = body["name"]?.stringValue ?? "?"
                tally.add(Key(kind: .event, text: body["native"]?.stringValue.map { "\(name) [\($0)]" } ?? name), body)
            } else if let body = object["error"] {
                let code = body["code"]?.stringValue ?? "?"
                tally.add(Key(kind: .error, text: body["native"]?.stringValue.map { "\(code) [\($0)]" } ?? code), body)
            } else if let body = object["delegate"] ?? object["ui"] {
                tally.add(Key(kind: .delegate, text: body["name"]?.stringValue ?? "?"), body)
            } else if let body = object["completion"] {
                let kind = body["kind"]?.stringValue ?? "?"
                let call = body["call"]?.integerValue.map { " (call \($0))" } ?? ""
                tally.add(Key(kind: .completion, text: "\(kind)\(call)"), body)
            } else if let body = object["media"] {
                if let url = body["fetch"]?.stringValue { tally.add(Key(kind: .media, text: url)) }
            } else if let body = object["system"] {
                let name = body["name"]?.stringValue ?? "?"
                let detail = body["url"]?.stringValue ?? body["reason"]?.stringValue
                tally.add(Key(kind: .system, text: detail.map { "\(name) (\($0))" } ?? name), body)
            } else if let body = object["leftovers"] {
                tally.leftovers = body.stringValue ?? CaseBehaviour.leftoversSummary(body)
            }
        }
        return tally
    }
}
