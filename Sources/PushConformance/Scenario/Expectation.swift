package import PushContract

/// One assertion a scenario states once, in the neutral vocabulary, and every vendor's transcript
/// must meet whatever its golden says (test262's expected outcome, not a snapshot). It cites the
/// requirement it checks; a broken expectation is a violation of that requirement, at its level,
/// so a broken MUST fails the case and its transcript is never recorded as a golden.
///
/// Expectations state rules, never one vendor's choice: where vendors may legitimately differ
/// (whether an SDK tracks opens at all, which endpoint it calls), a scenario states no expectation.
///
/// In a scenario file:
///
/// ```json
/// "expect": [
///   {"requirement": "SUB-002", "error": {"step": "subscribe", "code": "subscription.invalid-field"}},
///   {"requirement": "SUB-002", "noRequests": {"steps": ["subscribe"]}}
/// ]
/// ```
package struct Expectation: Sendable, Hashable, CustomStringConvertible {
    /// What must hold.
    package enum Check: Sendable, Hashable {
        /// An error with this neutral code is reported during `step` (nil: anywhere in the case):
        /// by the SDK, or by its wire format refusing the step's message; with `key`, its
        /// `details.key` names that configuration key (ADP-004: the bad value's own key).
        case error(code: PushErrorCode, step: String?, key: String? = nil)
        /// No HTTP request is sent and no media is downloaded during these steps (empty: the whole case).
        case noRequests(steps: [String])
        /// At most this many opens (``SDKEventName/notificationOpened`` events) are reported
        /// during these steps (empty: the whole case).
        case opensAtMost(Int, steps: [String])
        /// The app opens (`opened`) or does not open this URL anywhere in the case; with `times`,
        /// it opens it exactly that many times.
        case urlOpened(String, opened: Bool, times: Int?)
        /// Completions handed over as `kind` are called `count` times in all (and at most
        /// `atMost`); with `value`, each call passes that value (the system got this answer).
        case completions(kind: String, count: Int?, atMost: Int?, value: JSONValue?)
        /// Some request sent from step `after` on carries this token: its exact text as a whole
        /// token, or, ending in `*`, any token that begins so (a provider's reissues).
        case tokenSent(String, after: String)
        /// No request sent from step `after` on carries this token (matched as in `tokenSent`),
        /// except one that also carries `besides` (a request naming the old token it replaces
        /// beside the new one).
        case tokenNotSent(String, after: String, besides: String?)
        /// During `step`, the app learns of a push its SDK does not own: the push delegate gets
        /// `unknown-notification.received`, `unknown-notification.opened` or
        /// `unknown-action.opened`, or the app is asked to handle it. With `action`, what it learns
        /// is the user's response unchanged: `unknown-notification.opened` for the default action,
        /// else `unknown-action.opened` with that `action` (and `text`, the typed reply, as its
        /// `responseText`), or a request to handle a response with that action (and that `text`).
        case appTold(step: String, action: String?, text: String?)
        /// Notifications shown (`notification.shown`: the system's, or one the SDK posts) during
        /// these steps (empty: the whole case): exactly `count`, and at most `atMost`.
        case shown(count: Int?, atMost: Int?, steps: [String])
        /// When `step` reports an error with this code (the SDK refused the call), no HTTP request
        /// and no media download happens during `steps`: refused before anything is sent. A vendor
        /// that accepts the call (the contract lets it) is not held to anything, unless it reports
        /// the code later on its own (while handling an answer, or in a later step where the app
        /// called nothing): a call kept and refused only when sent.
        case refusedBeforeSending(code: PushErrorCode, step: String, steps: [String])
        /// The push delegate is told `name` (a `delegate` record) during these steps (empty: the
        /// whole case): exactly `count` times, and at most `atMost`.
        case delegateTold(String, count: Int?, atMost: Int?, steps: [String])
        /// Every request body member the vendor's backend declares to carry a device fact
        /// (``DeviceFact``) carries the device's own value in the declared unit, during these
        /// steps (empty: the whole case).
        case deviceFacts(steps: [String])
        /// For a vendor that declares scalar values only in `set`
        /// (``VendorDescriptor/scalarOnlyFields``), `fields`, which step `step` hands the SDK: a
        /// null, array or object among them is refused with the set's error during `step`, no
        /// HTTP request and no media download happens during `steps`, and no request body from
        /// `step` on (a later step, after a relaunch) has a member of a refused name and value
        /// (a refused call kept in a queue and sent later); all scalars are
        /// accepted (no such error) and each is sent unchanged (a request from `step` on has a
        /// body member of that name and value).
        case fieldValues(FreeFormFieldSet, [String: JSONValue], step: String, steps: [String])
    }

    /// The requirement it checks (a known catalogue id, not a MAY).
    package var requirement: RequirementID
    /// What must hold.
    package var check: Check
    /// Whether it holds only for the vendors the scenario configures (`"forConfiguredVendors":
    /// true`, ``Scenario/configures(_:)``): a rule about what a vendor does with a configuration
    /// only that vendor understands (ADP-004), where every other vendor gets none.
    package var onlyForConfiguredVendors: Bool

    /// Creates an expectation.
    package init(_ requirement: RequirementID, _ check: Check, onlyForConfiguredVendors: Bool = false) {
        self.requirement = requirement
        self.check = check
        self.onlyForConfiguredVendors = onlyForConfiguredVendors
    }

    /// The step ids the expectation names (the decoder checks each exists in the scenario).
    package var steps: [String] {
        switch check {
        case .error(_, let step, _): return step.map { [$0] } ?? []
        case .noRequests(let steps), .opensAtMost(_, let steps): return steps
        case .tokenSent(_, let after), .tokenNotSent(_, let after, _): return [after]
        case .appTold(let step, _, _): return [step]
        case .shown(_, _, let steps), .delegateTold(_, _, _, let steps), .deviceFacts(let steps): return steps
        case .refusedBeforeSending(_, let step, let steps), .fieldValues(_, _, let step, let steps):
            return [step] + steps
        case .urlOpened, .completions: return []
        }
    }

    /// The expectation in one sentence, as SPEC.md lists it: `step subscribe reports subscription.invalid-field`.
    package var description: String {
        text + (onlyForConfiguredVendors ? " (for a vendor the scenario configures)" : "")
    }

    /// `no notification is`, `exactly 1 notification is`, `at most 2 notifications are`.
    private static func countText(count: Int?, atMost: Int?, noun: String) -> String {
        if count == 0 || atMost == 0 { return "no \(noun) is" }
        if let count { return "exactly \(count) \(noun)\(count == 1 ? " is" : "s are")" }
        let most = atMost ?? 0
        return "at most \(most) \(noun)\(most == 1 ? " is" : "s are")"
    }

    /// A token as a description names it: `` `abc` ``, or for a pattern ending in `*`, "a token
    /// beginning `abc`".
    private static func tokenText(_ token: String) -> String {
        token.hasSuffix("*") ? "a token beginning `\(token.dropLast())`" : "`\(token)`"
    }

    /// `never`, `exactly once`, `at most 2 times`.
    private static func timesText(count: Int?, atMost: Int?) -> String {
        func times(_ n: Int) -> String { n == 1 ? "once" : "\(n) times" }
        if count == 0 || atMost == 0 { return "never" }
        if let count { return "exactly " + times(count) }
        return "at most " + times(atMost ?? 0)
    }

    private var text: String {
        // A long step list is named by its first steps, so every message that quotes the
        // expectation stays short.
        func during(_ steps: [String]) -> String {
            let shown = 10
            return steps.isEmpty
                ? "in the whole case"
                : "during step\(steps.count == 1 ? "" : "s") "
                    + steps.prefix(shown).map { "`\($0)`" }.joined(separator: ", ")
                    + (steps.count > shown ? " and \(steps.count - shown) more" : "")
        }
        switch check {
        case .error(let code, let step, let key):
            return "an error `\(code.rawValue)` " + (key.map { "naming key `\($0)` " } ?? "") + "is reported "
                + (step.map { "during step `\($0)`" } ?? "in the case")
        case .noRequests(let steps):
            return "no HTTP request and no media download " + during(steps)
        case .opensAtMost(let count, let steps):
            return count == 0
                ? "no open is reported " + during(steps)
                : "at most \(count) open\(count == 1 ? " is" : "s are") reported " + during(steps)
        case .urlOpened(let url, let opened, let times):
            guard opened else { return "the app never opens `\(url)`" }
            return "the app opens `\(url)`" + (times.map { $0 == 1 ? " once" : " \($0) times" } ?? "")
        case .completions(let kind, let count, let atMost, let value):
            var text = "the `\(kind)` completion"
            if count != nil || atMost != nil { text += " is called " + Self.timesText(count: count, atMost: atMost) }
            if let value { text += (count == nil && atMost == nil ? "" : ",") + " with `\(value.canonicalText)`" }
            return text
        case .tokenSent(let token, let after):
            return "a request from step `\(after)` on carries \(Self.tokenText(token))"
        case .tokenNotSent(let token, let after, let besides):
            return "no request from step `\(after)` on carries \(Self.tokenText(token))"
                + (besides.map { " unless it also carries \(Self.tokenText($0))" } ?? "")
        case .appTold(let step, let action, let text):
            guard let action else {
                return
                    "during step `\(step)` the app learns of the push its SDK does not own (an unknown-notification event or a request to handle it)"
            }
            return "during step `\(step)` the app learns of the response `\(action)`"
                + (text.map { " with the text `\($0)`" } ?? "")
                + " to the push its SDK does not own, unchanged (an unknown-notification or unknown-action event, or a request to handle it)"
        case .shown(let count, let atMost, let steps):
            return Self.countText(count: count, atMost: atMost, noun: "notification") + " shown " + during(steps)
        case .refusedBeforeSending(let code, let step, let steps):
            return "when step `\(step)` reports `\(code.rawValue)`, no HTTP request and no media download "
                + during(steps)
        case .delegateTold(let name, let count, let atMost, let steps):
            return "the push delegate is told `\(name)` "
                + Self.timesText(count: count, atMost: atMost) + " " + during(steps)
        case .fieldValues(let set, let fields, let step, let steps):
            let refused = fields.keys.sorted().filter { fields[$0]?.isScalar == false }
            guard refused.isEmpty else {
                return "a vendor that accepts scalars only in its \(set.rawValue) refuses "
                    + refused.map { "`\($0)`" }.joined(separator: ", ")
                    + " with `\(set.refusalCode.rawValue)` during step `\(step)`, no HTTP request and no media download "
                    + during(steps) + ", and no later request body carries a refused value"
            }
            return "a vendor that accepts scalars only in its \(set.rawValue) accepts step `\(step)`'s values "
                + "and sends each unchanged"
        case .deviceFacts(let steps):
            return
                "every device fact a request body carries is the device's own, in the unit the vendor's backend declares, "
                + during(steps)
        }
    }
}
