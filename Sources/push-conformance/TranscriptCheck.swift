import Foundation
import PushConformance
import PushContract
import PushRouter
import PushSimulator

/// Runs `push-conformance check`: reads each transcript file back (``WrittenTranscript``), judges
/// it with every oracle (``TranscriptJudgement``, as `run` does), applies the vendor's known
/// deviations, and prints each verdict.
struct TranscriptCheck {
    /// The command line.
    var command: CheckCommand

    /// How deeply a file may be read: the largest golden the runner reads.
    static let maxBytes = GoldenStore.maxGoldenBytes

    /// One oracle's verdict on one file, after the vendor's known deviations.
    struct Verdict {
        /// What the oracle made of the transcript, before deviations.
        var entry: TranscriptJudgement.Entry
        /// Each violation with the deviation that excuses it, if one does.
        var violations: [(violation: Violation, deviation: KnownDeviation?)]

        /// `holds`, `violated` (a MUST not excused), `warning` (a SHOULD), `known-deviation`
        /// (every violation excused) or `not-checkable`.
        var status: String {
            switch entry.verdict {
            case .holds: return "holds"
            case .notCheckable: return "not-checkable"
            case .violated:
                if violations.allSatisfy({ $0.deviation != nil }) { return "known-deviation" }
                return entry.level == .must ? "violated" : "warning"
            }
        }

        /// Whether it fails the file: a MUST violation no deviation excuses.
        var fails: Bool { entry.level == .must && violations.contains { $0.deviation == nil } }
    }

    /// One file's outcome.
    struct FileResult {
        var file: String
        var vendor: String?
        var scenario: String
        var scenarioKnown: Bool
        var transcript: WrittenTranscript
        var verdicts: [Verdict]
    }

    /// Reads, judges and prints every file; the exit status is the worst of them.
    func execute(in context: CommandContext) async -> ConformanceCLI.ExitStatus {
        if context.checksOnly {
            // Every check of the command line: each file is one a read can open.
            for file in command.files {
                if case .failure(let error) = FileProbe.read(context.absolute(file), maxBytes: Self.maxBytes) {
                    context.printError(TerminalText.value("\(file) \(error.message)"))
                    return .usage
                }
            }
            return .success
        }
        let scenarios = loadScenarios(context)
        var results: [FileResult] = []
        var unreadable = 0
        for file in command.files {
            switch judge(file, scenarios: scenarios, context: context) {
            case .success(let result):
                results.append(result)
                if command.json {
                    context.printJSON(Self.json(result).canonicalText)
                } else {
                    for line in Self.text(result) { context.print(TerminalText.value(line)) }
                }
            case .failure(let problem):
                let message = problem.message
                unreadable += 1
                if command.json {
                    let error = JSONValue.object(["file": .string(file), "error": .string(message)])
                    context.printJSON(error.canonicalText)
                }
                context.printError(TerminalText.value(message))
            }
        }
        if !command.json {
            for line in Self.summary(results, unreadable: unreadable) { context.print(TerminalText.value(line)) }
        }
        if unreadable > 0 { return .usage }
        return results.contains { $0.verdicts.contains(where: \.fails) } ? .failure : .success
    }

    /// Why a file could not be checked.
    struct Unreadable: Error {
        var message: String
    }

    /// Reads and judges one file.
    func judge(
        _ file: String, scenarios: [String: Scenario], context: CommandContext
    ) -> Result<
        FileResult, Unreadable
    > {
        let path = context.absolute(file)
        let bytes: [UInt8]
        switch FileProbe.read(path, maxBytes: Self.maxBytes) {
        case .failure(let error): return .failure(Unreadable(message: "\(file) \(error.message)"))
        case .success(let read): bytes = read
        }
        let transcript: WrittenTranscript
        do {
            transcript = try WrittenTranscript.read(bytes: bytes, file: file)
        } catch {
            return .failure(Unreadable(message: error.description))
        }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().lastPathComponent
        let vendorID = command.vendor ?? (vendor(folder, context: context) != nil ? folder : nil)
        let scenarioID =
            command.scenario
            ?? (url.pathExtension == "jsonl" ? url.deletingPathExtension().lastPathComponent : url.lastPathComponent)
        let scenario = scenarios[scenarioID]
        let descriptor = vendorID.flatMap { vendor($0, context: context) }
        let backend = vendorID.flatMap { id in context.vendors.first { $0.descriptor.id == id }?.backend } ?? .neutral
        let judgement = TranscriptJudgement(
            records: transcript.records, scenario: scenario, vendor: descriptor, backend: backend)
        let listed = (descriptor?.knownDeviations ?? []).filter { $0.applies(to: scenarioID) }
        let verdicts = judgement.entries.map { entry in
            Verdict(
                entry: entry,
                violations: entry.violations.map { violation in
                    (violation, listed.first { $0.excuses(violation, in: scenarioID) })
                })
        }
        return .success(
            FileResult(
                file: file, vendor: vendorID, scenario: scenarioID, scenarioKnown: scenario != nil,
                transcript: transcript, verdicts: verdicts))
    }

    /// The descriptor of a vendor the tool knows (`router`: every vendor behind one router).
    private func vendor(_ id: String, context: CommandContext) -> VendorDescriptor? {
        if id == RoutedVendor.id { return RoutedVendor(vendors: context.vendors).descriptor }
        return context.vendors.first { $0.descriptor.id == id }?.descriptor
    }

    /// The scenarios by id: `--scenarios`, else the package's (none when neither is found).
    private func loadScenarios(_ context: CommandContext) -> [String: Scenario] {
        let root =
            command.scenariosDirectory.map {
                URL(fileURLWithPath: context.absolute($0)).deletingLastPathComponent().path
            }
            ?? ConformanceSuite.locateRoot(from: context.workingDirectory)
        guard let root else { return [:] }
        let suite = ConformanceSuite(root: root, scenariosRoot: command.scenariosDirectory.map(context.absolute))
        let loaded = suite.loadScenarios().scenarios
        return Dictionary(loaded.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
