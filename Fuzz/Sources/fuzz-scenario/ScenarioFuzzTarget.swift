import BuiltInVendors
import Foundation
import FuzzSupport
import PushConformance
import PushContract

// The scenario decoder on arbitrary bytes, and every scenario it accepts run as the conformance
// runner runs a case: on each built-in vendor that has the capabilities it requires (a router
// scenario once, with every vendor behind the router), invariants classified, transcript
// summarised, golden compared (against an empty goldens folder). What a scenario file can say is
// bounded (ScenarioBounds): a decoded scenario must run to its end or stop with an execution
// error, never trap or hang. Fixture names resolve against Conformance/Fixtures as in a real run.

@main
enum ScenarioFuzzTarget {
    static func main() {
        FuzzDriver.run(seeds: { SeedCorpus.scenarioFiles() }, testOneInput: { data, size in testOneInput(data, size) })
    }
}

/// Every fixture's bytes, read once: the decoder asks for them by name (`altcraft/….json`).
let fixtures: [String: [UInt8]] = {
    guard let suite = SeedCorpus.suite else { return [:] }
    var loaded: [String: [UInt8]] = [:]
    for file in SeedCorpus.files(under: suite.fixturesRoot, suffix: ".json") { loaded[file.path] = file.bytes }
    return loaded
}()

/// A runner whose goldens folder holds nothing: every case compares against a missing golden.
let runner = ConformanceRunner(
    vendors: BuiltInVendors.all, goldens: GoldenStore(root: "/nonexistent/push-fuzz-goldens"))

/// libFuzzer's entry point: runs one input (`size` bytes at `data`) through this target's
/// checks; returns 0 (libFuzzer reserves other values).
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    // A file name without a facet folder: the decoder does not require the id to match it.
    guard let scenario = try? ScenarioDecoder(fixture: { fixtures[$0] }).decode(bytes, file: "fuzz-input.json") else {
        return 0
    }
    FuzzCounters.count("scenarios decoded")
    for planned in ConformanceRunner.plannedCases(vendors: BuiltInVendors.all, scenarios: [scenario])
    where planned.missing.isEmpty {
        let result = runner.runCase(
            vendor: planned.vendor, scenario: scenario, routing: planned.routing, options: RunOptions())
        FuzzCounters.count(result.outcome == .errored ? "cases errored" : "cases run to the end")
    }
    return 0
}
