import PushContract
import PushSimulator

/// One transcript record as a timeline shows it: what kind of thing happened, in words, and the
/// words two vendors' records are compared by (without native codes, byte counts or tokens, so
/// `event push.received [203]` and `event push.received [didReceiveRemoteNotification]` agree).
struct TimelineRecord: Sendable, Hashable {
    /// What kind of thing happened: a record's glyph and colour.
    enum Category: String, Sendable, Hashable, CaseIterable {
        /// The app process: launched, killed, state changes.
        case app
        /// The device: a push arrived, a notification shown or answered, permission, APNs.
        case device
        /// The service extension: started, delivered content, expired.
        case serviceExtension = "extension"
        /// An HTTP request, or its answer where it arrived.
        case request
        /// An SDK event.
        case event
        /// An SDK error.
        case error
        /// A push or UI delegate call.
        case delegate
        /// A completion handler called.
        case completion
        /// What was left over at the end.
        case leftover

        /// A one-character glyph (always beside words, never alone).
        var glyph: String {
            switch self {
            case .app: return "▣"
            case .device: return "◆"
            case .serviceExtension: return "◇"
            case .request: return "⇄"
            case .event: return "●"
            case .error: return "✗"
            case .delegate: return "→"
            case .completion: return "✓"
            case .leftover: return "…"
            }
        }
    }

    /// What kind of thing happened.
    var category: Category
    /// The words shown.
    var text: String
    /// The words compared between lanes.
    var key: String
    /// The error, for an error record: its neutral code, native code and retryability.
    var error: ReportedError?
    /// For an HTTP request or a media download: its anchor within its lane (`http-3`,
    /// `media-1`), which its answer links back to.
    var anchor: String?
    /// For an answer: the ``anchor`` of the request it answers (nil when no request of the
    /// transcript has its sequence number).
    var answers: String?
    /// The record exactly (its JSON without step, time and sequence number): a vendor's launch
    /// routine is recognised by it, so a delivery event that differs from the launch's only in
    /// its body is never folded away with it.
    var fingerprint = ""

    init(_ category: Category, _ text: String, key: String? = nil, error: ReportedError? = nil) {
        self.category = category
        self.text = text
        self.key = key ?? text
        self.error = error
    }
}
