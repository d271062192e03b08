// swift-tools-version: 6.1
//
// Benchmarks for PushContract, in their own package so the product keeps zero dependencies.
// Run from this folder: `swift package benchmark` (see README.md).

import PackageDescription

let package = Package(
    name: "PushContractBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "PushContract", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The project's parser and canonical writer as they were before issue 14, renamed, so
        // "before" and "after" run in one process on the same bytes.
        .target(name: "BaselineJSON", dependencies: [.product(name: "PushContract", package: "PushContract")]),
        // Inputs shared by the benchmarks and parser-check: payloads, fixtures, typed model.
        .target(name: "BenchmarkSupport", dependencies: [.product(name: "PushContract", package: "PushContract")]),
        // Differential check of the new parser against the old one and JSONTestSuite.
        .executableTarget(
            name: "parser-check",
            dependencies: [
                "BaselineJSON", "BenchmarkSupport",
                .product(name: "PushContract", package: "PushContract"),
            ]),
        // Interleaved throughput ratios (thread CPU time), robust on a shared machine.
        .executableTarget(
            name: "parse-ratios",
            dependencies: [
                "BaselineJSON", "BenchmarkSupport",
                .product(name: "PushContract", package: "PushContract"),
                .product(name: "BuiltInVendors", package: "PushContract"),
            ]),
        // The full matrix's CPU time per case, round by round (no benchmark harness).
        .executableTarget(
            name: "matrix-cpu",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "PushConformance", package: "PushContract"),
                .product(name: "PushContract", package: "PushContract"),
                .product(name: "BuiltInVendors", package: "PushContract"),
            ]),
        .executableTarget(
            name: "PushContractBenchmarks",
            dependencies: [
                "BaselineJSON", "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "PushContract", package: "PushContract"),
                .product(name: "PushSimulator", package: "PushContract"),
                .product(name: "PushConformance", package: "PushContract"),
                .product(name: "BuiltInVendors", package: "PushContract"),
            ],
            path: "Benchmarks/PushContractBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
