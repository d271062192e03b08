extension RequirementID {
    /// LAK-001: device, push-to-start and update tokens and channel ids are never mixed (R17).
    public static let liveActivityIdentitiesApart = RequirementID(rawValue: "LAK-001")
    /// LAK-002: push-to-start and update tokens are read as current values, not only from streams.
    public static let liveActivityTokensReadCurrent = RequirementID(rawValue: "LAK-002")
    /// LAK-003: at a cold launch, live activities are reconciled: live ones registered, ended ones released.
    public static let liveActivitiesReconciled = RequirementID(rawValue: "LAK-003")
    /// LAK-004: a push-started activity's update token is registered from the background wake.
    public static let pushStartedActivityRegistered = RequirementID(rawValue: "LAK-004")
    /// LAK-005: no registration for an ended or dismissed activity.
    public static let endedActivityNotRegistered = RequirementID(rawValue: "LAK-005")
    /// LAK-006: one registration per activity and token.
    public static let activityTokenRegisteredOnce = RequirementID(rawValue: "LAK-006")
    /// LAK-007: push-to-start tokens are sent again when the device token changes.
    public static let pushToStartResentOnIdentityChange = RequirementID(rawValue: "LAK-007")
    /// LAK-008: token reports carry an order a server can use.
    public static let activityTokenReportsOrdered = RequirementID(rawValue: "LAK-008")
    /// LAK-009: a channel activity is never registered with a token; its channel id passes unchanged.
    public static let channelActivityKeepsChannel = RequirementID(rawValue: "LAK-009")
    /// LAK-010: a pending activity is not reported as started; ActivityKit's refusals map to neutral codes.
    public static let pendingAndRefusedStartsReported = RequirementID(rawValue: "LAK-010")
}
