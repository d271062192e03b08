import PushConformanceReports
import PushConformance
import Foundation
import PushContract
import PushRouter

/// `spec`: builds the ``Specification`` (catalogue, bundled scenarios, the error-code map of an
/// executed run of the context's vendors) and the ``OwnershipCorpus`` (the bundled payloads, each
/// labelled with the vendor that claims it), then writes `SPEC.md`, `specification.json` and
/// `ownership-corpus.jsonl`, or with `--check` compares them with the files on disk and prints a
/// diff of each stale one.
struct SpecGeneration {
    /// The command.
    let command: SpecCommand

    func execute(in context: CommandContext) async -> ConformanceCLI.ExitStatus {
        guard let root = ConformanceSuite.locateRoot(from: context.workingDirectory) else {
            return context.usage(
                UsageError(
                    "no Conformance/Scenarios folder above \(context.workingDirectory); run from the package",
                    command: SpecCommand.name))
        }
        let folder = command.output.map(context.absolute) ?? root
        // Elsewhere than the suite's own folder, the three files are outputs like any other: never
        // among the scenarios, goldens or fixtures (a `specification.json` in a facet folder
        // would be read as a scenario).
        if let output = command.output, !command.check {
            let names = [Specification.markdownFile, Specification.jsonFile, OwnershipCorpus.fileName]
            let outputs = names.map {
                (flag: "--output", path: output.hasSuffix("/") ? output + $0 : output + "/" + $0)
            }
            if let problem = PathCheck(context: context).outputs(
                outputs, inputs: PathCheck.suiteInputs(ConformanceSuite(root: root)))
            {
                return context.usage(problem.attributed(to: SpecCommand.name))
            }
        }
        if command.output != nil, !command.check {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                return context.usage(
                    UsageError(
                        "--output \(command.output ?? folder): cannot create the folder", command: SpecCommand.name))
            }
        }
        if context.checksOnly { return .success }
        guard let (specification, corpus) = await Self.generate(root: root, vendors: context.vendors, context: context)
        else {
            return .failure
        }
        let files = [
            (Specification.markdownFile, specification.markdown), (Specification.jsonFile, specification.jsonText),
            (OwnershipCorpus.fileName, corpus.text),
        ]
        var stale = false
        for (name, text) in files {
            let path = URL(fileURLWithPath: folder).appendingPathComponent(name).path
            if command.check {
                let committed = FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
                guard committed != text else { continue }
                stale = true
                context.printError(
                    "\(path) is stale: regenerate it with 'swift run push-conformance spec' and commit it")
                let old = committed.map(Self.lines) ?? []
                context.print(LineDiff.render(LineDiff.diff(old, Self.lines(text))))
            } else {
                do {
                    try ReportFile.write(text, to: path)
                    context.print("wrote \(path)")
                } catch {
                    context.printError(error.description)
                    return .failure
                }
            }
        }
        if command.check, !stale {
            context.print(
                "\(Specification.markdownFile), \(Specification.jsonFile) and \(OwnershipCorpus.fileName) are up to date "
                    + "(suite \(specification.version))")
        }
        return stale ? .failure : .success
    }

    /// The specification of the scenarios under `root` and an executed run of `vendors`, and the
    /// corpus of those scenarios' payloads as `vendors` claim them; nil (after printing why) when
    /// a scenario file is malformed.
    static func generate(
        root: String, vendors: [any PushVendor], context: CommandContext
    ) async
        -> (Specification, OwnershipCorpus)?
    {
        let suite = ConformanceSuite(root: root)
        let loaded = suite.loadScenarios()
        guard loaded.errors.isEmpty else {
            for error in loaded.errors { context.printError("scenario file \(error)") }
            return nil
        }
        var options = RunOptions()
        options.recordMode = .never
        let runner = ConformanceRunner(vendors: vendors, goldens: GoldenStore(root: suite.goldensRoot))
        let results = await runner.run(loaded.scenarios, options: options)
        let map = ErrorCodeMap(vendors: vendors.map(\.descriptor.id).filter { $0 != RoutedVendor.id }, results: results)
        let corpus = OwnershipCorpus.build(
            vendors: vendors.filter { $0.descriptor.id != RoutedVendor.id }, scenarios: loaded.scenarios)
        return (Specification(scenarios: loaded.scenarios, errorCodes: map), corpus)
    }

    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
