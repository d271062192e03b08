/// One option an app asks the user for when it requests notification permission.
public enum AuthorizationOption: String, Sendable, Hashable, CaseIterable, Comparable, Codable {
    /// Badge the app icon.
    case badge
    /// Play sounds.
    case sound
    /// Show alerts.
    case alert
    /// Deliver in CarPlay.
    case carPlay
    /// Critical alerts (entitlement).
    case criticalAlert
    /// Provisional (quiet) authorization.
    case provisional
    /// The app shows its own notification settings.
    case providesAppNotificationSettings

    /// Ordered by declaration, so sets print the same way every time.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// How a notification is presented while the app is in the foreground.
public enum PresentationOption: String, Sendable, Hashable, CaseIterable, Comparable, Codable {
    /// The legacy alert.
    case alert
    /// A banner.
    case banner
    /// Added to the notification list.
    case list
    /// Badge the icon.
    case badge
    /// Play the sound.
    case sound

    /// Ordered by declaration, so sets print the same way every time.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// An option of a notification category.
public enum CategoryOption: String, Sendable, Hashable, CaseIterable, Comparable, Codable {
    /// Tell the app when the user dismisses.
    case customDismissAction
    /// Allow in CarPlay.
    case allowInCarPlay
    /// Show the title when previews are hidden.
    case hiddenPreviewsShowTitle
    /// Show the subtitle when previews are hidden.
    case hiddenPreviewsShowSubtitle

    /// Ordered by declaration, so sets print the same way every time.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The option sets an adapter uses when the app does not choose: part of the contract, shown in
/// the comparison report.
public struct NotificationOptionDefaults: Sendable, Hashable {
    /// What the adapter asks the user for.
    public var authorization: Set<AuthorizationOption>
    /// How the adapter presents a notification in the foreground.
    public var presentation: Set<PresentationOption>
    /// The options of the categories the adapter registers.
    public var category: Set<CategoryOption>

    /// Creates the defaults.
    public init(
        authorization: Set<AuthorizationOption>, presentation: Set<PresentationOption>,
        category: Set<CategoryOption>
    ) {
        self.authorization = authorization
        self.presentation = presentation
        self.category = category
    }

    /// As JSON, each set sorted.
    public var json: JSONValue {
        [
            "authorization": .array(authorization.sorted().map { .string($0.rawValue) }),
            "presentation": .array(presentation.sorted().map { .string($0.rawValue) }),
            "category": .array(category.sorted().map { .string($0.rawValue) }),
        ]
    }
}

extension Set where Element: RawRepresentable & Comparable, Element.RawValue == String {
    /// The set as a sorted JSON array of its raw names.
    public var sortedJSON: JSONValue { .array(sorted().map { .string($0.rawValue) }) }
}
