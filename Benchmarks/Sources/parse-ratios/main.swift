import BaselineJSON
import BenchmarkSupport
import BuiltInVendors
import Foundation
import PushContract

// parse-ratios: throughput ratios on a shared, noisy machine.
//
//   swift run -c release parse-ratios [--rounds N] [--batch-ms M]
//
// The contenders for one sample run in turns (round robin), each for a batch of about M ms,
// for N rounds. Time is the thread's own CPU time (CLOCK_THREAD_CPUTIME_ID), so time spent
// descheduled by other processes does not count. A ratio is taken within each round, between
// batches that ran a few milliseconds apart, and the median over the rounds is reported,
// next to the median time per document.

/// One way of handling a sample's bytes; returns something so the work cannot be optimised out.
struct Contender {
    var name: String
    var run: () -> Int
}

/// The calling thread's CPU time in nanoseconds.
func threadCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Runs the contenders in turns; returns each one's per-round time per call, in nanoseconds.
func measure(_ contenders: [Contender], rounds: Int, batchNanoseconds: UInt64) -> [[Double]] {
    var sink = 0
    // Calibrate: how many calls fill one batch.
    var batch: [Int] = []
    for contender in contenders {
        var calls = 1
        while true {
            let start = threadCPUNanoseconds()
            for _ in 0..<calls { sink &+= contender.run() }
            let elapsed = threadCPUNanoseconds() - start
            if elapsed >= batchNanoseconds / 4 || calls >= 1 << 24 {
                batch.append(max(1, Int(Double(calls) * Double(batchNanoseconds) / Double(max(elapsed, 1)))))
                break
            }
            calls *= 2
        }
    }
    var times = Array(repeating: [Double](), count: contenders.count)
    for _ in 0..<rounds {
        for (index, contender) in contenders.enumerated() {
            let start = threadCPUNanoseconds()
            for _ in 0..<batch[index] { sink &+= contender.run() }
            times[index].append(Double(threadCPUNanoseconds() - start) / Double(batch[index]))
        }
    }
    if sink == 42 { print("") }
    return times
}

func format(_ value: Double, digits: Int = 2) -> String {
    String(format: "%.\(digits)f", value)
}

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}
let rounds = option("--rounds").flatMap(Int.init).map { min(max($0, 3), 10_000) } ?? 30
let batchMilliseconds = option("--batch-ms").flatMap(Int.init).map { min(max($0, 1), 10_000) } ?? 20

let vendors = BuiltInVendors.all
let decoder = JSONDecoder()
let fixtures = BenchmarkInputs.fixtures()
let groups: [(name: String, documents: [BenchmarkSample])] =
    BenchmarkInputs.payloads().map { ($0.name, [$0]) } + [("fixtures(\(fixtures.count))", fixtures)]

func claimAll(_ payload: PushPayload) -> Int {
    var claimed = 0
    for vendor in vendors where vendor.claims(payload) { claimed += 1 }
    return claimed + payload.root.count
}

let host = ProcessInfo.processInfo
print(
    "parse-ratios: \(rounds) rounds of ~\(batchMilliseconds) ms batches per contender, thread CPU time;"
        + " \(host.activeProcessorCount) cores, load \(host.loadAverageText)")
print("")
print("| sample | bytes | contender | median µs/doc | MB/s | × JSONSerialization | × baseline |")
print("|:--|--:|:--|--:|--:|--:|--:|")
for group in groups {
    let documents = group.documents
    let totalBytes = documents.reduce(0) { $0 + $1.bytes.count }
    let values = documents.compactMap { try? JSONValue.parse($0.bytes) }
    let contenders = [
        Contender(name: "JSONSerialization.jsonObject") {
            documents.reduce(0) { $0 + ((try? JSONSerialization.jsonObject(with: $1.data)) == nil ? 0 : 1) }
        },
        Contender(name: "JSONDecoder → typed struct") {
            documents.reduce(0) { $0 + ((try? decoder.decode(TypedPayload.self, from: $1.data))?.aps?.badge ?? 1) }
        },
        Contender(name: "baseline PushPayload + claim") {
            documents.reduce(0) { $0 + ((try? BaselineJSON.payload($1.bytes)).map(claimAll) ?? 0) }
        },
        Contender(name: "new PushPayload + claim") {
            documents.reduce(0) { $0 + ((try? PushPayload(bytes: $1.bytes)).map(claimAll) ?? 0) }
        },
        Contender(name: "new JSONValue.parse") {
            documents.reduce(0) { $0 + ((try? JSONValue.parse($1.bytes)) == nil ? 0 : 1) }
        },
        Contender(name: "baseline canonicalText") {
            values.reduce(0) { $0 + BaselineJSON.canonicalText($1).utf8.count }
        },
        Contender(name: "new canonicalBytes") { values.reduce(0) { $0 + $1.canonicalBytes.count } },
        Contender(name: "baseline byte count (writes the text)") {
            values.reduce(0) { $0 + BaselineJSON.canonicalByteCount($1) }
        },
        Contender(name: "new canonicalByteCount") { values.reduce(0) { $0 + $1.canonicalByteCount } },
    ]
    let times = measure(contenders, rounds: rounds, batchNanoseconds: UInt64(batchMilliseconds) * 1_000_000)
    let perDocument = Double(documents.count)
    /// Median over rounds of (reference time / contender time): a throughput ratio.
    func ratio(_ contender: Int, over reference: Int) -> Double {
        median(zip(times[reference], times[contender]).map { $0 / $1 })
    }
    for (index, contender) in contenders.enumerated() {
        let nanoseconds = median(times[index])
        let againstFoundation = index <= 4 ? format(ratio(index, over: 0)) : ""
        let baselineIndex: Int? =
            switch index {
            case 3, 4: 2
            case 6: 5
            case 8: 7
            default: nil
            }
        let againstBaseline = baselineIndex.map { format(ratio(index, over: $0)) } ?? ""
        let megabytes = index <= 4 ? format(Double(totalBytes) / nanoseconds * 1000, digits: 1) : ""
        print(
            "| \(group.name) | \(totalBytes) | \(contender.name) | \(format(nanoseconds / 1000 / perDocument)) "
                + "| \(megabytes) | \(againstFoundation) | \(againstBaseline) |")
    }
}

extension ProcessInfo {
    /// `/proc/loadavg`'s first three fields, or "unknown".
    var loadAverageText: String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }
}
