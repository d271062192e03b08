import PushContract
import PushSimulator
import PushTestKit
import Testing

/// A device whose transport the tests drive directly.
/// A device whose servers answer nothing unless a test scripts it.
private func makeDevice() -> SimulatedDevice {
    var setup = DeviceSetup()
    setup.defaultAnswer = nil
    return SimulatedDevice(vendor: ScriptedVendor(), setup: setup)
}

private func request(_ path: String, method: String = "POST") -> HTTPRequest {
    HTTPRequest(method: method, url: "https://api.example.com\(path)", body: ["k": "v"])
}

/// Sends a request and collects its result (nil until answered).
private final class Outcome {
    var results: [Result<HTTPResponse, PushError>] = []
    var status: Int? { if case .success(let response)? = results.last { return response.status } else { return nil } }
    var error: PushError? { if case .failure(let error)? = results.last { return error } else { return nil } }
}

private func send(_ transport: SimulatedTransport, _ request: HTTPRequest) -> Outcome {
    let outcome = Outcome()
    transport.send(request) { outcome.results.append($0) }
    return outcome
}

@Suite("Simulated transport")
struct SimulatedTransportTests {
    @Test("Scripted answers are used in order")
    func inOrder() {
        let device = makeDevice()
        device.transport.enqueue([
            ServerAnswer(.response(status: 200, body: ["n": 1])), ServerAnswer(.response(status: 503, body: nil)),
        ])
        let first = send(device.transport, request("/a"))
        let second = send(device.transport, request("/a"))
        device.clock.runUntilIdle()
        #expect(first.status == 200)
        #expect(second.status == 503)
        #expect(device.transport.script.isEmpty)
        #expect(first.results.count == 1 && second.results.count == 1)
    }

    @Test("The response body reaches the completion")
    func body() throws {
        let device = makeDevice()
        device.transport.enqueue([ServerAnswer(.response(status: 200, body: ["profile": ["id": 7]]))])
        let outcome = send(device.transport, request("/a"))
        device.clock.runUntilIdle()
        let response = try #require(try outcome.results.first?.get())
        #expect(response.body == ["profile": ["id": 7]])
    }

    @Test("An answer with match is used only by a request whose path contains it")
    func match() {
        let device = makeDevice()
        device.transport.enqueue([
            ServerAnswer(.response(status: 201, body: nil), match: "/track"),
            ServerAnswer(.response(status: 202, body: nil)),
        ])
        let subscribe = send(device.transport, request("/subscribe"))
        let track = send(device.transport, request("/v1/track?id=1"))
        device.clock.runUntilIdle()
        #expect(subscribe.status == 202)
        #expect(track.status == 201)
    }

    @Test(
        "Many answers sharing a few match patterns: each request takes the first that fits, in queue order, queued in several steps"
    )
    func sharedPatterns() {
        let device = makeDevice()
        let unmatched = Array(
            repeating: ServerAnswer(.response(status: 299, body: nil), match: "/nowhere/"), count: 500)
        device.transport.enqueue(unmatched + [ServerAnswer(.response(status: 201, body: nil), match: "/track")])
        device.transport.enqueue([
            ServerAnswer(.response(status: 202, body: nil)),
            ServerAnswer(.response(status: 203, body: nil), match: "/track"),
        ])
        let track = send(device.transport, request("/v1/track"))
        let other = send(device.transport, request("/subscribe"))
        let trackAgain = send(device.transport, request("/v1/track"))
        let nowhere = send(device.transport, request("/nowhere/1"))
        device.clock.runUntilIdle()
        #expect([track.status, other.status, trackAgain.status, nowhere.status] == [201, 202, 203, 299])
        #expect(device.transport.script.count == 499)
        #expect(device.transport.script.allSatisfy { $0.match == "/nowhere/" })
    }

    @Test("match looks at the path and query, not the host")
    func matchIgnoresHost() {
        let device = makeDevice()
        device.transport.enqueue([ServerAnswer(.response(status: 200, body: nil), match: "example")])
        let outcome = send(device.transport, request("/a"))
        device.clock.runUntilIdle()
        #expect(outcome.results.isEmpty)
        #expect(device.transport.outstanding.map(\.sequence) == [1])
    }

    @Test("The default answer is used when the script has none, and is reused")
    func defaultAnswer() {
        let device = makeDevice()
        device.answerUnscriptedRequests(with: ServerAnswer(.response(status: 204, body: nil)))
        device.transport.enqueue([ServerAnswer(.response(status: 500, body: nil))])
        let outcomes = (0..<3).map { _ in send(device.transport, request("/a")) }
        device.clock.runUntilIdle()
        #expect(outcomes.map(\.status) == [500, 204, 204])
    }

    @Test("Without a script or default answer a request stays pending")
    func noAnswer() {
        let device = makeDevice()
        let outcome = send(device.transport, request("/a"))
        device.advance(by: .seconds(3600))
        #expect(outcome.results.isEmpty)
        #expect(device.transport.outstanding.map(\.request.path) == ["/a"])
    }

    @Test("An answer's delay is virtual time")
    func delay() {
        let device = makeDevice()
        device.transport.enqueue([ServerAnswer(.response(status: 200, body: nil), delay: .seconds(3))])
        let outcome = send(device.transport, request("/a"))
        device.advance(by: .milliseconds(2999))
        #expect(outcome.results.isEmpty)
        device.advance(by: .milliseconds(1))
        #expect(outcome.status == 200)
        #expect(device.records(of: .answer).first?.time.description == "3s")
    }

    @Test("A transport failure is a retryable network.transport-failure with its reason")
    func transportFailure() throws {
        let device = makeDevice()
        device.transport.enqueue([ServerAnswer(.transportFailure(reason: "offline"))])
        let outcome = send(device.transport, request("/a"))
        device.clock.runUntilIdle()
        let error = try #require(outcome.error)
        #expect(error.code == .transportFailure)
        #expect(error.code.rawValue == "network.transport-failure")
        #expect(error.retryable)
        #expect(error.details["reason"] == "offline")
        #expect(device.records(of: .answer).map(\.body) == [["seq": 1, "failure": "offline"]])
        #expect(device.transport.outstanding.isEmpty)
    }

    @Test("hang leaves the request outstanding forever")
    func hang() {
        let device = makeDevice()
        device.transport.enqueue([ServerAnswer(.hang), ServerAnswer(.response(status: 200, body: nil))])
        let hung = send(device.transport, request("/a"))
        let answered = send(device.transport, request("/b"))
        device.advance(by: .seconds(600))
        #expect(hung.results.isEmpty)
        #expect(answered.status == 200)
        #expect(device.transport.outstanding.map(\.sequence) == [1])
        #expect(device.transport.sent.map(\.answered) == [false, true])
    }

    @Test(
        "The completion is never called inside send, even for an immediate answer",
        arguments: [
            ServerAnswer.Outcome.response(status: 200, body: nil), .transportFailure(reason: "reset"),
        ])
    func notReentrant(outcome: ServerAnswer.Outcome) {
        let device = makeDevice()
        device.transport.enqueue([ServerAnswer(outcome)])
        var insideSend = true
        var calledInsideSend: Bool?
        device.transport.send(request("/a")) { _ in calledInsideSend = insideSend }
        insideSend = false
        #expect(calledInsideSend == nil)
        device.clock.runUntilIdle()
        #expect(calledInsideSend == false)
    }

    @Test("Requests and answers are recorded with sequence numbers")
    func records() {
        let device = makeDevice()
        device.transport.enqueue([ServerAnswer(.response(status: 200, body: ["ok": true]))])
        device.perform(step: "send") { _ = send(device.transport, request("/v1/x")) }
        #expect(
            device.records(of: .http).map(\.body) == [
                [
                    "method": "POST", "url": "https://api.example.com/v1/x",
                    "body": ["k": "v"], "seq": 1,
                ]
            ])
        #expect(device.records(of: .answer).map(\.body) == [["seq": 1, "status": 200, "body": ["ok": true]]])
        #expect(device.records(of: .http).first?.step == "send")
    }

    @Test("An answer runs with the request in its origin lineage; a follow-up request extends it")
    func lineage() {
        let device = makeDevice()
        device.answerUnscriptedRequests(with: ServerAnswer(.response(status: 200, body: nil)))
        var lineages: [[Int]] = []
        device.transport.send(request("/first")) { _ in
            lineages.append(device.clock.currentOrigin.lineage)
            device.transport.send(request("/second")) { _ in lineages.append(device.clock.currentOrigin.lineage) }
        }
        device.clock.runUntilIdle()
        #expect(lineages == [[1], [1, 2]])
        #expect(device.transport.sent.map(\.origin.lineage) == [[], [1]])
    }
}
