import Foundation
import PlantedBugs
import PushConformance

// day-one: the planted-bug catalogue of the adapter copies, each bug on the whole bundled suite.
// See the package README.

/// Writes a line to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

let options: DayOneOptions
let selected: [CatalogueEntry]
do throws(UsageError) {
    options = try DayOneOptions.parse(Array(CommandLine.arguments.dropFirst()))
    selected = try options.select(Catalogue.entries)
} catch {
    if let message = error.message {
        printError("error: \(message)\n\n\(DayOneOptions.usage)")
        exit(64)
    }
    print(DayOneOptions.usage)
    exit(0)
}

// A bug id names one bug, whichever copy it is in (`--bug` takes it alone).
let duplicates = Dictionary(grouping: Catalogue.entries, by: \.bug.id).filter { $0.value.count > 1 }.keys.sorted()
if !duplicates.isEmpty {
    printError("error: these bug ids are used more than once: \(duplicates.joined(separator: ", "))")
    exit(1)
}
/// Each requirement id with the invariants the specification lists as its oracles.
var invariantOracles: [String: Set<String>] = [:]
switch SpecificationIDs.load() {
case .failure(let failure):
    printError("error: \(failure.message)")
    exit(1)
case .success(let ids):
    invariantOracles = ids
    let unknown = Catalogue.entries.filter { ids[$0.bug.requirement] == nil }
    if !unknown.isEmpty {
        for entry in unknown {
            printError(
                "error: \(entry.id) names requirement '\(entry.bug.requirement)', which Conformance/SPEC.md does not have"
            )
        }
        exit(1)
    }
}

if options.list {
    for entry in selected {
        print("\(entry.id)  \(entry.bug.requirement)  \(entry.bug.author.rawValue)")
        print("    \(entry.bug.summary)")
        print("    source: \(entry.bug.source)")
        if let miss = entry.bug.knownMiss { print("    known miss: \(miss)") }
    }
    exit(0)
}

if let keep = options.keep {
    guard !FileManager.default.fileExists(atPath: keep) else {
        printError("error: --keep \(keep) exists already; give a folder that does not exist yet")
        exit(64)
    }
}

// Recording is what this tool checks, into its own temporary folders only: CI (which turns
// recording off in `verify`) is cleared for this process.
if let ci = ProcessInfo.processInfo.environment["CI"], !ci.isEmpty {
    print("note: CI=\(ci) is cleared for this process: day-one records only into its own temporary folders")
    unsetenv("CI")
}

var failed = false

// The correct copies first: each must pass the whole suite on day one, and its goldens are what
// each bug's goldens are compared with (where the bug showed at all).
var correctRuns: [String: DayOneRun] = [:]
for copy in Catalogue.copies where selected.contains(where: { $0.copy == copy.id }) {
    let run = await DayOneRun.run(copy.correct, label: copy.id, keep: options.keep)
    correctRuns[copy.id] = run
    let passes = run.report.succeeded && run.recordingProblem == nil
    print("\(passes ? "passes" : "FAILS ") \(copy.id) (correct copy): \(run.counts) (\(run.seconds))")
    if !passes {
        failed = true
        if let problem = run.recordingProblem { print("    \(problem)") }
        print(run.report.description.split(separator: "\n").map { "    \($0)" }.joined(separator: "\n"))
    }
}

var caught: [CatalogueEntry] = []
for entry in selected {
    let bug = entry.bug
    let run = await DayOneRun.run(entry.vendor, label: entry.id, keep: options.keep)
    // The requirement, or an invariant the specification lists as its oracle (R17: LAK-001).
    let accepted = [bug.requirement] + (invariantOracles[bug.requirement] ?? []).sorted()
    let scenarios = Array(Set(accepted.flatMap { run.scenarios(naming: $0) })).sorted()
    let audits = run.problems(citing: bug.requirement)
    let isCaught = !run.report.succeeded && accepted.contains { run.named.contains($0) }
    if isCaught { caught.append(entry) }
    let verdict = isCaught ? "caught" : "MISSED"
    print("\(verdict) \(entry.id) [\(bug.author.rawValue)] must name \(bug.requirement) (\(run.seconds))")
    let named = run.named.sorted()
    print(
        "    named: \(named.isEmpty ? (run.report.succeeded ? "nothing: the run passed" : "no requirement") : named.joined(separator: ", "))"
    )
    if isCaught {
        var how: [String] = []
        if !scenarios.isEmpty {
            how.append(
                "\(scenarios.count) scenario\(scenarios.count == 1 ? "" : "s"): \(scenarios.joined(separator: ", "))")
        }
        if !audits.isEmpty {
            how.append("\(audits.count) run problem(s): \(audits.map(\.kind.rawValue).joined(separator: ", "))")
        }
        print("    caught by \(how.joined(separator: "; "))")
    }
    if let correct = correctRuns[entry.copy] {
        let changed = run.changedScenarios(from: correct)
        if changed.isEmpty {
            print("    changed no transcript: no bundled scenario shows the bug")
        } else if isCaught {
            print("    changed \(changed.count) transcript\(changed.count == 1 ? "" : "s")")
        } else {
            print(
                "    changed \(changed.count) transcript\(changed.count == 1 ? "" : "s"), and no oracle named \(bug.requirement): \(changed.joined(separator: ", "))"
            )
        }
    }
    if let problem = run.recordingProblem { print("    note: \(problem)") }
    switch (isCaught, bug.knownMiss) {
    case (false, nil):
        failed = true
    case (false, let miss?):
        print("    known miss: \(miss)")
        if options.strict { failed = true }
    case (true, _?):
        failed = true
        print("    error: caught, but the catalogue says it is a known miss: remove its knownMiss note")
    case (true, nil):
        break
    }
    if options.explain {
        print(run.report.description.split(separator: "\n").map { "    | \($0)" }.joined(separator: "\n"))
    }
}

let byAuthor = BugAuthor.allCases.compactMap { author -> String? in
    let all = selected.filter { $0.bug.author == author }
    guard !all.isEmpty else { return nil }
    return "\(author.rawValue) \(caught.filter { $0.bug.author == author }.count) of \(all.count)"
}
print("day one: caught \(caught.count) of \(selected.count) (\(byAuthor.joined(separator: ", ")))")
let missed = selected.filter { entry in !caught.contains { $0.id == entry.id } }
let unexpected = missed.filter { $0.bug.knownMiss == nil }
if !unexpected.isEmpty {
    print("missed without a knownMiss note: \(unexpected.map(\.id).joined(separator: ", "))")
}
if missed.count > unexpected.count {
    print("known misses: \(missed.filter { $0.bug.knownMiss != nil }.map(\.id).joined(separator: ", "))")
}
exit(failed ? 1 : 0)
