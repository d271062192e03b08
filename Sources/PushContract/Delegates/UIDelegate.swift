/// Receives ``UIDelegateEvent``s.
///
/// Requirements on adapters calling it: never report an event that contradicts the events
/// before it (``UIDelegateEvent``'s order requirements, UI-002: nothing is on screen before it was
/// about to be presented, nothing closes before it was on screen, a presentation announced
/// either shows or fails); report none for notifications the SDK does not render (UI-001).
public protocol UIDelegate: AnyObject {
    /// Receives one event.
    func handle(_ event: UIDelegateEvent)
}
