import PushContract
import PushConformanceReports
import BuiltInVendors
import Foundation
import PushConformance

/// `push-conformance`: runs the conformance matrix. All logic lives in `ConformanceCLI`.
let cli = ConformanceCLI(vendors: BuiltInVendors.all, workingDirectory: FileManager.default.currentDirectoryPath)
let status = await cli.run(
    Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
    console: .standard())
exit(status.rawValue)
