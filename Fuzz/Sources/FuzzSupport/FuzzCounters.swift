import Foundation

/// How many inputs reached each stage of a target (parsed, claimed, decoded, ran…), printed when
/// the process exits as `fuzz-counter NAME: N` lines that `run.sh` puts into its summary. The
/// raw execution count says how often the target ran; these say how many of those inputs got
/// past the first refusal.
///
/// libFuzzer calls the target from one thread only, so plain counters are enough.
public enum FuzzCounters {
    nonisolated(unsafe) private static var counts: [String: Int] = [:]
    nonisolated(unsafe) private static var order: [String] = []
    nonisolated(unsafe) private static var installed = false

    /// Adds one to `name`.
    public static func count(_ name: String) {
        if !installed {
            installed = true
            atexit { FuzzCounters.printAll() }
        }
        if counts[name] == nil { order.append(name) }
        counts[name, default: 0] += 1
    }

    private static func printAll() {
        let lines = order.map { "fuzz-counter \($0): \(counts[$0] ?? 0)\n" }.joined()
        FileHandle.standardError.write(Data(lines.utf8))
    }
}
