public import PushContract

/// A small but real outside-style SDK, as a team outside this package would write one, with one
/// switch per realistic bug (``OutsideStyleBug``): the day-one catalogue's vendor.
///
/// Correct (``bug`` nil), it keeps every rule of the contract:
/// - registers the device with the lower-case hex of its token (`POST /v1/devices`, the token it
///   replaces beside it), again whenever the token changes, through a token facet with APNs, FCM
///   and HMS providers (FCM and HMS asked only once APNs issued a token) and a manual token;
/// - subscribes, unsubscribes and suspends through the server, reporting a status only once a
///   2xx answer confirmed it, refusing non-scalar fields and illegal moves locally;
/// - tracks one open per tap (`notification.opened`, `POST /v1/events`), opens the message's deep
///   link when the system can, hands other SDKs' pushes and taps to the app untouched;
/// - reports the notification settings at launch and at every foreground;
/// - registers its own category beside the app's;
/// - retries transport failures, 5xx and 429 after 1, 2, 4, 8 and 16 s, then gives up;
/// - erases its store and cancels its retries on a data reset, including those of a request in
///   flight at that moment;
/// - registers live activities (their own tokens) only for a registered device, and refuses
///   calls for an activity that ended;
/// - implements the whole automatic live-activity surface (``OutsideStyleLiveActivities``):
///   push-to-start tokens per type and update tokens per activity from current values and
///   streams, reconciled at every launch, registered once, released when the activity ends,
///   re-sent for a new device token, channel ids unchanged, pending and refused starts reported;
/// - downloads a claimed push's media in its service extension within its own 20 s.
///
/// It claims payloads with a top-level `osdk` object (``OutsideStyleWireFormat``).
public struct OutsideStyleVendor: PushVendor {
    /// The bug it carries, nil for none.
    public var bug: OutsideStyleBug?

    /// The vendor id every outside-style vendor reports: goldens live under `outside/`.
    public static let id = "outside"

    /// A correct vendor, or one carrying `bug`.
    public init(bug: OutsideStyleBug? = nil) {
        self.bug = bug
        claimCounter = ClaimCounter()
    }

    /// `outside`, "Outside-style", every facet but the UI delegate and content extension.
    public var descriptor: VendorDescriptor {
        VendorDescriptor(
            id: Self.id, displayName: "Outside-style",
            capabilities: [
                .pushDelegate, .subscription, .tokenProviders, .serviceExtension, .foregroundPresentation,
                .tapHandling, .customEvents, .dataReset, .liveActivities, .backgroundPush,
                .liveActivityPushToStart, .liveActivityTracking, .liveActivityChannels, .liveActivityStart,
            ],
            optionDefaults: NotificationOptionDefaults(
                authorization: OutsideStyleAdapter.authorizationOptions,
                presentation: OutsideStyleAdapter.presentation, category: []),
            configurationKeys: ["providerPriority"])
    }

    /// ``OutsideStyleWireFormat``.
    public var wireFormat: any PushWireFormat { OutsideStyleWireFormat(bug: bug) }

    /// A top-level `osdk` object marks the vendor's pushes.
    public func claims(_ payload: PushPayload) -> Bool {
        if bug == .impureOwnershipTest, let id = payload[OutsideStyleWireFormat.marker]?["id"]?.stringValue,
            !claimCounter.firstSight(of: id)
        {
            return false
        }
        if bug == .markerInsideAPS { return payload.aps.raw[OutsideStyleWireFormat.marker]?.objectValue != nil }
        return payload[OutsideStyleWireFormat.marker]?.objectValue != nil
    }

    /// A fresh adapter (the shared one with ``OutsideStyleBug/sharedAdapter``).
    public func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter {
        if bug == .sharedAdapter {
            if let shared = Self.shared.adapter { return shared }
            let adapter = OutsideStyleAdapter(vendor: self, host: host, configuration: configuration)
            Self.shared.adapter = adapter
            return adapter
        }
        return OutsideStyleAdapter(vendor: self, host: host, configuration: configuration)
    }

    /// A fresh service extension.
    public func makeServiceExtension(
        host: PushHost, configuration: [String: JSONValue]
    ) -> (any NotificationServiceExtension)? {
        OutsideStyleServiceExtension(vendor: self, host: host)
    }

    /// What an impure ownership test remembers.
    private let claimCounter: ClaimCounter

    /// The process-wide state of the ``OutsideStyleBug/sharedAdapter`` and
    /// ``OutsideStyleBug/processWideRequestCounter`` bugs: global, as the bugs are.
    nonisolated(unsafe) static var shared = SharedState()

    /// Global state a correct SDK never has.
    struct SharedState {
        var adapter: OutsideStyleAdapter?
        var requests = 0
    }
}

/// The message ids an impure ownership test has seen (its state).
final class ClaimCounter: @unchecked Sendable {
    private var seen: Set<String> = []
    /// Whether `id` is seen for the first time.
    func firstSight(of id: String) -> Bool { seen.insert(id).inserted }
}

/// The outside-style payload: the standard `aps` plus a top-level `osdk` object with the
/// message id, deep link, media URL and collapse id, and the message's custom data at the top level.
public struct OutsideStyleWireFormat: PushWireFormat {
    /// The marker key.
    public static let marker = "osdk"
    /// The bug it carries, nil for none.
    public var bug: OutsideStyleBug?

    /// A format carrying `bug`.
    public init(bug: OutsideStyleBug? = nil) { self.bug = bug }

    /// Encodes a message; refuses what APNs would refuse (R1, R5, R6) unless a bug says otherwise.
    public func encode(_ message: MessageSpec) throws(PushError) -> PushPayload {
        if let collapse = message.collapseID, collapse.utf8.count > APNsLimits.maxCollapseIDBytes,
            bug != .collapseIDNotChecked
        {
            throw PushError(
                .collapseIDTooLong,
                message:
                    "the collapse id is \(collapse.utf8.count) bytes; APNs accepts at most \(APNsLimits.maxCollapseIDBytes)"
            )
        }
        var root = message.customData
        var ours: [String: JSONValue] = [:]
        if let id = message.messageID { ours["id"] = .string(id) }
        if let link = message.deepLink { ours["link"] = .string(link) }
        if let media = message.mediaURL { ours["media"] = .string(media) }
        if let collapse = message.collapseID { ours["collapse"] = .string(collapse) }
        var aps = message.standardAPS
        if message.mutableContent ?? (message.mediaURL != nil) { aps["mutable-content"] = 1 }
        if bug == .relevanceScoreOutOfRange, let score = message.relevanceScore {
            aps["relevance-score"] = .number(score * 100)
        }
        if bug == .markerInsideAPS {
            aps[Self.marker] = .object(ours)
        } else {
            root[Self.marker] = .object(ours)
        }
        root["aps"] = .object(aps)
        let payload = PushPayload(root)
        return bug == .relevanceScoreOutOfRange || bug == .markerInsideAPS || bug == .collapseIDNotChecked
            ? payload : try refusingInvalid(payload)
    }

    /// The message of a payload this format wrote, nil for any other.
    public func decode(_ payload: PushPayload) -> MessageSpec? {
        let ours = (bug == .markerInsideAPS ? payload.aps.raw[Self.marker] : payload[Self.marker])?.objectValue
        guard let ours else { return nil }
        let aps = payload.aps
        var custom = payload.root
        custom["aps"] = nil
        custom[Self.marker] = nil
        return MessageSpec(
            messageID: ours["id"]?.stringValue, title: aps.title, subtitle: aps.subtitle, body: aps.body,
            mediaURL: ours["media"]?.stringValue, deepLink: ours["link"]?.stringValue, silent: aps.contentAvailable,
            mutableContent: aps.mutableContent ? true : nil, collapseID: ours["collapse"]?.stringValue,
            category: aps.category, badge: aps.badge, sound: aps.sound, interruptionLevel: aps.interruptionLevel,
            relevanceScore: aps.relevanceScore, customData: custom)
    }
}
