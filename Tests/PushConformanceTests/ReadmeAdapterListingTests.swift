import Foundation
import Testing
import PushConformanceTestSupport
import PushTestKit

/// The README's "Write an adapter" section shows an adapter that compiles: its listing is the
/// example package's `EchoAdapter.swift`, which `.ci/run` builds and verifies.
@Suite("README adapter listing")
struct ReadmeAdapterListingTests {
    @Test("The adapter listed under \"Write an adapter\" is the example package's EchoAdapter, verbatim")
    func listingIsTheExampleAdapter() throws {
        let readme = try String(contentsOfFile: PackageLocation.root + "/README.md", encoding: .utf8)
        let section = try #require(
            readme.range(of: "## Write an adapter"), "the README has no \"Write an adapter\" section")
        let rest = readme[section.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
        let body = rest[..<end]
        let open = try #require(body.range(of: "```swift\n"), "the section shows no Swift listing")
        let close = try #require(body[open.upperBound...].range(of: "```"))
        let listing = String(body[open.upperBound..<close.lowerBound])
        #expect(listing.contains("final class EchoAdapter: PushAdapter"))

        let source = try String(
            contentsOfFile: PackageLocation.root + "/Examples/ThirdPartyAdapter/Sources/EchoPush/EchoAdapter.swift",
            encoding: .utf8)
        #expect(
            source.hasPrefix(listing),
            "README listing and EchoAdapter.swift differ; copy the file's adapter into the README")
    }
}
