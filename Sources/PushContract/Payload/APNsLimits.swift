/// Platform limits the contract enforces (platform rules R1, R5, R6, R7, R9, R11; their Apple sources are in SPEC.md).
public enum APNsLimits: Sendable {
    /// R1: the largest payload APNs accepts, in UTF-8 bytes of the serialised JSON.
    public static let maxPayloadBytes = 4096
    /// R6: the longest `apns-collapse-id`, in UTF-8 bytes.
    public static let maxCollapseIDBytes = 64
    /// R5: the range of `relevance-score`.
    public static let relevanceScoreRange: ClosedRange<Double> = 0...1
    /// R7: how long a Notification Service Extension may run before the system expires it.
    public static let serviceExtensionBudget: Duration = .seconds(30)
    /// R11: the accepted length of an APNs device token, in bytes (never a fixed 32).
    public static let deviceTokenByteRange: ClosedRange<Int> = 32...100
    /// R9: the largest image attachment (JPEG, GIF, PNG).
    public static let maxImageAttachmentBytes = 10 * 1024 * 1024
    /// R9: the largest audio attachment (AIFF, WAV, MP3, M4A).
    public static let maxAudioAttachmentBytes = 5 * 1024 * 1024
    /// R9: the largest video attachment (MPEG, MPEG-2, MPEG-4, AVI).
    public static let maxVideoAttachmentBytes = 50 * 1024 * 1024
}
