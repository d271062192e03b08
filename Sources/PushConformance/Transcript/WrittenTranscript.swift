import PushContract
package import PushSimulator

/// A transcript as its lines write it, read back: the only form the invariants judge.
///
/// The conformance run reads its own transcript lines back through ``read(lines:)`` before any
/// invariant sees them, and `push-conformance check` reads files the same way, so a verdict
/// depends on nothing a golden does not record.
package struct WrittenTranscript: Sendable, Hashable {
    /// Something in the transcript the format does not know, kept and listed, never fatal.
    package struct Unknown: Sendable, Hashable, CustomStringConvertible {
        /// An unknown key as a JSON path (`origin`, `during.process`), or the keys of a line that
        /// holds no known kind of record.
        package var key: String
        /// Whether the line holding it was skipped (no known kind of record), rather than read.
        package var lineSkipped: Bool
        /// The first line it is on (1-based).
        package var firstLine: Int
        /// How many lines hold it.
        package var lines: Int

        /// `unknown key "origin" on 12 lines, first line 3`.
        package var description: String {
            let what = lineSkipped ? "unknown record kind \"\(key)\" (line skipped)" : "unknown key \"\(key)\""
            return "\(what) on \(lines) line\(lines == 1 ? "" : "s"), first line \(firstLine)"
        }
    }

    /// The records, in order.
    package var records: [TranscriptRecord]
    /// What the format does not know, in order of first appearance.
    package var unknown: [Unknown]
    /// The number of the last line when it was cut short (no newline after it and not JSON):
    /// reported, and left out.
    package var truncatedLine: Int?
    /// Whether lines ended with `\r\n` (read as if they did not).
    package var crlf: Bool

    /// An empty transcript.
    package init(records: [TranscriptRecord] = []) {
        self.records = records
        unknown = []
        truncatedLine = nil
        crlf = false
    }

    /// Why a transcript cannot be read: the line, the JSON path on it and what is wrong.
    package struct ReadError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The file (empty for lines handed in memory).
        package var file: String
        /// The line number (1-based).
        package var line: Int
        /// The JSON path on the line (empty: the line itself).
        package var path: String
        /// What is wrong.
        package var message: String

        /// `file:line: path: message`.
        package var description: String {
            let place = file.isEmpty ? "line \(line)" : "\(file):\(line)"
            return path.isEmpty ? "\(place): \(message)" : "\(place): \(path): \(message)"
        }
    }

    /// How deeply a line may nest: a payload (64 levels at most) inside a few levels of the record.
    package static let maxDepth = 256

    /// Reads lines as a transcript writes them (no line ends). An empty line is skipped.
    package static func read(lines: [String], file: String = "") throws(ReadError) -> WrittenTranscript {
        var transcript = WrittenTranscript()
        for (index, line) in lines.enumerated() where !line.isEmpty {
            try transcript.append(line: Array(line.utf8), number: index + 1, file: file, isLast: false)
        }
        return transcript
    }

    /// Reads a transcript file's bytes: lines split on `\n` (a `\r` before it is dropped and
    /// noted). The last line, when no `\n` ends it and it is not JSON, was cut short: noted in
    /// ``truncatedLine`` and left out. Any other line that is not a record is refused.
    package static func read(bytes: [UInt8], file: String) throws(ReadError) -> WrittenTranscript {
        var transcript = WrittenTranscript()
        var start = 0
        var number = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let terminated = end < bytes.count
            defer { start = end + 1 }
            number += 1
            var stop = end
            if stop > start, bytes[stop - 1] == UInt8(ascii: "\r") {
                transcript.crlf = true
                stop -= 1
            }
            guard stop > start else { continue }
            try transcript.append(line: Array(bytes[start..<stop]), number: number, file: file, isLast: !terminated)
        }
        return transcript
    }

    private mutating func append(line bytes: [UInt8], number: Int, file: String, isLast: Bool) throws(ReadError) {
        let value: JSONValue
        do {
            value = try JSONValue.parse(bytes, maxDepth: Self.maxDepth)
        } catch {
            if isLast {
                truncatedLine = number
                return
            }
            throw ReadError(
                file: file, line: number, path: JSONPathLocator.path(in: bytes, at: error.offset),
                message: "not valid JSON: \(error.description)")
        }
        let read: TranscriptRecord.ReadLine
        do {
            read = try TranscriptRecord.read(value)
        } catch {
            throw ReadError(file: file, line: number, path: error.path, message: error.message)
        }
        if let record = read.record {
            records.append(record)
            for key in read.unknownKeys { note(key, skipped: false, line: number) }
        } else {
            note(read.unknownKeys.joined(separator: ", "), skipped: true, line: number)
        }
    }

    private mutating func note(_ key: String, skipped: Bool, line: Int) {
        if let index = unknown.firstIndex(where: { $0.key == key && $0.lineSkipped == skipped }) {
            unknown[index].lines += 1
        } else {
            unknown.append(Unknown(key: key, lineSkipped: skipped, firstLine: line, lines: 1))
        }
    }
}
