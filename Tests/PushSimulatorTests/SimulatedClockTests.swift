import PushContract
import PushSimulator
import PushTestKit
import Testing

@Suite("Simulated clock")
struct SimulatedClockTests {
    @Test("Time starts at 0 and does not move by itself")
    func startsAtZero() {
        let clock = SimulatedClock()
        #expect(clock.now == .zero)
        clock.schedule(after: .seconds(5)) {}
        clock.runUntilIdle()
        #expect(clock.now == .zero)
        #expect(clock.nextDue == DeviceInstant(sinceStart: .seconds(5)))
    }

    @Test("Work runs only when time reaches it")
    func runsWhenDue() {
        let clock = SimulatedClock()
        var ran: [DeviceInstant] = []
        clock.schedule(after: .seconds(5)) { ran.append(clock.now) }
        clock.advance(by: .milliseconds(4999))
        #expect(ran.isEmpty)
        clock.advance(by: .milliseconds(1))
        #expect(ran == [DeviceInstant(sinceStart: .seconds(5))])
        #expect(clock.now.description == "5s")
    }

    @Test("Advancing past several deadlines runs each at its own instant, in due order")
    func runsInDueOrder() {
        let clock = SimulatedClock()
        var ran: [String] = []
        clock.schedule(after: .seconds(3)) { ran.append("c@\(clock.now)") }
        clock.schedule(after: .seconds(1)) { ran.append("a@\(clock.now)") }
        clock.schedule(after: .seconds(2)) { ran.append("b@\(clock.now)") }
        clock.advance(by: .seconds(10))
        #expect(ran == ["a@1s", "b@2s", "c@3s"])
        #expect(clock.now.description == "10s")
    }

    @Test("Work due at the same instant runs in scheduling order")
    func sameInstantFIFO() {
        let clock = SimulatedClock()
        var ran: [Int] = []
        for index in 0..<20 { clock.schedule(after: .seconds(1)) { ran.append(index) } }
        clock.advance(by: .seconds(1))
        #expect(ran == Array(0..<20))
    }

    @Test("Zero-delay work runs later in the current instant, after work already due")
    func zeroDelayRunsLater() {
        let clock = SimulatedClock()
        var ran: [String] = []
        clock.schedule(after: .zero) { ran.append("first") }
        clock.schedule(after: .zero) {
            ran.append("second")
            clock.schedule(after: .zero) { ran.append("scheduled by second") }
            ran.append("second done")
        }
        clock.schedule(after: .zero) { ran.append("third") }
        #expect(ran.isEmpty)
        clock.runUntilIdle()
        #expect(ran == ["first", "second", "second done", "third", "scheduled by second"])
        #expect(clock.now == .zero)
        #expect(clock.pending.isEmpty)
    }

    @Test("Work scheduled during work for a later instant waits for that instant")
    func nestedLaterWork() {
        let clock = SimulatedClock()
        var ran: [String] = []
        clock.schedule(after: .seconds(1)) {
            clock.schedule(after: .seconds(1)) { ran.append("inner@\(clock.now)") }
        }
        clock.advance(by: .seconds(1))
        #expect(ran.isEmpty)
        clock.advance(by: .seconds(1))
        #expect(ran == ["inner@2s"])
    }

    @Test("Advancing runs work that earlier work scheduled inside the window")
    func chainInsideWindow() {
        let clock = SimulatedClock()
        var ran: [String] = []
        func tick(_ left: Int) {
            ran.append("\(clock.now)")
            if left > 0 { clock.schedule(after: .milliseconds(500)) { tick(left - 1) } }
        }
        clock.schedule(after: .zero) { tick(4) }
        clock.advance(by: .seconds(10))
        #expect(ran == ["0s", "0.5s", "1s", "1.5s", "2s"])
    }

    @Test("Cancelled work never runs; cancelling twice or after running does nothing")
    func cancel() {
        let clock = SimulatedClock()
        var ran: [String] = []
        let kept = clock.schedule(after: .seconds(1)) { ran.append("kept") }
        let cancelled = clock.schedule(after: .seconds(1)) { ran.append("cancelled") }
        clock.cancel(cancelled)
        clock.cancel(cancelled)
        #expect(clock.pending.count == 1)
        clock.advance(by: .seconds(2))
        clock.cancel(kept)
        #expect(ran == ["kept"])
    }

    @Test("Work can cancel other work due at the same instant")
    func cancelFromWork() {
        let clock = SimulatedClock()
        var ran: [String] = []
        var second: ScheduledWork?
        clock.schedule(after: .seconds(1)) {
            ran.append("first")
            if let second { clock.cancel(second) }
        }
        second = clock.schedule(after: .seconds(1)) { ran.append("second") }
        clock.advance(by: .seconds(1))
        #expect(ran == ["first"])
    }

    @Test("Handles are distinct for every scheduled piece of work")
    func distinctHandles() {
        let clock = SimulatedClock()
        let handles = (0..<10).map { _ in clock.schedule(after: .zero) {} }
        #expect(Set(handles).count == 10)
    }

    @Test("Advancing by a negative duration or to the past does not move time back")
    func neverBackwards() {
        let clock = SimulatedClock()
        clock.advance(by: .seconds(5))
        clock.advance(by: .seconds(-3))
        #expect(clock.now.description == "5s")
        clock.advance(to: .zero)
        #expect(clock.now.description == "5s")
    }

    @Test("pending lists due instants in run order")
    func pendingInOrder() {
        let clock = SimulatedClock()
        clock.schedule(after: .seconds(2)) {}
        clock.schedule(after: .seconds(1)) {}
        clock.schedule(after: .seconds(2)) {}
        #expect(clock.pending.map(\.due.description) == ["1s", "2s", "2s"])
    }

    @Test("TIME-001: a negative delay is reported as clock.negative-delay and treated as zero")
    func negativeDelay() throws {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        device.advance(by: .seconds(2))
        var ranAt: DeviceInstant?
        device.perform(step: "negative") {
            device.clock.schedule(after: .milliseconds(-1500)) { ranAt = device.clock.now }
        }
        #expect(ranAt == DeviceInstant(sinceStart: .seconds(2)))
        let record = try #require(device.systemRecords(named: "clock.negative-delay").first)
        #expect(record.body["delay"] == "-1.5s")
        #expect(record.time.description == "2s")
        #expect(record.step == "negative")
        #expect(device.clock.now.description == "2s")
    }

    @Test("Scheduling absurdly far ahead saturates at the horizon instead of trapping")
    func schedulingSaturates() {
        let clock = SimulatedClock()
        clock.advance(by: .seconds(10))
        clock.schedule(after: .seconds(Int64.max)) {}
        clock.schedule(after: .seconds(Int64.max) + .seconds(Int64.max)) {}
        #expect(clock.pending.map(\.due) == [SimulatedClock.horizon, SimulatedClock.horizon])
        #expect(clock.pending.map(\.due.description) == ["1000000000000s", "1000000000000s"])
        #expect(clock.instant(after: .milliseconds(1)) == DeviceInstant(sinceStart: .milliseconds(10_001)))
    }

    @Test("Advancing past the horizon stops there, twice over, and runs what is due there")
    func advancingSaturates() {
        let clock = SimulatedClock()
        var ran = 0
        clock.schedule(after: .seconds(Int64.max)) { ran += 1 }
        clock.advance(by: .seconds(5_000_000_000_000_000))
        clock.advance(by: .seconds(5_000_000_000_000_000))
        #expect(clock.now == SimulatedClock.horizon)
        #expect(ran == 1)
        #expect(clock.now.milliseconds == 1_000_000_000_000_000)
        clock.advance(to: DeviceInstant(sinceStart: .seconds(Int64.max)))
        #expect(clock.now == SimulatedClock.horizon)
    }

    @Test("A server answer, a media latency and a token latency of Int64.max seconds are pending leftovers, not traps")
    func hugeScriptedDelays() {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        device.perform(step: "launch") { device.launch() }
        device.transport.enqueue([ServerAnswer(.response(status: 200, body: nil), delay: .seconds(Int64.max))])
        device.media.scripts["https://x.test/a.png"] = MediaScript(
            .failure(reason: "timeout"), latency: .seconds(Int64.max))
        device.perform(step: "work") {
            device.transport.send(HTTPRequest(method: "GET", url: "https://x.test/a")) { _ in }
            device.media.fetch(url: "https://x.test/a.png") { _ in }
        }
        device.advance(by: .seconds(Int64.max))
        #expect(device.clock.now == SimulatedClock.horizon)
        #expect(device.transport.outstanding.isEmpty)
        #expect(device.media.outstanding.isEmpty)
        #expect(device.finish() == "none")
    }

    @Test("TIME-001: an absurd negative delay is reported clamped, not a trap")
    func hugeNegativeDelay() throws {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        device.perform(step: "negative") { device.clock.schedule(after: .seconds(Int64.min)) {} }
        let record = try #require(device.systemRecords(named: "clock.negative-delay").first)
        #expect(record.body["delay"] == "-1000000000000s")
    }
}
