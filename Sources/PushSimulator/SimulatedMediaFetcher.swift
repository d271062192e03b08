public import PushContract

/// What the simulated media server does for one URL.
///
/// A file is described, not materialised: its size, its `Content-Type`, its first bytes (enough
/// to tell its real format, ``MediaFormat/sniff(_:)``) and the HTTP status it is served with.
public struct MediaScript: Sendable, Hashable {
    /// The outcome.
    public enum Outcome: Sendable, Hashable {
        /// The download finishes with a file of this size, type and first bytes.
        case file(byteCount: Int, mimeType: String?, leadingBytes: [UInt8])
        /// The download fails (`not-found`, `timeout`…).
        case failure(reason: String)
        /// The download never finishes.
        case hang
    }

    /// The outcome.
    public var outcome: Outcome
    /// How long it takes.
    public var latency: Duration
    /// The HTTP status a ``Outcome/file(byteCount:mimeType:leadingBytes:)`` is served with:
    /// 200, or an error status whose body (an error page) the download still writes.
    public var httpStatus: Int

    /// Creates a script entry.
    public init(_ outcome: Outcome, latency: Duration = .zero, httpStatus: Int = 200) {
        self.outcome = outcome
        self.latency = latency
        self.httpStatus = httpStatus
    }
}

/// What became of one download, as the simulated device knows it.
public enum MediaFetchState: Sendable, Hashable {
    /// Still running (or hanging).
    case running
    /// Finished with a file.
    case finished(MediaDownload)
    /// Failed with a transport error (the reason).
    case failed(reason: String)
    /// Cancelled by the adapter, or abandoned with its process.
    case cancelled
}

/// Serves media from a per-URL script. An unscripted URL fails with `not-found` at once.
public final class SimulatedMediaFetcher: MediaFetcher {
    /// Scripts by URL.
    public var scripts: [String: MediaScript] = [:]
    /// Every fetch started: (sequence, URL, origin).
    public private(set) var started: [(sequence: Int, url: String, origin: ExecutionOrigin)] = []
    private var finished: Set<Int> = []
    private var cancelled: Set<Int> = []
    private var results: [Int: MediaFetchState] = [:]
    private var pendingWork: [Int: ScheduledWork] = [:]
    private let clock: SimulatedClock
    private let recorder: Recorder

    init(clock: SimulatedClock, recorder: Recorder) {
        self.clock = clock
        self.recorder = recorder
    }

    /// Starts a download.
    @discardableResult
    public func fetch(url: String, completion: @escaping (Result<MediaDownload, PushError>) -> Void) -> ScheduledWork {
        let sequence = started.count + 1
        let origin = clock.currentOrigin
        started.append((sequence, url, origin))
        recorder.record(.media, ["seq": .number(Double(sequence)), "fetch": .string(url)])
        let script = scripts[url] ?? MediaScript(.failure(reason: "not-found"))
        let handle = ScheduledWork(id: -sequence)
        switch script.outcome {
        case .hang:
            return handle
        case .file(let byteCount, let mimeType, let leadingBytes):
            let download = MediaDownload(
                url: url, byteCount: byteCount, mimeType: mimeType, leadingBytes: leadingBytes,
                httpStatus: script.httpStatus)
            pendingWork[sequence] = clock.enqueue(at: clock.instant(after: script.latency), origin: origin) {
                [weak self] in
                guard let self else { return }
                self.finished.insert(sequence)
                self.results[sequence] = .finished(download)
                var details: [String: JSONValue] = [
                    "seq": .number(Double(sequence)), "bytes": .number(Double(byteCount)),
                ]
                if download.httpStatus != 200 { details["status"] = .number(Double(download.httpStatus)) }
                self.recorder.record(.media, .object(details))
                completion(.success(download))
            }
        case .failure(let reason):
            pendingWork[sequence] = clock.enqueue(at: clock.instant(after: script.latency), origin: origin) {
                [weak self] in
                guard let self else { return }
                self.finished.insert(sequence)
                self.results[sequence] = .failed(reason: reason)
                self.recorder.record(.media, ["seq": .number(Double(sequence)), "failure": .string(reason)])
                completion(
                    .failure(
                        PushError(
                            .mediaDownloadFailed, message: "downloading \(url) failed (\(reason))",
                            details: ["reason": .string(reason)])))
            }
        }
        return handle
    }

    /// Cancels a download.
    public func cancelFetch(_ handle: ScheduledWork) {
        let sequence = -handle.id
        guard sequence > 0, !finished.contains(sequence), !cancelled.contains(sequence) else { return }
        cancelled.insert(sequence)
        if let work = pendingWork[sequence] { clock.cancel(work) }
        recorder.record(.media, ["seq": .number(Double(sequence)), "cancelled": true])
    }

    /// The last download of `url` started by `process` (else by any process), with what became of it.
    public func lastDownload(of url: String, process: Int) -> (sequence: Int, state: MediaFetchState)? {
        let ofURL = started.filter { $0.url == url }
        guard let entry = ofURL.last(where: { $0.origin.process == process }) ?? ofURL.last else { return nil }
        if cancelled.contains(entry.sequence) { return (entry.sequence, .cancelled) }
        return (entry.sequence, results[entry.sequence] ?? .running)
    }

    /// Downloads neither finished nor cancelled.
    public var outstanding: [String] {
        started.filter { !finished.contains($0.sequence) && !cancelled.contains($0.sequence) }.map(\.url)
    }

    /// Whether download `sequence` is neither finished nor cancelled.
    func isOutstanding(_ sequence: Int) -> Bool { !finished.contains(sequence) && !cancelled.contains(sequence) }

    /// Forgets the downloads of a terminated process; returns the sequence numbers of those
    /// that were still running.
    @discardableResult
    func abandonOutstanding(process: Int) -> [Int] {
        var abandoned: [Int] = []
        for entry in started where isOutstanding(entry.sequence) && entry.origin.process == process {
            cancelled.insert(entry.sequence)
            abandoned.append(entry.sequence)
        }
        return abandoned
    }
}

/// `SimulatedMediaFetcher` is not `Sendable`:
/// the device and its parts are driven from one thread, step by step, as swift-nio's `EmbeddedEventLoop` is.
@available(*, unavailable)
extension SimulatedMediaFetcher: Sendable {}
