import Foundation
import Testing
import PushConformanceTestSupport

/// Every citation in the package must resolve from a clone (issue 25, item 9): no shipped file may
/// name the project's private notes or their short citation keys. The forbidden forms are built
/// from pieces here, so this file does not name them itself.
@Suite("Public citations")
struct PublicCitationsTests {
    /// The private forms: the name a failure reports, and the regular expression that finds it.
    static let forbidden: [(name: String, pattern: String)] = {
        let key = "V" + "F", seed = "se" + "ed:"
        return [
            ("VENDOR" + "-FACTS", "VENDOR" + "-FACTS"),
            ("PEER" + "-SDKS", "PEER" + "-SDKS"),
            ("../" + "shared", "\\.\\./" + "shared"),
            // A vendor-facts item in its short form (section, optional a/b, item).
            (key + "<n>.<m>", "\\b" + key + "[0-9]+[ab]?\\.[0-9]+"),
            // A line of a private seed file.
            (seed + "<line>", seed + "[0-9]"),
        ]
    }()

    /// Directories that are build output or local state, never shipped.
    static func isSkipped(directory name: String) -> Bool {
        name == ".git" || name.hasPrefix(".build") || name == ".swiftpm" || name == "out"
            || name == "conformance-results" || name == ".benchmarkBaselines" || name.hasSuffix(".xcodeproj")
    }

    /// `file:line: form` for every line of `text` that names a private form.
    static func offences(in text: String, file: String) throws -> [String] {
        let forms = try forbidden.map { (name: $0.name, regex: try Regex($0.pattern)) }
        var found: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for form in forms where line.contains(form.regex) {
                found.append("\(file):\(index + 1): \(form.name)")
            }
        }
        return found
    }

    /// Every regular file under the package root, relative to it, outside the skipped directories.
    static func shippedFiles() -> [String] {
        let manager = FileManager.default
        var files: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? PackageLocation.root : PackageLocation.root + "/" + relative
            guard let names = try? manager.contentsOfDirectory(atPath: path) else { continue }
            for name in names.sorted() {
                let child = relative.isEmpty ? name : relative + "/" + name
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: PackageLocation.root + "/" + child, isDirectory: &isDirectory) else {
                    continue
                }
                if isDirectory.boolValue {
                    if !isSkipped(directory: name) { pending.append(child) }
                } else {
                    files.append(child)
                }
            }
        }
        return files.sorted()
    }

    @Test("No shipped file names the private notes or their short citation keys")
    func noPrivateCitations() throws {
        let files = Self.shippedFiles()
        #expect(
            files.contains("README.md") && files.contains("Conformance/SPEC.md"), "the walk missed the package's files")
        var offences: [String] = []
        for file in files {
            // Binary files (media fixtures) are not text and cannot cite anything.
            guard let data = FileManager.default.contents(atPath: PackageLocation.root + "/" + file),
                let text = String(data: data, encoding: .utf8)
            else { continue }
            offences += try Self.offences(in: text, file: file)
        }
        let report = offences.joined(separator: "\n")
        #expect(
            offences.isEmpty,
            "cite a public source instead (Apple URL, owner/repo@commit:path:line, vendor page, issue URL):\n\(report)")
    }

    @Test("Each private form is found, with its file and line")
    func everyFormBites() throws {
        let planted = [
            "x", "see " + "VENDOR" + "-FACTS", "see " + "PEER" + "-SDKS", "open ../" + "shared/x",
            "(" + "V" + "F1.15)", "(" + "V" + "F3a.2)", "(" + "se" + "ed:12-14)",
        ].joined(separator: "\n")
        #expect(
            try Self.offences(in: planted, file: "F.md") == [
                "F.md:2: " + "VENDOR" + "-FACTS", "F.md:3: " + "PEER" + "-SDKS", "F.md:4: ../" + "shared",
                "F.md:5: " + "V" + "F<n>.<m>", "F.md:6: " + "V" + "F<n>.<m>", "F.md:7: " + "se" + "ed:<line>",
            ])
        #expect(try Self.offences(in: "VFX, seed 1 run 2, --seed 7, seeds", file: "F.md").isEmpty)
    }
}
