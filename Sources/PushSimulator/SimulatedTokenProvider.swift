public import PushContract

/// A token provider the scenario scripts: the token it issues, how long it takes, and the
/// APNs dependency of FCM and HMS (R12, R13).
public final class SimulatedTokenProvider: TokenProvider {
    /// Which service it plays.
    public let kind: TokenProviderKind
    /// The token it issues (FCM/HMS: opaque string; APNs: ignored, the device token's hex is used).
    public var token: String?
    /// How long a fetch takes.
    public var latency: Duration
    private var generation = 1
    private let clock: SimulatedClock
    private let recorder: Recorder

    init(kind: TokenProviderKind, token: String?, latency: Duration, clock: SimulatedClock, recorder: Recorder) {
        self.kind = kind
        self.token = token
        self.latency = latency
        self.clock = clock
        self.recorder = recorder
    }

    /// Answers the current token, or nil (FCM/HMS without an APNs token answer nil).
    public func fetchToken(apnsToken: DeviceToken?, completion: @escaping (String?) -> Void) {
        let answer: String?
        if kind == .apns {
            answer = apnsToken?.hex
        } else if apnsToken == nil {
            answer = nil
        } else {
            answer = token.map { generation == 1 ? $0 : "\($0)-r\(generation)" }
        }
        recorder.system(
            .tokenProviderFetch, ["provider": .string(kind.rawValue), "token": answer.map { .string($0) } ?? .null])
        clock.schedule(after: latency) { completion(answer) }
    }

    /// Deletes the token: the next fetch issues a new one (`<token>-r2`, …).
    public func deleteToken(completion: @escaping () -> Void) {
        generation += 1
        recorder.system(.tokenProviderDeleted, ["provider": .string(kind.rawValue)])
        clock.schedule(after: .zero) { completion() }
    }
}

/// `SimulatedTokenProvider` is not `Sendable`:
/// the device and its parts are driven from one thread, step by step, as swift-nio's `EmbeddedEventLoop` is.
@available(*, unavailable)
extension SimulatedTokenProvider: Sendable {}
