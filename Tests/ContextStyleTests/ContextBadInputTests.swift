@testable import ContextStyle
import PushContract
import PushSimulator
import PushTestKit
import Testing

/// Bad `ctx_` fields: `failed` with a neutral code naming the field; never a crash, never a
/// notification, never two for one collapse id.
@Suite("Context-style: bad input")
struct ContextBadInputTests {
    static let cases: [(String, [String: JSONValue?], PushErrorCode, String)] = [
        ("title missing", ["ctx_title": nil], .payloadMissingKey, "ctx_title"),
        ("title a number", ["ctx_title": 7], .payloadWrongType, "ctx_title"),
        ("body missing", ["ctx_body": nil], .payloadMissingKey, "ctx_body"),
        ("body null", ["ctx_body": .null], .payloadWrongType, "ctx_body"),
        ("collapse id missing", ["ctx_collapse_id": nil], .payloadMissingKey, "ctx_collapse_id"),
        ("collapse id empty", ["ctx_collapse_id": ""], .payloadInvalidValue, "ctx_collapse_id"),
        (
            "collapse id 65 bytes", ["ctx_collapse_id": .string(String(repeating: "c", count: 65))], .collapseIDTooLong,
            "ctx_collapse_id"
        ),
        ("flow name an object", ["ctx_flow_name": ["name": "daily"]], .payloadWrongType, "ctx_flow_name"),
        ("deadline a string", ["ctx_notification_deadline_h": "12"], .payloadWrongType, "ctx_notification_deadline_h"),
        ("deadline negative", ["ctx_notification_deadline_h": -1], .payloadInvalidValue, "ctx_notification_deadline_h"),
        ("deadline 169 h", ["ctx_notification_deadline_h": 169], .payloadInvalidValue, "ctx_notification_deadline_h"),
        (
            "deadline 1e300", ["ctx_notification_deadline_h": .number(1e300)], .payloadWrongType,
            "ctx_notification_deadline_h"
        ),
        ("deadline 1.5", ["ctx_notification_deadline_h": 1.5], .payloadWrongType, "ctx_notification_deadline_h"),
        ("deadline true", ["ctx_notification_deadline_h": true], .payloadWrongType, "ctx_notification_deadline_h"),
    ]

    @Test("Each malformed field fails the fetch once with its neutral code and field", arguments: cases)
    func malformed(label: String, changes: [String: JSONValue?], code: PushErrorCode, field: String) {
        let device = makeDevice(quality: .good)
        device.start(state: .background)
        device.push(contextPush(changes))
        device.advance(by: .seconds(30))
        #expect(device.fetchResults == ["failed"], "\(label)")
        #expect(device.errorFields.map(\.code) == [code.rawValue], "\(label)")
        #expect(device.errorFields.map(\.field) == [field], "\(label)")
        #expect(PushErrorCode.registry.contains(code))
        #expect(device.shownLog.isEmpty, "\(label)")
        #expect(device.ledger.outstanding.isEmpty)
    }

    @Test("Fields are checked in the seed's order: title, body, collapse id, flow name, deadline")
    func seedOrder() {
        let device = makeDevice()
        device.start(state: .background)
        device.push(contextPush(["ctx_notification_deadline_h": "x", "ctx_flow_name": nil, "ctx_body": 3]))
        #expect(device.errorFields.map(\.field) == ["ctx_body"])
    }

    @Test("Limits are inclusive: 168 h and a 64-byte collapse id are accepted")
    func limits() {
        let device = makeDevice(quality: .good)
        device.start(state: .background)
        device.push(
            contextPush([
                "ctx_notification_deadline_h": 168,
                "ctx_collapse_id": .string(String(repeating: "c", count: 64)),
            ]))
        device.advance(by: .seconds(10))
        #expect(device.errorFields.isEmpty)
        #expect(device.fetchResults == ["newData"])
    }

    @Test(
        "A push without ctx_ keys takes the seed's branches: failed in the background or inactive, noData in the foreground, no error"
    )
    func pushWithoutContextKeys() {
        let foreign = PushPayload(["aps": ["content-available": 1], "x-sender": "notificare"])
        var results: [String] = []
        for state in [AppState.background, .inactive, .foreground] {
            let device = makeDevice(quality: .good)
            device.start(state: state)
            device.push(foreign)
            device.advance(by: .seconds(30))
            #expect(device.errorFields.isEmpty, "\(state)")
            #expect(device.shownLog.isEmpty, "\(state)")
            #expect(device.lastProcessed.count == 1, "\(state)")
            results += device.fetchResults
        }
        #expect(results == ["failed", "failed", "noData"])
    }

    @Test("A malformed resend of a shown collapse id fails and shows nothing more")
    func malformedResendAfterShown() {
        let device = makeDevice(["calibration": true])
        device.start(state: .background)
        device.push(contextPush(), step: "good")
        device.push(contextPush(["ctx_notification_deadline_h": -5]), step: "bad")
        device.push(contextPush(), step: "again")
        #expect(device.fetchResults == ["newData", "failed", "noData"])
        #expect(device.shownLog.count == 1)
    }

    @Test("A barrage of resends at changing moments shows a collapse id at most once")
    func barrage() {
        let device = makeDevice(quality: .bad)
        device.start(state: .background)
        let qualities: [MomentQuality] = [.bad, .good, .unknown, .good, .bad, .good]
        for (index, quality) in qualities.enumerated() {
            device.perform(step: "moment-\(index)") { device.deviceContext.setMomentQuality(quality) }
            device.push(contextPush(["ctx_notification_deadline_h": 3]), step: "push-\(index)")
            device.advance(by: .seconds(index.isMultiple(of: 2) ? 2 : 1800))
        }
        device.advance(by: .seconds(4 * 3600))
        #expect(device.shownLog.count == 1)
        #expect(device.fetchResults.count == qualities.count)
        #expect(device.ledger.outstanding.isEmpty)
    }

    @Test("A wrongly typed configuration value is reported at launch and the default is used")
    func badConfiguration() {
        let device = makeDevice(["calibration": "yes", "showInForeground": 1, "userID": ""], quality: .bad)
        device.start(state: .background)
        #expect(
            device.errorFields.map(\.code) == Array(repeating: PushErrorCode.invalidConfiguration.rawValue, count: 3))
        device.push(contextPush())
        device.advance(by: .seconds(10))
        #expect(device.outcomes == ["shouldSkipPushDueToBadMoment"], "calibration stayed off")
    }
}
