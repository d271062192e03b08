package import PushContract
package import PushSimulator

extension Expectation {
    /// The violations of this expectation in a scenario's transcript, at `level` (the cited
    /// requirement's). `steps` are the scenario's step ids in order (the records before the first
    /// step belong to `given`).
    package func violations(
        in records: [TranscriptRecord], steps order: [String], level: RequirementLevel,
        facts: DeviceFactContext = DeviceFactContext()
    ) -> [Violation] {
        let index = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let end = records.last
        func violation(_ record: TranscriptRecord?, step: String? = nil, _ message: String) -> Violation {
            Violation(
                invariant: requirement, level: level, step: record?.step ?? step ?? "end",
                time: (record ?? end)?.time.description ?? "0s", message: "expectation: \(description): " + message)
        }
        func during(_ steps: [String], _ record: TranscriptRecord) -> Bool {
            steps.isEmpty || steps.contains(record.step)
        }
        func from(_ step: String, _ record: TranscriptRecord) -> Bool {
            guard let start = index[step] else { return false }
            return (index[record.step] ?? -1) >= start
        }
        switch check {
        case .error(let code, let step):
            // An error the SDK reported, or the vendor's wire format refusing a message.
            let found = records.contains { record in
                let error =
                    record.kind == .error
                    ? record.body : record.systemName == .wireFormatRefused ? record.body["error"] : nil
                return error?["code"]?.stringValue == code.rawValue && (step.map { record.step == $0 } ?? true)
            }
            return found ? [] : [violation(nil, step: step, "no such error was reported")]
        case .noRequests(let steps):
            return Self.sent(records.filter { during(steps, $0) }).map { violation($0, "\($1) was sent") }
        case .opensAtMost(let count, let steps):
            let opens = records.filter { during(steps, $0) && $0.eventName == SDKEventName.notificationOpened }
            guard opens.count > count else { return [] }
            return [violation(opens[count], "\(opens.count) opens were reported")]
        case .urlOpened(let url, let opened, let times):
            let opens = records.filter { $0.systemName == .urlOpened && $0.body["url"]?.stringValue == url }
            if opened, opens.isEmpty { return [violation(nil, "the URL was never opened")] }
            if !opened, let record = opens.first { return [violation(record, "the URL was opened")] }
            if let times, opens.count != times {
                return [violation(opens.dropFirst(times).first, "the URL was opened \(opens.count) times")]
            }
            return []
        case .shown(let count, let atMost, let steps):
            let shown = records.filter { during(steps, $0) && $0.systemName == .notificationShown }
            return Self.countViolations(shown, count: count, atMost: atMost, noun: "notifications were shown") {
                violation($0, $1)
            }
        case .delegateTold(let name, let count, let atMost, let steps):
            let told = records.filter { during(steps, $0) && $0.kind == .delegate && $0.name == name }
            return Self.countViolations(told, count: count, atMost: atMost, noun: "calls were made") {
                violation($0, $1)
            }
        case .deviceFacts(let steps):
            return records.filter { during(steps, $0) && $0.kind == .http }.flatMap { record in
                facts.wrongFacts(in: record).map { violation(record, $0) }
            }
        case .refusedBeforeSending(let code, let step, let steps):
            let refused = records.contains { record in
                record.step == step && record.kind == .error && record.body["code"]?.stringValue == code.rawValue
            }
            guard refused else { return [] }
            return Self.sent(records.filter { during(steps, $0) }).map {
                violation($0, "the call was refused, but \($1) was sent")
            }
        case .completions(let kind, let count, let atMost, let value):
            let calls = records.filter { $0.kind == .completion && $0.body["kind"]?.stringValue == kind }
            var found = Self.countViolations(
                calls, count: count, atMost: atMost, noun: calls.count == 1 ? "time" : "times"
            ) { record, message in violation(record, "it was called " + message) }
            if let value {
                for call in calls where call.body["value"] != value {
                    found.append(violation(call, "it was called with `\((call.body["value"] ?? .null).canonicalText)`"))
                }
            }
            return found
        case .tokenSent(let token, let after):
            let sent = records.contains { $0.kind == .http && from(after, $0) && Self.carries($0, token) }
            return sent ? [] : [violation(nil, step: after, "no request carried it")]
        case .appTold(let step):
            let told = records.contains { record in
                guard record.step == step else { return false }
                if record.kind == .delegate, let name = record.name {
                    return ["unknown-notification.received", "unknown-notification.opened", "unknown-action.opened"]
                        .contains(name)
                }
                return record.systemName == .appAskedResponse || record.systemName == .appAskedPresentation
            }
            return told ? [] : [violation(nil, step: step, "the SDK kept it to itself")]
        case .tokenNotSent(let token, let after, let besides):
            return records.filter { record in
                record.kind == .http && from(after, record) && Self.carries(record, token)
                    && !(besides.map { Self.carries(record, $0) } ?? false)
            }.map { violation($0, "request \($0.body["seq"]?.integerValue ?? 0) carried it") }
        }
    }

    /// The HTTP requests and media downloads among `records`, each with what it was
    /// (`POST https://…`, `media https://…`).
    static func sent(_ records: [TranscriptRecord]) -> [(TranscriptRecord, String)] {
        records.compactMap { record in
            if record.kind == .http {
                return (
                    record, "\(record.body["method"]?.stringValue ?? "?") \(record.body["url"]?.stringValue ?? "?")"
                )
            }
            guard record.kind == .media, let fetch = record.body["fetch"] else { return nil }
            return (record, "media \(fetch.stringValue ?? "?")")
        }
    }

    /// The violations of a counting check: `records` are what was counted, in order; exactly
    /// `count` of them and at most `atMost`.
    static func countViolations(
        _ records: [TranscriptRecord], count: Int?, atMost: Int?, noun: String,
        _ violation: (TranscriptRecord?, String) -> Violation
    ) -> [Violation] {
        var found: [Violation] = []
        if let count, records.count != count {
            found.append(violation(records.dropFirst(count).first, "\(records.count) \(noun)"))
        }
        if let atMost, records.count > atMost, count == nil || atMost < count ?? 0 {
            found.append(violation(records[atMost], "\(records.count) \(noun)"))
        }
        return found
    }

    /// Whether an `http` record carries `token` in its URL, a header or any string of its body.
    static func carries(_ record: TranscriptRecord, _ token: String) -> Bool {
        func search(_ value: JSONValue?) -> Bool {
            guard let value else { return false }
            if let text = value.stringValue { return text.contains(token) }
            if let array = value.arrayValue { return array.contains { search($0) } }
            if let object = value.objectValue { return object.values.contains { search($0) } }
            return false
        }
        return search(record.body["url"]) || search(record.body["headers"]) || search(record.body["body"])
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
    /// true` only when the scenario configures it (``configures(_:)``).
    package func expectations(for vendor: VendorDescriptor?) -> [Expectation] {
        let configured = vendor.map(configures) ?? false
        return expectations.filter { !$0.onlyForConfiguredVendors || configured }
    }

    /// The violations of every expectation of the scenario in `vendor`'s transcript, each at its
    /// requirement's level (MUST when the id is not in the catalogue).
    package func expectationViolations(
        _ records: [TranscriptRecord], vendor: VendorDescriptor?, backend: VendorBackend = .neutral
    ) -> [Violation] {
        let order = steps.map(\.id)
        let applicable = expectations(for: vendor)
        let facts = DeviceFactContext(backend: backend, device: given.deviceInfo)
        return applicable.flatMap { expectation in
            expectation.violations(
                in: records, steps: order,
                level: RequirementCatalog.requirement(expectation.requirement)?.level ?? .must, facts: facts)
        }
    }
}
