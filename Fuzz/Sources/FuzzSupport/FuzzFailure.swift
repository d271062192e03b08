import Foundation

/// Ends the process when a fuzz target's property breaks, so libFuzzer records the input.
///
/// A trap in the product is found by libFuzzer on its own; this is for the checks a target makes
/// on top (a round trip that loses a value, a completion called twice): the message goes to
/// standard error and the process aborts, which libFuzzer reports as a crash and saves as
/// `crash-<sha1>` beside the corpus.
public enum FuzzFailure {
    /// Prints `message` (and the input as text when it is printable) and aborts.
    public static func fail(_ message: String, input: [UInt8]) -> Never {
        var text = "fuzz property broken: \(message)\n"
        if input.count <= 4096, let printable = String(validating: input, as: UTF8.self) {
            text += "input (\(input.count) bytes): \(printable)\n"
        } else {
            text += "input: \(input.count) bytes\n"
        }
        FileHandle.standardError.write(Data(text.utf8))
        abort()
    }

    /// Fails with `message` unless `condition` holds.
    public static func check(_ condition: Bool, _ message: @autoclosure () -> String, input: [UInt8]) {
        if !condition { fail(message(), input: input) }
    }
}
