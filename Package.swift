// swift-tools-version: 6.0
//
// PushContract: one vendor-neutral push SDK contract, vendor-style adapters, a deterministic
// simulated device and a golden-file conformance runner. No dependencies outside the toolchain.

import PackageDescription

/// Language habits every target follows: `any` spelled out for existentials, a module's members
/// usable only where that module is imported, imports internal unless a file says `public
/// import` (so a module re-exports only what its public API needs; Foundation never leaks), and
/// a nonisolated `async` function running on its caller's actor (SE-0461), as swift-log sets them.
var habits: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
]

/// Every public type says whether it is `Sendable` (`-require-explicit-sendable`), checked when
/// `PUSH_CONTRACT_STRICT=1` (`.ci/run` sets it). It is a compiler flag SwiftPM counts as unsafe,
/// and a package with unsafe flags cannot be a versioned dependency ("the target … contains
/// unsafe build flags", https://github.com/dduan/TOMLDecoder/issues/264), so an SDK team that
/// depends on this package never gets it.
if Context.environment["PUSH_CONTRACT_STRICT"] == "1" {
    habits.append(.unsafeFlags(["-Xfrontend", "-require-explicit-sendable"]))
}

/// Vendor adapters: each lives in `Vendors/<Name>Style/` and may depend on `PushContract` only.
let vendorTargets: [Target] = [
    .target(
        name: "AltcraftStyle", dependencies: ["PushContract"], path: "Vendors/AltcraftStyle",
        exclude: ["README.md"]),
    .target(
        name: "Q2Style", dependencies: ["PushContract"], path: "Vendors/Q2Style",
        exclude: ["README.md"]),
    .target(
        name: "ContextStyle", dependencies: ["PushContract"], path: "Vendors/ContextStyle",
        exclude: ["README.md"]),
    .target(
        name: "ActitoStyle", dependencies: ["PushContract"], path: "Vendors/ActitoStyle",
        exclude: ["README.md"]),
    .target(
        name: "MCEStyle", dependencies: ["PushContract"], path: "Vendors/MCEStyle",
        exclude: ["README.md"]),
]

let package = Package(
    name: "PushContract",
    products: [
        .library(name: "PushContract", targets: ["PushContract"]),
        .library(name: "PushSimulator", targets: ["PushSimulator"]),
        .library(name: "PushConformance", targets: ["PushConformance"]),
        .library(name: "PushConformanceReports", targets: ["PushConformanceReports"]),
        .library(name: "PushConformanceTesting", targets: ["PushConformanceTesting"]),
        .library(name: "PushRouter", targets: ["PushRouter"]),
        .library(name: "PushTestKit", targets: ["PushTestKit"]),
        .library(name: "BuiltInVendors", targets: ["BuiltInVendors"]),
        .library(name: "AltcraftStyle", targets: ["AltcraftStyle"]),
        .library(name: "Q2Style", targets: ["Q2Style"]),
        .library(name: "ContextStyle", targets: ["ContextStyle"]),
        .library(name: "ActitoStyle", targets: ["ActitoStyle"]),
        .library(name: "MCEStyle", targets: ["MCEStyle"]),
        .executable(name: "push-conformance", targets: ["push-conformance"]),
    ],
    targets: vendorTargets + [
        .target(name: "PushContract"),
        .target(name: "PushSimulator", dependencies: ["PushContract"]),
        // The engine: scenarios, the run, invariants, goldens, audits, exploration, the result
        // model. No command line, no report writer, no built-in vendor.
        .target(name: "PushConformance", dependencies: ["PushContract", "PushSimulator", "PushRouter"]),
        // JUnit, Markdown and HTML comparisons, the requirement grid, results files, merging and
        // baselines, the SPEC renderer: a library, so a team can write reports from its own tests.
        .target(
            name: "PushConformanceReports",
            dependencies: ["PushConformance", "PushContract", "PushRouter", "PushSimulator"]),
        .target(name: "PushRouter", dependencies: ["PushContract"]),
        // Test doubles shipped once (as swift-log ships InMemoryLogging): scripted vendors,
        // step helpers and transcript queries for tests of adapters and of the suite itself.
        .target(name: "PushTestKit", dependencies: ["PushContract", "PushSimulator"]),
        // The Swift Testing helper (`expectConformance`): its own product, so PushConformance
        // keeps importing no test framework.
        .target(name: "PushConformanceTesting", dependencies: ["PushConformance", "PushContract", "PushRouter"]),
        .target(
            name: "BuiltInVendors",
            dependencies: ["PushContract"] + vendorTargets.map { .target(name: $0.name) }),
        // The command line: every command, tested in process (@testable import push_conformance);
        // the only place that imports BuiltInVendors.
        .executableTarget(
            name: "push-conformance",
            dependencies: [
                "PushConformance", "PushConformanceReports", "BuiltInVendors", "PushContract",
                "PushSimulator", "PushRouter",
            ]),
        .testTarget(name: "PushContractTests", dependencies: ["PushContract"]),
        .testTarget(name: "PushSimulatorTests", dependencies: ["PushContract", "PushSimulator", "PushTestKit"]),
        // Test-only helpers the conformance test targets share (inline scenarios, the package's
        // location, a sample report); never a product.
        .target(
            name: "PushConformanceTestSupport",
            dependencies: ["PushConformance", "PushContract", "PushSimulator", "PushTestKit", "BuiltInVendors"],
            path: "Tests/PushConformanceTestSupport"),
        .testTarget(
            name: "PushConformanceTests",
            dependencies: [
                "PushContract", "PushSimulator", "PushConformance", "BuiltInVendors", "PushRouter",
                "PushTestKit", "PushConformanceTestSupport",
            ]),
        .testTarget(
            name: "PushConformanceReportsTests",
            dependencies: [
                "PushContract", "PushConformance", "PushConformanceReports", "BuiltInVendors", "PushRouter",
                "PushTestKit", "PushConformanceTestSupport",
            ]),
        .testTarget(
            name: "PushConformanceCLITests",
            dependencies: [
                "push-conformance", "PushContract", "PushSimulator", "PushConformance",
                "PushConformanceReports", "BuiltInVendors", "PushRouter", "PushTestKit",
                "PushConformanceTestSupport",
            ]),
        .testTarget(
            name: "PushConformanceTestingTests",
            dependencies: [
                "PushConformanceTesting", "PushConformance", "PushContract", "BuiltInVendors", "PushTestKit",
                "PushConformanceTestSupport",
            ]),
        .testTarget(
            name: "PushRouterTests", dependencies: ["PushRouter", "PushContract", "PushSimulator", "PushTestKit"]),
        .testTarget(
            name: "AltcraftStyleTests",
            dependencies: ["AltcraftStyle", "PushContract", "PushSimulator", "PushTestKit"]),
        .testTarget(
            name: "Q2StyleTests",
            dependencies: ["Q2Style", "PushContract", "PushSimulator", "PushTestKit"]),
        .testTarget(
            name: "ContextStyleTests",
            dependencies: ["ContextStyle", "PushContract", "PushSimulator", "PushTestKit"]),
        .testTarget(
            name: "ActitoStyleTests",
            dependencies: ["ActitoStyle", "PushContract", "PushSimulator", "PushTestKit"]),
        .testTarget(
            name: "MCEStyleTests",
            dependencies: ["MCEStyle", "PushContract", "PushSimulator", "PushTestKit"]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + habits
}
