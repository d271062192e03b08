import PushContract

/// How the value a facet hands its completion reads in a transcript's `completion` line.
///
/// The shapes are the ones transcripts showed before the facets completed with `Result`, so
/// the goldens do not depend on a Swift signature.
enum CompletionValue {
    /// Live activities, token deletion and refresh, data reset: `null` on success, the error
    /// object on failure.
    static func outcome(_ result: Result<Void, PushError>) -> JSONValue {
        switch result {
        case .success: return .null
        case .failure(let error): return error.json
        }
    }

    /// Unsuspend and status queries: on success the backend's answer (``SubscriptionResult/json``);
    /// on the failure of a request that went out (a `network.*` error) `{"error": …, "httpStatus": …}`
    /// with the status from the error's details when there was an answer; `null` for a call that
    /// failed before sending anything, whose error is the SDK error line just before it.
    static func subscription(_ result: Result<SubscriptionResult, PushError>) -> JSONValue {
        switch result {
        case .success(let answer):
            return answer.json
        case .failure(let error) where error.code.domain == "network":
            var object: [String: JSONValue] = ["error": error.json]
            if let status = error.details["httpStatus"] { object["httpStatus"] = status }
            return .object(object)
        case .failure:
            return .null
        }
    }

    /// The token query: the token, or `null` when the SDK has none.
    static func token(_ token: PushToken?) -> JSONValue { token?.json ?? .null }
}

extension CompletionValue {
    /// A started activity: its id on success, the error object on failure.
    static func startedActivity(_ result: Result<String, PushError>) -> JSONValue {
        switch result {
        case .success(let id): return ["activity": .string(id)]
        case .failure(let error): return error.json
        }
    }
}
