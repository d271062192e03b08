import PushConformance
import PushContract
import PushSimulator
import Testing

/// ADP-006: a body member a vendor declares to carry a device fact is held to the device's own
/// value in the declared unit; the same offset in another unit is a violation.
@Suite("Device facts in the declared unit")
struct DeviceFactTests {
    static let device = DeviceInfo(
        model: "iPhone17,1", name: "iPhone", osVersion: "26.1", language: "pt-BR", timeZone: "+0530",
        bundleIdentifier: "com.example", appVersion: "2.4.0")

    @Test(
        "Each unit writes +05:30 its own way, and only that way matches",
        arguments: [
            (DeviceFact.TimeZoneOffsetUnit.hours, JSONValue.number(5.5)), (.minutes, .number(330)),
            (.seconds, .number(19800)), (.minutesWest, .number(-330)), (.text, .string("+0530")),
        ])
    func units(_ unit: DeviceFact.TimeZoneOffsetUnit, _ written: JSONValue) {
        let fact = DeviceFact.timeZoneOffset(unit)
        #expect(fact.value(for: Self.device) == written)
        #expect(fact.matches(written, for: Self.device))
        for other in [JSONValue.number(5.5), .number(330), .number(19800), .number(-330), .string("+0530")]
        where other != written {
            #expect(!fact.matches(other, for: Self.device), "\(unit) accepted \(other.canonicalText)")
        }
    }

    @Test("A Float's shortest text for 20 minutes still matches hours; text facts compare as written")
    func floatHours() {
        var device = Self.device
        device.timeZone = "-0020"
        #expect(DeviceFact.timeZoneOffset(.hours).matches(.number(-0.33333334), for: device))
        #expect(DeviceFact.osVersion.matches("26.1", for: Self.device))
        #expect(!DeviceFact.osVersion.matches("18.6.2", for: Self.device))
    }

    @Test("The expectation names the member of a request whose route declares the fact, in a nested object too")
    func expectation() throws {
        let shape = RequestBodyShape(
            "device", citation: "test",
            fields: [
                "tz": .required(.number).fact(.timeZoneOffset(.hours)),
                "fields": .object(
                    RequestBodyShape(
                        "fields", citation: "test", fields: ["os": .optional(.string).fact(.osVersion)],
                        otherMembers: Set(JSONKind.allCases))),
            ])
        let backend = VendorBackend(routes: [
            BackendRoute("POST", "device", body: nil, citation: "test", requestBodies: [shape])
        ])
        let context = DeviceFactContext(backend: backend, device: Self.device)
        func request(_ body: JSONValue, url: String = "https://api.example.test/v1/device") -> TranscriptRecord {
            TranscriptRecord(
                time: DeviceInstant(sinceStart: .zero), step: "launch", kind: .http,
                body: ["method": "POST", "url": .string(url), "body": body])
        }
        #expect(context.wrongFacts(in: request(["tz": 5.5, "fields": ["os": "26.1", "custom": 1]])).isEmpty)
        let wrong = context.wrongFacts(in: request(["tz": 330, "fields": ["os": "18.6.2"]]))
        #expect(wrong.count == 2)
        #expect(wrong.first?.contains("fields.os = \"18.6.2\", not the device's OS version (\"26.1\", device)") == true)
        #expect(wrong.last?.contains("tz = 330, not the device's time-zone offset in hours (5.5, device)") == true)
        #expect(context.wrongFacts(in: request(["tz": 330], url: "https://api.example.test/v1/event")).isEmpty)
    }
}
