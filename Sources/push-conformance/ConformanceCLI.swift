import PushConformanceReports
import PushConformance
import Foundation
import PushContract

/// The `push-conformance` tool as a function: arguments, environment and a console in, exit
/// status out. The executable target only forwards to it, so every behaviour of the tool can be
/// tested in process.
struct ConformanceCLI: Sendable {
    /// Exit statuses.
    enum ExitStatus: Int32, Sendable {
        /// Everything passed (or was not applicable, or a known deviation).
        case success = 0
        /// Some case failed or errored, a scenario or results file is malformed, or the run
        /// stopped early.
        case failure = 1
        /// The command line was wrong: an unknown command or option, a bad value, a filter that
        /// selects nothing, or a path that cannot be read or written (checked before running).
        case usage = 64
    }

    /// The vendors the tool knows.
    var vendors: [any PushVendor]
    /// Where relative paths start, and where to look for the package's `Conformance` folder.
    var workingDirectory: String
    /// Monotonic time for the elapsed time and the progress line (injected by tests).
    var clock: @Sendable () -> Duration
    /// Stop every command once its checks have passed, before any work (``CommandContext/checksOnly``).
    var checksOnly = false

    /// A CLI for these vendors.
    init(
        vendors: [any PushVendor], workingDirectory: String,
        clock: @escaping @Sendable () -> Duration = ConformanceCLI.monotonicClock
    ) {
        self.vendors = vendors
        self.workingDirectory = workingDirectory
        self.clock = clock
    }

    /// Time since the first read, from the system's continuous clock.
    static let monotonicClock: @Sendable () -> Duration = { ContinuousClock.now - clockOrigin }
    private static let clockOrigin = ContinuousClock.now

    /// Runs a command line, writing to `console`.
    func run(_ arguments: [String], environment: [String: String], console: Console) async -> ExitStatus {
        var context = CommandContext(
            vendors: vendors, workingDirectory: workingDirectory, environment: environment,
            console: console, clock: clock)
        context.checksOnly = checksOnly
        let command: ConformanceCommand
        do {
            command = try ConformanceCommand.parse(arguments)
        } catch {
            return context.usage(error)
        }
        switch command {
        case .version:
            context.print(HelpText.version)
            return .success
        case .help(let help): return await help.run(in: context)
        case .run(let run): return await run.run(in: context)
        case .record(let record): return await record.run(in: context)
        case .list(let list): return await list.run(in: context)
        case .compare(let compare): return await compare.run(in: context)
        case .spec(let spec): return await spec.run(in: context)
        case .explore(let explore): return await explore.run(in: context)
        case .auditLiveActivity(let audit): return await audit.run(in: context)
        case .check(let check): return await check.run(in: context)
        }
    }

    /// The suite the selection names: its `--scenarios`/`--goldens` folders, else the package's
    /// `Conformance` folder found above the working directory.
    static func suite(_ selection: SelectionOptions, context: CommandContext) -> ConformanceSuite? {
        let scenarios = selection.scenariosDirectory.map(context.absolute)
        let goldens = selection.goldensDirectory.map(context.absolute)
        guard
            let root = scenarios.map({ URL(fileURLWithPath: $0).deletingLastPathComponent().path })
                ?? ConformanceSuite.locateRoot(from: context.workingDirectory)
        else { return nil }
        return ConformanceSuite(root: root, scenariosRoot: scenarios, goldensRoot: goldens)
    }

    /// Invariant ids first, then R1…R21 and P1…P9 in numeric order.
    /// The vendors' display names by id (`altcraft` → `Altcraft-style`), for "did you mean".
    static func displayNames(_ vendors: [any PushVendor]) -> [String: String] {
        Dictionary(
            vendors.map { ($0.descriptor.id, $0.descriptor.displayName) }, uniquingKeysWith: { first, _ in first })
    }

    static func requirementOrder(_ a: String, _ b: String) -> Bool {
        func key(_ id: String) -> (Int, String, Int) {
            if let first = id.first, first == "R" || first == "P", let number = Int(id.dropFirst()) {
                return (first == "R" ? 1 : 2, "", number)
            }
            return (0, id, 0)
        }
        return key(a) < key(b)
    }

    static func format(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        return DeviceInstant.format(milliseconds: milliseconds)
    }
}
