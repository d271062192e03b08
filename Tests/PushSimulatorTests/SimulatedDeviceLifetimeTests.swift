import PushContract
import PushSimulator
import PushTestKit
import Testing

/// A finished device must free itself and everything it made: a case that keeps its clock,
/// recorder or adapter alive keeps its whole transcript, and a run over thousands of scenarios
/// then grows without bound.
@Suite("Simulated device: a finished device is freed")
struct SimulatedDeviceLifetimeTests {
    /// Weak references to what one device made, read after the device went away.
    struct Watched {
        weak var device: SimulatedDevice?
        weak var clock: SimulatedClock?
        weak var recorder: Recorder?
        weak var ledger: CompletionLedger?
        weak var transport: SimulatedTransport?
        weak var notificationCenter: SimulatedNotificationCenter?
        weak var adapter: ScriptedAdapter?

        /// The names of the objects still alive.
        var alive: [String] {
            [
                ("device", device as AnyObject?), ("clock", clock), ("recorder", recorder), ("ledger", ledger),
                ("transport", transport), ("notificationCenter", notificationCenter), ("adapter", adapter),
            ]
            .filter { $0.1 != nil }.map(\.0)
        }
    }

    /// Runs `script` on a fresh device and vendor, finishes it, and lets both go.
    private func runAndRelease(
        setup: DeviceSetup = DeviceSetup(), _ configure: (ScriptedVendor) -> Void = { _ in },
        beforeLaunch: (SimulatedDevice) -> Void = { _ in },
        _ script: (SimulatedDevice) -> Void
    ) -> Watched {
        var watched = Watched()
        do {
            let vendor = ScriptedVendor()
            configure(vendor)
            let device = SimulatedDevice(vendor: vendor, setup: setup)
            beforeLaunch(device)
            device.perform(step: "launch") { device.launch() }
            script(device)
            device.finish()
            watched.device = device
            watched.clock = device.clock
            watched.recorder = device.recorder
            watched.ledger = device.ledger
            watched.transport = device.transport
            watched.notificationCenter = device.notificationCenter
            watched.adapter = vendor.adapters.last
            #expect(watched.alive.count == 7)
        }
        return watched
    }

    @Test("A device that ran one push and finished cleanly is freed with its clock and recorder")
    func quiet() {
        let watched = runAndRelease { device in
            device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert()) }
            device.perform(step: "wait") { device.advance(by: .seconds(5)) }
        }
        #expect(watched.alive == [])
    }

    @Test(
        "Leftovers (a timer holding the adapter, requests, downloads, completions, a prompt) do not keep a device alive"
    )
    func leftovers() {
        var setup = DeviceSetup()
        setup.authorization = .authorized
        let watched = runAndRelease(
            setup: setup,
            { vendor in
                vendor.onLaunch = { adapter in
                    // Each closure holds the adapter, which holds the host and so the clock.
                    adapter.host.scheduler.schedule(after: .seconds(90)) {
                        adapter.host.events.emit(SDKEvent(.pushReceived))
                    }
                    adapter.host.scheduler.schedule(after: .seconds(-1)) {}
                    adapter.host.http.send(HTTPRequest(method: "POST", url: "https://api.example.com/v1/track")) { _ in
                        _ = adapter
                    }
                    adapter.host.media.fetch(url: "https://cdn.example.com/big.mp4") { _ in _ = adapter }
                    adapter.host.notificationCenter.requestAuthorization(options: [.alert]) { _ in _ = adapter }
                }
                vendor.onWillPresent = { adapter, _, done in
                    adapter.host.scheduler.schedule(after: .seconds(3_600)) { done([]) }
                }
            },
            beforeLaunch: { device in
                device.notificationCenter.promptDelay = .seconds(600)
                device.media.scripts["https://cdn.example.com/big.mp4"] = MediaScript(.hang)
            },
            { device in
                device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert()) }
                device.perform(step: "wait") { device.advance(by: .seconds(30)) }
                #expect(device.records.contains { $0.line.contains("clock.negative-delay") })
                #expect(!device.clock.pending.isEmpty)
            })
        #expect(watched.alive == [])
    }

    @Test("A device whose clock stopped a runaway loop is freed")
    func runaway() {
        let watched = runAndRelease { device in
            device.clock.workLimitPerInstant = 50
            device.perform(step: "loop") {
                func again() { device.clock.schedule(after: .zero) { again() } }
                again()
            }
            #expect(device.records.contains { $0.line.contains("clock.runaway") })
        }
        #expect(watched.alive == [])
    }
}
