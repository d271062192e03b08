import PushConformance
import PushContract
import PushSimulator
import PushConformanceTestSupport
import PushTestKit
import Testing

/// The decoder produces the simulator's own script types, and refuses a bad script at its JSON
/// path instead of handing the device a silently different one.
@Suite("Scenario scripts decode to simulator types")
struct ScenarioScriptDecodingTests {
    func decode(_ json: String) throws(ScenarioError) -> Scenario {
        try ScenarioDecoder().decode(Array(json.utf8), file: "push-delegate/bad.json")
    }

    func error(_ json: String) -> ScenarioError? {
        do {
            _ = try decode(json)
            return nil
        } catch {
            return error
        }
    }

    @Test("A token that is not valid hex is refused at its JSON path, in given and in a step")
    func badTokenIsRefusedAtItsPath() {
        let inGiven = error(
            """
            {"id": "push-delegate.bad", "title": "t", "given": {"registration": {"token": "00zz"}},
             "steps": [{"id": "a", "launch": {}}]}
            """)
        #expect(inGiven?.file == "push-delegate/bad.json")
        #expect(inGiven?.path == "given.registration.token")
        #expect(inGiven?.message.contains("non-hex") == true)
        let inStep = error(
            """
            {"id": "push-delegate.bad", "title": "t",
             "steps": [{"id": "a", "launch": {}}, {"id": "b", "deliverToken": {"token": "0011"}}]}
            """)
        #expect(inStep?.path == "steps[1].deliverToken.token")
        #expect(inStep?.message.contains("2 bytes") == true)
    }

    @Test("Registration, server and media answers decode to RegistrationScript, ServerAnswer and MediaScript")
    func decodesSimulatorTypes() throws {
        let hex = String(repeating: "ab", count: 32)
        let scenario = try decode(
            """
            {"id": "push-delegate.bad", "title": "t",
             "given": {"registration": {"failure": "no-entitlement"}, "defaultAnswer": {"hang": true}},
             "steps": [{"id": "a", "deliverToken": {"token": "\(hex)"}},
                       {"id": "b", "serverAnswers": [{"failure": "offline", "delay": "2s", "match": "device"},
                                                     {"status": 503, "body": {"x": 1}}]},
                       {"id": "c", "media": {"https://m.test/a.png": {"bytes": 2048, "type": "image/png", "magic": "png", "latency": "1s"},
                                             "https://m.test/b": {"failure": "not-found"}}}]}
            """)
        #expect(scenario.given.registration == .failure(reason: "no-entitlement"))
        #expect(scenario.given.defaultAnswer == ServerAnswer(.hang))
        #expect(scenario.steps[0].action == .deliverToken(.token(try DeviceToken(hex: hex))))
        #expect(
            scenario.steps[1].action
                == .serverAnswers([
                    ServerAnswer(.transportFailure(reason: "offline"), delay: .seconds(2), match: "device"),
                    ServerAnswer(.response(status: 503, body: ["x": 1])),
                ]))
        #expect(
            scenario.steps[2].action
                == .media([
                    "https://m.test/a.png": MediaScript(
                        .file(
                            byteCount: 2048, mimeType: "image/png",
                            leadingBytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
                        latency: .seconds(1)),
                    "https://m.test/b": MediaScript(.failure(reason: "not-found")),
                ]))
    }

    @Test("A media answer names its bytes by any MediaFormat and may carry an HTTP status")
    func mediaVocabulary() throws {
        let scenario = try decode(
            """
            {"id": "push-delegate.bad", "title": "t",
             "steps": [{"id": "m", "media": {"https://m.test/page": {"bytes": 5120, "type": "image/png", "magic": "html", "status": 404},
                                             "https://m.test/a.mp3": {"bytes": 7340032, "type": "audio/mpeg", "magic": "mp3"},
                                             "https://m.test/tiny": {"bytes": 3, "magic": "png"}}}]}
            """)
        #expect(
            scenario.steps[0].action
                == .media([
                    "https://m.test/page": MediaScript(
                        .file(byteCount: 5120, mimeType: "image/png", leadingBytes: MediaFormat.html.signature),
                        httpStatus: 404),
                    "https://m.test/a.mp3": MediaScript(
                        .file(byteCount: 7_340_032, mimeType: "audio/mpeg", leadingBytes: MediaFormat.mp3.signature)),
                    "https://m.test/tiny": MediaScript(
                        .file(byteCount: 3, mimeType: nil, leadingBytes: [0x89, 0x50, 0x4E])),
                ]))
        let unknown = error(
            """
            {"id": "push-delegate.bad", "title": "t", "steps": [{"id": "m", "media": {"u": {"bytes": 1, "magic": "bmp"}}}]}
            """)
        #expect(unknown?.path == "steps[0].media.u.magic")
        #expect(
            unknown?.message
                == #""bmp" is not one of png, jpeg, gif, heic, webp, aiff, wav, mp3, m4a, mp4, mpeg, avi, quicktime, html"#
        )
    }

    @Test("The default given registers the default token")
    func defaultRegistration() throws {
        #expect(DeviceSetup().registration == .token(try DeviceToken(hex: DeviceSetup.defaultTokenHex)))
    }

    @Test("A misspelt transport failure is refused with a did-you-mean; an unrelated one lists the known names")
    func unknownTransportFailure() {
        let misspelt = error(
            """
            {"id": "push-delegate.bad", "title": "t",
             "steps": [{"id": "a", "serverAnswers": [{"status": 200}, {"failure": "timed-uot"}]}]}
            """)
        #expect(misspelt?.path == "steps[0].serverAnswers[1].failure")
        #expect(misspelt?.message.contains("did you mean 'timed-out'") == true)
        let unrelated = error(
            """
            {"id": "push-delegate.bad", "title": "t", "given": {"defaultAnswer": {"failure": "gremlins"}},
             "steps": [{"id": "a", "launch": {}}]}
            """)
        #expect(unrelated?.path == "given.defaultAnswer.failure")
        #expect(unrelated?.message.contains("known: offline, timed-out") == true)
    }
}
