package import PushContract
import PushSimulator

/// What a vendor did in one case, condensed from its transcript for side-by-side reading:
/// SDK events (neutral name with the native code), errors (neutral and native), HTTP calls with
/// their answers, what the service extension delivered, the foreground presentation options
/// and what was left over. Computed from an executed transcript only.
package struct CaseBehaviour: Sendable, Hashable {
    /// A repeated item with how often it happened, in order of first appearance.
    package struct Item: Sendable, Hashable {
        /// The text (`push-event.delivered [open]`).
        package var text: String
        /// How many times.
        package var count: Int

        /// Creates an item.
        package init(text: String, count: Int) {
            self.text = text
            self.count = count
        }

        /// `text` or `text ×3`.
        package var display: String { count > 1 ? "\(text) ×\(count)" : text }
    }

    /// SDK events: `name [native]`.
    package var events: [Item] = []
    /// Errors: `neutral-code [native]` (retryable marked `↻`).
    package var errors: [Item] = []
    /// HTTP calls: `POST /path → 200`.
    package var http: [Item] = []
    /// Push and UI delegate events by name.
    package var delegate: [Item] = []
    /// Content the service extension delivered: `title · body · n attachments`.
    package var serviceExtension: [Item] = []
    /// Foreground presentation answers: `banner, sound` or `none`.
    package var presentation: [Item] = []
    /// The leftovers check: `none` or what was left.
    package var leftovers: String = "none"

    /// An empty behaviour.
    package init() {}

    /// How deeply a transcript line may nest when a report reads it back: a line wraps a
    /// payload (at most 64 levels, APNs' parser) in a few levels of its own, so 256 is far above
    /// anything a transcript holds.
    package static let transcriptMaxDepth = 256

    /// Condenses transcript lines (canonical JSON objects, as in goldens). A line that cannot be
    /// read is listed as such under events, never silently skipped.
    package init(transcript lines: [String]) {
        var records: [JSONValue] = []
        var unreadable: [String] = []
        for (index, line) in lines.enumerated() {
            do {
                records.append(try JSONValue.parse(line, maxDepth: Self.transcriptMaxDepth))
            } catch {
                unreadable.append("transcript line \(index + 1) cannot be read: \(error.description)")
            }
        }
        self.init(records: records)
        events += unreadable.map { Item(text: $0, count: 1) }
    }

    /// Condenses transcript records as JSON values (``TranscriptRecord/json``), one object per
    /// record, as a transcript line reads back.
    package init(records: [JSONValue]) {
        var condenser = Condenser()
        for record in records {
            guard let object = record.objectValue else {
                condenser.events.add("a transcript line is not an object: \(record.canonicalText.prefix(60))")
                continue
            }
            // A record has one kind key; were there several, the first of this order that says
            // something counts.
            for (key, kind) in Self.kindKeys {
                if let body = object[key], condenser.add(kind, body) { break }
            }
        }
        self = condenser.finish()
    }

    /// Condenses executed records as the runner has them: the same summary as
    /// ``init(records:)`` over their JSON, read by kind instead of by looking keys up.
    init(transcriptRecords records: [TranscriptRecord]) {
        var condenser = Condenser()
        for record in records {
            switch record.kind {
            case .event, .error, .http, .answer, .delegate, .ui, .completion, .leftovers:
                condenser.add(record.kind, record.body)
            case .media, .system: continue
            }
        }
        self = condenser.finish()
    }

    /// The kind keys a transcript line is read by, in the order they are tried.
    private static let kindKeys: [(String, TranscriptRecord.Kind)] = [
        ("event", .event), ("error", .error), ("http", .http), ("answer", .answer), ("delegate", .delegate),
        ("ui", .ui),
        ("completion", .completion), ("leftovers", .leftovers),
    ]

    /// The running tallies of ``init(records:)`` and ``init(transcriptRecords:)``.
    private struct Condenser {
        var events = Tally(), errors = Tally(), http = Tally(), delegate = Tally(), nse = Tally(),
            presentation = Tally()
        var requests: [Int: String] = [:]
        var leftovers = "none"

        /// Counts one record's body under its kind; false when the record says nothing here
        /// (an answer to no listed request, a completion that is a call).
        @discardableResult
        mutating func add(_ kind: TranscriptRecord.Kind, _ body: JSONValue) -> Bool {
            switch kind {
            case .event:
                // Behind a router, events and errors name their vendor: `altcraft: push.received [203]`.
                let name = body["name"]?.stringValue ?? "?"
                let vendor = body["details"]?["vendor"]?.stringValue.map { "\($0): " } ?? ""
                events.add(vendor + (body["native"]?.stringValue.map { "\(name) [\($0)]" } ?? name))
            case .error:
                let code = body["code"]?.stringValue ?? "?"
                let native = body["native"]?.stringValue.map { " [\($0)]" } ?? ""
                let vendor = body["details"]?["vendor"]?.stringValue.map { "\($0): " } ?? ""
                errors.add("\(vendor)\(code)\(native)\(body["retryable"] == true ? " ↻" : "")")
            case .http:
                let text =
                    "\(body["method"]?.stringValue ?? "?") \(Invariant.pathWithoutQuery(body["url"]?.stringValue ?? ""))"
                if let seq = body["seq"]?.integerValue { requests[seq] = text } else { http.add(text) }
            case .answer:
                guard let seq = body["seq"]?.integerValue, let request = requests.removeValue(forKey: seq) else {
                    return false
                }
                let answer = body["status"]?.integerValue.map { "\($0)" } ?? body["failure"]?.stringValue ?? "no answer"
                http.add("\(request) → \(answer)")
            case .delegate, .ui:
                delegate.add(body["name"]?.stringValue ?? "?")
            case .completion:
                guard body["call"] == nil else { return false }
                switch body["kind"]?.stringValue {
                case "nse-content": nse.add(CaseBehaviour.contentSummary(body["value"]))
                case "will-present":
                    let options = (body["value"]?.arrayValue ?? []).compactMap(\.stringValue)
                    presentation.add(options.isEmpty ? "none" : options.joined(separator: ", "))
                default: break
                }
            case .leftovers:
                leftovers = body.stringValue ?? CaseBehaviour.leftoversSummary(body)
            case .media, .system:
                return false
            }
            return true
        }

        /// The summary, with every request that got no answer listed last.
        mutating func finish() -> CaseBehaviour {
            for request in requests.keys.sorted() { http.add("\(requests[request]!) → unanswered") }
            var behaviour = CaseBehaviour()
            behaviour.events = events.items
            behaviour.errors = errors.items
            behaviour.http = http.items
            behaviour.delegate = delegate.items
            behaviour.serviceExtension = nse.items
            behaviour.presentation = presentation.items
            behaviour.leftovers = leftovers
            return behaviour
        }
    }

    /// Notification content in words: `“title” · body · 1 attachment · category C`.
    package static func contentSummary(_ value: JSONValue?) -> String {
        guard let value else { return "?" }
        var parts: [String] = []
        if let title = value["title"]?.stringValue, !title.isEmpty { parts.append("“\(title)”") }
        if let body = value["body"]?.stringValue, !body.isEmpty { parts.append(body) }
        if let attachments = value["attachments"]?.arrayValue, !attachments.isEmpty {
            parts.append(attachments.count == 1 ? "1 attachment" : "\(attachments.count) attachments")
        }
        if let category = value["category"]?.stringValue, !category.isEmpty { parts.append("category \(category)") }
        return parts.isEmpty ? "empty content" : parts.joined(separator: " · ")
    }

    /// The leftovers record in words: `2 timers, 1 request`.
    package static func leftoversSummary(_ value: JSONValue) -> String {
        guard let object = value.objectValue else { return value.canonicalText }
        return object.keys.sorted().map { key in
            let count = object[key]?.arrayValue?.count ?? 1
            return "\(count) \(key)"
        }.joined(separator: ", ")
    }

    /// Counts texts in order of first appearance. A case has a handful of distinct texts per
    /// kind, so they are searched in order; an index is built only past ``indexThreshold``.
    private struct Tally {
        var items: [Item] = []
        var index: [String: Int] = [:]
        static let indexThreshold = 16

        mutating func add(_ text: String) {
            let found = items.count <= Self.indexThreshold ? items.firstIndex { $0.text == text } : index[text]
            if let found {
                items[found].count += 1
                return
            }
            items.append(Item(text: text, count: 1))
            if items.count == Self.indexThreshold + 1 {
                for (position, item) in items.enumerated() { index[item.text] = position }
            } else if items.count > Self.indexThreshold + 1 {
                index[text] = items.count - 1
            }
        }
    }
}
