public import PushContract

/// How long the router waits for an adapter (or the app's unclaimed handler) before it calls
/// the system completion itself, and with what.
///
/// The defaults stay inside the system's own limits: background fetch handlers get about 30 s,
/// so the router answers at 25 s; a foreground presentation that is still undecided after 5 s
/// is shown rather than lost; a response completes after 10 s.
public struct RouterTimeouts: Sendable, Hashable {
    /// Deadline for `willPresent`.
    public var presentation: Duration
    /// Deadline for `didReceive` (a tap or action).
    public var response: Duration
    /// Deadline for `didReceiveRemoteNotification`.
    public var backgroundFetch: Duration
    /// The options used when the presentation deadline passes.
    public var fallbackPresentation: Set<PresentationOption>
    /// The result used when the background deadline passes.
    public var fallbackFetchResult: BackgroundFetchResult

    /// Timeouts with the given values (defaults as documented on the type).
    public init(
        presentation: Duration = .seconds(5), response: Duration = .seconds(10),
        backgroundFetch: Duration = .seconds(25),
        fallbackPresentation: Set<PresentationOption> = [.banner, .list, .sound],
        fallbackFetchResult: BackgroundFetchResult = .failed
    ) {
        self.presentation = presentation
        self.response = response
        self.backgroundFetch = backgroundFetch
        self.fallbackPresentation = fallbackPresentation
        self.fallbackFetchResult = fallbackFetchResult
    }
}
