import PushConformance
import PushContract
import PushSimulator
import PushConformanceTestSupport
import PushTestKit
import Testing

/// Issue 30: each invariant judges the effect an observer sees, whatever code path produced it.
/// Every bug here reaches its effect on a path the simulator's lineage did not follow (launch
/// options, a relaunch, a flusher run by unrelated work), where the lineage-based invariants
/// stayed silent; the correct neighbour passes.
@Suite("Oracles judge the effect, whatever the code path")
struct ObservedEffectTests {
    /// The device's transcript, finished and read back from its lines.
    private static func transcript(_ device: SimulatedDevice) throws -> [TranscriptRecord] {
        device.finish()
        return try HandWritten.read(device.records)
    }

    private static func ids(_ records: [TranscriptRecord], _ invariant: Invariant) -> [String] {
        invariant.check(records).map(\.message)
    }

    private static let api = "https://scripted.example.test/api/event"

    /// A cold start from a tap where the SDK counts the open from launch options and again in didReceive.
    @Test("DEL-004: an open from launch options and another from didReceive for one tap", arguments: [false, true])
    func launchOptionsAndDidReceive(buggy: Bool) throws {
        let vendor = ScriptedVendor()
        vendor.onLaunch = { adapter in
            if buggy, adapter.launchOptions.notificationTap {
                adapter.host.events.emit(SDKEvent(.notificationOpened, native: "launch-options"))
            }
        }
        vendor.onResponse = { adapter, _, done in
            adapter.host.events.emit(SDKEvent(.notificationOpened, native: "did-receive"))
            done()
        }
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert()) }
        try device.perform(step: "tap") { try device.respond(to: "push-1", action: "default") }
        let found = Self.ids(try Self.transcript(device), Invariant.oneOpenPerTap)
        #expect(found == (buggy ? ["opens were reported (open event) 2 times for 1 tap on notifications"] : []))
    }

    /// A content-available push launches the app in the background; the SDK counts it opened at launch.
    @Test("DEL-003: an open counted at a background launch from launch options", arguments: [false, true])
    func backgroundLaunchCountedAsOpen(buggy: Bool) throws {
        let vendor = ScriptedVendor()
        vendor.onLaunch = { adapter in
            if buggy, adapter.launchOptions.remoteNotification != nil {
                adapter.host.events.emit(SDKEvent(.notificationOpened, native: "launch-options"))
            }
        }
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.silent) }
        let found = Self.ids(try Self.transcript(device), Invariant.openNeedsTap)
        #expect(
            found == (buggy ? ["an open was reported (open event) although the user had tapped no notification"] : []))
    }

    /// The SDK keeps its opens and reports them again at the next launch.
    @Test("DEL-004: an open replayed from storage after a relaunch", arguments: [false, true])
    func openReplayedAfterRelaunch(buggy: Bool) throws {
        let vendor = ScriptedVendor()
        var stored = 0
        vendor.onLaunch = { adapter in
            guard buggy else { return }
            for _ in 0..<stored { adapter.host.events.emit(SDKEvent(.notificationOpened, native: "replayed")) }
        }
        vendor.onResponse = { adapter, _, done in
            stored += 1
            adapter.host.events.emit(SDKEvent(.notificationOpened, native: "did-receive"))
            done()
        }
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "launch") { device.launch() }
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert()) }
        try device.perform(step: "tap") { try device.respond(to: "push-1", action: "default") }
        device.perform(step: "relaunch") { device.relaunch() }
        let found = Self.ids(try Self.transcript(device), Invariant.oneOpenPerTap)
        #expect(found == (buggy ? ["opens were reported (open event) 2 times for 1 tap on notifications"] : []))
    }

    /// The SDK keeps the open request a tap sent in a persisted queue, and its launch pass
    /// resends what the queue holds: the buggy one never removes a request answered with a 2xx,
    /// so the server counts the one tap again at the next launch, while the app is told once.
    @Test("DEL-004: an open request resent at the next launch after its 2xx", arguments: [false, true])
    func openRequestResentAfterSuccess(buggy: Bool) throws {
        let vendor = ScriptedVendor()
        let open = HTTPRequest(method: "POST", url: Self.api, body: ["event": "open", "message": "m-1"])
        var queued: [HTTPRequest] = []
        func send(_ adapter: ScriptedAdapter, _ request: HTTPRequest) {
            adapter.host.http.send(request) { result in
                if !buggy, case .success(let response) = result, (200..<300).contains(response.status) {
                    queued.removeAll()
                }
            }
        }
        vendor.onResponse = { adapter, _, done in
            adapter.host.events.emit(SDKEvent(.notificationOpened, native: "did-receive"))
            queued.append(open)
            send(adapter, open)
            done()
        }
        vendor.onLaunch = { adapter in for request in queued { send(adapter, request) } }
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "launch") { device.launch() }
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert()) }
        try device.perform(step: "tap") { try device.respond(to: "push-1", action: "default") }
        device.perform(step: "relaunch") { device.relaunch() }
        let found = Self.ids(try Self.transcript(device), Invariant.oneOpenPerTap)
        #expect(
            found
                == (buggy
                    ? [
                        "request 2 sends POST /api/event, made while handling a tap on push 1, again after request 1 "
                            + "was answered with a 2xx: the tap is reported 2 times for 1 tap"
                    ] : []))
    }

    /// The same queue, with the tap's open sent offline: the launch pass resends the one open
    /// that never got an answer, a retry (EXP-006 asks for it), not a second open.
    @Test("DEL-004: an open request that failed offline, resent at the next launch, is one open")
    func openRequestRetriedAfterOffline() throws {
        let vendor = ScriptedVendor()
        let open = HTTPRequest(method: "POST", url: Self.api, body: ["event": "open", "message": "m-1"])
        var queued: [HTTPRequest] = []
        vendor.onResponse = { adapter, _, done in
            adapter.host.events.emit(SDKEvent(.notificationOpened, native: "did-receive"))
            queued.append(open)
            adapter.host.http.send(open) { _ in }
            done()
        }
        vendor.onLaunch = { adapter in for request in queued { adapter.host.http.send(request) { _ in } } }
        let device = SimulatedDevice(vendor: vendor)
        device.queueServerAnswers([ServerAnswer(.transportFailure(reason: "offline"))])
        device.perform(step: "launch") { device.launch() }
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert()) }
        try device.perform(step: "tap") { try device.respond(to: "push-1", action: "default") }
        device.perform(step: "relaunch") { device.relaunch() }
        let records = try Self.transcript(device)
        #expect(records.filter { $0.kind == .http }.count == 2)
        #expect(Self.ids(records, Invariant.oneOpenPerTap) == [])
    }

    /// The SDK tracks an open when the user taps, keeps it in a persisted queue, and sends what
    /// the queue holds at every launch, also an open the server refused with a 400.
    @Test("NET-001: a refused open sent again from a persisted queue at the next launch", arguments: [false, true])
    func refusedOpenResentByRelaunch(buggy: Bool) throws {
        let vendor = ScriptedVendor()
        let open = HTTPRequest(method: "POST", url: Self.api, body: ["event": "open", "message": "m-1"])
        var queued: [HTTPRequest] = []
        vendor.onResponse = { adapter, _, done in
            queued.append(open)
            adapter.host.http.send(open) { result in
                if !buggy, case .success(let response) = result, response.status == 400 { queued.removeAll() }
            }
            done()
        }
        vendor.onLaunch = { adapter in for request in queued { adapter.host.http.send(request) { _ in } } }
        let device = SimulatedDevice(vendor: vendor)
        device.queueServerAnswers([ServerAnswer(.response(status: 400, body: nil))])
        device.perform(step: "launch") { device.launch() }
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert()) }
        try device.perform(step: "tap") { try device.respond(to: "push-1", action: "default") }
        device.perform(step: "relaunch") { device.relaunch() }
        let found = Self.ids(try Self.transcript(device), Invariant.retryOnlyRetryable)
        #expect(
            found
                == (buggy
                    ? [
                        "request 2 retries POST /api/event after a non-retryable answer (HTTP 400) to request 1: "
                            + "no new tap asked for it again"
                    ] : []))
    }

    /// A refused request stays in the SDK's queue, which it flushes whenever a push arrives.
    @Test("NET-001: a refused request flushed by an unrelated push", arguments: [false, true])
    func refusedRequestFlushedByPush(buggy: Bool) throws {
        let vendor = ScriptedVendor()
        let request = HTTPRequest(method: "POST", url: Self.api, body: ["event": "install"])
        vendor.onLaunch = { adapter in adapter.host.http.send(request) { _ in } }
        vendor.onWillPresent = { adapter, _, done in
            if buggy { adapter.host.http.send(request) { _ in } }
            done([.banner])
        }
        let device = SimulatedDevice(vendor: vendor)
        device.queueServerAnswers([ServerAnswer(.response(status: 400, body: nil))])
        device.perform(step: "launch") { device.launch() }
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert()) }
        #expect(Self.ids(try Self.transcript(device), Invariant.retryOnlyRetryable).count == (buggy ? 1 : 0))
    }

    /// The SDK sends a failed open again each time the app becomes active, with no back-off.
    @Test("NET-003: a failing open resent at each foreground, 7 times in a minute", arguments: [false, true])
    func resentAtEveryForeground(buggy: Bool) throws {
        let vendor = ScriptedVendor()
        let open = HTTPRequest(method: "POST", url: Self.api, body: ["event": "open", "message": "m-1"])
        vendor.onResponse = { adapter, _, done in
            adapter.host.http.send(open) { _ in }
            done()
        }
        let device = SimulatedDevice(vendor: vendor)
        device.answerUnscriptedRequests(with: ServerAnswer(.response(status: 503, body: nil)))
        device.perform(step: "launch") { device.launch() }
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert()) }
        try device.perform(step: "tap") { try device.respond(to: "push-1", action: "default") }
        for round in 1...7 {
            device.perform(step: "background-\(round)") { device.setState(.background) }
            device.perform(step: "foreground-\(round)") {
                device.setState(.foreground)
                // The buggy SDK flushes on every activation; the correct one only on the fifth
                // (its back-off has passed by then).
                if buggy || round == 5 { vendor.adapters.last?.host.http.send(open) { _ in } }
            }
            device.perform(step: "wait-\(round)") { device.advance(by: .seconds(5)) }
        }
        let found = Self.ids(try Self.transcript(device), Invariant.retriesBackOff)
        #expect(found.count == (buggy ? 1 : 0), "\(found)")
    }

    /// A transcript without contexts (written by another recorder): the rules that need one say
    /// so, never "holds".
    @Test("Rules that need a context are not checkable on a transcript without it")
    func withoutContexts() throws {
        let vendor = ScriptedVendor()
        vendor.onLaunch = { adapter in
            adapter.host.http.send(HTTPRequest(method: "POST", url: Self.api, body: [:])) { _ in }
        }
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "launch") { device.launch() }
        device.perform(step: "push") { device.receivePush(PushPayload(["aps": ["alert": "other"], "other": 1])) }
        let records = try Self.transcript(device)
        let stripped = records.map { record in
            var record = record
            record.during = .none
            return record
        }
        #expect(
            Invariant.noNetworkForForeignPayload.verdict(stripped)
                == .notCheckable(
                    missing: ["during.push on push.arrived and on requests (which push a request was made for)"]))
        #expect(Invariant.noNetworkForForeignPayload.verdict(records) == .holds)
    }
}
