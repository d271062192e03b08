import BuiltInVendors
import Foundation
import PushConformance
import PushContract
import Testing
#if canImport(FoundationXML)
    import FoundationXML
    import PushConformanceTestSupport
    @testable import PushConformanceReports
    import PushTestKit
#endif

/// The JUnit document keeps every rule of the junit-10 schema (checked structurally by
/// `JUnitSchemaRules`; by hand: `xmllint --noout --schema junit-10.xsd out.xml`, with junit-10.xsd from
/// jenkinsci/xunit-plugin@0c37522:src/main/resources/org/jenkinsci/plugins/xunit/types/model/xsd/junit-10.xsd).
@Suite("JUnit against the junit-10 schema")
struct JUnitSchemaTests {
    @Test("A report with every outcome and run problems keeps every schema rule")
    func sampleReportIsValid() {
        #expect(JUnitSchemaRules.violations(JUnitWriter.encode(SampleReport.withErrored)) == [])
    }

    @Test("The checker catches each kind of break the old writer had")
    func checkerCatchesBreaks() {
        let broken = """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites tests="1" skipped="0">
              <testsuite name="a">
                <testcase classname="a.b"><properties><property name="x" value="y"/></properties></testcase>
                <testcase name="ok">stray text</testcase>
                <weird/>
              </testsuite>
            </testsuites>
            """
        let found = JUnitSchemaRules.violations(broken)
        #expect(found.contains { $0.contains("attribute skipped is not allowed on <testsuites>") })
        #expect(found.contains { $0.contains("required attribute tests is missing") })
        #expect(found.contains { $0.contains("required attribute name is missing") })
        #expect(found.contains { $0.contains("<properties> may not appear inside <testcase>") })
        #expect(found.contains { $0.contains("<testcase> may not hold text") })
        #expect(found.contains { $0.contains("<weird> may not appear inside <testsuite>") })
        #expect(JUnitSchemaRules.violations("<testsuite tests=\"0\"/>") == ["root is <testsuite>, not <testsuites>"])
    }

    @Test("Every suite and case carries time 0: deterministic, never wall time")
    func timesAreDeterministic() throws {
        let xml = JUnitWriter.encode(SampleReport.withErrored)
        let document = try XMLDocument(xmlString: xml, options: [])
        let timed = try document.nodes(forXPath: "//testsuites | //testsuite | //testcase").compactMap {
            $0 as? XMLElement
        }
        #expect(timed.count == 10)
        for element in timed {
            #expect(element.attribute(forName: "time")?.stringValue == "0", "\(element.name ?? "?") has no time 0")
        }
    }

    @Test("A known deviation keeps the test's name (vendor and scenario); it is a property plus system-out")
    func knownDeviationIsVisible() throws {
        let xml = JUnitWriter.encode(SampleReport.withErrored)
        let document = try XMLDocument(xmlString: xml, options: [])
        let names = try document.nodes(forXPath: "//testsuite[@name='alpha']/testcase/@name").compactMap(\.stringValue)
        #expect(names == ["lifecycle.tap", "subscription.subscribe"])
        let out = try document.nodes(forXPath: "//testsuite[@name='alpha']/testcase[@name='lifecycle.tap']/system-out")
            .first?.stringValue
        #expect(out?.contains("known deviation NET-002") == true && out?.contains("seed line 12") == true)
        let property = try document.nodes(
            forXPath: "//testsuite[@name='alpha']/properties/property[@name='known-deviation']/@value")
        #expect(property.compactMap(\.stringValue) == ["lifecycle.tap: NET-002"])
        #expect(try document.nodes(forXPath: "//testcase/properties").isEmpty)
    }

    @Test("The built-in matrix's JUnit keeps every schema rule; names are vendor and scenario only")
    func builtInRunIsValid() async throws {
        let report = await BundledRun.report
        let xml = JUnitWriter.encode(report)
        #expect(JUnitSchemaRules.violations(xml) == [])
        let deviations = report.cases.filter { $0.outcome == .knownDeviation }
        #expect(!deviations.isEmpty)
        #expect(!xml.contains("[known deviation"))
        // Each known deviation is a property of its vendor's suite and text in its case's system-out.
        let document = try XMLDocument(xmlString: xml, options: [])
        for entry in deviations {
            let path = "//testsuite[@name='\(entry.vendor)']/testcase[@name='\(entry.scenario)']/system-out"
            #expect(
                try document.nodes(forXPath: path).first?.stringValue?.contains("known deviation") == true,
                "\(entry.id)")
        }
        let properties = try document.nodes(forXPath: "//property[@name='known-deviation']")
        #expect(properties.count == deviations.reduce(0) { $0 + $1.deviations.count })
    }
}
