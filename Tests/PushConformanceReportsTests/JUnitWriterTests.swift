import Foundation
import PushConformance
import Testing
#if canImport(FoundationXML)
    import FoundationXML
    import PushConformanceTestSupport
    @testable import PushConformanceReports
    import PushTestKit
#endif

/// `--junit FILE`: our own writer with the right mapping for every outcome.
@Suite("JUnit writer")
struct JUnitWriterTests {
    let xml = JUnitWriter.encode(SampleReport.withErrored)

    func document() throws -> XMLDocument { try XMLDocument(xmlString: xml, options: []) }

    func testcase(_ vendor: String, _ scenario: String) throws -> XMLElement {
        let nodes = try document().nodes(forXPath: "//testsuite[@name='\(vendor)']/testcase[@name='\(scenario)']")
        return try #require(nodes.first as? XMLElement)
    }

    @Test("The document is well-formed XML with one suite per vendor and one for run problems")
    func wellFormed() throws {
        let root = try #require(try document().rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "tests")?.stringValue == "6")
        #expect(root.attribute(forName: "failures")?.stringValue == "2")
        #expect(root.attribute(forName: "errors")?.stringValue == "1")
        #expect(root.attribute(forName: "skipped") == nil, "junit-10 has no skipped on <testsuites>")
        #expect(
            try testcase("beta", "subscription.subscribe").parent.flatMap { $0 as? XMLElement }?
                .attribute(forName: "skipped")?.stringValue == "1")
        let suites = (root.elements(forName: "testsuite")).compactMap { $0.attribute(forName: "name")?.stringValue }
        #expect(suites == ["alpha", "beta", "push-conformance"])
    }

    @Test("fail → failure, errored → error, n/a → skipped, known deviation → pass with a note")
    func mapping() throws {
        let failed = try testcase("beta", "lifecycle.tap")
        let failure = try #require(failed.elements(forName: "failure").first)
        #expect(failure.attribute(forName: "type")?.stringValue == "unexpected-pass")
        #expect(
            failure.attribute(forName: "message")?.stringValue?.contains(
                "known deviation NET-002 did not happen (unexpected pass)") == true)
        #expect(failure.stringValue?.contains("+ new <x>") == true)
        #expect(try testcase("beta", "payload.bad").elements(forName: "error").count == 1)
        #expect(
            try testcase("beta", "subscription.subscribe").elements(forName: "skipped").first?
                .attribute(forName: "message")?.stringValue == "not applicable: needs subscription")
        let deviation = try testcase("alpha", "lifecycle.tap")
        #expect(deviation.elements(forName: "failure").isEmpty && deviation.elements(forName: "skipped").isEmpty)
        #expect(
            deviation.elements(forName: "system-out").first?.stringValue?.contains("seed line 12 & \"notes\"") == true)
        #expect(try testcase("alpha", "subscription.subscribe").childCount == 0)
        #expect(
            try testcase("alpha", "subscription.subscribe").attribute(forName: "classname")?.stringValue
                == "alpha.subscription")
    }

    @Test("Characters XML cannot carry are replaced, not written")
    func controlCharacters() {
        #expect(!xml.unicodeScalars.contains("\u{1}"))
        #expect(xml.contains("step a: \\u{1}control char"), "spelt out, as every output spells it")
    }
}
