import BaselineJSON
import Benchmark
import BenchmarkSupport
import BuiltInVendors
import Foundation
import PushConformance
import PushContract

// Every benchmark reads the same bytes. Names start with the group (`parse`, `parse+claim`,
// `write`, `matrix`, `delivery`) and the sample, then say who does the work, so the table sorts
// each sample's contenders together:
//   new        this branch's JSONValue.parse / PushPayload(bytes:)
//   baseline   the pre-issue-14 parser (BaselineJSON, same bytes, same process)
//   JSONSerialization / JSONDecoder   Foundation on the same bytes (`Data`)

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 10,
        maxDuration: .seconds(2),
        maxIterations: 1_000_000
    )
    let vendors = BuiltInVendors.all
    let fixtures = BenchmarkInputs.fixtures()
    let groups =
        BenchmarkInputs.payloads().map { SampleGroup(name: $0.name, documents: [$0]) }
        + [SampleGroup(name: "fixtures(\(fixtures.count))", documents: fixtures)]

    for group in groups {
        parsingBenchmarks(group)
        claimBenchmarks(group, vendors: vendors)
        writingBenchmarks(group)
    }
    matrixBenchmarks(vendors: vendors)
    deliveryBenchmarks(vendors: vendors)
}

/// What one benchmark iteration handles: one payload, or every fixture in turn.
private struct SampleGroup: Sendable {
    var name: String
    var documents: [BenchmarkSample]
}

// MARK: - Parsing

private func parsingBenchmarks(_ sample: SampleGroup) {
    let documents = sample.documents
    let decoder = JSONDecoder()
    Benchmark("parse \(sample.name): new JSONValue.parse") { benchmark in
        for document in documents { blackHole(try? JSONValue.parse(document.bytes)) }
    }
    Benchmark("parse \(sample.name): baseline parser") { benchmark in
        for document in documents { blackHole(try? BaselineJSON.parse(document.bytes)) }
    }
    Benchmark("parse \(sample.name): JSONSerialization") { benchmark in
        for document in documents { blackHole(try? JSONSerialization.jsonObject(with: document.data)) }
    }
    Benchmark("parse \(sample.name): JSONDecoder typed") { benchmark in
        for document in documents { blackHole(try? decoder.decode(TypedPayload.self, from: document.data)) }
    }
}

// MARK: - Parse plus claim

private func claimBenchmarks(_ sample: SampleGroup, vendors: [any PushVendor]) {
    let documents = sample.documents
    Benchmark("parse+claim \(sample.name): new PushPayload + every vendor") { benchmark in
        for document in documents {
            guard let payload = try? PushPayload(bytes: document.bytes) else { continue }
            for vendor in vendors { blackHole(vendor.claims(payload)) }
        }
    }
    Benchmark("parse+claim \(sample.name): baseline PushPayload + every vendor") { benchmark in
        for document in documents {
            guard let payload = try? BaselineJSON.payload(document.bytes) else { continue }
            for vendor in vendors { blackHole(vendor.claims(payload)) }
        }
    }
    Benchmark("parse+claim \(sample.name): new PushPayload + validate + every vendor") { benchmark in
        for document in documents {
            guard let payload = try? PushPayload(bytes: document.bytes) else { continue }
            blackHole(payload.validate())
            for vendor in vendors { blackHole(vendor.claims(payload)) }
        }
    }
}

// MARK: - Writing

private func writingBenchmarks(_ sample: SampleGroup) {
    let values = sample.documents.compactMap { try? JSONValue.parse($0.bytes) }
    Benchmark("write \(sample.name): new canonicalBytes") { benchmark in
        for value in values { blackHole(value.canonicalBytes) }
    }
    Benchmark("write \(sample.name): baseline canonicalText") { benchmark in
        for value in values { blackHole(BaselineJSON.canonicalText(value)) }
    }
    Benchmark("write \(sample.name): new canonicalByteCount") { benchmark in
        for value in values { blackHole(value.canonicalByteCount) }
    }
    Benchmark("write \(sample.name): baseline canonicalByteCount") { benchmark in
        for value in values { blackHole(BaselineJSON.canonicalByteCount(value)) }
    }
}

// MARK: - The matrix

private func matrixBenchmarks(vendors: [any PushVendor]) {
    let suite = ConformanceSuite(root: BenchmarkInputs.conformanceRoot.path)
    let configuration = Benchmark.Configuration(
        metrics: [
            .wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident, .custom("cases", useScalingFactor: false),
            .custom("cpu µs per case", useScalingFactor: false),
        ],
        timeUnits: .milliseconds,
        warmupIterations: 1,
        maxDuration: .seconds(30),
        maxIterations: 8
    )
    // What `push-conformance` runs by default: every vendor, every scenario, goldens compared.
    Benchmark(
        "matrix: every vendor, every scenario (ConformanceSuite.run, parallelism 1)", configuration: configuration
    ) { benchmark in
        var options = RunOptions()
        options.parallelism = 1
        let clock = processCPUMicroseconds()
        let results = await suite.run(vendors, options: options).cases
        let cpu = processCPUMicroseconds() - clock
        benchmark.measurement(.custom("cases", useScalingFactor: false), results.count)
        benchmark.measurement(
            .custom("cpu µs per case", useScalingFactor: false), results.isEmpty ? 0 : cpu / results.count)
    }
    // The command line lives in the push-conformance executable, which no package can import:
    // time the binary instead (README, "Matrix, CLI plain run").
}

// MARK: - One service-extension delivery

private func deliveryBenchmarks(vendors: [any PushVendor]) {
    let scenarioID = "notification-service.media-png"
    let loaded = ConformanceSuite(root: BenchmarkInputs.conformanceRoot.path).loadScenarios()
    guard let scenario = loaded.scenarios.first(where: { $0.id == scenarioID }) else { return }
    let runner = ConformanceRunner(
        vendors: vendors,
        goldens: GoldenStore(root: BenchmarkInputs.conformanceRoot.appendingPathComponent("Golden").path))
    let configuration = Benchmark.Configuration(
        metrics: [
            .wallClock, .mallocCountTotal, .mallocBytesCount, .memoryLeaked, .peakMemoryResidentDelta,
            .peakMemoryResident,
        ],
        timeUnits: .microseconds,
        warmupIterations: 5,
        maxDuration: .seconds(2),
        maxIterations: 10_000
    )
    for vendor in vendors where vendor.descriptor.capabilities.contains(.serviceExtension) {
        Benchmark(
            "delivery \(scenarioID): \(vendor.descriptor.id) (one case, goldens compared)", configuration: configuration
        ) { benchmark in
            blackHole(runner.runCase(vendor: vendor, scenario: scenario, options: RunOptions()))
        }
    }
}
