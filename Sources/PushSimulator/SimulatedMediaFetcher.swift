public import PushContract

/// What the simulated media server does for one URL.
public struct MediaScript: Sendable, Hashable {
    /// The outcome.
    public enum Outcome: Sendable, Hashable {
        /// The download succeeds with these bytes' size, type and first bytes.
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

    /// Creates a script entry.
    public init(_ outcome: Outcome, latency: Duration = .zero) {
        self.outcome = outcome
        self.latency = latency
    }
}

/// Serves media from a per-URL script. An unscripted URL fails with `not-found` at once.
public final class SimulatedMediaFetcher: MediaFetcher {
    /// Scripts by URL.
    public var scripts: [String: MediaScript] = [:]
    /// Every fetch started: (sequence, URL, origin).
    public private(set) var started: [(sequence: Int, url: String, origin: ExecutionOrigin)] = []
    private var finished: Set<Int> = []
    private var cancelled: Set<Int> = []
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
            pendingWork[sequence] = clock.enqueue(at: clock.instant(after: script.latency), origin: origin) { [weak self] in
                guard let self else { return }
                self.finished.insert(sequence)
                self.recorder.record(.media, ["seq": .number(Double(sequence)), "bytes": .number(Double(byteCount))])
                completion(.success(MediaDownload(url: url, byteCount: byteCount, mimeType: mimeType, leadingBytes: leadingBytes)))
            }
        case .failure(let reason):
            pendingWork[sequence] = clock.enqueue(at: clock.instant(after: script.latency), origin: origin) { [weak self] in
                guard let self else { return }
                self.finished.insert(sequence)
                self.recorder.record(.media, ["seq": .number(Double(sequence)), "failure": .string(reason)])
                completion(.failure(PushError(.mediaDownloadFailed, message: "downloading \(url) failed (\(reason))",
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

    /// Downloads neither finished nor cancelled.
    public var outstanding: [String] {
        started.filter { !finished.contains($0.sequence) && !cancelled.contains($0.sequence) }.map(\.url)
    }

    /// Forgets the downloads of a terminated process.
    func abandonOutstanding(process: Int) {
        for entry in started where !finished.contains(entry.sequence) && entry.origin.process == process {
            cancelled.insert(entry.sequence)
        }
    }
}
