import PushConformance
import PushContract
import PushSimulator

/// A transcript read in order for a timeline: each record with its step, its time and the app's
/// state after it. An answer to an HTTP request or a media download stays where it arrived in
/// the transcript (so a completion called before the answer reads before it), naming and
/// linking back to its request; a request never answered says so.
struct TimelineReading: Sendable, Hashable {
    /// One record where it happened.
    struct Entry: Sendable, Hashable {
        /// The step id (nil for the end-of-run leftovers).
        var step: String?
        /// Virtual time, as written (`10s`).
        var time: String?
        /// The record.
        var record: TimelineRecord
        /// The app's state after it.
        var state: AppState
    }

    /// The records in transcript order.
    private(set) var entries: [Entry] = []

    /// How many characters of a record's words are shown.
    static let textLimit = 160

    /// Reads transcript lines (canonical JSON objects). A line that cannot be read shows as such.
    init(lines: [String]) {
        var state = AppState.notRunning
        var pending: [String: Int] = [:]
        for (index, line) in lines.enumerated() {
            guard let value = try? JSONValue.parse(line, maxDepth: CaseBehaviour.transcriptMaxDepth),
                value.objectValue != nil
            else {
                entries.append(
                    Entry(
                        step: nil, time: nil,
                        record: TimelineRecord(.leftover, "transcript line \(index + 1) cannot be read"),
                        state: state))
                continue
            }
            let step = value["step"]?.stringValue
            let time = value["t"]?.stringValue
            let before = entries.count
            defer {
                if entries.count > before { entries[entries.count - 1].record.fingerprint += Self.fingerprint(value) }
            }
            if let http = value["http"] {
                let text = "\(http["method"]?.stringValue ?? "?") \(Self.path(http["url"]?.stringValue ?? ""))"
                var record = TimelineRecord(.request, text)
                if let seq = http["seq"]?.integerValue {
                    pending["http-\(seq)"] = entries.count
                    record.anchor = "http-\(seq)"
                }
                entries.append(Entry(step: step, time: time, record: record, state: state))
            } else if let answer = value["answer"] {
                let result =
                    answer["status"]?.integerValue.map(String.init) ?? answer["failure"]?.stringValue ?? "no answer"
                appendAnswer(
                    answer: result, to: answer["seq"]?.integerValue.map { "http-\($0)" }, pending: &pending, step: step,
                    time: time, state: state, category: .request)
            } else if let media = value["media"] {
                if let url = media["fetch"]?.stringValue {
                    var record = TimelineRecord(.serviceExtension, "media download \(url)", key: "media download")
                    if let seq = media["seq"]?.integerValue {
                        pending["media-\(seq)"] = entries.count
                        record.anchor = "media-\(seq)"
                    }
                    entries.append(Entry(step: step, time: time, record: record, state: state))
                } else {
                    let result =
                        media["bytes"]?.integerValue.map { "\($0) bytes" } ?? media["failure"]?.stringValue
                        ?? Self.compact(media)
                    appendAnswer(
                        answer: result, to: media["seq"]?.integerValue.map { "media-\($0)" }, pending: &pending,
                        step: step, time: time,
                        state: state, category: .serviceExtension)
                }
            } else if let system = value["system"] {
                if let name = system["name"]?.stringValue {
                    switch SimulatorRecordName(rawValue: name) {
                    case .processLaunched: state = AppState(rawValue: system["state"]?.stringValue ?? "") ?? .foreground
                    case .appState: state = AppState(rawValue: system["state"]?.stringValue ?? "") ?? state
                    case .processTerminated: state = .notRunning
                    default: break
                    }
                }
                if let record = Self.system(system) {
                    entries.append(Entry(step: step, time: time, record: record, state: state))
                }
            } else if let record = Self.sdkRecord(value) {
                entries.append(Entry(step: step, time: time, record: record, state: state))
            }
        }
        for index in pending.values.sorted() {
            entries[index].record.text += " → no answer"
            entries[index].record.key += " → no answer"
        }
    }

    /// The record's JSON without its step, time and sequence numbers.
    static func fingerprint(_ value: JSONValue) -> String {
        guard var object = value.objectValue else { return value.canonicalText }
        object["step"] = nil
        object["t"] = nil
        for (key, body) in object {
            guard var inner = body.objectValue, inner["seq"] != nil else { continue }
            inner["seq"] = nil
            object[key] = .object(inner)
        }
        return JSONValue.object(object).canonicalText
    }

    /// An answer, where it arrived: `← 200 for POST /api/event`, linked to its request by
    /// ``TimelineRecord/answers``; `← 200` when no request has its sequence number.
    private mutating func appendAnswer(
        answer result: String, to key: String?, pending: inout [String: Int], step: String?, time: String?,
        state: AppState, category: TimelineRecord.Category
    ) {
        guard let key, let index = pending.removeValue(forKey: key) else {
            entries.append(Entry(step: step, time: time, record: TimelineRecord(category, "← \(result)"), state: state))
            return
        }
        let request = entries[index].record
        var record = TimelineRecord(
            category, "← \(result) for \(request.text)", key: "← \(result) for \(request.key)")
        record.answers = request.anchor
        // Recognised as routine only with its request: an answer to the launch's own request
        // folds with it, the same answer to another request does not.
        record.fingerprint = request.fingerprint + " ← "
        entries.append(Entry(step: step, time: time, record: record, state: state))
    }

    /// An event, error, delegate, UI, completion or leftovers record; nil for anything else.
    private static func sdkRecord(_ value: JSONValue) -> TimelineRecord? {
        if let event = value["event"] {
            let name = (vendorPrefix(event)) + (event["name"]?.stringValue ?? "?")
            return TimelineRecord(.event, "event \(name)" + native(event), key: "event \(name)")
        }
        if let error = value["error"] {
            let reported = ReportedError(
                code: error["code"]?.stringValue ?? "?", native: error["native"]?.stringValue,
                retryable: error["retryable"] == true)
            let prefix = vendorPrefix(error)
            return TimelineRecord(
                .error, "error \(prefix)\(reported.display)",
                key: "error \(prefix)\(reported.code)\(reported.retryable ? " ↻" : "")",
                error: reported)
        }
        if let delegate = value["delegate"] {
            return TimelineRecord(.delegate, "delegate \(delegate["name"]?.stringValue ?? "?")")
        }
        if let ui = value["ui"] { return TimelineRecord(.delegate, "UI \(ui["name"]?.stringValue ?? "?")") }
        if let completion = value["completion"] { return self.completion(completion) }
        if let leftovers = value["leftovers"] {
            return TimelineRecord(
                .leftover,
                "left over at the end: " + (leftovers.stringValue ?? CaseBehaviour.leftoversSummary(leftovers)))
        }
        return nil
    }

    private static func completion(_ body: JSONValue) -> TimelineRecord {
        let kind = body["kind"]?.stringValue ?? "?"
        if body["call"] != nil { return TimelineRecord(.completion, "completion \(kind): " + compact(body)) }
        switch kind {
        case "nse-content":
            let summary = CaseBehaviour.contentSummary(body["value"])
            return TimelineRecord(
                .serviceExtension, "extension delivered " + summary,
                key: "extension delivered " + (body["value"]?["title"]?.stringValue ?? ""))
        case "will-present":
            let options = (body["value"]?.arrayValue ?? []).compactMap(\.stringValue)
            return TimelineRecord(
                .completion,
                "presented in the foreground: " + (options.isEmpty ? "none" : options.joined(separator: ", ")))
        case "background-fetch":
            return TimelineRecord(
                .completion, "background work done: \(body["value"]?.stringValue ?? compact(body["value"] ?? .null))")
        case "response":
            return TimelineRecord(.completion, "tap handling completed")
        default:
            let value = body["value"].map { $0 == .null ? "" : ": " + compact($0) } ?? ""
            return TimelineRecord(.completion, "\(kind) completed\(value)", key: "\(kind) completed")
        }
    }

    /// A simulator record in words; nil for the payload's encoding (the arrival says its size).
    private static func system(_ body: JSONValue) -> TimelineRecord? {
        let name = body["name"]?.stringValue ?? "?"
        let record = SimulatorRecordName(rawValue: name)
        switch record {
        case .wireFormatEncoded:
            return nil
        case .processLaunched:
            let state = AppState(rawValue: body["state"]?.stringValue ?? "") ?? .foreground
            return TimelineRecord(.app, "app launched (\(ScenarioStep.words(state)))")
        case .appState:
            let state = AppState(rawValue: body["state"]?.stringValue ?? "") ?? .foreground
            return TimelineRecord(.app, "app → \(ScenarioStep.words(state))")
        case .processTerminated:
            return TimelineRecord(.app, "app killed (not running)")
        case .pushArrived:
            let claimed = body["claimed"] == false ? ", not claimed by the vendor" : ""
            let bytes =
                body["bytes"]?.integerValue.map { " (\($0) bytes\(claimed))" }
                ?? (claimed.isEmpty ? "" : " (\(claimed.dropFirst(2)))")
            return TimelineRecord(.device, "push arrived" + bytes, key: "push arrived" + claimed)
        case .serviceExtensionStarted:
            return TimelineRecord(.serviceExtension, "extension started" + id(body), key: "extension started")
        case .notificationShown:
            let content = CaseBehaviour.contentSummary(body["content"])
            return TimelineRecord(
                .device, "notification shown" + id(body) + ": " + content,
                key: "notification shown " + (body["content"]?["title"]?.stringValue ?? ""))
        case .notificationsRemoved:
            let ids = (body["ids"]?.arrayValue ?? []).compactMap(\.stringValue).joined(separator: ", ")
            return TimelineRecord(.device, "notifications removed: \(ids)")
        case .notificationResponse:
            return TimelineRecord(
                .device, "the user answered" + id(body) + ": " + actionWords(body["action"]?.stringValue ?? "?"))
        case .authorizationRequested:
            let options = (body["options"]?.arrayValue ?? []).compactMap(\.stringValue).joined(separator: ", ")
            return TimelineRecord(.device, "permission requested (\(options))")
        case .authorizationAnswered:
            return TimelineRecord(.device, "permission answered: \(body["status"]?.stringValue ?? "?")")
        case .remoteRegistrationRequested:
            return TimelineRecord(.device, "APNs registration requested")
        case .remoteRegistrationToken:
            return TimelineRecord(.device, "APNs token issued")
        case .categoriesSet:
            let ids = (body["categories"]?.arrayValue ?? []).compactMap { $0["id"]?.stringValue }
            return TimelineRecord(
                .device, "categories set: " + (ids.isEmpty ? "none" : ids.joined(separator: ", ")),
                key: "categories set")
        case .urlOpened:
            return TimelineRecord(.device, "URL opened: \(body["url"]?.stringValue ?? "?")")
        default:
            var rest = body.objectValue ?? [:]
            rest["name"] = nil
            let category: TimelineRecord.Category = name.hasPrefix("nse.") ? .serviceExtension : .device
            return TimelineRecord(category, rest.isEmpty ? name : "\(name) \(compact(.object(rest)))", key: name)
        }
    }

    /// The notification answer's action in words (`default`, `dismiss`, or the identifier).
    static func actionWords(_ action: String) -> String {
        switch action {
        case "com.apple.UNNotificationDefaultActionIdentifier": return "default (a tap on the body)"
        case "com.apple.UNNotificationDismissActionIdentifier": return "dismiss"
        default: return action
        }
    }

    private static func id(_ body: JSONValue) -> String { body["id"]?.stringValue.map { " \($0)" } ?? "" }

    private static func native(_ body: JSONValue) -> String { body["native"]?.stringValue.map { " [\($0)]" } ?? "" }

    /// Behind a router, records name their vendor: `altcraft: `.
    private static func vendorPrefix(_ body: JSONValue) -> String {
        body["details"]?["vendor"]?.stringValue.map { "\($0): " } ?? ""
    }

    /// A URL's path without its query (`/api/v1/event`).
    static func path(_ url: String) -> String {
        let path = HTTPRequest(method: "GET", url: url).path
        return String(path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }

    /// Canonical JSON cut to ``textLimit`` characters.
    static func compact(_ value: JSONValue) -> String { ReportText.cut(value.canonicalText, to: textLimit) }
}
