import Foundation
public import PushConformance
public import PushContract

/// Seed corpora made at run time from the project's own `Conformance/` files.
///
/// `run.sh` starts a target with `--write-seeds DIR` once, before fuzzing (``FuzzDriver``):
/// the target writes its seeds into DIR and exits. Seeds are never committed: they follow the
/// fixtures and scenarios as they change.
public enum SeedCorpus {
    /// Writes `seeds` into `folder` (created if missing), one file per seed named by index and
    /// label; false (after saying why) when a file cannot be written.
    static func write(_ seeds: [(label: String, bytes: [UInt8])], to folder: String) -> Bool {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for (index, seed) in seeds.enumerated() {
                let name = String(format: "seed-%04d-", index) + safeName(seed.label)
                try Data(seed.bytes).write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
            }
        } catch {
            FileHandle.standardError.write(Data("cannot write seeds to \(folder): \(error)\n".utf8))
            return false
        }
        print("wrote \(seeds.count) seeds to \(folder)")
        return true
    }

    /// The `Conformance` folder: `PUSH_FUZZ_CONFORMANCE`, else found above the working folder.
    public static var conformanceRoot: String? {
        if let root = ProcessInfo.processInfo.environment["PUSH_FUZZ_CONFORMANCE"], !root.isEmpty { return root }
        return ConformanceSuite.locateRoot(from: FileManager.default.currentDirectoryPath)
    }

    /// The bundled suite (scenarios, fixtures, goldens), or nil outside a checkout.
    public static var suite: ConformanceSuite? { conformanceRoot.map { ConformanceSuite(root: $0) } }

    /// Every file under `folder` whose name ends in `suffix`, sorted, with its path below `folder`.
    public static func files(under folder: String, suffix: String) -> [(path: String, bytes: [UInt8])] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [(String, [UInt8])] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(suffix), let data = FileManager.default.contents(atPath: "\(folder)/\(relative)")
            else { continue }
            found.append((relative, Array(data)))
        }
        return found.sorted { $0.0 < $1.0 }
    }

    /// The scenario files' bytes (`Conformance/Scenarios/<facet>/<id>.json`).
    public static func scenarioFiles() -> [(label: String, bytes: [UInt8])] {
        guard let suite else { return [] }
        return files(under: suite.scenariosRoot, suffix: ".json").map { ($0.path, $0.bytes) }
    }

    /// Push payloads as bytes: every fixture, and every push of every scenario (its payload
    /// object, raw text or bytes, and each neutral message encoded by each vendor in `vendors`).
    public static func payloads(vendors: [any PushVendor]) -> [(label: String, bytes: [UInt8])] {
        guard let suite else { return [] }
        var seeds = files(under: suite.fixturesRoot, suffix: ".json").map {
            (label: "fixture-\($0.path)", bytes: $0.bytes)
        }
        var seen = Set(seeds.map(\.bytes))
        func add(_ label: String, _ bytes: [UInt8]) {
            if seen.insert(bytes).inserted { seeds.append((label, bytes)) }
        }
        for scenario in suite.loadScenarios().scenarios {
            for step in scenario.steps {
                guard case .push(let source, let merge, _, _) = step.action else { continue }
                let label = "\(scenario.id)-\(step.id)"
                switch source {
                case .payload(let value), .fixture(_, let value, _):
                    var object = value.objectValue ?? [:]
                    object.merge(merge) { _, new in new }
                    add(
                        label, value.objectValue == nil ? value.canonicalBytes : JSONValue.object(object).canonicalBytes
                    )
                case .text(let text): add(label, Array(text.utf8))
                case .bytes(let bytes): add(label, bytes)
                case .message(let message), .eachVendor(let message):
                    for vendor in vendors {
                        if let payload = try? vendor.wireFormat.encode(message) {
                            add("\(label)-\(vendor.descriptor.id)", payload.json.canonicalBytes)
                        }
                    }
                }
            }
        }
        return seeds
    }

    private static func safeName(_ label: String) -> String {
        String(label.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "_" }.prefix(80))
    }
}
