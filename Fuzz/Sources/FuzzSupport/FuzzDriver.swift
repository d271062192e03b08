import Foundation
import LibFuzzerDriver

/// Starts a fuzz target: writes its seed corpus when asked, otherwise hands the command line to
/// libFuzzer (`LLVMFuzzerRunDriver`), which calls `testOneInput` for every input.
public enum FuzzDriver {
    /// `TARGET --write-seeds DIR` writes `seeds()` into DIR and exits; any other command line
    /// is libFuzzer's (`-max_total_time=`, `-dict=`, corpus folders…).
    public static func run(seeds: () -> [(label: String, bytes: [UInt8])],
                           testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
        let arguments = CommandLine.arguments
        if arguments.count == 3, arguments[1] == "--write-seeds" {
            exit(SeedCorpus.write(seeds(), to: arguments[2]) ? 0 : 1)
        }
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
    }
}
