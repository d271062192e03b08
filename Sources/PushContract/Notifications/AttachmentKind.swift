/// The three kinds of file `UNNotificationAttachment` accepts, each with its own size limit (R9).
public enum AttachmentKind: String, Sendable, Hashable, CaseIterable {
    /// JPEG, GIF or PNG: at most 10 MB.
    case image
    /// AIFF, WAV, MP3 or M4A: at most 5 MB.
    case audio
    /// MPEG, MPEG-2, MPEG-4 or AVI: at most 50 MB.
    case video

    /// The largest file of this kind the system attaches, in bytes (R9).
    public var maxBytes: Int {
        switch self {
        case .image: APNsLimits.maxImageAttachmentBytes
        case .audio: APNsLimits.maxAudioAttachmentBytes
        case .video: APNsLimits.maxVideoAttachmentBytes
        }
    }
}
