package import PushContract
import PushSimulator

extension ScenarioStep {
    /// The longest ``summary`` (characters): a report's timeline row shows it on one line.
    package static let summaryLimit = 120

    /// What the step does, in one line of at most ``summaryLimit`` characters, for reports:
    /// `push msg-1001 “Weekend sale”`, `terminate: the app is killed`, `tap push-1 default`,
    /// `advance 60s`. Other actions show their scenario-file JSON, cut at the limit.
    package var summary: String {
        let text: String
        switch action {
        case .launch(let state): text = "launch (\(Self.words(state)))"
        case .relaunch(let state): text = "relaunch: killed, then started (\(Self.words(state)))"
        case .terminate: text = "terminate: the app is killed (not running)"
        case .appState(let state): text = "app state → \(Self.words(state))"
        case .push(let source, let merge, let pad, let remove):
            var parts = ["push", Self.pushSource(source)]
            if !merge.isEmpty { parts.append("+ " + merge.keys.sorted().joined(separator: ", ")) }
            if !remove.isEmpty { parts.append("− " + remove.sorted().joined(separator: ", ")) }
            if let pad { parts.append("padded to \(pad) bytes") }
            text = parts.joined(separator: " ")
        case .tap(let notification, let actionID, let index, let typed):
            var parts = ["tap", notification ?? "the last notification", index.map { "button \($0)" } ?? actionID]
            if let typed { parts.append("with text “\(typed)”") }
            text = parts.joined(separator: " ")
        case .tapAll(let actionID): text = "tap every shown notification: \(actionID)"
        case .advance(let amount): text = "advance \(ScenarioEncoder.duration(amount))"
        default:
            let body = ScenarioEncoder.action(action).map { $0 == .object([:]) ? "" : " " + $0.canonicalText } ?? ""
            text = action.kind.rawValue + body
        }
        return Self.cut(text, to: Self.summaryLimit)
    }

    /// An app state in words: `not running`, `background`, `inactive`, `foreground`.
    package static func words(_ state: AppState) -> String {
        state == .notRunning ? "not running" : state.rawValue
    }

    private static func pushSource(_ source: PushSource) -> String {
        switch source {
        case .message(let message): return messageText(message)
        case .eachVendor(let message): return "to each vendor behind the router: " + messageText(message)
        case .fixture(let name, _, let bytes): return "fixture \(name) (\(bytes.count) bytes)"
        case .payload(let payload): return "raw payload " + payload.canonicalText
        case .text(let text): return "raw text “\(text)”"
        case .bytes(let bytes): return "\(bytes.count) raw bytes"
        }
    }

    private static func messageText(_ message: MessageSpec) -> String {
        var parts: [String] = [message.messageID ?? "message without id"]
        if let title = message.title { parts.append("“\(title)”") }
        if message.silent { parts.append("(silent)") }
        if message.mediaURL != nil { parts.append("with media") }
        if message.deepLink != nil { parts.append("with a link") }
        if !message.actions.isEmpty {
            parts.append("\(message.actions.count) button\(message.actions.count == 1 ? "" : "s")")
        }
        if let collapse = message.collapseID { parts.append("collapse \(collapse)") }
        return parts.joined(separator: " ")
    }

    /// `text` cut to `limit` characters, ending in `…` when cut (one pass over at most `limit` characters).
    static func cut(_ text: String, to limit: Int) -> String {
        var out = ""
        var count = 0
        for character in text {
            if count == limit - 1 { return out + "…" }
            out.append(character)
            count += 1
        }
        return out
    }
}
