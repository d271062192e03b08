import Foundation

/// The requirement ids of the checked-out root package (`Conformance/specification.json`), so a
/// catalogue entry naming an id the specification does not have is refused before anything runs,
/// each with the invariants the specification lists as its oracles (R17: LAK-001…): a run naming
/// one of them names the requirement.
enum SpecificationIDs {
    /// The root package's folder: `PUSH_CONTRACT_ROOT` when set (as `Package.swift` reads it),
    /// else the repository this package sits in.
    static var root: String {
        if let root = ProcessInfo.processInfo.environment["PUSH_CONTRACT_ROOT"], !root.isEmpty { return root }
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<5 { url.deleteLastPathComponent() }
        return url.path
    }

    /// The ids, each with its invariant oracles, or why they cannot be read.
    static func load() -> Result<[String: Set<String>], DayOneFailure> {
        let path = root + "/Conformance/specification.json"
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(DayOneFailure("cannot read \(path): set PUSH_CONTRACT_ROOT to the root package's folder"))
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let requirements = object["requirements"] as? [[String: Any]]
        else { return .failure(DayOneFailure("\(path): no requirements array at $.requirements")) }
        var ids: [String: Set<String>] = [:]
        for requirement in requirements {
            guard let id = requirement["id"] as? String else {
                return .failure(DayOneFailure("\(path): a requirement at $.requirements has no string id"))
            }
            let oracles = (requirement["oracles"] as? [[String: Any]] ?? []).filter {
                $0["kind"] as? String == "invariant"
            }
            ids[id] = Set(oracles.compactMap { $0["detail"] as? String })
        }
        return .success(ids)
    }
}

/// A failure that stops the run before any bug runs.
struct DayOneFailure: Error {
    /// What is wrong.
    let message: String
    /// Creates one.
    init(_ message: String) { self.message = message }
}
