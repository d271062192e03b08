import Foundation
package import PushContract

/// PAY-002 for a vendor from outside this package, with no built-in vendor's code: every payload
/// of the bundled suite, labelled with the one built-in vendor that claims it.
///
/// The corpus holds the bundled scenarios' raw payloads and fixtures, and every neutral message
/// as each built-in vendor's wire format encodes it (and, when the step merges or removes keys,
/// that payload too when one vendor alone claims it), each kept once (by its canonical text) with
/// the first scenario and step that pushes it. `push-conformance spec` writes it to
/// `Conformance/ownership-corpus.jsonl` and `spec --check` (run by CI) fails when it is stale, so
/// it always says what today's built-in vendors claim. A vendor that claims a payload labelled
/// for another vendor breaks PAY-002, and the problem names both. The project's own tests hold
/// the built-in vendors to the same corpus.
package struct OwnershipCorpus: Sendable, Hashable {
    /// One labelled payload.
    package struct Entry: Sendable, Hashable {
        /// The built-in vendor that claims it.
        package var owner: String
        /// The first scenario that pushes it.
        package var scenario: String
        /// That scenario's step.
        package var step: String
        /// For a neutral message: the vendor whose wire format encoded it (the owner).
        package var encodedBy: String?
        /// For a fixture: its name under `Conformance/Fixtures`.
        package var fixture: String?
        /// The payload.
        package var payload: PushPayload

        /// Creates an entry.
        package init(
            owner: String, scenario: String, step: String, encodedBy: String? = nil, fixture: String? = nil,
            payload: PushPayload
        ) {
            self.owner = owner
            self.scenario = scenario
            self.step = step
            self.encodedBy = encodedBy
            self.fixture = fixture
            self.payload = payload
        }
    }

    /// The file's name in the `Conformance` folder.
    package static let fileName = "ownership-corpus.jsonl"

    /// The labelled payloads, in scenario order.
    package var entries: [Entry]

    /// Creates a corpus.
    package init(entries: [Entry]) { self.entries = entries }

    /// The corpus of `scenarios` as `vendors` claim their payloads (and, in a router scenario,
    /// the stand-in SDKs it puts beside them). A payload no vendor claims is left out (it is
    /// nobody's); one several vendors claim is left out too (that is the run's own PAY-002
    /// failure, reported by ``ExclusiveOwnership``).
    package static func build(vendors: [any PushVendor], scenarios: [Scenario]) -> OwnershipCorpus {
        var entries: [Entry] = []
        var seen: Set<String> = []
        var hosted = vendors
        func add(
            _ payload: PushPayload, scenario: String, step: String, encodedBy: String? = nil, fixture: String? = nil
        ) {
            let owners = hosted.filter { $0.claims(payload) }.map(\.descriptor.id)
            guard owners.count == 1, let owner = owners.first else { return }
            guard seen.insert(payload.json.canonicalText).inserted else { return }
            entries.append(
                Entry(
                    owner: owner, scenario: scenario, step: step, encodedBy: encodedBy, fixture: fixture,
                    payload: payload))
        }
        for scenario in scenarios.sorted(by: { $0.id < $1.id }) {
            hosted = vendors + (scenario.router?.peers.map { ConformancePeer($0) as any PushVendor } ?? [])
            for step in scenario.steps {
                guard case .push(let source, let merge, _, let remove) = step.action else { continue }
                switch source {
                case .payload(let json), .fixture(_, let json, _):
                    guard var object = json.objectValue else { continue }
                    object.merge(merge) { _, new in new }
                    for key in remove { object[key] = nil }
                    var fixture: String?
                    if case .fixture(let name, _, _) = source { fixture = name }
                    add(PushPayload(object), scenario: scenario.id, step: step.id, fixture: fixture)
                case .message(let message), .eachVendor(let message):
                    for vendor in hosted {
                        guard var payload = try? vendor.wireFormat.encode(message) else { continue }
                        add(payload, scenario: scenario.id, step: step.id, encodedBy: vendor.descriptor.id)
                        // A vendor's own push with a field made malformed or a section merged in:
                        // labelled too when exactly one vendor claims it.
                        guard !merge.isEmpty || !remove.isEmpty else { continue }
                        payload.root.merge(merge) { _, new in new }
                        for key in remove { payload.root[key] = nil }
                        add(payload, scenario: scenario.id, step: step.id, encodedBy: vendor.descriptor.id)
                    }
                case .text, .bytes:
                    continue
                }
            }
        }
        return OwnershipCorpus(entries: entries)
    }

    /// The file's text: one canonical JSON object per line.
    package var text: String {
        entries.map { entry in
            var members: [String: JSONValue] = [
                "owner": .string(entry.owner), "scenario": .string(entry.scenario),
                "step": .string(entry.step), "payload": entry.payload.json,
            ]
            if let encodedBy = entry.encodedBy { members["encodedBy"] = .string(encodedBy) }
            if let fixture = entry.fixture { members["fixture"] = .string(fixture) }
            return JSONValue.object(members).canonicalText + "\n"
        }.joined()
    }

    /// Reads a corpus file's text; a malformed line is refused with the file, the line and the
    /// JSON path of what is wrong.
    package static func decode(_ text: String, path: String) throws(ScenarioError) -> OwnershipCorpus {
        var entries: [Entry] = []
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if line.isEmpty { continue }
            let where_ = "\(path):\(number)"
            let value: JSONValue
            do {
                value = try JSONValue.parse(String(line))
            } catch {
                throw ScenarioError(file: where_, path: "$", message: "not JSON: \(error.message)")
            }
            func string(_ key: String, required: Bool = true) throws(ScenarioError) -> String? {
                guard let found = value[key] else {
                    if required { throw ScenarioError(file: where_, path: "$", message: "missing \"\(key)\"") }
                    return nil
                }
                guard let text = found.stringValue else {
                    throw ScenarioError(file: where_, path: "$.\(key)", message: "expected a string")
                }
                return text
            }
            guard let payload = value["payload"], payload.objectValue != nil else {
                throw ScenarioError(file: where_, path: "$.payload", message: "expected the payload, a JSON object")
            }
            entries.append(
                Entry(
                    owner: try string("owner") ?? "", scenario: try string("scenario") ?? "",
                    step: try string("step") ?? "",
                    encodedBy: try string("encodedBy", required: false),
                    fixture: try string("fixture", required: false),
                    payload: PushPayload(payload.objectValue ?? [:])))
        }
        return OwnershipCorpus(entries: entries)
    }

    /// The corpus bundled with this package (`Conformance/ownership-corpus.jsonl`).
    package static func bundled() throws(ScenarioError) -> OwnershipCorpus {
        let path = ConformanceSuite.bundledRoot + "/" + fileName
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else {
            throw ScenarioError(
                file: path, path: "$",
                message: "cannot be read as UTF-8 (regenerate it with 'swift run push-conformance spec')")
        }
        return try decode(text, path: path)
    }

    /// The PAY-002 problems of `vendors` against the corpus: one per vendor and owner, naming the
    /// first payload it claims that is labelled for that owner and how many more there are.
    /// Entries of a vendor in `skipping` are left out: the run checks the vendors it runs itself.
    package func problems(vendors: [any PushVendor], skipping: Set<String>) -> [RunProblem] {
        var found: [String: (first: ExclusiveOwnership.Conflict, count: Int)] = [:]
        var order: [String] = []
        for entry in entries where !skipping.contains(entry.owner) {
            for vendor in vendors where vendor.descriptor.id != entry.owner && vendor.claims(entry.payload) {
                let key = vendor.descriptor.id + "\u{0}" + entry.owner
                if let known = found[key] {
                    found[key] = (known.first, known.count + 1)
                    continue
                }
                order.append(key)
                found[key] = (
                    ExclusiveOwnership.Conflict(
                        scenario: entry.scenario, step: entry.step,
                        vendors: [entry.owner, vendor.descriptor.id].sorted(),
                        encodedBy: entry.encodedBy, fixture: entry.fixture), 1
                )
            }
        }
        return order.compactMap { key in
            guard let (first, count) = found[key] else { return nil }
            let more =
                count > 1
                ? " (and \(count - 1) more of the bundled payloads labelled for the same vendor in \(Self.fileName))"
                : ""
            return RunProblem(.ownershipConflict, requirement: .exclusiveOwnership, message: first.description + more)
        }
    }
}
