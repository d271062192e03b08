import Foundation
import PushConformance
import Testing

/// The comparison page's structure: self-contained, balanced, every case a filterable cell.
@Suite("HTML comparison")
struct HTMLComparisonTests {
    let html = HTMLComparison.render(SampleReport.withErrored)

    /// Tags opened and closed in order (void elements excepted); returns the first problem.
    static func balanceProblem(_ html: String) -> String? {
        let void: Set<String> = ["meta", "br", "input", "link", "img", "hr", "wbr"]
        var stack: [String] = []
        var rest = html[...]
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            guard let close = rest.firstIndex(of: ">") else { return "unclosed <" }
            let tag = rest[..<close]
            rest = rest[rest.index(after: close)...]
            if tag.hasPrefix("!") { continue }
            if tag.hasPrefix("/") {
                let name = String(tag.dropFirst())
                guard stack.last == name else { return "</\(name)> closes <\(stack.last ?? "nothing")>" }
                stack.removeLast()
                continue
            }
            let name = String(tag.prefix { $0.isLetter || $0.isNumber }).lowercased()
            if void.contains(name) { continue }
            stack.append(name)
            if name == "script" || name == "style" {
                guard let end = rest.range(of: "</\(name)>") else { return "no </\(name)>" }
                rest = rest[end.lowerBound...]
            }
        }
        return stack.isEmpty ? nil : "unclosed <\(stack.joined(separator: "><"))>"
    }

    func count(_ needle: String) -> Int { html.components(separatedBy: needle).count - 1 }

    @Test("Every element is closed in order")
    func balanced() {
        #expect(Self.balanceProblem(html) == nil)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    }

    @Test("Self-contained: no external scripts, styles, images, fonts or links")
    func selfContained() {
        for needle in ["src=", "<link", "@import", "url(", "href=\"http", "href=\"//"] {
            #expect(!html.contains(needle), "\(needle)")
        }
        #expect(count("<script>") == 1 && count("<style>") == 1)
    }

    @Test("One matrix per facet, one filterable cell per case, vendor columns marked")
    func matrixCells() {
        #expect(count("<table class=\"matrix\"") == 3)
        let report = SampleReport.withErrored
        // A facet's matrix has a column only for vendors with a case in it (alpha ran no payload case).
        #expect(count("data-outcome=") == report.cases.count)
        #expect(count("data-outcome=\"missing\"") == 0)
        // Per-facet summary, error codes, and the lifecycle and subscription matrices: not payload.
        #expect(count("<th scope=\"col\" data-vendor=\"alpha\">") == 4)
        for outcome in ["pass", "fail", "not-applicable", "known-deviation", "errored"] {
            #expect(html.contains("data-outcome=\"\(outcome)\""), "\(outcome)")
        }
        #expect(count("<th scope=\"col\" data-vendor=\"beta\">") >= 3)
        #expect(html.contains("<tr id=\"s-lifecycle.tap\" data-facet=\"lifecycle\" data-scenario=\"lifecycle.tap\">"))
    }

    @Test("Readable without JavaScript: the filter bar starts hidden and every section is in the markup")
    func noScriptNeeded() {
        #expect(html.contains("<nav id=\"filters\" hidden"))
        for section in ["vendors", "facets", "errors", "deviations", "failures", "matrix"] {
            #expect(html.contains("<section id=\"\(section)\">"), "\(section)")
        }
        #expect(!html.contains("class=\"filtered-out\""))
    }

    @Test("Text is escaped; citations, native codes and failure diffs are shown")
    func content() {
        #expect(html.contains("Beta &amp; &lt;Co&gt;"))
        #expect(!html.contains("<Co>"))
        #expect(html.contains("seed line 12 &amp; &quot;notes&quot;"))
        #expect(html.contains("network.server-error [530] ↻"))
        #expect(html.contains("+ new &lt;x&gt;"))
        #expect(html.contains("unused golden beta/old.jsonl"))
    }

    @Test("The Markdown comparison has the same sections and escapes table cells")
    func markdown() {
        let markdown = MarkdownComparison.render(SampleReport.withErrored)
        for heading in ["## Per facet", "## Error codes per scenario", "## Known deviations", "## Failures", "## Run problems",
                        "## Facet: lifecycle"] {
            #expect(markdown.contains(heading), "\(heading)")
        }
        #expect(markdown.contains("| `lifecycle.tap`<br>A tap is an open | ⚠️ known deviation NET-002"))
        #expect(markdown.contains("Beta &amp; &lt;Co&gt;"))
        #expect(markdown.contains("50% pass (1/2)") || markdown.contains("0% pass (0/1)"))
    }
}
