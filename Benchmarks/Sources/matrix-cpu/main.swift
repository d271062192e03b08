import BenchmarkSupport
import BuiltInVendors
import Foundation
import PushConformance
import PushContract

// matrix-cpu: the process CPU time per case of the full matrix (every built-in vendor × every
// bundled scenario, goldens compared, parallelism 1, through ConformanceSuite.run), round by
// round, without the benchmark harness, so the same source builds against an older tree
// (`-D BASELINE_API`: ConformanceSuite.run returned a tuple before issue 11).
//
//   swift run -c release matrix-cpu [--rounds N]
//
// Prints one line per round (cases, CPU µs per case) and the median. CPU time is the whole
// process's user + system time (getrusage), so other load on the machine does not count,
// except through caches.

/// Runs the whole matrix once; returns the number of cases.
func runMatrix(_ suite: ConformanceSuite) async -> Int {
    var options = RunOptions()
    options.parallelism = 1
    #if BASELINE_API
        let (_, results) = await suite.run(BuiltInVendors.all, options: options)
        return results.count
    #else
        return await suite.run(BuiltInVendors.all, options: options).cases.count
    #endif
}

var rounds = 7
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--rounds", let value = arguments.popFirst().flatMap({ Int($0) }), (1...1000).contains(value) {
        rounds = value
    } else {
        FileHandle.standardError.write(Data("usage: matrix-cpu [--rounds 1...1000]\n".utf8))
        exit(64)
    }
}

let suite = ConformanceSuite(root: BenchmarkInputs.conformanceRoot.path)
_ = await runMatrix(suite)  // warm-up
var perCase: [Double] = []
for round in 1...rounds {
    let start = processCPUMicroseconds()
    let cases = await runMatrix(suite)
    let cpu = processCPUMicroseconds() - start
    let value = Double(cpu) / Double(max(cases, 1))
    perCase.append(value)
    print("round \(round): \(cases) cases, \(cpu / 1000) ms CPU, \(String(format: "%.1f", value)) µs per case")
}
let sorted = perCase.sorted()
print("median: \(String(format: "%.1f", sorted[sorted.count / 2])) µs CPU per case")
