import PushContract
import PushSimulator
import PushTestKit
import Testing

@Suite("Simulated store")
struct SimulatedStoreTests {
    @Test("Values are stored, replaced and removed with nil; keys come sorted")
    func basics() {
        let store = SimulatedStore()
        store.set("x", forKey: "b")
        store.set(["n": 1], forKey: "a")
        store.set("y", forKey: "b")
        #expect(store.value(forKey: "b") == "y")
        #expect(store.keys == ["a", "b"])
        store.set(nil, forKey: "b")
        #expect(store.value(forKey: "b") == nil)
        #expect(store.snapshot == ["a": ["n": 1]])
    }

    @Test("What an adapter stored survives relaunch and is visible to the next process")
    func survivesRelaunch() {
        let vendor = ScriptedVendor()
        var seen: [JSONValue?] = []
        vendor.onLaunch = { adapter in
            seen.append(adapter.host.store.value(forKey: "queue"))
            adapter.host.store.set(["pending": [1, 2]], forKey: "queue")
        }
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "launch") { device.launch() }
        device.perform(step: "relaunch") { device.relaunch() }
        #expect(seen == [nil, ["pending": [1, 2]]])
        #expect(device.store.keys == ["queue"])
    }

    @Test("The service extension sees what the app stored")
    func sharedWithExtension() {
        let vendor = ScriptedVendor()
        vendor.onLaunch = { $0.host.store.set("secret", forKey: "api-key") }
        var seen: JSONValue?
        vendor.onExtensionReceive = { serviceExtension, request, deliver in
            seen = serviceExtension.host.store.value(forKey: "api-key")
            deliver(request.content)
        }
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "launch") { device.launch(state: .background) }
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert(mutable: true)) }
        #expect(seen == "secret")
    }
}
