import Foundation

/// The whole process's CPU time so far (user + system, `getrusage`), in microseconds: time spent
/// descheduled by other processes does not count, so a cost per case survives a noisy machine.
public func processCPUMicroseconds() -> Int {
    var usage = rusage()
    #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
        getrusage(RUSAGE_SELF, &usage)
    #endif
    let user = Int(usage.ru_utime.tv_sec) * 1_000_000 + Int(usage.ru_utime.tv_usec)
    let system = Int(usage.ru_stime.tv_sec) * 1_000_000 + Int(usage.ru_stime.tv_usec)
    return user + system
}
