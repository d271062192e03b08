import PushConformance
import PushContract
import BuiltInVendors
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports

/// A results file no run can have written is refused with its reason even when its checksum is
/// valid. A generator alters a real run's file in every way a run cannot produce (each time with
/// the footer's counts and checksum made right again, as a tool would) and every altered file
/// must be refused; the file as written, and alterations a run can produce, are read.
@Suite("Results file consistency")
struct ResultsConsistencyTests {
    /// A real run: altcraft and context over scenarios with a pass, a known deviation, a
    /// not-applicable case and a SHOULD warning.
    static let run = Task<String, Never> {
        let suite = ConformanceSuite(root: PackageLocation.root + "/Conformance")
        let report = await suite.run(
            BuiltInVendors.all.filter { ["altcraft", "context"].contains($0.descriptor.id) },
            selection: RunSelection(scenarios: [
                "lifecycle.cold-start-tap",
                "lifecycle.redelivered-tap-after-refused-open",
                "subscription.subscribe-retry-5xx",
            ]))
        return ResultsJSON.encode(report)
    }

    typealias Objects = [[String: JSONValue]]

    static func objects(_ text: String) throws -> Objects {
        try text.split(separator: "\n").map { try #require(JSONValue.parse(String($0)).objectValue) }
    }

    /// The lines again, with the footer's counts, totals, verdict and checksum recomputed.
    static func resealed(_ objects: Objects) -> String {
        let body = objects.dropLast().map { JSONValue.object($0).canonicalText + "\n" }.joined()
        let cases = objects.compactMap { $0["case"] }
        let problems = objects.filter { $0["problem"] != nil }.count
        func count(_ outcome: String) -> JSONValue {
            .number(Double(cases.filter { $0["outcome"]?.stringValue == outcome }.count))
        }
        let failed = cases.contains { ["fail", "errored"].contains($0["outcome"]?.stringValue ?? "") }
        let footer: JSONValue = [
            "footer": [
                "cases": .number(Double(cases.count)), "problems": .number(Double(problems)),
                "totals": [
                    "pass": count("pass"), "fail": count("fail"), "knownDeviation": count("known-deviation"),
                    "notApplicable": count("not-applicable"), "errored": count("errored"),
                ],
                "succeeded": .bool(!failed && problems == 0), "checksum": .string(ResultsJSON.checksum(body)),
            ]
        ]
        return body + footer.canonicalText + "\n"
    }

    /// The index of the first case line whose outcome is `outcome`.
    static func caseLine(_ objects: Objects, _ outcome: String) -> Int? {
        objects.firstIndex { $0["case"]?["outcome"]?.stringValue == outcome }
    }

    /// Changes `key` of the case on line `index` (an object path inside the case).
    static func setCase(_ objects: inout Objects, _ index: Int, _ change: (inout [String: JSONValue]) -> Void) {
        guard var entry = objects[index]["case"]?.objectValue else { return }
        change(&entry)
        objects[index]["case"] = .object(entry)
    }

    static func setHeader(_ objects: inout Objects, _ change: (inout [String: JSONValue]) -> Void) {
        guard var header = objects[0]["header"]?.objectValue else { return }
        change(&header)
        objects[0]["header"] = .object(header)
    }

    static let finding: JSONValue = [
        "invariant": "CMP-001", "level": "MUST", "step": "s", "time": "0s", "message": "m",
    ]

    /// Every alteration: a name, what the refusal must say, and the change.
    static let alterations: [(String, String, @Sendable (inout Objects) -> Void)] = [
        (
            "vendor listed twice", "listed twice",
            { objects in
                setHeader(&objects) {
                    $0["vendors"] = .array(
                        ($0["vendors"]?.arrayValue ?? []) + [$0["vendors"]?.arrayValue?.first ?? .null])
                }
            }
        ),
        (
            "scenario listed twice", "listed twice",
            { objects in
                setHeader(&objects) {
                    $0["scenarios"] = .array(
                        ($0["scenarios"]?.arrayValue ?? []) + [$0["scenarios"]?.arrayValue?.first ?? .null])
                }
            }
        ),
        (
            "scenario facet not its id's", "its id says",
            { objects in
                setHeader(&objects) { header in
                    var scenarios = header["scenarios"]?.arrayValue ?? []
                    if var first = scenarios.first?.objectValue {
                        first["facet"] = "payload"; scenarios[0] = .object(first)
                    }
                    header["scenarios"] = .array(scenarios)
                }
            }
        ),
        (
            "case facet not its scenario's", "has facet",
            { objects in
                if let index = caseLine(objects, "pass") { setCase(&objects, index) { $0["facet"] = "payload" } }
            }
        ),
        (
            "pass with a mismatched golden", "is pass with a mismatch golden",
            { objects in
                if let index = caseLine(objects, "pass") {
                    setCase(&objects, index) {
                        $0["golden"] = "mismatch"; $0["diff"] = "d"; $0["firstDivergence"] = "f"
                    }
                }
            }
        ),
        (
            "pass never compared", "without a golden comparison",
            { objects in
                if let index = caseLine(objects, "pass") { setCase(&objects, index) { $0["golden"] = "not-compared" } }
            }
        ),
        (
            "not applicable yet compared", "but its golden was matched",
            { objects in
                if let index = caseLine(objects, "not-applicable") {
                    setCase(&objects, index) { $0["golden"] = "matched" }
                }
            }
        ),
        (
            "failed for no reason", "failed with a matched golden",
            { objects in
                if let index = caseLine(objects, "pass") { setCase(&objects, index) { $0["outcome"] = "fail" } }
            }
        ),
        (
            "known deviation without a deviation", "is known-deviation",
            { objects in
                if let index = caseLine(objects, "known-deviation") {
                    setCase(&objects, index) { $0["deviations"] = [] }
                }
            }
        ),
        (
            "pass with a MUST violation", "is pass with",
            { objects in
                if let index = caseLine(objects, "pass") { setCase(&objects, index) { $0["violations"] = [finding] } }
            }
        ),
        (
            "a SHOULD finding among the violations", "among its MUST violations",
            { objects in
                if let index = caseLine(objects, "pass") {
                    setCase(&objects, index) { entry in
                        var should = finding.objectValue ?? [:]
                        should["level"] = "SHOULD"
                        entry["violations"] = [.object(should)]
                        entry["outcome"] = "fail"
                    }
                }
            }
        ),
        (
            "a MUST finding among the warnings", "among its SHOULD warnings",
            { objects in
                if let index = caseLine(objects, "pass") { setCase(&objects, index) { $0["warnings"] = [finding] } }
            }
        ),
        (
            "a deviation the vendor does not list", "does not list in the header",
            { objects in
                if let index = caseLine(objects, "known-deviation") {
                    setCase(&objects, index) { entry in
                        var shown = entry["deviations"]?.arrayValue?.first?.objectValue ?? [:]
                        var deviation = shown["deviation"]?.objectValue ?? [:]
                        deviation["summary"] = "something else"
                        shown["deviation"] = .object(deviation)
                        entry["deviations"] = [.object(shown)]
                    }
                }
            }
        ),
        (
            "a deviation without findings of its invariant", "without findings of that invariant",
            { objects in
                if let index = caseLine(objects, "known-deviation") {
                    setCase(&objects, index) { entry in
                        var shown = entry["deviations"]?.arrayValue?.first?.objectValue ?? [:]
                        shown["findings"] = [finding]
                        entry["deviations"] = [.object(shown)]
                    }
                }
            }
        ),
        (
            "not applicable with every capability", "declares every capability",
            { objects in
                if let index = caseLine(objects, "pass") {
                    setCase(&objects, index) {
                        $0["outcome"] = "not-applicable"; $0["golden"] = "not-compared"
                    }
                }
            }
        ),
        (
            "ran without a required capability", "which the scenario requires",
            { objects in
                setHeader(&objects) { header in
                    var scenarios = header["scenarios"]?.arrayValue ?? []
                    for (position, scenario) in scenarios.enumerated() {
                        guard var info = scenario.objectValue else { continue }
                        info["requires"] = ["no-such-capability"]
                        scenarios[position] = .object(info)
                    }
                    header["scenarios"] = .array(scenarios)
                }
            }
        ),
        (
            "a key the runner never writes, in a case", "unknown key",
            { objects in
                if let index = caseLine(objects, "pass") { setCase(&objects, index) { $0["extra"] = true } }
            }
        ),
        (
            "a key the runner never writes, in the header", "unknown key",
            { objects in setHeader(&objects) { $0["extra"] = true } }
        ),
        (
            "a key the runner never writes, on a case line", "unknown key",
            { objects in
                if let index = caseLine(objects, "pass") { objects[index]["problem"] = "also a problem?" }
            }
        ),
        (
            "a behaviour item counted zero times", "0 times",
            { objects in
                if let index = caseLine(objects, "pass") {
                    setCase(&objects, index) { entry in
                        var behaviour = entry["behaviour"]?.objectValue ?? [:]
                        behaviour["events"] = [["text": "x", "count": 0]]
                        entry["behaviour"] = .object(behaviour)
                    }
                }
            }
        ),
        (
            "a mismatch without its diff", "without its diff",
            { objects in
                if let index = caseLine(objects, "pass") {
                    setCase(&objects, index) {
                        $0["golden"] = "mismatch"; $0["outcome"] = "fail"
                    }
                }
            }
        ),
        (
            "a golden recorded although a MUST invariant broke", "recorded a golden",
            { objects in
                if let index = caseLine(objects, "pass") {
                    setCase(&objects, index) {
                        $0["golden"] = "recorded"; $0["outcome"] = "fail"; $0["violations"] = [finding]
                    }
                }
            }
        ),
        (
            "a missing member", "has no",
            { objects in
                if let index = caseLine(objects, "pass") { setCase(&objects, index) { $0["warnings"] = nil } }
            }
        ),
    ]

    @Test("The file a run wrote is read; it has every outcome the alterations need")
    func written() async throws {
        let report = try ResultsJSON.decode(await Self.run.value)
        for outcome in [CaseOutcome.pass, .knownDeviation, .notApplicable] {
            #expect(report.cases.contains { $0.outcome == outcome }, "no \(outcome) case to alter")
        }
    }

    @Test(
        "Every inconsistent results file is refused with its reason, though its checksum is valid",
        arguments: alterations.indices)
    func refused(_ index: Int) async throws {
        let (name, reason, alter) = Self.alterations[index]
        var objects = try Self.objects(await Self.run.value)
        let before = objects
        alter(&objects)
        #expect(objects != before, "\(name): nothing to alter")
        do {
            _ = try ResultsJSON.decode(Self.resealed(objects))
            Issue.record("\(name): accepted")
        } catch {
            #expect(error.message.contains(reason), "\(name): \(error.message)")
        }
    }

    @Test("What a run can write is read: resealing changes nothing, a new title or problem is fine")
    func consistentChanges() async throws {
        let written = await Self.run.value
        var objects = try Self.objects(written)
        #expect(try ResultsJSON.decode(Self.resealed(objects)) == ResultsJSON.decode(written))
        Self.setHeader(&objects) { header in
            var scenarios = header["scenarios"]?.arrayValue ?? []
            if var first = scenarios.first?.objectValue {
                first["title"] = "Another title"; scenarios[0] = .object(first)
            }
            header["scenarios"] = .array(scenarios)
        }
        objects.insert(["kind": "unused-golden", "problem": "unused golden x"], at: objects.count - 1)
        let read = try ResultsJSON.decode(Self.resealed(objects))
        #expect(read.scenarios.first?.title == "Another title")
        #expect(!read.succeeded)
    }
}
