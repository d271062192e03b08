import PushContract
import PushConformanceReports
import PushConformance
import Foundation

/// EXP-001 for what cannot be caught: adapters run in process, so an adapter that traps
/// (a failed precondition, a force unwrap, an overflow) ends the tool. While `explore` runs,
/// a signal handler names the vendor, the seed and the run before the process dies, so the
/// trap can be reproduced (`--runs <run + 1>` replays the same sequences). The handler only
/// reads numbers and bytes prepared here and calls `write(2)`, `signal` and `raise`.
enum TrapNote {
    private nonisolated(unsafe) static var vendor: UnsafeMutablePointer<UInt8> = .allocate(capacity: 128)
    private nonisolated(unsafe) static var vendorLength = 0
    private nonisolated(unsafe) static var seed: UInt64 = 0
    private nonisolated(unsafe) static var run = 0
    private nonisolated(unsafe) static var digits: UnsafeMutablePointer<UInt8> = .allocate(capacity: 32)
    private static let signals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGBUS, SIGSEGV]

    /// Starts a vendor's exploration (installs the handler; run 0).
    static func set(vendor id: String, seed: UInt64) {
        let bytes = Array(id.utf8.prefix(128))
        for (index, byte) in bytes.enumerated() { vendor[index] = byte }
        vendorLength = bytes.count
        self.seed = seed
        run = 0
        for number in signals { signal(number, handler) }
    }

    /// The run about to start.
    static func set(run: Int) { self.run = run }

    /// Restores the default handlers.
    static func clear() {
        for number in signals { signal(number, SIG_DFL) }
    }

    private static let handler: @convention(c) (Int32) -> Void = { number in
        TrapNote.write("\nerror: the process trapped (signal ")
        TrapNote.write(number: UInt64(max(0, number)))
        TrapNote.write(") in explore run ")
        TrapNote.write(number: UInt64(max(0, TrapNote.run)))
        TrapNote.write(" of vendor ")
        _ = systemWrite(2, TrapNote.vendor, TrapNote.vendorLength)
        TrapNote.write(", seed ")
        TrapNote.write(number: TrapNote.seed)
        TrapNote.write(": the adapter trapped (EXP-001). Reproduce: push-conformance explore --vendor ")
        _ = systemWrite(2, TrapNote.vendor, TrapNote.vendorLength)
        TrapNote.write(" --seed ")
        TrapNote.write(number: TrapNote.seed)
        TrapNote.write(" --runs ")
        TrapNote.write(number: UInt64(max(0, TrapNote.run)) + 1)
        TrapNote.write("\n")
        signal(number, SIG_DFL)
        raise(number)
    }

    private static func write(_ text: StaticString) {
        _ = systemWrite(2, text.utf8Start, text.utf8CodeUnitCount)
    }

    private static func write(number: UInt64) {
        var value = number
        var count = 0
        repeat {
            digits[31 - count] = UInt8(48 + value % 10)
            value /= 10
            count += 1
        } while value > 0 && count < 32
        _ = systemWrite(2, digits + (32 - count), count)
    }
}
