/// The custom-event facet.
///
/// Implementation requirements: invalid payload values are refused before anything is stored or
/// sent (`event.invalid-field`, EVT-001); failures follow the same retry rules as every request (NET-001).
public protocol CustomEventService: AnyObject {
    /// Sends an event.
    func track(_ event: CustomEvent)
}
