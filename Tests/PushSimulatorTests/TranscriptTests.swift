import PushContract
import PushSimulator
import PushTestKit
import Testing

/// One scripted scenario touching every part of the device: launch, registration, network with a
/// retry, a rich push through the extension with media, a tap, a relaunch and the leftovers check.
private func runScenario() throws -> [String] {
    let vendor = ScriptedVendor()
    vendor.onLaunch = { adapter in
        adapter.host.application.registerForRemoteNotifications()
        func post(attempt: Int) {
            adapter.host.http.send(
                HTTPRequest(
                    method: "POST", url: "https://api.example.com/v1/register",
                    body: ["attempt": .number(Double(attempt))])
            ) { result in
                if case .failure(let error) = result, error.retryable {
                    adapter.host.scheduler.schedule(after: .seconds(2)) { post(attempt: attempt + 1) }
                }
            }
        }
        post(attempt: 1)
    }
    vendor.onExtensionReceive = { serviceExtension, request, handler in
        serviceExtension.host.media.fetch(url: "https://cdn.example.com/a.png") { _ in
            var content = request.content
            content.subtitle = "with media"
            handler(content)
        }
    }
    let device = SimulatedDevice(vendor: vendor)
    device.application.registration = .token(try DeviceToken(bytes: Array(repeating: 7, count: 32)))
    device.transport.enqueue([
        ServerAnswer(.transportFailure(reason: "offline"), delay: .milliseconds(250)),
        ServerAnswer(.response(status: 200, body: ["ok": true]), delay: .milliseconds(500)),
    ])
    device.media.scripts["https://cdn.example.com/a.png"] = MediaScript(
        .file(byteCount: 10, mimeType: "image/png", leadingBytes: [1]),
        latency: .seconds(1))
    device.perform(step: "launch") { device.launch() }
    device.perform(step: "wait") { device.advance(by: .seconds(5)) }
    device.perform(step: "background") { device.setState(.background) }
    device.perform(step: "push") {
        device.receivePush(
            bytes: Array(#"{"aps":{"alert":{"title":"T","body":"B"},"mutable-content":1},"vendor":"scripted"}"#.utf8))
    }
    device.perform(step: "wait media") { device.advance(by: .seconds(1)) }
    try device.perform(step: "tap") { try device.respond(to: "push-1", action: "default") }
    vendor.onLaunch = { _ in }
    device.perform(step: "relaunch") { device.relaunch() }
    device.finish()
    return device.records.map(\.line)
}

@Suite("Transcript")
struct TranscriptTests {
    @Test("Running the same scripted scenario twice gives byte-identical transcript lines")
    func deterministic() throws {
        let first = try runScenario()
        let second = try runScenario()
        #expect(first.count > 20)
        #expect(first == second)
    }

    @Test("Transcript lines are canonical JSON with t, step, one kind key and the context (during)")
    func lineShape() throws {
        let lines = try runScenario()
        #expect(lines.first == #"{"step":"launch","system":{"name":"process.launched","state":"foreground"},"t":"0s"}"#)
        // Answers carry the step during which they arrived, at their virtual time, and their own
        // context; the retry sent from the failure's handling names that answer.
        #expect(
            lines.contains(#"{"answer":{"failure":"offline","seq":1},"during":{"answer":1},"step":"wait","t":"0.25s"}"#)
        )
        #expect(
            lines.contains(
                #"{"during":{"answer":1},"http":{"body":{"attempt":2},"method":"POST","seq":2,"url":"https://api.example.com/v1/register"},"step":"wait","t":"2.25s"}"#
            ))
        #expect(
            lines.contains(
                #"{"answer":{"body":{"ok":true},"seq":2,"status":200},"during":{"answer":2},"step":"wait","t":"2.75s"}"#
            ))
        #expect(lines.last == #"{"leftovers":"none","t":"6s"}"#)
        for line in lines {
            let value = try JSONValue.parse(line)
            #expect(value.canonicalText == line)
            #expect(value["t"]?.stringValue != nil)
        }
    }

    @Test("A record's JSON uses the kind's raw value as its key; leftovers carry no step")
    func recordJSON() {
        let record = TranscriptRecord(
            time: DeviceInstant(sinceStart: .milliseconds(1500)), step: "s", kind: .http, body: ["seq": 1])
        #expect(record.line == #"{"http":{"seq":1},"step":"s","t":"1.5s"}"#)
        let leftovers = TranscriptRecord(time: .zero, step: "ignored", kind: .leftovers, body: "none")
        #expect(leftovers.line == #"{"leftovers":"none","t":"0s"}"#)
        #expect(
            TranscriptRecord.Kind.allCases.map(\.rawValue)
                == ["http", "answer", "media", "event", "error", "delegate", "ui", "completion", "system", "leftovers"])
        // The line is written without the dictionary, and is always the JSON's canonical text.
        for kind in TranscriptRecord.Kind.allCases {
            let record = TranscriptRecord(
                time: DeviceInstant(sinceStart: .milliseconds(250)), step: "s\"1", kind: kind,
                body: ["b": "é\n", "a": [1, 2.5, nil, true]])
            #expect(record.line == record.json.canonicalText, "\(kind)")
        }
    }

    @Test("A record holds only what its line says: the context is written as during, and read back equal")
    func contextWrittenAndReadBack() throws {
        let plain = TranscriptRecord(time: .zero, step: "s", kind: .system, body: ["name": "x"])
        var marked = plain
        marked.during = RecordContext(push: "push-3", answer: 2, serviceExtension: true)
        #expect(plain.line == #"{"step":"s","system":{"name":"x"},"t":"0s"}"#)
        #expect(
            marked.line
                == #"{"during":{"answer":2,"nse":true,"push":"push-3"},"step":"s","system":{"name":"x"},"t":"0s"}"#)
        for record in [plain, marked] {
            let read = try TranscriptRecord.read(try JSONValue.parse(record.line))
            #expect(read.record == record && read.unknownKeys.isEmpty)
        }
    }

    @Test("Reading a line back lists unknown keys and refuses wrong types with their JSON path")
    func readingLines() throws {
        let unknown = try TranscriptRecord.read(
            try JSONValue.parse(#"{"during":{"process":1},"origin":"x","step":"s","system":{"name":"x"},"t":"1.5s"}"#))
        #expect(unknown.unknownKeys == ["during.process", "origin"])
        #expect(unknown.record?.time == DeviceInstant(sinceStart: .milliseconds(1500)))
        let strange = try TranscriptRecord.read(try JSONValue.parse(#"{"probe":{},"t":"0s"}"#))
        #expect(strange.record == nil && strange.unknownKeys == ["probe"])
        let cases: [(String, String)] = [
            (#"{"http":{"seq":"1","method":"GET","url":"u"},"step":"s","t":"0s"}"#, "http.seq"),
            (#"{"answer":{"seq":1},"step":"s","t":"soon"}"#, "t"),
            (#"{"answer":{"seq":1},"t":"0s"}"#, "step"),
            (#"{"answer":{"seq":1},"during":{"answer":"one"},"step":"s","t":"0s"}"#, "during.answer"),
            (#"{"answer":{"seq":1},"http":{},"step":"s","t":"0s"}"#, ""),
        ]
        for (line, path) in cases {
            #expect(throws: TranscriptRecord.LineProblem.self, "\(line)") {
                try TranscriptRecord.read(try JSONValue.parse(line))
            }
            do {
                _ = try TranscriptRecord.read(try JSONValue.parse(line))
            } catch let problem as TranscriptRecord.LineProblem {
                #expect(problem.path == path, "\(line): \(problem)")
            }
        }
        #expect(DeviceInstant(transcriptText: "30.25s") == DeviceInstant(sinceStart: .milliseconds(30250)))
        for bad in ["", "s", "-1s", "1.2345s", "1e3s", "٣s", "1.s", ".5s"] {
            #expect(DeviceInstant(transcriptText: bad) == nil, "\(bad)")
        }
    }
}
