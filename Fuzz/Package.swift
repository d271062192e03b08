// swift-tools-version: 6.0
//
// libFuzzer targets for PushContract, in their own package so the product's Package.swift and
// `swift test` never build them. Build and run through `Fuzz/run.sh TARGET SECONDS` (see
// README.md): every module, the product's included, is compiled with `-sanitize=fuzzer`, so the
// coverage that guides the fuzzer is the product's own.

import PackageDescription

/// The product libraries a target exercises.
func product(_ name: String) -> Target.Dependency { .product(name: name, package: "PushContract") }

let package = Package(
    name: "PushContractFuzz",
    dependencies: [.package(name: "PushContract", path: "..")],
    targets: [
        // What every target shares: failing loudly, locating Conformance/, writing seed corpora.
        .target(
            name: "FuzzSupport", dependencies: ["LibFuzzerDriver", product("PushContract"), product("PushConformance")]),
        // The declaration of libFuzzer's LLVMFuzzerRunDriver (libFuzzer comes from -sanitize=fuzzer).
        .target(name: "LibFuzzerDriver"),
        // JSON parser, both duplicate-key policies, canonical writing and PushPayload(bytes:).
        .executableTarget(name: "fuzz-json", dependencies: ["FuzzSupport", product("PushContract")]),
        // Every built-in vendor's claims(_:) and wire-format decode (and re-encode).
        .executableTarget(
            name: "fuzz-wire-format",
            dependencies: [
                "FuzzSupport", product("PushContract"), product("BuiltInVendors"),
                product("PushConformance"),
            ]),
        // The scenario decoder, and each decoded scenario run on the simulated device.
        .executableTarget(
            name: "fuzz-scenario",
            dependencies: [
                "FuzzSupport", product("PushContract"), product("PushConformance"),
                product("BuiltInVendors"),
            ]),
        // The results-file reader of --results/--baseline and the reports built from what it reads.
        .executableTarget(
            name: "fuzz-results",
            dependencies: [
                "FuzzSupport", product("PushContract"), product("PushConformance"),
                product("PushConformanceReports"), product("BuiltInVendors"),
            ]),
        // One push through each vendor's service extension on the simulated device.
        .executableTarget(
            name: "fuzz-service-extension",
            dependencies: [
                "FuzzSupport", product("PushContract"), product("PushSimulator"),
                product("PushConformance"), product("BuiltInVendors"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where target.name != "LibFuzzerDriver" {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("MemberImportVisibility"),
            .enableUpcomingFeature("InternalImportsByDefault"),
        ]
}
