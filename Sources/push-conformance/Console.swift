import PushContract
import PushConformanceReports
import PushConformance
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the tool writes: standard output and standard error, and whether each is a terminal.
/// Injected, so tests capture both streams and choose what "a terminal" is.
struct Console: Sendable {
    /// An output stream.
    enum Stream: Sendable, Hashable {
        /// Standard output: results, reports, help.
        case output
        /// Standard error: usage errors and the progress line.
        case error
    }

    /// Writes text as given (no newline added).
    var write: @Sendable (_ text: String, _ stream: Stream) -> Void
    /// Whether standard output is a terminal (colour).
    var outputIsTerminal: Bool
    /// Whether standard error is a terminal (the progress line).
    var errorIsTerminal: Bool

    /// A console.
    init(
        outputIsTerminal: Bool = false, errorIsTerminal: Bool = false,
        write: @escaping @Sendable (_ text: String, _ stream: Stream) -> Void
    ) {
        self.write = write
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
    }

    /// The process's own standard output and error, each asked whether it is a terminal.
    static func standard() -> Console {
        Console(outputIsTerminal: isatty(1) == 1, errorIsTerminal: isatty(2) == 1) { text, stream in
            let handle = stream == .output ? FileHandle.standardOutput : FileHandle.standardError
            handle.write(Data(text.utf8))
        }
    }
}
