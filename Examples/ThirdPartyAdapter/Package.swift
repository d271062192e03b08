// swift-tools-version: 6.0
//
// An adapter that lives in someone else's package, checked against the PushContract suite
// with one call from its own tests. It depends on PushContract by path here; a real package
// would use `.package(url: "…", from: "…")`.

import PackageDescription

let package = Package(
    name: "ThirdPartyAdapter",
    products: [.library(name: "EchoPush", targets: ["EchoPush"])],
    dependencies: [.package(name: "PushContract", path: "../..")],
    targets: [
        .target(name: "EchoPush", dependencies: [.product(name: "PushContract", package: "PushContract")]),
        .testTarget(name: "EchoPushTests",
                    dependencies: ["EchoPush", .product(name: "PushConformance", package: "PushContract")]),
    ],
    swiftLanguageModes: [.v6]
)
