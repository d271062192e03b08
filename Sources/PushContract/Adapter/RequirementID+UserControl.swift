extension RequirementID {
    /// DEL-006: a push's link is opened only in answer to the user acting on a notification.
    public static let linkNeedsUserAction = RequirementID(rawValue: "DEL-006")
    /// DEL-007: a background push that carries nothing to show never becomes a visible notification.
    public static let backgroundPushStaysInvisible = RequirementID(rawValue: "DEL-007")
    /// DEL-008: a shown notification is removed only when the user answers it, or the app asks.
    public static let shownNotificationsKept = RequirementID(rawValue: "DEL-008")
    /// DEL-009: a foreground presentation decision handed to the app reaches the system unchanged.
    public static let appPresentationPassedUnchanged = RequirementID(rawValue: "DEL-009")
    /// ADP-006: a device fact is sent as the device's own value, in the unit the vendor's backend declares.
    public static let deviceFactsInDeclaredUnit = RequirementID(rawValue: "ADP-006")
}
