package import PushConformance
import Foundation

/// The results file (``ResultsJSON``) written while the run goes on: each case's line is
/// written as soon as the case is reported (``RunOptions/onCaseReported``, in report order),
/// so the run need not keep any transcript for it. The header (which needs the vendors and
/// scenarios that ran) and the footer (counts and checksum) come at the end, when
/// ``finish(_:)`` assembles the file atomically from a scratch file.
///
/// The bytes are exactly ``ResultsJSON/encode(_:)``'s for the same run.
package final class ResultsStream: @unchecked Sendable {
    /// Where the file goes.
    package let path: String
    // `@unchecked Sendable`: every mutable member is used only under `lock`.
    private let lock = NSLock()
    private let spill: SpillFile
    private var casesWritten = 0
    private var finished = false

    /// Starts a stream for `path` (nothing is written there before ``finish(_:)``).
    package init(path: String) throws(ReportFile.WriteError) {
        self.path = path
        do {
            spill = try SpillFile()
        } catch {
            throw ReportFile.WriteError("cannot write \(path): \(error.message)")
        }
    }

    /// Writes one case's line (call in report order: vendor, then scenario).
    package func append(_ entry: RunReport.Case) {
        let line = ResultsJSON.caseLine(entry)
        lock.lock()
        defer { lock.unlock() }
        spill.append(line.utf8)
        spill.append(CollectionOfOne(UInt8(ascii: "\n")))
        casesWritten += 1
    }

    /// Writes the file: the header, every case line appended so far, the problems and the
    /// footer. `report` must hold the same cases, in the same order (their transcripts may be
    /// dropped; only their count and outcomes are read here).
    package func finish(_ report: RunReport) throws(ReportFile.WriteError) {
        lock.lock()
        defer { lock.unlock() }
        guard !finished else { throw ReportFile.WriteError("cannot write \(path): the results were already written") }
        finished = true
        guard casesWritten == report.cases.count else {
            throw ReportFile.WriteError(
                "cannot write \(path): \(casesWritten) case lines were streamed for a report of "
                    + "\(report.cases.count) cases")
        }
        let output: AtomicFileOutput
        do { output = try AtomicFileOutput(path: path) } catch { throw ReportFile.WriteError(error.message) }
        var checksum = ResultsJSON.Checksum()
        func emit(_ line: String) {
            checksum.add(line.utf8)
            checksum.add(CollectionOfOne(UInt8(ascii: "\n")))
            output.append(line.utf8)
            output.append(CollectionOfOne(UInt8(ascii: "\n")))
        }
        emit(ResultsJSON.headerLine(report))
        if let failure = spill.readBack({ piece in
            checksum.add(piece)
            output.append(piece)
        }) {
            output.discard()
            throw ReportFile.WriteError("cannot write \(path): the scratch file of case lines failed (\(failure))")
        }
        report.problems.forEach { emit(ResultsJSON.problemLine($0)) }
        output.append(ResultsJSON.footerLine(report, checksum: checksum.text).utf8)
        output.append(CollectionOfOne(UInt8(ascii: "\n")))
        do { try output.commit() } catch { throw ReportFile.WriteError(error.message) }
    }
}
