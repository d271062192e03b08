// swift-tools-version: 6.0
//
// An adapter that lives in someone else's package, checked against the PushContract suite
// from its own tests with `expectConformance` (the PushConformanceTesting product). It depends
// on PushContract by path here; a real package would use `.package(url: "…", from: "…")`.

import PackageDescription

let package = Package(
    name: "ThirdPartyAdapter",
    products: [.library(name: "EchoPush", targets: ["EchoPush"])],
    dependencies: [.package(name: "PushContract", path: "../..")],
    targets: [
        .target(name: "EchoPush", dependencies: [.product(name: "PushContract", package: "PushContract")]),
        // The goldens live in Tests/__Conformance__/EchoPushTests/<test file>/<vendor>/, beside the
        // test target, never inside it: nothing to exclude, no warning before the first recording.
        .testTarget(
            name: "EchoPushTests",
            dependencies: [
                "EchoPush", .product(name: "PushConformanceTesting", package: "PushContract"),
                .product(name: "PushConformanceReports", package: "PushContract"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
