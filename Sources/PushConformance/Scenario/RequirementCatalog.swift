public import PushContract

/// Every requirement id a scenario may cite: the invariants, the contract requirements that only
/// goldens can show, the platform rules (R) and the users' pain points (P). A scenario citing an
/// unknown id is refused, so a typo never silently means nothing.
public enum RequirementCatalog {
    /// Contract requirements shown by goldens rather than by a transcript invariant.
    public static let contractRequirements: [RequirementID: String] = [
        .exclusiveOwnership: "a payload is claimed by at most one vendor",
        .updatesAfterEndRefused: "after a live activity ends, updates for it are refused with live-activity.ended",
    ]

    /// Platform rules (PEER-SDKS section 4).
    public static let platformRules: [RequirementID: String] = ids([
        "R1": "APNs payload at most 4096 UTF-8 bytes",
        "R2": "aps is reserved; vendor keys live at the top level",
        "R3": "the service extension runs only for alert pushes with mutable-content",
        "R4": "background pushes are throttled and are never opens",
        "R5": "interruption-level values and relevance-score 0…1",
        "R6": "apns-collapse-id at most 64 bytes",
        "R7": "the service extension has about 30 s; the content handler exactly once",
        "R8": "service extension memory about 24 MB",
        "R9": "attachment size and type limits",
        "R10": "setNotificationCategories replaces the whole set; two actions on a banner",
        "R11": "the APNs token is opaque bytes of variable length, sent as hex",
        "R12": "an FCM token is an opaque string that needs the APNs token first",
        "R13": "an HMS token on iOS is relayed through APNs",
        "R14": "live-activity payload rules (event, timestamp, content-state)",
        "R15": "live-activity push headers",
        "R16": "live activities last up to 8 h and stay 4 h after ending",
        "R17": "device, push-to-start and per-activity tokens are distinct",
        "R18": "about 5 concurrent live activities",
        "R19": "willPresent and didReceive completions exactly once",
        "R20": "the background-fetch completion exactly once",
        "R21": "live-activity content at most about 4 KB",
    ])

    /// The users' recurring pain points (PEER-SDKS section 2).
    public static let painPoints: [RequirementID: String] = ids([
        "P1": "fights over the notification-centre delegate",
        "P2": "completion handlers called twice or never",
        "P3": "duplicate notifications and duplicate open events",
        "P4": "service extension timeouts and the memory ceiling",
        "P5": "lost, late or stale tokens",
        "P6": "opens not tracked on cold start",
        "P7": "live-activity token rotation and push-to-start",
        "P8": "Swift 6 concurrency warnings and crashes",
        "P9": "subscription and permission status drifting from the OS",
    ])

    /// Every known id with its one-line meaning.
    public static var all: [RequirementID: String] {
        var ids = contractRequirements.merging(platformRules) { first, _ in first }.merging(painPoints) { first, _ in first }
        for invariant in Invariant.builtIn { ids[invariant.id] = invariant.summary }
        return ids
    }

    private static func ids(_ table: [String: String]) -> [RequirementID: String] {
        Dictionary(uniqueKeysWithValues: table.map { (RequirementID(rawValue: $0.key), $0.value) })
    }
}
