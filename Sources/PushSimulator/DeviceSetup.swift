public import PushContract

/// What is true on a ``SimulatedDevice`` before anything runs, handed to it once at init.
///
/// Every field starts at the simulator's own default (a device nobody scripted). Nothing is
/// recorded for these values except ``appCategories``, which the app registers as the step
/// `given` (`categories.set`), the way an earlier run of the app would have left them.
public struct DeviceSetup: Sendable, Hashable {
    /// The user's answer to the permission prompt; nil: the prompt is never answered.
    public var authorizationAnswer: AuthorizationStatus? = nil
    /// Whether background refresh is on.
    public var backgroundRefresh = true
    /// What APNs answers when the app registers for remote notifications.
    public var registration: RegistrationScript = .none
    /// URL schemes the app can open (compared lower-cased).
    public var openableSchemes: Set<String> = ["http", "https"]
    /// The server's answer when nothing is scripted; nil leaves such requests unanswered.
    public var defaultAnswer: ServerAnswer? = nil
    /// What the app answers when asked how to present a foreground notification; nil: never.
    public var appPresentation: Set<PresentationOption>? = [.banner, .badge, .sound]
    /// Whether the app target embeds the vendor's service extension.
    public var embedsServiceExtension = true
    /// Categories the app registered itself before the vendor's SDK starts.
    public var appCategories: [NotificationCategory] = []
    /// The context signal (moment quality) before the first step.
    public var momentQuality: MomentQuality = .unknown
    /// Whether the system wakes the app for background pushes before the first step.
    public var backgroundWakes = true

    /// A setup with every simulator default.
    public init() {}
}
