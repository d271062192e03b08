package import PushContract
package import PushSimulator
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the expectations of one case read, gathered in one pass over its transcript, so each
/// expectation reads only the records of its kind: the requests (with the text a token is
/// looked for in), the traffic, the errors, the opens, the notifications shown, the URLs opened,
/// the delegate calls by name, the completions by kind. A scenario states at most
/// ``ScenarioBudget/expectations`` expectations; each costs at most one pass over these lists.
package struct ExpectationIndex {
    /// Every record, in order.
    let records: [TranscriptRecord]
    /// Each step id's position (the records before the first step belong to `given`).
    let stepPositions: [String: Int]
    /// HTTP requests, each with every string of its URL, headers and body as UTF-8, one after
    /// the other, each ended by 0xFF (a byte UTF-8 never holds, so no token matches across two).
    var requests: [(record: TranscriptRecord, text: [UInt8])] = []
    /// HTTP requests and media downloads.
    var traffic: [TranscriptRecord] = []
    /// Errors the SDK reported (`error` records) and messages the vendor's wire format refused,
    /// each with its error body.
    var errors: [(record: TranscriptRecord, error: JSONValue)] = []
    /// `notification.opened` SDK events.
    var opens: [TranscriptRecord] = []
    /// `notification.shown` system records.
    var shown: [TranscriptRecord] = []
    /// `url.opened` system records by URL.
    var urlsOpened: [String: [TranscriptRecord]] = [:]
    /// `delegate` records by name.
    var delegateCalls: [String: [TranscriptRecord]] = [:]
    /// Completion calls by kind.
    var completions: [String: [TranscriptRecord]] = [:]
    /// The steps in which the app called into the SDK (an `app.called` system record).
    var stepsWithCalls: Set<String> = []

    /// Indexes `records`, a case's transcript; `steps` are the scenario's step ids in order.
    package init(_ records: [TranscriptRecord], steps: [String]) {
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
            case .error:
                errors.append((record, record.body))
            case .delegate:
                if let name = record.name { delegateCalls[name, default: []].append(record) }
            default:
                break
            }
            if record.eventName == SDKEventName.notificationOpened { opens.append(record) }
            switch record.systemName {
            case .notificationShown?:
                shown.append(record)
            case .urlOpened?:
                if let url = record.body["url"]?.stringValue { urlsOpened[url, default: []].append(record) }
            case .wireFormatRefused?:
                if let error = record.body["error"] { errors.append((record, error)) }
            case .appCalled?:
                stepsWithCalls.insert(record.step)
            default:
                break
            }
        }
    }

    /// Whether `record` comes from step `step` or a later one.
    func from(_ step: String, _ record: TranscriptRecord) -> Bool {
        guard let start = stepPositions[step] else { return false }
        return (stepPositions[record.step] ?? -1) >= start
    }

    /// Whether a request's text carries the token an expectation names: `pattern` is the whole
    /// token, or, ending in `*`, the beginning of one (`fcm-token-1-r*`: any reissue).
    package static func carries(_ text: [UInt8], pattern: String) -> Bool {
        guard pattern.hasSuffix("*") else { return carries(text, Array(pattern.utf8)) }
        return carries(text, Array(pattern.dropLast().utf8), prefix: true)
    }

    /// Whether a request's text carries `token` (in one of its strings) as a whole token: `memchr`
    /// finds each candidate first byte, `memcmp` compares the rest, and the bytes on either side
    /// must not continue it (``continuesToken(_:)``), so a provider's rotated `<token>-r2` does
    /// not carry `<token>`, nor a longer hex string a shorter one. With `prefix`, `token` only
    /// begins one, and may be continued.
    package static func carries(_ text: [UInt8], _ token: [UInt8], prefix: Bool = false) -> Bool {
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
                    if memcmp(start + position, wanted, needle.count) == 0,
                        position == 0 || !continuesToken(start[position - 1]),
                        prefix || position + needle.count == haystack.count
                            || !continuesToken(start[position + needle.count])
                    {
                        return true
                    }
                    offset = position + 1
                }
                return false
            }
        }
    }

    /// Whether `byte` can be part of a token next to it: an ASCII letter or digit, `-` or `_`
    /// (hex, base64url and the providers' spellings); anything else, the strings' separator
    /// included, ends one.
    private static func continuesToken(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "-"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }

    /// What a request or media download was (`POST https://…`, `media https://…`).
    static func sent(_ record: TranscriptRecord) -> String {
        record.kind == .http
            ? "\(record.body["method"]?.stringValue ?? "?") \(record.body["url"]?.stringValue ?? "?")"
            : "media \(record.body["fetch"]?.stringValue ?? "?")"
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
    /// `level` (the cited requirement's); `facts` says which request members carry a device
    /// fact; `scalarOnly`, the free-form field sets in which the vendor declares it accepts
    /// scalars only (a `fieldValues` check holds nothing of a vendor that does not declare its set). At most ``ScenarioBudget/violationsKept`` violations are made; when there are more,
    /// one last violation counts the rest (their messages are never built).
    package func violations(
        in index: ExpectationIndex, level: RequirementLevel, facts: DeviceFactContext = DeviceFactContext(),
        scalarOnly: Set<FreeFormFieldSet> = []
    ) -> [Violation] {
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
        // A counting check: `records` are what was counted, in order; exactly `count` of them
        // and at most `atMost`.
        func counted(_ records: [TranscriptRecord], count: Int?, atMost: Int?, _ what: (Int) -> String) {
            if let count, records.count != count { violation(records.dropFirst(count).first, what(records.count)) }
            if let atMost, records.count > atMost, count == nil || atMost < count ?? 0 {
                violation(records[atMost], what(records.count))
            }
        }
        switch check {
        case .error(let code, let step, let key):
            // An error the SDK reported, or the vendor's wire format refusing a message.
            let reported = index.errors.contains { record, error in
                error["code"]?.stringValue == code.rawValue && (step.map { record.step == $0 } ?? true)
                    && (key.map { error["details"]?["key"]?.stringValue == $0 } ?? true)
            }
            if !reported { violation(nil, step: step, "no such error was reported") }
        case .noRequests(let steps):
            let during = within(steps)
            for record in index.traffic where during(record) {
                violation(record, "\(ExpectationIndex.sent(record)) was sent")
            }
        case .opensAtMost(let count, let steps):
            let opens = index.opens.filter(within(steps))
            if opens.count > count { violation(opens[count], "\(opens.count) opens were reported") }
        case .urlOpened(let url, let opened, let times):
            let opens = index.urlsOpened[url] ?? []
            if opened, opens.isEmpty {
                violation(nil, "the URL was never opened")
            } else if !opened, let record = opens.first {
                violation(record, "the URL was opened")
            } else if let times, opens.count != times {
                violation(opens.dropFirst(times).first, "the URL was opened \(opens.count) times")
            }
        case .shown(let count, let atMost, let steps):
            counted(index.shown.filter(within(steps)), count: count, atMost: atMost) {
                "\($0) notifications were shown"
            }
        case .delegateTold(let name, let count, let atMost, let steps):
            counted((index.delegateCalls[name] ?? []).filter(within(steps)), count: count, atMost: atMost) {
                "\($0) calls were made"
            }
        case .deviceFacts(let steps):
            let during = within(steps)
            for (record, _) in index.requests where during(record) {
                for wrong in facts.wrongFacts(in: record) { violation(record, wrong) }
            }
        case .refusedBeforeSending(let code, let step, let steps):
            let refused = index.errors.contains { record, error in
                record.kind == .error && record.step == step && error["code"]?.stringValue == code.rawValue
            }
            guard refused else {
                // Refused later, on the SDK's own (while handling an answer, or in a step where the
                // app called nothing): the call was accepted and kept, and refused only when sent.
                let late = index.errors.first { record, error in
                    record.kind == .error && error["code"]?.stringValue == code.rawValue && record.step != step
                        && index.from(step, record)
                        && (record.during.answer != nil || !index.stepsWithCalls.contains(record.step))
                }
                if let late {
                    violation(
                        late.record,
                        "the step reported no `\(code.rawValue)`, but the SDK reported it later on its own: "
                            + "the call was kept and refused only when sent")
                }
                break
            }
            let during = within(steps)
            for record in index.traffic where during(record) {
                violation(record, "the call was refused, but \(ExpectationIndex.sent(record)) was sent")
            }
        case .fieldValues(let set, let fields, let step, let steps):
            guard scalarOnly.contains(set) else { break }
            let code = set.refusalCode.rawValue
            let refused = index.errors.contains { record, error in
                record.step == step && error["code"]?.stringValue == code
            }
            if fields.values.contains(where: { !$0.isScalar }) {
                if !refused { violation(nil, step: step, "no `\(code)` was reported: the value was accepted") }
                let during = within(steps)
                for record in index.traffic where during(record) {
                    violation(record, "\(ExpectationIndex.sent(record)) was sent")
                }
                // Refused stays refused: no later request body (a later step, a relaunch) carries
                // a refused value, as a call kept in a queue and sent on a later pass would.
                let refusedMembers = fields.keys.sorted().compactMap { key in
                    fields[key].flatMap { $0.isScalar ? nil : (key, $0) }
                }
                for (record, _) in index.requests where index.from(step, record) && !during(record) {
                    guard let body = record.body["body"],
                        let (key, value) = refusedMembers.first(where: { Self.member($0.0, $0.1, in: body) })
                    else { continue }
                    violation(
                        record,
                        "request \(record.body["seq"]?.integerValue ?? 0) carries the refused `\(key)`: "
                            + value.canonicalText)
                }
                break
            }
            if refused { violation(nil, step: step, "`\(code)` was reported for scalar values") }
            let bodies = index.requests.filter { index.from(step, $0.record) }.compactMap { $0.record.body["body"] }
            for key in fields.keys.sorted() {
                guard let value = fields[key], !bodies.contains(where: { Self.member(key, value, in: $0) }) else {
                    continue
                }
                violation(
                    nil, step: step,
                    "no request body from this step on carries `\(key)`: \(value.canonicalText) unchanged")
            }
        case .completions(let kind, let count, let atMost, let value):
            let calls = index.completions[kind] ?? []
            counted(calls, count: count, atMost: atMost) { "it was called \($0) time\($0 == 1 ? "" : "s")" }
            if let value {
                for call in calls where call.body["value"] != value {
                    violation(call, "it was called with `\((call.body["value"] ?? .null).canonicalText)`")
                }
            }
        case .tokenSent(let token, let after):
            let sent = index.requests.contains {
                index.from(after, $0.record) && ExpectationIndex.carries($0.text, pattern: token)
            }
            if !sent { violation(nil, step: after, "no request carried it") }
        case .appTold(let step, let action, let text):
            let inStep = index.records.filter { $0.step == step }
            let told = inStep.contains { record in
                if record.kind == .delegate, let name = record.name {
                    return ["unknown-notification.received", "unknown-notification.opened", "unknown-action.opened"]
                        .contains(name)
                }
                return record.systemName == .appAskedResponse || record.systemName == .appAskedPresentation
            }
            guard told else {
                violation(nil, step: step, "the SDK kept it to itself")
                break
            }
            guard let action else { break }
            // The response unchanged: the event for its action, with its action and typed text.
            let unchanged = inStep.contains { record in
                if record.systemName == .appAskedResponse {
                    // As it arrived: the payload the app got has the keys the notification was shown with.
                    let id = record.body["id"]?.stringValue
                    let shown = index.records.last {
                        $0.systemName == .notificationShown && $0.body["id"]?.stringValue == id
                            && $0.body["source"] == "push"
                    }
                    let keys = shown?.body["content"]?["userInfoKeys"]
                    return record.body["action"]?.stringValue == action && record.body["text"]?.stringValue == text
                        && (keys == nil || record.body["userInfoKeys"] == nil || keys == record.body["userInfoKeys"])
                }
                guard record.kind == .delegate else { return false }
                if action == NotificationResponse.defaultActionIdentifier {
                    return record.name == "unknown-notification.opened"
                }
                return record.name == "unknown-action.opened"
                    && record.body["details"]?["action"]?.stringValue == action
                    && record.body["details"]?["responseText"]?.stringValue == text
            }
            if !unchanged {
                violation(nil, step: step, "the app learnt of it, but not of this response as the user gave it")
            }
        case .tokenNotSent(let token, let after, let besides):
            for (record, text) in index.requests
            where index.from(after, record) && ExpectationIndex.carries(text, pattern: token)
                && !(besides.map { ExpectationIndex.carries(text, pattern: $0) } ?? false)
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

extension Expectation {
    /// Whether `body` (a request body, at any depth) has a member `key` whose value is `value`.
    static func member(_ key: String, _ value: JSONValue, in body: JSONValue) -> Bool {
        if let object = body.objectValue {
            if object[key] == value { return true }
            return object.values.contains { member(key, value, in: $0) }
        }
        return body.arrayValue?.contains { member(key, value, in: $0) } ?? false
    }
}

extension Scenario {
    /// Whether the scenario configures `vendor`: its `given.vendorConfiguration` names it, or it
    /// hands the vendor (in `configuration`, or in `capabilityConfiguration` for a capability the
    /// vendor declares) a key the vendor declares it reads (``VendorDescriptor/configurationKeys``).
    package func configures(_ vendor: VendorDescriptor) -> Bool {
        if given.vendorConfiguration[vendor.id] != nil { return true }
        var keys = Set(given.configuration.keys)
        for capability in vendor.capabilities {
            keys.formUnion(given.capabilityConfiguration[capability].map { Array($0.keys) } ?? [])
        }
        return !keys.isDisjoint(with: vendor.configurationKeys)
    }

    /// The expectations that hold for `vendor`: all, but those written `"forConfiguredVendors":
    /// true` only when the scenario configures it (``configures(_:)``), and a `fieldValues`
    /// check only when the vendor declares scalar values only in its set.
    ///
    /// An `error` check that names a configuration key, written `forConfiguredVendors`, holds only
    /// for the vendors handed that key that declare they read it (or that `given.vendorConfiguration`
    /// names): one scenario can hand several bad values, each judged on the vendors that read it.
    /// A key the scenario leaves out (`null`) is not handed to a vendor that declares a default for
    /// it (``VendorDescriptor/defaultedConfigurationKeys``).
    package func expectations(for vendor: VendorDescriptor?) -> [Expectation] {
        let configured = vendor.map(configures) ?? false
        let scalarOnly = vendor?.scalarOnlyFields ?? []
        return expectations.filter { expectation in
            if case .fieldValues(let set, _, _, _) = expectation.check, !scalarOnly.contains(set) { return false }
            guard expectation.onlyForConfiguredVendors else { return true }
            if case .error(_, _, let key?) = expectation.check, let vendor {
                return given.vendorConfiguration[vendor.id] != nil || hands(key, to: vendor)
            }
            return configured
        }
    }

    /// Whether the scenario hands `vendor` the configuration key `key` (in `configuration`, or in
    /// `capabilityConfiguration` for a capability it declares) and the vendor declares it reads it.
    package func hands(_ key: String, to vendor: VendorDescriptor) -> Bool {
        guard vendor.configurationKeys.contains(key) else { return false }
        // The value the vendor ends up with, merged as `DeviceSetup.configuration(for:)` merges.
        var handed = given.configuration[key]
        for capability in vendor.capabilities.sorted() {
            if let value = given.capabilityConfiguration[capability]?[key] { handed = value }
        }
        guard let handed else { return false }
        return !(handed == .null && vendor.defaultedConfigurationKeys.contains(key))
    }

    /// What a transcript of `vendor` is judged by: ``expectations(for:)``, and, for a known vendor,
    /// ``impliedDeviceFacts`` when the scenario states no `deviceFacts` check itself.
    package func judgedExpectations(for vendor: VendorDescriptor?) -> [Expectation] {
        let stated = expectations(for: vendor)
        let statesDeviceFacts = expectations.contains {
            if case .deviceFacts = $0.check { return true }
            return false
        }
        return vendor == nil || statesDeviceFacts ? stated : stated + [Self.impliedDeviceFacts]
    }

    /// ADP-006 on every transcript, not only where a scenario states it: every request body
    /// member the vendor's backend declares to carry a device fact, or whose key names one,
    /// carries the device's own value from `given.deviceInfo` in the whole case. The device's facts never
    /// change within a case (no step sets them), so what a request carries is judged against the
    /// same values wherever it is sent; a vendor that declares no fact is judged only on the
    /// members whose key names one. (Red team 8's `_os_tz` without its `+` changed 60
    /// transcripts that no device-fact scenario read.)
    package static let impliedDeviceFacts = Expectation(.deviceFactsInDeclaredUnit, .deviceFacts(steps: []))

    /// The violations of every expectation of the scenario in `vendor`'s transcript, each at its
    /// requirement's level (MUST when the id is not in the catalogue): one pass over the
    /// transcript to index it, then each expectation over the records of its kind.
    package func expectationViolations(
        _ records: [TranscriptRecord], vendor: VendorDescriptor?, backend: VendorBackend = .neutral
    ) -> [Violation] {
        let applicable = judgedExpectations(for: vendor)
        guard !applicable.isEmpty else { return [] }
        let index = ExpectationIndex(records, steps: steps.map(\.id))
        let facts = DeviceFactContext(backend: backend, device: given.deviceInfo)
        return applicable.flatMap { expectation in
            expectation.violations(
                in: index, level: RequirementCatalog.requirement(expectation.requirement)?.level ?? .must,
                facts: facts, scalarOnly: vendor?.scalarOnlyFields ?? [])
        }
    }
}
