/// A set of fields whose names and values the app chooses (subscription `customFields`, a custom
/// event's `payload`): a vendor may declare which values it accepts there
/// (``VendorDescriptor/scalarOnlyFields``), so that the suite can hold it to its own refusals
/// (SUB-002, EVT-001).
public enum FreeFormFieldSet: String, Sendable, Hashable, CaseIterable {
    /// `SubscriptionRequest.customFields`.
    case subscriptionCustomFields = "subscription-custom-fields"
    /// `CustomEvent.payload`.
    case customEventPayload = "custom-event-payload"

    /// The neutral error a vendor reports when it refuses a value of this set.
    public var refusalCode: PushErrorCode {
        switch self {
        case .subscriptionCustomFields: return .invalidSubscriptionField
        case .customEventPayload: return .invalidEventField
        }
    }
}
