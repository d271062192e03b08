import PushContract
import Testing

/// Every code constant `PushErrorCode` declares, listed by hand so a new constant that is not in
/// the registry (or two constants sharing a string) shows up here.
let declaredCodes: [PushErrorCode] = [
    .payloadNotJSON, .payloadInvalidUTF8, .payloadTooDeep, .payloadNotAnObject, .payloadTooLarge, .payloadWrongType,
    .payloadInvalidValue, .payloadMissingKey, .collapseIDTooLong,
    .notConfigured, .invalidConfiguration, .invalidProvider, .storageFailure,
    .transportFailure, .serverError, .clientError, .invalidResponse, .invalidRequest,
    .authorizationDenied,
    .invalidSubscriptionField, .subscriptionFailed, .illegalTransition, .subscriptionDataMissing,
    .tokenUnavailable, .registrationFailed, .tokenRefreshUnsupported, .invalidToken, .tokenUpdateFailed,
    .invalidUserInfo, .missingMessageID, .mediaInvalidURL, .mediaDownloadFailed, .mediaTooLarge, .actionsInvalid,
    .actionOutOfRange, .actionUnknown, .presentationFailed, .actionFailed,
    .eventDeliveryFailed, .invalidEventField,
    .extensionExpired,
    .deviceUnavailable, .activityNotRegistered, .activityEnded,
    .liveActivityUnsupported, .activityLimitExceeded, .activityNotVisible, .activityRefused,
]

/// `domain.name`, each part lower-case words (letters, then letters or digits) joined by single hyphens.
private func isKebabDomainName(_ code: String) -> Bool {
    let parts = code.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2 else { return false }
    return parts.allSatisfy { part in
        let words = part.split(separator: "-", omittingEmptySubsequences: false)
        return words.allSatisfy { word in
            guard let first = word.utf8.first, (0x61...0x7A).contains(first) else { return false }
            return word.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }
        }
    }
}

@Suite("Push error codes and errors")
struct PushErrorCodeTests {
    @Test(
        "Every registry code is domain.name in lower-case kebab case",
        arguments: PushErrorCode.registry.sorted { $0.rawValue < $1.rawValue })
    func kebabCase(code: PushErrorCode) {
        #expect(isKebabDomainName(code.rawValue), "\(code.rawValue)")
    }

    @Test(
        "The kebab-case check itself refuses bad shapes",
        arguments: [
            "payload", "Payload.x", "payload.Not-json", "payload.8bit", "payload.not json", "payload.not_json",
            "payload..x", "a.b.c", "payload.-x", "payload.x-", "",
        ])
    func checkerRefuses(text: String) {
        #expect(!isKebabDomainName(text))
    }

    @Test("No two code constants share a string, and the registry holds every one")
    func noDuplicates() {
        #expect(Set(declaredCodes.map(\.rawValue)).count == declaredCodes.count)
        #expect(PushErrorCode.registry == Set(declaredCodes))
        #expect(PushErrorCode.registry.count == 48)
    }

    @Test(
        "The domain is the part before the first dot",
        arguments: [
            (PushErrorCode.payloadTooLarge, "payload"), (.deviceUnavailable, "live-activity"),
            (.transportFailure, "network"),
            ("nodot", "nodot"), ("a.b.c", "a"),
        ])
    func domain(code: PushErrorCode, expected: String) {
        #expect(code.domain == Substring(expected))
    }

    @Test("Codes compare by their string, however they were made")
    func stringBacked() {
        #expect(PushErrorCode(rawValue: "payload.too-large") == .payloadTooLarge)
        #expect(("payload.too-large" as PushErrorCode) == .payloadTooLarge)
        #expect(PushErrorCode.payloadTooLarge.description == "payload.too-large")
    }

    @Test("PushError.json has code, retryable and message, and native and details only when set")
    func jsonShape() {
        let plain = PushError(.serverError, message: "boom")
        #expect(plain.json == ["code": "network.server-error", "retryable": false, "message": "boom"])
        let full = PushError(.serverError, native: "530", retryable: true, message: "boom", details: ["status": 503])
        #expect(
            full.json == [
                "code": "network.server-error", "retryable": true, "message": "boom", "native": "530",
                "details": ["status": 503],
            ])
        #expect(
            full.json.canonicalText
                == #"{"code":"network.server-error","details":{"status":503},"message":"boom","native":"530","retryable":true}"#
        )
    }

    @Test("Errors are not retryable unless told")
    func defaultNotRetryable() {
        #expect(!PushError(.transportFailure, message: "x").retryable)
    }

    @Test("withNative sets the native code and optionally the retry flag, leaving the rest")
    func withNative() {
        let base = PushError(.clientError, message: "m", details: ["k": 1])
        let native = base.withNative("430")
        #expect(native.native == "430")
        #expect(!native.retryable)
        #expect(native.code == base.code && native.message == base.message && native.details == base.details)
        #expect(base.withNative("530", retryable: true).retryable)
        #expect(base.native == nil)
    }

    @Test("description is code (native): message")
    func description() {
        #expect(PushError(.clientError, message: "bad").description == "network.client-error: bad")
        #expect(PushError(.clientError, native: "430", message: "bad").description == "network.client-error (430): bad")
    }
}
