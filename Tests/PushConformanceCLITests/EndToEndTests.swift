@testable import push_conformance
import Foundation
import PushConformance
import Testing
import PushConformanceTestSupport
@testable import PushConformanceReports
import PushTestKit

/// The one test that runs the built `push-conformance` binary, as a user would; every other CLI
/// test runs the same code in process (`CLIHarness`).
@Suite("push-conformance end to end")
struct EndToEndTests {
    /// Runs the binary from the package root with `CI` set; standard error goes to a file so
    /// neither pipe can fill up while the other is read.
    func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String, error: String) {
        let binary = try #require(PackageLocation.toolBinary, "push-conformance is not built next to the tests")
        let errorFile = folder.appendingPathComponent("stderr-\(arguments.count).txt")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: PackageLocation.root)
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = "1"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: data, as: UTF8.self),
            try String(contentsOf: errorFile, encoding: .utf8)
        )
    }

    @Test("The binary: a usage error exits 64 on standard error; a run exits 0, writes its file, no colour in a pipe")
    func binary() throws {
        let folder = temporaryFolder("e2e")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let usage = try run(["--bogus"], in: folder)
        #expect(usage.status == 64)
        #expect(usage.output.isEmpty)
        #expect(usage.error.hasPrefix("error: unknown option '--bogus' for run\n"), "\(usage.error)")
        #expect(usage.error.contains("see 'push-conformance help run' for the options"))

        let results = folder.appendingPathComponent("r.jsonl").path
        let passing = try run(["--vendor", "altcraft", "--scenario", "payload.*", "--json", results], in: folder)
        #expect(passing.status == 0, "\(passing.output)\(passing.error)")
        let total = PayloadSelection.scenarios.count, applicable = PayloadSelection.applicable(to: "altcraft")
        #expect(passing.output.contains("\(total) cases: \(applicable) passed, 0 failed"), "\(passing.output)")
        #expect(passing.output.contains("wrote \(results)"))
        #expect(!passing.output.contains("\u{1B}["), "colour in a pipe")
        #expect(passing.error.isEmpty, "progress or errors on standard error: \(passing.error)")
        #expect(try ResultsJSON.decode(try String(contentsOfFile: results, encoding: .utf8)).cases.count == total)
    }
}
