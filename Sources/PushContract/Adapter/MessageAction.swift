/// A button a campaign wants on its notification.
public struct MessageAction: Sendable, Hashable {
    /// The action's identifier, when the vendor's format has one.
    public var identifier: String?
    /// The button title.
    public var title: String
    /// What the button opens.
    public var link: String?

    /// Creates an action.
    public init(identifier: String? = nil, title: String, link: String? = nil) {
        self.identifier = identifier
        self.title = title
        self.link = link
    }
}
