import Foundation
import Testing
import PushConformanceTestSupport
import PushTestKit

/// The DocC article "Implementing an adapter" shows an adapter that compiles: its listing under
/// "The smallest complete adapter" is the example package's `EchoAdapter.swift`, which `.ci/run`
/// builds and verifies.
@Suite("Adapter listing in the DocC article")
struct ReadmeAdapterListingTests {
    static let article = "Sources/PushContract/PushContract.docc/ImplementingAnAdapter.md"

    @Test("The adapter listed under \"The smallest complete adapter\" is the example package's EchoAdapter, verbatim")
    func listingIsTheExampleAdapter() throws {
        let text = try String(contentsOfFile: PackageLocation.root + "/" + Self.article, encoding: .utf8)
        let section = try #require(
            text.range(of: "### The smallest complete adapter"),
            "\(Self.article) has no \"The smallest complete adapter\" section")
        let rest = text[section.upperBound...]
        let end = rest.range(of: "\n### ")?.lowerBound ?? rest.endIndex
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
            "\(Self.article)'s listing and EchoAdapter.swift differ; copy the file's adapter into the article")
    }
}
