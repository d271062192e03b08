import Foundation
import PushConformance
import Testing

/// Runs the built `push-conformance` binary as a user would.
@Suite("push-conformance end to end")
struct EndToEndTests {
    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let binary = try #require(PackageLocation.toolBinary, "push-conformance is not built next to the tests")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: PackageLocation.root)
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { _, new in new }
        process.environment = env
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("list prints vendors and scenarios and exits 0")
    func list() throws {
        let (status, output) = try run(["list"])
        #expect(status == 0, "\(output)")
        #expect(output.contains("altcraft (Altcraft-style)"))
        #expect(output.contains("subscription.subscribe-retry-5xx"))
    }

    @Test("A usage error exits 64 with the usage text")
    func usage() throws {
        let (status, output) = try run(["--bogus"])
        #expect(status == 64)
        #expect(output.contains("unknown option '--bogus'"))
        #expect(output.contains("usage: push-conformance"))
    }

    @Test("A malformed scenario folder is reported with file and JSON path, exit 1, no crash")
    func malformedScenarios() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("e2e-\(UInt64.random(in: 0...UInt64.max))")
        let folder = root.appendingPathComponent("Scenarios/lifecycle")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Golden"), withIntermediateDirectories: true)
        try Data("""
            {"id": "lifecycle.bad", "title": "t", "steps": [{"id": "a", "advance": 5}]}
            """.utf8).write(to: folder.appendingPathComponent("bad.json"))
        let (status, output) = try run(["run", "--scenarios", root.appendingPathComponent("Scenarios").path,
                                        "--goldens", root.appendingPathComponent("Golden").path], environment: ["CI": "1"])
        #expect(status == 1)
        #expect(output.contains("lifecycle/bad.json: steps[0].advance: expected a string, found number 5"))
    }
}
