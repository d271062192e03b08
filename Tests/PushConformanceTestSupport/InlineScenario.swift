package import PushConformance
package import PushContract
import PushSimulator
import PushTestKit
import Testing

/// Decodes a scenario written inline in a test (as it would be in a file).
package func inlineScenario(_ json: String, file: String = "test/inline.json") throws -> Scenario {
    try ScenarioDecoder { _ in Array(#"{"fixture": true}"#.utf8) }.decode(Array(json.utf8), file: file)
}

/// Runs a scenario on a vendor and returns every violation of the built-in invariants, judged
/// on the transcript as its lines write it (as `run` judges).
package func violations(of vendor: any PushVendor, in json: String) throws -> [Violation] {
    let records = try ScenarioExecutor(vendor: vendor, scenario: try inlineScenario(json)).run()
    let written = try WrittenTranscript.read(lines: records.map(\.line)).records
    return Invariant.builtIn.flatMap { $0.check(written) }
}

/// The ids of the violated invariants, sorted and unique.
package func violatedIDs(of vendor: any PushVendor, in json: String) throws -> [String] {
    Array(Set(try violations(of: vendor, in: json).map(\.invariant.rawValue))).sorted()
}

/// A scenario in which a claimed push with `mutable-content` runs the service extension.
package let extensionScenario = """
    {"id": "test.inline", "title": "NSE", "steps": [
      {"id": "launch", "launch": {}},
      {"id": "push", "push": {"payload": {"test": true, "aps": {"alert": {"title": "T"}, "mutable-content": 1}}}},
      {"id": "wait", "advance": "60s"}
    ]}
    """
