import PushContract
package import PushSimulator

extension Expectation {
    /// The violations of this expectation in a scenario's transcript, at `level` (the cited
    /// requirement's). `steps` are the scenario's step ids in order (the records before the first
    /// step belong to `given`).
    package func violations(
        in records: [TranscriptRecord], steps order: [String], level: RequirementLevel
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
            return records.filter { record in
                during(steps, record)
                    && (record.kind == .http || (record.kind == .media && record.body["fetch"] != nil))
            }.map { record in
                let what =
                    record.kind == .http
                    ? "\(record.body["method"]?.stringValue ?? "?") \(record.body["url"]?.stringValue ?? "?")"
                    : "media \(record.body["fetch"]?.stringValue ?? "?")"
                return violation(record, "\(what) was sent")
            }
        case .opensAtMost(let count, let steps):
            let opens = records.filter { during(steps, $0) && $0.eventName == SDKEventName.notificationOpened }
            guard opens.count > count else { return [] }
            return [violation(opens[count], "\(opens.count) opens were reported")]
        case .urlOpened(let url, let opened):
            let record = records.first { $0.systemName == .urlOpened && $0.body["url"]?.stringValue == url }
            if opened, record == nil { return [violation(nil, "the URL was never opened")] }
            if !opened, let record { return [violation(record, "the URL was opened")] }
            return []
        case .completions(let kind, let count, let value):
            let calls = records.filter { $0.kind == .completion && $0.body["kind"]?.stringValue == kind }
            var found: [Violation] = []
            if let count, calls.count != count {
                found.append(
                    violation(
                        calls.dropFirst(count).first, "it was called \(calls.count) time\(calls.count == 1 ? "" : "s")")
                )
            }
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
    /// The violations of every expectation of the scenario in `vendor`'s transcript, each at its
    /// requirement's level (MUST when the id is not in the catalogue).
    package func expectationViolations(_ records: [TranscriptRecord], vendor: String) -> [Violation] {
        let order = steps.map(\.id)
        let applicable = expectations.filter {
            !$0.onlyForConfiguredVendors || given.vendorConfiguration[vendor] != nil
        }
        return applicable.flatMap { expectation in
            expectation.violations(
                in: records, steps: order,
                level: RequirementCatalog.requirement(expectation.requirement)?.level ?? .must)
        }
    }
}
