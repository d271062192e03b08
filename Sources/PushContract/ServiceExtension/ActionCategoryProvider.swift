/// Builds action categories for pushes: the static ones an app registers at launch, and
/// dynamic ones derived from a payload (IBM MCE `category-actions`, Altcraft `_buttons`).
///
/// Implementation requirements: a dynamic category has a stable identifier for the same payload,
/// and registering it must not drop the app's static categories unless the vendor documents
/// that it replaces them (R10).
public protocol ActionCategoryProvider {
    /// Categories registered at launch.
    var staticCategories: [NotificationCategory] { get }
    /// The category a payload asks for, or nil (with the reason as an error when the payload is malformed).
    func dynamicCategory(for payload: PushPayload) -> Result<NotificationCategory?, PushError>
}
