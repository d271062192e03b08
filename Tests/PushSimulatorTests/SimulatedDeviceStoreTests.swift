import PushContract
import PushSimulator
import PushTestKit
import Testing

/// A vendor that stores a token and a queue at launch and can erase them; `keepsToken` is the
/// planted bug of a reset that forgets the token, `writesLate` the one of a reset that lets work
/// from before it (an answer in flight) write the token again 5 s later.
private struct StoringVendor: PushVendor {
    var keepsToken = false
    var writesLate = false
    var descriptor: VendorDescriptor {
        VendorDescriptor(
            id: "storing", displayName: "Storing", capabilities: [.dataReset],
            optionDefaults: NotificationOptionDefaults(authorization: [.alert], presentation: [], category: []))
    }
    var wireFormat: any PushWireFormat { ScriptedWireFormat() }
    func claims(_ payload: PushPayload) -> Bool { false }
    func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter {
        StoringAdapter(host: host, keepsToken: keepsToken, writesLate: writesLate)
    }
    func makeServiceExtension(host: PushHost, configuration: [String: JSONValue]) -> (any NotificationServiceExtension)?
    { nil }
}

private final class StoringAdapter: PushAdapter, DataResetService {
    let host: PushHost
    let keepsToken: Bool
    let writesLate: Bool
    init(host: PushHost, keepsToken: Bool, writesLate: Bool) {
        self.host = host
        self.keepsToken = keepsToken
        self.writesLate = writesLate
    }
    func applicationDidFinishLaunching(options: LaunchOptions) {
        host.store.set("0a1b2c", forKey: "storing.token")
        host.store.set(["subscribe"], forKey: "storing.queue")
    }
    func applicationDidBecomeActive() {}
    func didRegisterForRemoteNotifications(deviceToken: DeviceToken) {}
    func didFailToRegisterForRemoteNotifications(error: PushError) {}
    func didReceiveRemoteNotification(_ payload: PushPayload, completion: @escaping (BackgroundFetchResult) -> Void) {
        completion(.noData)
    }
    func willPresent(_ request: NotificationRequest, completion: @escaping (Set<PresentationOption>) -> Void) {
        completion([])
    }
    func didReceive(_ response: NotificationResponse, completion: @escaping () -> Void) { completion() }
    var dataReset: (any DataResetService)? { self }
    func clearLocalData(completion: @escaping (Result<Void, PushError>) -> Void) {
        host.store.set(nil, forKey: "storing.queue")
        if !keepsToken { host.store.set(nil, forKey: "storing.token") }
        if writesLate {
            host.scheduler.schedule(after: .seconds(5)) { [host] in host.store.set("0a1b2c", forKey: "storing.token") }
        }
        host.scheduler.schedule(after: .zero) { completion(.success(())) }
    }
}

@Suite("Simulated device: the store in the transcript")
struct SimulatedDeviceStoreTests {
    fileprivate func run(_ vendor: StoringVendor) -> SimulatedDevice {
        let device = SimulatedDevice(vendor: vendor)
        device.start()
        device.perform(step: "clear") {
            device.clearLocalData(using: device.adapter!.dataReset!, describe: { _ in .null })
        }
        device.finish()
        return device
    }

    @Test("The case ends with every stored key and a digest of its value, never the value")
    func keysAtTheEnd() throws {
        let device = SimulatedDevice(vendor: StoringVendor())
        device.start()
        device.finish()
        let record = try #require(device.systemRecords(named: "store.keys").first)
        #expect(record.step == "finish")
        #expect(
            record.body["keys"] == [
                "storing.queue": .string(SimulatedStore.digest(of: ["subscribe"])),
                "storing.token": .string(SimulatedStore.digest(of: "0a1b2c")),
            ])
        #expect(!record.line.contains("0a1b2c"), "no stored value reaches the transcript")
        #expect(device.records.last?.kind == .leftovers && device.records.dropLast().last == record)
    }

    @Test("A digest is eight hex digits, the same for equal values and different for these two")
    func digest() {
        let digest = SimulatedStore.digest(of: ["b": 1, "a": [true, "x"]])
        #expect(digest.count == 8 && digest.allSatisfy { $0.isHexDigit && !$0.isUppercase })
        #expect(digest == SimulatedStore.digest(of: ["a": [true, "x"], "b": 1]))
        #expect(digest != SimulatedStore.digest(of: ["a": [true, "x"], "b": 2]))
        // FNV-1a (32 bits) of the canonical texts `""` and `"0a1b2c"`, computed independently.
        #expect(SimulatedStore.digest(of: "") == "ffcaaa85")
        #expect(SimulatedStore.digest(of: "0a1b2c") == "5dd1971c")
    }

    @Test("A reset that erases everything keeps nothing: the store is empty after it")
    func cleanReset() throws {
        let device = run(StoringVendor())
        let after = try #require(device.systemRecords(named: "store.after-reset").first)
        #expect(after.body["keys"] == [:] && after.body["kept"] == [])
        #expect(device.records.last?.body == "none")
    }

    @Test("A reset that keeps the token shows it right after the reset and in the leftovers (RST-001)")
    func resetKeepsToken() throws {
        let device = run(StoringVendor(keepsToken: true))
        let after = try #require(device.systemRecords(named: "store.after-reset").first)
        #expect(after.body["kept"] == ["storing.token"])
        #expect(device.records.last?.body["keysKeptAfterReset"] == ["storing.token"])
    }

    /// A reset, 10 s, then the end of the process and a relaunch that writes the token again.
    fileprivate func resetThenRelaunch(_ vendor: StoringVendor) -> SimulatedDevice {
        let device = SimulatedDevice(vendor: vendor)
        device.start()
        device.perform(step: "clear") {
            device.clearLocalData(using: device.adapter!.dataReset!, describe: { _ in .null })
        }
        device.perform(step: "wait") { device.advance(by: .seconds(10)) }
        device.perform(step: "relaunch") { device.relaunch() }
        device.finish()
        return device
    }

    @Test("A value written back after the reset shows in store.keys before the process ends (RST-001)")
    func writtenBackBeforeTermination() throws {
        // The relaunch writes the token again, so the end of the case alone cannot tell.
        let device = resetThenRelaunch(StoringVendor(writesLate: true))
        let names = device.records.compactMap(\.systemName?.rawValue).filter {
            $0.hasPrefix("store.") || $0.hasPrefix("process.")
        }
        #expect(
            names == [
                "process.launched", "store.after-reset", "store.keys", "process.terminated", "process.launched",
                "store.keys",
            ])
        let atTermination = try #require(device.systemRecords(named: "store.keys").first)
        #expect(atTermination.step == "relaunch")
        #expect(atTermination.body["keys"] == ["storing.token": .string(SimulatedStore.digest(of: "0a1b2c"))])
    }

    @Test("A process that reset its data and wrote nothing since ends without a store.keys line")
    func untouchedAfterReset() {
        let device = resetThenRelaunch(StoringVendor())
        #expect(device.systemRecords(named: "store.keys").map(\.step) == ["finish"])
    }
}
