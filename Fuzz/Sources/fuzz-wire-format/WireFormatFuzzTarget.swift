import BuiltInVendors
import FuzzSupport
import PushContract

// Every built-in vendor's ownership test and wire format, on payloads parsed from the input.
// Besides "no trap, no hang", for each vendor:
// - `claims(_:)` is pure: asked twice, it answers the same (PAY-003);
// - `decode` reads only the vendor's own payloads: a decoded message means the vendor claims it;
// - a decoded message re-encodes (or is refused with a registered error code) into a payload
//   that passes APNs' checks (R1, R2, R5), that the vendor claims (PAY-004) and that decodes
//   again; and one round trip is a fixed point: decoding and re-encoding that payload gives it
//   back unchanged.
// `fuzz-wire-format --self-test` shows the checks catch a planted bug (WireFormatSelfTest).

@main
enum WireFormatFuzzTarget {
    static func main() {
        FuzzDriver.run(
            seeds: { SeedCorpus.payloads(vendors: BuiltInVendors.all) }, selfTest: WireFormatSelfTest.run,
            testOneInput: { data, size in testOneInput(data, size) })
    }
}

/// libFuzzer's entry point: runs one input (`size` bytes at `data`) through this target's
/// checks; returns 0 (libFuzzer reserves other values).
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    guard let payload = try? PushPayload(bytes: bytes) else { return 0 }
    FuzzCounters.count("payloads")
    for vendor in BuiltInVendors.all {
        if let problem = wireFormatProblem(vendor, payload) { FuzzFailure.fail(problem, input: bytes) }
    }
    return 0
}

/// The first property `vendor` breaks on `payload`, or nil.
func wireFormatProblem(_ vendor: any PushVendor, _ payload: PushPayload) -> String? {
    let id = vendor.descriptor.id
    let claimed = vendor.claims(payload)
    guard vendor.claims(payload) == claimed else { return "\(id): claims(_:) answered differently the second time" }
    if claimed { FuzzCounters.count("claimed by \(id)") }
    guard let message = vendor.wireFormat.decode(payload) else { return nil }
    FuzzCounters.count("decoded by \(id)")
    guard claimed else { return "\(id): decode read a message from a payload the vendor does not claim" }
    let encoded: PushPayload
    do {
        encoded = try vendor.wireFormat.encode(message)
    } catch {
        return PushErrorCode.registry.contains(error.code)
            ? nil : "\(id): re-encoding failed with an unregistered code \(error.code)"
    }
    let problems = encoded.validate()
    guard problems.isEmpty else { return "\(id): the re-encoded payload breaks APNs' rules: \(problems)" }
    guard vendor.claims(encoded) else { return "\(id): does not claim its own re-encoded payload (PAY-004)" }
    guard let again = vendor.wireFormat.decode(encoded) else {
        return "\(id): cannot decode its own re-encoded payload"
    }
    do {
        let twice = try vendor.wireFormat.encode(again)
        return twice == encoded
            ? nil : "\(id): a second round trip changed the payload:\n  \(encoded.json)\n  \(twice.json)"
    } catch {
        return "\(id): refuses to re-encode the message it decoded from its own payload: \(error)"
    }
}
