import Foundation
import LibFuzzerDriver

/// Starts a fuzz target: writes its seed corpus when asked, otherwise hands the command line to
/// libFuzzer (`LLVMFuzzerRunDriver`), which calls `testOneInput` for every input.
public enum FuzzDriver {
    /// `TARGET --write-seeds DIR` writes `seeds()` into DIR and exits; `TARGET --self-test`
    /// runs `selfTest` (planted bugs the target's checks must catch; it returns what was missed,
    /// or nil) and exits 0 when all were caught; any other command line is libFuzzer's
    /// (`-max_total_time=`, `-dict=`, corpus folders…).
    public static func run(
        seeds: () -> [(label: String, bytes: [UInt8])], selfTest: () -> String? = { nil },
        testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> Never {
        let arguments = CommandLine.arguments
        if arguments.count == 3, arguments[1] == "--write-seeds" {
            exit(SeedCorpus.write(seeds(), to: arguments[2]) ? 0 : 1)
        }
        if arguments.count == 2, arguments[1] == "--self-test" {
            if let missed = selfTest() {
                FileHandle.standardError.write(Data("self-test failed: \(missed)\n".utf8))
                exit(1)
            }
            print("self-test passed")
            exit(0)
        }
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
    }
}
