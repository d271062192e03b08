// swift-tools-version: 6.0
//
// Renamed copies of two built-in adapters (Altcraft-style, Actito-style), as an SDK team would
// keep them in its own package, with planted bugs switched on by id, and the `day-one` runner
// that checks each bug against the whole bundled suite (README.md). It depends on PushContract by
// path: this repository's root, or the checkout PUSH_CONTRACT_ROOT names (an older commit, to
// measure the catalogue "before" an oracle change).

import PackageDescription

let root = Context.environment["PUSH_CONTRACT_ROOT"].flatMap { $0.isEmpty ? nil : $0 } ?? "../.."

/// The root package's language habits, so the copied vendor code compiles as it does there.
let habits: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
]

let package = Package(
    name: "AdapterCopies",
    products: [
        .library(name: "AltcraftCopy", targets: ["AltcraftCopy"]),
        .library(name: "ActitoCopy", targets: ["ActitoCopy"]),
        .executable(name: "day-one", targets: ["day-one"]),
    ],
    dependencies: [.package(name: "PushContract", path: root)],
    targets: [
        // What a catalogue entry says (id, summary, requirement, source, author).
        .target(name: "PlantedBugs"),
        .target(
            name: "AltcraftCopy",
            dependencies: ["PlantedBugs", .product(name: "PushContract", package: "PushContract")]),
        .target(
            name: "ActitoCopy",
            dependencies: ["PlantedBugs", .product(name: "PushContract", package: "PushContract")]),
        .executableTarget(
            name: "day-one",
            dependencies: [
                "AltcraftCopy", "ActitoCopy", "PlantedBugs",
                .product(name: "PushContract", package: "PushContract"),
                .product(name: "PushConformance", package: "PushContract"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + habits
}
