import BuiltInVendors
import FuzzSupport
import PushConformance
import PushContract
import PushSimulator

// One push, as raw bytes from APNs, through each built-in vendor's Notification Service
// Extension on the simulated device (vendors without one are skipped). Every URL-like string in
// the payload is scripted on the simulated media server with one outcome, chosen from the input
// (not found, a small JPEG, an oversized PNG, a failure after 10 s, a file after 40 s, a hang),
// and half the inputs find the app running in the foreground. Then virtual time runs 60 s past
// the push and the leftovers check runs. Besides "no trap, no hang":
// - no runaway work (`clock.runaway`);
// - every built-in MUST invariant holds on the transcript (the content handler called exactly
//   once and in time, no network for a foreign payload, neutral error codes…), except those the
//   vendor lists as known deviations (cited in its README), which the fuzzer cannot tell apart
//   from the documented cases.
// `fuzz-service-extension --self-test` shows the checks catch planted bugs (ServiceExtensionSelfTest).

@main
enum ServiceExtensionFuzzTarget {
    static func main() {
        FuzzDriver.run(
            seeds: { SeedCorpus.payloads(vendors: extensionVendors) }, selfTest: ServiceExtensionSelfTest.run,
            testOneInput: { data, size in testOneInput(data, size) })
    }
}

/// The built-in vendors that have a service extension.
let extensionVendors = BuiltInVendors.all.filter { $0.descriptor.capabilities.contains(.serviceExtension) }

/// The invariants a vendor must keep on every input: MUST, and not one of its known deviations.
func enforced(for vendor: any PushVendor) -> [Invariant] {
    let excused = Set(vendor.descriptor.knownDeviations.map(\.invariant))
    return Invariant.builtIn.filter { $0.level == .must && !excused.contains($0.id) }
}

/// libFuzzer's entry point: runs one input (`size` bytes at `data`) through this target's
/// checks; returns 0 (libFuzzer reserves other values).
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    // Only inputs APNs would deliver reach an extension; the rest is fuzz-json's work.
    guard bytes.count <= APNsLimits.maxPayloadBytes, let payload = try? PushPayload(bytes: bytes) else { return 0 }
    FuzzCounters.count("payloads APNs delivers")
    if payload.aps.displaysAlert, payload.aps.mutableContent { FuzzCounters.count("payloads for a service extension") }
    let choice = bytes.reduce(0) { ($0 &+ Int($1)) & 0xFFFF }
    var urls: Set<String> = []
    collectURLs(payload.json, depth: 0, into: &urls)
    for vendor in extensionVendors {
        if let problem = deliveryProblem(bytes, vendor: vendor, urls: urls, choice: choice) {
            FuzzFailure.fail(problem, input: bytes)
        }
    }
    return 0
}

/// Delivers the push to a fresh device of `vendor`; the first broken check, or nil.
func deliveryProblem(_ bytes: [UInt8], vendor: any PushVendor, urls: Set<String>, choice: Int) -> String? {
    let device = SimulatedDevice(vendor: vendor)
    if let script = mediaScript(choice % 6) {
        device.scriptMedia(Dictionary(uniqueKeysWithValues: urls.map { ($0, script) }))
    }
    if choice / 6 % 2 == 1 {
        device.perform(step: "launch") { device.launch(state: .foreground) }
    }
    device.perform(step: "push") { device.receivePush(bytes: bytes) }
    device.perform(step: "wait") { device.advance(by: .seconds(60)) }
    device.finish()
    let records = device.records
    if records.contains(where: { $0.systemName == .serviceExtensionStarted }) {
        FuzzCounters.count("\(vendor.descriptor.id) extension runs")
    }
    let id = vendor.descriptor.id
    if let runaway = records.first(where: { $0.systemName == .clockRunaway }) {
        return "\(id): runaway work: \(runaway.body)"
    }
    for invariant in enforced(for: vendor) {
        if let violation = invariant.check(records).first {
            return "\(id) (media outcome \(choice % 6)): \(violation)"
        }
    }
    return nil
}

/// The media server's answer for every URL in the payload (nil: unscripted, "not found" at once).
private func mediaScript(_ choice: Int) -> MediaScript? {
    let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0]
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47]
    switch choice {
    case 1:
        return MediaScript(.file(byteCount: 20_000, mimeType: "image/jpeg", leadingBytes: jpeg), latency: .seconds(1))
    case 2:
        return MediaScript(.file(byteCount: 60_000_000, mimeType: "image/png", leadingBytes: png), latency: .seconds(2))
    case 3: return MediaScript(.failure(reason: "timeout"), latency: .seconds(10))
    case 4:
        return MediaScript(.file(byteCount: 20_000, mimeType: "image/jpeg", leadingBytes: jpeg), latency: .seconds(40))
    case 5: return MediaScript(.hang)
    default: return nil
    }
}

/// Every string value that looks like a URL (has `://`), at any depth.
func collectURLs(_ value: JSONValue, depth: Int, into urls: inout Set<String>) {
    guard depth < JSONValue.maxDepthBound else { return }
    switch value {
    case .string(let text) where text.contains("://"): urls.insert(text)
    case .array(let elements): for element in elements { collectURLs(element, depth: depth + 1, into: &urls) }
    case .object(let members): for member in members.values { collectURLs(member, depth: depth + 1, into: &urls) }
    default: break
    }
}
