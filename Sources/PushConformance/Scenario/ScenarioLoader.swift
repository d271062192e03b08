import Foundation
import PushContract

/// Loads every scenario under a folder (`<facet>/<id>.json`, sorted), collecting errors per file
/// instead of stopping at the first.
public struct ScenarioLoader: Sendable {
    /// The scenarios folder.
    package var scenariosRoot: String
    /// The fixtures folder (`Conformance/Fixtures`).
    package var fixturesRoot: String

    /// A loader for these folders.
    package init(scenariosRoot: String, fixturesRoot: String) {
        self.scenariosRoot = scenariosRoot
        self.fixturesRoot = fixturesRoot
    }

    /// What loading found.
    public struct Result: Sendable {
        /// Scenarios that loaded, sorted by id.
        public var scenarios: [Scenario]
        /// Files that did not, with where and why.
        public var errors: [ScenarioError]
        /// Files that look like scenarios but are not loaded, with why: a `.json` file one folder
        /// too deep (`<facet>/<folder>/<slug>.json`). Printed as warnings; they fail nothing.
        public var warnings: [ScenarioError] = []

        /// A result.
        package init(scenarios: [Scenario], errors: [ScenarioError], warnings: [ScenarioError] = []) {
            self.scenarios = scenarios
            self.errors = errors
            self.warnings = warnings
        }
    }

    /// Loads everything.
    package func load() -> Result {
        let manager = FileManager.default
        guard let facets = try? manager.contentsOfDirectory(atPath: scenariosRoot) else {
            return Result(
                scenarios: [],
                errors: [
                    ScenarioError(
                        file: scenariosRoot, path: "",
                        message: "no scenarios folder here; pass --scenarios DIR")
                ])
        }
        let fixturesRoot = self.fixturesRoot
        let decoder = ScenarioDecoder { name in
            guard !name.contains(".."),
                case .success(let bytes) = FileProbe.read(
                    "\(fixturesRoot)/\(name)", maxBytes: ScenarioBounds.maxFileBytes)
            else { return nil }
            return bytes
        }
        var scenarios: [Scenario] = []
        var errors: [ScenarioError] = []
        var warnings: [ScenarioError] = []
        var seen: [String: String] = [:]
        var folded: [String: (id: String, file: String)] = [:]
        for facet in facets.sorted() where !facet.hasPrefix(".") {
            guard let files = facetFiles(facet, errors: &errors) else { continue }
            for name in files.sorted() where !name.hasPrefix(".") && !name.hasSuffix(".json") {
                warnings += tooDeep("\(facet)/\(name)")
            }
            for file in files.sorted() where file.hasSuffix(".json") {
                let relative = "\(facet)/\(file)"
                // A regular file of bounded size only: a FIFO named *.json must not hang the run.
                let bytes: [UInt8]
                switch FileProbe.read("\(scenariosRoot)/\(relative)", maxBytes: ScenarioBounds.maxFileBytes) {
                case .success(let read): bytes = read
                case .failure(let problem):
                    errors.append(ScenarioError(file: relative, path: "", message: "the file \(problem.message)"))
                    continue
                }
                do {
                    let scenario = try decoder.decode(bytes, file: relative)
                    if let other = seen[scenario.id] {
                        errors.append(
                            ScenarioError(
                                file: relative, path: "id", message: "id \"\(scenario.id)\" is also used by \(other)"))
                        continue
                    }
                    if let twin = folded[ScenarioID.folded(scenario.id)] {
                        errors.append(
                            ScenarioError(
                                file: relative, path: "id",
                                message:
                                    "id \"\(scenario.id)\" differs from \"\(twin.id)\" (\(twin.file)) only in letter "
                                    + "case: on a case-insensitive file system (macOS's default) both would read and "
                                    + "write one golden file and one page; rename one"))
                        continue
                    }
                    seen[scenario.id] = relative
                    folded[ScenarioID.folded(scenario.id)] = (scenario.id, relative)
                    scenarios.append(scenario)
                } catch {
                    errors.append(error)
                }
            }
        }
        return Result(scenarios: scenarios.sorted { $0.id < $1.id }, errors: errors, warnings: warnings)
    }

    /// A warning for each `.json` file in `relative` when it is a folder inside a facet folder:
    /// such a file is one folder too deep and never loaded.
    private func tooDeep(_ relative: String) -> [ScenarioError] {
        let path = "\(scenariosRoot)/\(relative)"
        guard FileProbe.inspect(path) == .folder, let names = try? FileManager.default.contentsOfDirectory(atPath: path)
        else { return [] }
        let facet = relative.prefix { $0 != "/" }
        return names.sorted().filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.map { name in
            ScenarioError(
                file: "\(relative)/\(name)", path: "",
                message: "one folder too deep, so it is not loaded: a scenario file is <facet>/<slug>.json; "
                    + "move it to \(facet)/\(name)")
        }
    }

    /// The file names in a facet folder, or nil: other files at the top (a README) are skipped,
    /// but a facet folder that cannot be listed, a broken link or a misplaced scenario file is
    /// an error naming it, never skipped without a word.
    private func facetFiles(_ facet: String, errors: inout [ScenarioError]) -> [String]? {
        let path = "\(scenariosRoot)/\(facet)"
        switch FileProbe.inspect(path) {
        case .folder:
            guard let folder = opendir(path) else {
                errors.append(
                    ScenarioError(
                        file: facet, path: "", message: "the facet folder cannot be read: \(FileProbe.describe(errno))")
                )
                return nil
            }
            closedir(folder)
            return (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        case .regular:
            if facet.hasSuffix(".json") {
                errors.append(
                    ScenarioError(
                        file: facet, path: "",
                        message: "a scenario file belongs in its facet's folder: <facet>/<slug>.json"))
            }
            return nil
        case .missing:
            return nil
        case let other:
            errors.append(
                ScenarioError(file: facet, path: "", message: "the facet folder \(other.problem ?? "cannot be used")"))
            return nil
        }
    }
}
