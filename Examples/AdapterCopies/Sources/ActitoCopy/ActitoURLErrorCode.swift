import PushContract

/// The `URLError` code a transport failure stands for, and whether Actito retries it.
///
/// The host names a failure in the error's `details.reason` (a scenario's `"failure"` text,
/// `Conformance/README.md`). Actito's `ActitoNetworkError.shouldRetry`
/// (`ActitoKit/Sources/Internals/Network/ActitoNetworkError.swift:39-59`) retries exactly five
/// codes: timed out, cannot find host, cannot connect to host, network connection lost and DNS
/// lookup failed. "Not connected to the internet" and every other code are thrown at once.
enum ActitoURLErrorCode: String, Sendable, CaseIterable {
    /// `URLError.timedOut` (reason `timed-out`): retried.
    case timedOut
    /// `URLError.cannotFindHost` (reason `cannot-find-host`): retried.
    case cannotFindHost
    /// `URLError.cannotConnectToHost` (reason `cannot-connect`): retried.
    case cannotConnectToHost
    /// `URLError.networkConnectionLost` (reason `connection-lost`): retried.
    case networkConnectionLost
    /// `URLError.dnsLookupFailed` (reason `dns-lookup-failed`): retried.
    case dnsLookupFailed
    /// `URLError.notConnectedToInternet` (reason `offline`): not retried.
    case notConnectedToInternet
    /// Any other reason, or none: an unspecified `URLError` (assumption A12), not retried.
    case unknown

    /// The code for a transport failure's `details.reason`.
    init(reason: String?) {
        switch reason {
        case "timed-out": self = .timedOut
        case "cannot-find-host": self = .cannotFindHost
        case "cannot-connect": self = .cannotConnectToHost
        case "connection-lost": self = .networkConnectionLost
        case "dns-lookup-failed": self = .dnsLookupFailed
        case "offline": self = .notConnectedToInternet
        default: self = .unknown
        }
    }

    /// The code for a failure the transport reported.
    init(_ error: PushError) { self.init(reason: error.details["reason"]?.stringValue) }

    /// `ActitoNetworkError.shouldRetry` for `.urlError(code)`.
    var shouldRetry: Bool {
        switch self {
        case .timedOut, .cannotFindHost, .cannotConnectToHost, .networkConnectionLost, .dnsLookupFailed: true
        case .notConnectedToInternet, .unknown: false
        }
    }
}
