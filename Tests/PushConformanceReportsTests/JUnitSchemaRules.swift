import Foundation
#if canImport(FoundationXML)
    import FoundationXML
    import PushConformanceTestSupport
    @testable import PushConformanceReports
    import PushTestKit
#endif

/// Every rule of the junit-10 schema (the one the Jenkins xunit plugin validates against),
/// written out as data so the tests can check a document structurally without the schema file:
/// which elements exist, which attributes each may carry and which it must, which children it
/// may hold, and whether it may hold text. All attributes are `xs:string`, so their values are
/// unconstrained by the schema; the root must be `testsuites` (our writer's choice; the schema
/// also allows a bare `testsuite`).
enum JUnitSchemaRules {
    /// One element's rule.
    struct Rule {
        var attributes: Set<String>
        var required: Set<String> = []
        var children: Set<String> = []
        /// `mixed="true"` or a simple `xs:string` type: text allowed.
        var text: Bool
    }

    static let outcomeAttributes: Set<String> = ["type", "message"]

    static let rules: [String: Rule] = [
        "testsuites": Rule(
            attributes: ["name", "time", "tests", "failures", "disabled", "errors"],
            children: ["testsuite"], text: false),
        "testsuite": Rule(
            attributes: [
                "name", "tests", "failures", "errors", "time", "disabled", "skipped", "skips",
                "timestamp", "hostname", "id", "package", "assertions", "file", "skip", "log", "url",
            ],
            required: ["tests"],
            children: ["testsuite", "properties", "testcase", "system-out", "system-err"], text: false),
        "properties": Rule(attributes: [], children: ["property"], text: false),
        "property": Rule(attributes: ["name", "value"], required: ["name", "value"], text: false),
        "testcase": Rule(
            attributes: [
                "name", "assertions", "time", "timestamp", "classname", "status", "class", "file",
                "line", "log", "group", "url",
            ],
            required: ["name"],
            children: ["skipped", "error", "failure", "rerunFailure", "rerunError", "system-out", "system-err"],
            text: false),
        "failure": Rule(attributes: outcomeAttributes, text: true),
        "error": Rule(attributes: outcomeAttributes, text: true),
        "skipped": Rule(attributes: outcomeAttributes, text: true),
        "rerunFailure": Rule(attributes: outcomeAttributes, children: ["system-out", "system-err"], text: true),
        "rerunError": Rule(attributes: outcomeAttributes, children: ["system-out", "system-err"], text: true),
        "system-out": Rule(attributes: [], text: true),
        "system-err": Rule(attributes: [], text: true),
    ]

    /// Every way `xml` breaks the schema, as "path: what is wrong" lines (empty when valid).
    static func violations(_ xml: String) -> [String] {
        let document: XMLDocument
        do { document = try XMLDocument(xmlString: xml, options: []) } catch { return ["not well-formed: \(error)"] }
        guard let root = document.rootElement() else { return ["no root element"] }
        var problems: [String] = []
        if root.name != "testsuites" { problems.append("root is <\(root.name ?? "?")>, not <testsuites>") }
        check(root, path: "/\(root.name ?? "?")", into: &problems)
        return problems
    }

    private static func check(_ element: XMLElement, path: String, into problems: inout [String]) {
        let name = element.name ?? "?"
        guard let rule = rules[name] else {
            problems.append("\(path): <\(name)> is not a junit-10 element")
            return
        }
        let present = Set((element.attributes ?? []).compactMap(\.name))
        for extra in present.subtracting(rule.attributes).sorted() {
            problems.append("\(path): attribute \(extra) is not allowed on <\(name)>")
        }
        for missing in rule.required.subtracting(present).sorted() {
            problems.append("\(path): required attribute \(missing) is missing")
        }
        for (index, child) in (element.children ?? []).enumerated() {
            switch child.kind {
            case .element:
                guard let childElement = child as? XMLElement else { continue }
                let childName = childElement.name ?? "?"
                if !rule.children.contains(childName) {
                    problems.append("\(path): <\(childName)> may not appear inside <\(name)>")
                } else {
                    check(childElement, path: "\(path)/\(childName)[\(index)]", into: &problems)
                }
            case .text:
                let text = child.stringValue ?? ""
                if !rule.text, !text.allSatisfy(\.isWhitespace) {
                    problems.append("\(path): <\(name)> may not hold text")
                }
            default:
                continue
            }
        }
    }
}
