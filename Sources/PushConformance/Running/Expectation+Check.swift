import PushContract
package import PushSimulator
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the expectations of one case read, gathered in one pass over its transcript, so each
/// expectation reads only the records of its kind: the requests (with the text a token is
/// looked for in), the opens, the completions by kind. A scenario states at most
/// ``ScenarioBudget/expectations`` expectations; each costs at most one pass over these lists.
struct ExpectationIndex {
    /// Every record, in order.
    let records: [TranscriptRecord]
    /// Each step id's position (the records before the first step belong to `given`).
    let stepPositions: [String: Int]
    /// HTTP requests, each with every string of its URL, headers and body as UTF-8, one after
    /// the other, each ended by 0xFF (a byte UTF-8 never holds, so no token matches across two).
    var requests: [(record: TranscriptRecord, text: [UInt8])] = []
    /// HTTP requests and media downloads.
    var traffic: [TranscriptRecord] = []
    /// `notification.opened` SDK events.
    var opens: [TranscriptRecord] = []
    /// Completion calls by kind.
    var completions: [String: [TranscriptRecord]] = [:]

    init(_ records: [TranscriptRecord], steps: [String]) {
        self.records = records
        stepPositions = Dictionary(steps.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        for record in records {
            switch record.kind {
            case .http:
                var text: [UInt8] = []
                for key in ["url", "headers", "body"] { Self.strings(record.body[key], into: &text) }
                requests.append((record, text))
                traffic.append(record)
            case .media where record.body["fetch"] != nil:
                traffic.append(record)
            case .completion:
                if let kind = record.body["kind"]?.stringValue { completions[kind, default: []].append(record) }
            default:
                if record.eventName == SDKEventName.notificationOpened { opens.append(record) }
            }
        }
    }

    /// Whether `record` comes from step `step` or a later one.
    func from(_ step: String, _ record: TranscriptRecord) -> Bool {
        guard let start = stepPositions[step] else { return false }
        return (stepPositions[record.step] ?? -1) >= start
    }

    /// Whether a request's text carries `token` (in one of its strings): `memchr` finds each
    /// candidate first byte, `memcmp` compares the rest.
    static func carries(_ text: [UInt8], _ token: [UInt8]) -> Bool {
        guard let first = token.first else { return true }
        guard text.count >= token.count else { return false }
        return text.withUnsafeBufferPointer { haystack in
            token.withUnsafeBufferPointer { needle in
                guard let start = haystack.baseAddress, let wanted = needle.baseAddress else { return false }
                var offset = 0
                let last = haystack.count - needle.count
                while offset <= last {
                    guard let found = memchr(start + offset, Int32(first), last - offset + 1) else { return false }
                    let position = start.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(start + position, wanted, needle.count) == 0 { return true }
                    offset = position + 1
                }
                return false
            }
        }
    }

    private static func strings(_ value: JSONValue?, into text: inout [UInt8]) {
        guard let value else { return }
        if let string = value.stringValue {
            text.append(contentsOf: string.utf8)
            text.append(0xFF)
        } else if let array = value.arrayValue {
            for element in array { strings(element, into: &text) }
        } else if let object = value.objectValue {
            for key in object.keys.sorted() { strings(object[key], into: &text) }
        }
    }
}

extension Expectation {
    /// The violations of this expectation in a scenario's transcript (read through `index`), at
    /// `level` (the cited requirement's). At most ``ScenarioBudget/violationsKept`` violations
    /// are made; when there are more, one last violation counts the rest (their messages are
    /// never built).
    func violations(in index: ExpectationIndex, level: RequirementLevel) -> [Violation] {
        let end = index.records.last
        var found: [Violation] = []
        var more = 0
        func violation(_ record: TranscriptRecord?, step: String? = nil, _ message: @autoclosure () -> String) {
            guard found.count < ScenarioBudget.violationsKept else {
                more += 1
                return
            }
            found.append(
                Violation(
                    invariant: requirement, level: level, step: record?.step ?? step ?? "end",
                    time: (record ?? end)?.time.description ?? "0s",
                    message: "expectation: \(description): " + message()))
        }
        func within(_ steps: [String]) -> (TranscriptRecord) -> Bool {
            let set = Set(steps)
            return { set.isEmpty || set.contains($0.step) }
        }
        switch check {
        case .error(let code, let step):
            // An error the SDK reported, or the vendor's wire format refusing a message.
            let reported = index.records.contains { record in
                let error =
                    record.kind == .error
                    ? record.body : record.systemName == .wireFormatRefused ? record.body["error"] : nil
                return error?["code"]?.stringValue == code.rawValue && (step.map { record.step == $0 } ?? true)
            }
            if !reported { violation(nil, step: step, "no such error was reported") }
        case .noRequests(let steps):
            let during = within(steps)
            for record in index.traffic where during(record) {
                violation(
                    record,
                    record.kind == .http
                        ? "\(record.body["method"]?.stringValue ?? "?") \(record.body["url"]?.stringValue ?? "?") was sent"
                        : "media \(record.body["fetch"]?.stringValue ?? "?") was sent")
            }
        case .opensAtMost(let count, let steps):
            let opens = index.opens.filter(within(steps))
            if opens.count > count { violation(opens[count], "\(opens.count) opens were reported") }
        case .urlOpened(let url, let opened):
            let record = index.records.first { $0.systemName == .urlOpened && $0.body["url"]?.stringValue == url }
            if opened, record == nil { violation(nil, "the URL was never opened") }
            if !opened, let record { violation(record, "the URL was opened") }
        case .completions(let kind, let count, let value):
            let calls = index.completions[kind] ?? []
            if let count, calls.count != count {
                violation(
                    calls.dropFirst(count).first, "it was called \(calls.count) time\(calls.count == 1 ? "" : "s")")
            }
            if let value {
                for call in calls where call.body["value"] != value {
                    violation(call, "it was called with `\((call.body["value"] ?? .null).canonicalText)`")
                }
            }
        case .tokenSent(let token, let after):
            let bytes = Array(token.utf8)
            let sent = index.requests.contains {
                index.from(after, $0.record) && ExpectationIndex.carries($0.text, bytes)
            }
            if !sent { violation(nil, step: after, "no request carried it") }
        case .appTold(let step):
            let told = index.records.contains { record in
                guard record.step == step else { return false }
                if record.kind == .delegate, let name = record.name {
                    return ["unknown-notification.received", "unknown-notification.opened", "unknown-action.opened"]
                        .contains(name)
                }
                return record.systemName == .appAskedResponse || record.systemName == .appAskedPresentation
            }
            if !told { violation(nil, step: step, "the SDK kept it to itself") }
        case .tokenNotSent(let token, let after, let besides):
            let bytes = Array(token.utf8), other = besides.map { Array($0.utf8) }
            for (record, text) in index.requests
            where index.from(after, record) && ExpectationIndex.carries(text, bytes)
                && !(other.map { ExpectationIndex.carries(text, $0) } ?? false)
            {
                violation(record, "request \(record.body["seq"]?.integerValue ?? 0) carried it")
            }
        }
        if more > 0 {
            found.append(
                Violation(
                    invariant: requirement, level: level, step: "end", time: end?.time.description ?? "0s",
                    message: "expectation: \(description): broken \(more) more times, counted, not kept "
                        + "(ScenarioBudget.violationsKept)"))
        }
        return found
    }
}

extension Scenario {
    /// The violations of every expectation of the scenario in `vendor`'s transcript, each at its
    /// requirement's level (MUST when the id is not in the catalogue): one pass over the
    /// transcript to index it, then each expectation over the records of its kind.
    package func expectationViolations(_ records: [TranscriptRecord], vendor: String) -> [Violation] {
        let applicable = expectations.filter {
            !$0.onlyForConfiguredVendors || given.vendorConfiguration[vendor] != nil
        }
        guard !applicable.isEmpty else { return [] }
        let index = ExpectationIndex(records, steps: steps.map(\.id))
        return applicable.flatMap { expectation in
            expectation.violations(
                in: index, level: RequirementCatalog.requirement(expectation.requirement)?.level ?? .must)
        }
    }
}
