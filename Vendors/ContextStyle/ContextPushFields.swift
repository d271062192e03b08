import PushContract

/// The five fields the guide's `didReceiveRemoteNotification` reads (Customer IO guide
/// “`didReceiveRemoteNotification`”), checked in the
/// guide's order; the first one missing or of the wrong type is the error.
struct ContextPushFields: Sendable, Hashable {
    static let titleKey = "ctx_title"
    static let bodyKey = "ctx_body"
    static let collapseIDKey = "ctx_collapse_id"
    static let flowNameKey = "ctx_flow_name"
    static let deadlineKey = "ctx_notification_deadline_h"

    /// `ctx_title`.
    var title: String
    /// `ctx_body`.
    var body: String
    /// `ctx_collapse_id`: non-empty, at most 64 bytes.
    var collapseID: String
    /// `ctx_flow_name`.
    var flowName: String
    /// `ctx_notification_deadline_h`: an integer in 0…168.
    var deadlineHours: Int

    /// Parses a payload: `payload.missing-key` / `payload.wrong-type` as the guide's `as?` casts
    /// fail; then our own value checks: an empty collapse id or a deadline out of range is
    /// `payload.invalid-value`, a collapse id over 64 bytes `payload.collapse-id-too-long`.
    static func parse(_ payload: PushPayload) -> Result<ContextPushFields, PushError> {
        do throws(PushError) {
            let title = try string(titleKey, in: payload)
            let body = try string(bodyKey, in: payload)
            let collapseID = try string(collapseIDKey, in: payload)
            let flowName = try string(flowNameKey, in: payload)
            let deadline = try integer(deadlineKey, in: payload)
            if collapseID.isEmpty {
                throw invalid(collapseIDKey, "is empty; one notification per collapse id needs an id")
            }
            do { _ = try CollapseID(collapseID) } catch {
                var error = error
                error.message =
                    "\(collapseIDKey) is \(collapseID.utf8.count) bytes; at most \(APNsLimits.maxCollapseIDBytes) are accepted; the push is not shown (background fetch result failed)"
                error.details["field"] = .string(collapseIDKey)
                throw error
            }
            guard (0...ContextVendor.maximumDeadlineHours).contains(deadline) else {
                throw invalid(deadlineKey, "is \(deadline); it must be 0…\(ContextVendor.maximumDeadlineHours) hours")
            }
            return .success(
                ContextPushFields(
                    title: title, body: body, collapseID: collapseID, flowName: flowName,
                    deadlineHours: deadline))
        } catch {
            return .failure(error)
        }
    }

    /// The keys a notification shown for this push carries, so a tap on it is recognised.
    var userInfo: [String: JSONValue] {
        [Self.flowNameKey: .string(flowName), Self.collapseIDKey: .string(collapseID)]
    }

    private static func string(_ key: String, in payload: PushPayload) throws(PushError) -> String {
        guard let value = payload[key] else { throw missing(key) }
        guard let text = value.stringValue else { throw wrongType(key, expected: "a string", found: value) }
        return text
    }

    private static func integer(_ key: String, in payload: PushPayload) throws(PushError) -> Int {
        guard let value = payload[key] else { throw missing(key) }
        guard let number = value.integerValue else { throw wrongType(key, expected: "an integer", found: value) }
        return number
    }

    private static func missing(_ key: String) -> PushError {
        PushError(
            .payloadMissingKey,
            message: "\(key) is missing; the notification cannot be built (background fetch result failed)",
            details: ["field": .string(key)])
    }

    private static func wrongType(_ key: String, expected: String, found: JSONValue) -> PushError {
        let fractional = expected == "an integer" && found.numberValue != nil
        let kind = fractional ? "a number that is not an exact integer" : found.typeName
        return PushError(
            .payloadWrongType,
            message:
                "\(key) must be \(expected), found \(kind); the notification cannot be built (background fetch result failed)",
            details: ["field": .string(key), "found": .string(found.typeName)])
    }

    private static func invalid(_ key: String, _ problem: String) -> PushError {
        PushError(
            .payloadInvalidValue, message: "\(key) \(problem); the push is not shown (background fetch result failed)",
            details: ["field": .string(key)])
    }
}
