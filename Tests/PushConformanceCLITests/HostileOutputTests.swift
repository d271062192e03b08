@testable import push_conformance
import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports
import PushTestKit

/// The command line over the hostile corpus (issue 33): scenario files whose names, titles and
/// step ids attack the terminal, the CI log and the shell, and a results file whose every field
/// does. What the tool prints holds no raw control character and no line a CI runner reads as a
/// workflow command; every command it prints, split by a real POSIX shell, gives back exactly
/// the words the tool meant, and runs nothing.
@Suite("Hostile input stays data on the command line")
struct HostileOutputTests {
    let folder = temporaryFolder("hostile")
    let cli = CLIHarness()

    /// A suite of the corpus's scenario ids (titles and step ids from the corpus), an empty
    /// goldens folder, both under a folder whose name is itself a shell attack, and one scenario
    /// file whose name carries an escape sequence (refused).
    func suite() throws -> (scenarios: String, goldens: String) {
        let root = folder.path + "/dir $(touch PWNED) 'q' `touch PWNED`"
        let scenarios = root + "/Scenarios", goldens = root + "/Golden"
        try FileManager.default.createDirectory(atPath: scenarios + "/hostile", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
        let steps: JSONValue = .array([
            ["id": .string(HostileCorpus.texts[12]), "launch": [:]],
            ["id": .string(HostileCorpus.texts[10]), "advance": "1s"],
            ["id": .string(HostileCorpus.texts[0]), "appState": "background"],
        ])
        for id in HostileCorpus.scenarioIDs + ["hostile.\u{1B}]0;x\u{7}"] {
            let scenario: JSONValue = [
                "id": .string(id), "title": .string(HostileCorpus.all), "requires": [], "steps": steps,
            ]
            try Data(scenario.canonicalText.utf8).write(
                to: URL(fileURLWithPath: scenarios + "/hostile/" + id.dropFirst("hostile.".count) + ".json"))
        }
        return (scenarios, goldens)
    }

    /// What a printed command gives back when a POSIX shell (`/bin/sh`) reads it as arguments, run
    /// in `directory` (where a `touch PWNED` that ran would leave its file).
    func shellWords(_ command: String, in directory: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "set -- " + command + "\nprintf '%s\\0' \"$@\""]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(command)")
        return data.split(separator: 0, omittingEmptySubsequences: false).dropLast().map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    @Test("run: every line is safe, and each 'record it with:' command gives back exactly its words, inert")
    func runPrintsInertCommands() async throws {
        let suite = try suite()
        let run = await cli.run([
            "run", "--scenarios", suite.scenarios, "--goldens", suite.goldens, "--vendor", "altcraft",
        ])
        #expect(run.status == .failure, "\(run.all)")
        #expect(HostileCorpus.problems(in: run.all, markup: false) == [], "\(run.all)")
        // The file whose name carries an escape sequence is refused, its name shown spelt out.
        #expect(run.all.contains("hostile/\\u{1B}]0;x\\u{7}.json"), "\(run.all)")
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var checked = 0
        for (index, line) in lines.enumerated() where line.hasSuffix("no golden yet; record it with:") {
            let command = String(lines[index + 1].drop(while: { $0 == " " }))
            let words = try shellWords(command, in: folder.path)
            let id = try #require(HostileCorpus.scenarioIDs.first { words.contains($0) }, "\(words)")
            let intended = RecordHint.commandLine(
                command: RecordHint.toolCommand,
                arguments: ["--scenarios", suite.scenarios, "--goldens", suite.goldens]
            ).words(vendor: "altcraft", scenario: id, missing: true)
            #expect(words == intended)
            checked += 1
        }
        #expect(checked == HostileCorpus.scenarioIDs.count, "\(run.output)")
        for place in [folder.path, FileManager.default.currentDirectoryPath, suite.scenarios] {
            #expect(!FileManager.default.fileExists(atPath: place + "/PWNED"), "a printed command ran in \(place)")
        }
    }

    @Test("Every hint for every corpus id, and for a folder of every shell character, comes back word for word")
    func everyHint() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let folders = [HostileCorpus.folder, "--x", "-", "a'b", "'", "", " ", "\\", "é ü", "$(id)`id`${IFS}*?[a]~"]
        for id in HostileCorpus.scenarioIDs + ["hostile.--help", "hostile.a'''b"] {
            for place in folders {
                let hint = RecordHint.commandLine(
                    command: RecordHint.toolCommand, arguments: RecordHint.option("--scenarios", place))
                let command = hint.command(vendor: "v", scenario: id, missing: true)
                #expect(
                    try shellWords(command, in: folder.path) == hint.words(vendor: "v", scenario: id, missing: true))
                #expect(RecordHint.isHint(command, vendor: "v", scenario: id, missing: true))
            }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/PWNED"))
    }

    @Test("list: titles and ids from the corpus print as one line each, spelt out where hidden")
    func list() async throws {
        let suite = try suite()
        let run = await cli.run(["list", "--scenarios", suite.scenarios])
        #expect(HostileCorpus.problems(in: run.all, markup: false) == [], "\(run.all)")
        #expect(run.output.contains("\\u{1B}]0;retitled\\u{7}"))
    }

    @Test("list --json: hidden characters are JSON escapes, so the document reads back every title exactly")
    func listJSON() async throws {
        let suite = try suite()
        let run = await cli.run(["list", "--scenarios", suite.scenarios, "--json"])
        #expect(HostileCorpus.problems(in: run.output, markup: false) == [])
        let document = try JSONValue.parse(run.output.trimmingCharacters(in: .newlines))
        let titles = document["scenarios"]?.arrayValue?.compactMap { $0["title"]?.stringValue } ?? []
        #expect(titles.count == HostileCorpus.scenarioIDs.count)
        #expect(titles.allSatisfy { $0 == HostileCorpus.all })
    }

    @Test("compare --results with the corpus: what it prints and every file it writes hold nothing but text")
    func compare() async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let results = folder.path + "/hostile.jsonl"
        try ResultsJSON.encode(HostileCorpus.report).write(toFile: results, atomically: true, encoding: .utf8)
        let printed = await cli.run(["compare", "--results", results])
        #expect(HostileCorpus.problems(in: printed.all) == [], "the Markdown printed to standard output")
        let out = folder.path + "/out"
        let written = await cli.run([
            "compare", "--results", results, "--markdown", out + "/r.md", "--html", out + "/r.html",
            "--grid-markdown", out + "/g.md", "--grid-html", out + "/g.html", "--junit", out + "/j.xml",
            "--json", out + "/merged.jsonl",
        ])
        #expect(written.status == .failure, "\(written.all)")
        #expect(HostileCorpus.problems(in: written.all, markup: false) == [])
        for name in ["r.md", "g.md"] {
            let text = try String(contentsOfFile: out + "/" + name, encoding: .utf8)
            #expect(HostileCorpus.problems(in: text, markdown: true) == [], "\(name)")
        }
        var html = ["r.html", "g.html", "j.xml"]
        // The folder also holds the specification page, which names the corpus's scenarios too.
        html += try FileManager.default.contentsOfDirectory(atPath: out + "/r-scenarios").map { "r-scenarios/" + $0 }
        #expect(html.count == 4 + HostileCorpus.scenarioIDs.count)
        #expect(html.contains("r-scenarios/" + SpecificationPage.fileName))
        for name in html {
            let text = try String(contentsOfFile: out + "/" + name, encoding: .utf8)
            #expect(HostileCorpus.problems(in: text) == [], "\(name)")
        }
    }
}
