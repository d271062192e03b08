import Foundation
import PushContract

/// Where and how a finding happens, so an exploration shows every way an adapter breaks one
/// invariant (issue 26): the kind of the step the violation is reported at, the request or the
/// completion it names, and the violation's ``ViolationMechanism`` when it names one. Runs with
/// the same invariant and mechanism are one group, shrunk once.
///
/// Examples: `tap: response completion (response-completion-awaits-unanswered-request)`,
/// `advance: POST /api/v1/event`, `push`.
enum ExplorationMechanism {
    /// The mechanism of `violation` in a run of `steps` (the quiet period is `advance`): the kind
    /// of the step the message names (`(step s4)`, a completion left uncalled), else of the
    /// step it is reported at, then the violation's mechanism name in parentheses.
    static func of(_ violation: Violation, steps: [ScenarioStep]) -> String {
        let named = stepNamed(in: violation.message) ?? violation.step
        let kind = steps.first { $0.id == named }?.action.kind.rawValue ?? named
        let place = detail(violation.message).map { "\(kind): \($0)" } ?? kind
        return violation.mechanism.map { "\(place) (\($0.name))" } ?? place
    }

    /// The request (`METHOD /path`, each run of digits as `N`) or the completion (`… completion`)
    /// a violation's message names, the first one it names; nil when it names neither.
    static func detail(_ message: String) -> String? {
        let text = withoutStepReferences(message)
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        for (index, word) in words.enumerated() {
            if methods.contains(word), index + 1 < words.count,
                words[index + 1].hasPrefix("/") || words[index + 1].hasPrefix("http")
            {
                return "\(word) \(path(words[index + 1]))"
            }
            if word.hasPrefix("completion"), index > 0 {
                let kind: String = words[index - 1].trimmingCharacters(in: .punctuationCharacters)
                if !kind.isEmpty, !["the", "a", "its", "no"].contains(kind) { return "\(kind) completion" }
            }
        }
        return nil
    }

    /// The step id in the first `(step <id>)` of a message.
    private static func stepNamed(in message: String) -> String? {
        guard let start = message.range(of: "(step ") else { return nil }
        let rest = message[start.upperBound...]
        guard let end = rest.firstIndex(of: ")") else { return nil }
        return String(rest[..<end])
    }

    /// The message without its `(step <id>)` parentheticals (step ids differ from run to run).
    private static func withoutStepReferences(_ message: String) -> String {
        var text = message
        while let start = text.range(of: " (step "), let end = text[start.upperBound...].firstIndex(of: ")") {
            text.removeSubrange(start.lowerBound...end)
        }
        return text
    }

    private static let methods: Set<String> = ["GET", "POST", "PUT", "PATCH", "DELETE"]

    /// A URL's path without scheme, host and query, each run of digits as `N` (ids differ per run).
    private static func path(_ url: String) -> String {
        var text = url
        if let scheme = text.range(of: "://") {
            text = String(text[scheme.upperBound...])
            text = text.firstIndex(of: "/").map { String(text[$0...]) } ?? "/"
        }
        if let query = text.firstIndex(where: { $0 == "?" || $0 == "#" }) { text = String(text[..<query]) }
        text = text.trimmingCharacters(
            in: CharacterSet.punctuationCharacters.subtracting(CharacterSet(charactersIn: "/")))
        var out = ""
        var inDigits = false
        for character in text {
            if character.isNumber {
                if !inDigits { out.append("N") }
                inDigits = true
            } else {
                inDigits = false
                out.append(character)
            }
        }
        return out
    }
}
