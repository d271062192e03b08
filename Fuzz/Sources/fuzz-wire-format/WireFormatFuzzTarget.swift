import BuiltInVendors
import FuzzSupport
import PushContract

// Every built-in vendor's ownership test and wire format, on payloads parsed from the input.
// Besides "no trap, no hang", for each vendor:
// - `claims(_:)` is pure: asked twice, it answers the same (PAY-003);
// - `decode` reads only the vendor's own payloads: a decoded message means the vendor claims it;
// - a decoded message re-encodes (or is refused with a neutral error) into a payload that passes
//   APNs' checks (R1, R2, R5), that the vendor claims (PAY-004) and that decodes again; and one
//   round trip is a fixed point: decoding and re-encoding that payload gives it back unchanged.

@main
enum WireFormatFuzzTarget {
    static func main() {
        FuzzDriver.run(seeds: { SeedCorpus.payloads(vendors: BuiltInVendors.all) },
                       testOneInput: { data, size in testOneInput(data, size) })
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    guard let payload = try? PushPayload(bytes: bytes) else { return 0 }
    FuzzCounters.count("payloads")
    for vendor in BuiltInVendors.all {
        check(vendor, payload, bytes)
    }
    return 0
}

private func check(_ vendor: any PushVendor, _ payload: PushPayload, _ bytes: [UInt8]) {
    let id = vendor.descriptor.id
    let claimed = vendor.claims(payload)
    FuzzFailure.check(vendor.claims(payload) == claimed, "\(id): claims(_:) answered differently the second time", input: bytes)
    if claimed { FuzzCounters.count("claimed by \(id)") }
    guard let message = vendor.wireFormat.decode(payload) else { return }
    FuzzCounters.count("decoded by \(id)")
    FuzzFailure.check(claimed, "\(id): decode read a message from a payload the vendor does not claim", input: bytes)
    let encoded: PushPayload
    do {
        encoded = try vendor.wireFormat.encode(message)
    } catch {
        FuzzFailure.check(PushErrorCode.registry.contains(error.code),
                          "\(id): re-encoding failed with an unregistered code \(error.code)", input: bytes)
        return
    }
    FuzzFailure.check(encoded.validate().isEmpty,
                      "\(id): the re-encoded payload breaks APNs' rules: \(encoded.validate())", input: bytes)
    FuzzFailure.check(vendor.claims(encoded), "\(id): does not claim its own re-encoded payload (PAY-004)", input: bytes)
    guard let again = vendor.wireFormat.decode(encoded) else {
        FuzzFailure.fail("\(id): cannot decode its own re-encoded payload", input: bytes)
    }
    do {
        let twice = try vendor.wireFormat.encode(again)
        FuzzFailure.check(twice == encoded, "\(id): a second round trip changed the payload:\n  \(encoded.json)\n  \(twice.json)",
                          input: bytes)
    } catch {
        FuzzFailure.fail("\(id): refuses to re-encode the message it decoded from its own payload: \(error)", input: bytes)
    }
}
