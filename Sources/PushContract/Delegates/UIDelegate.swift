/// Receives ``UIDelegateEvent``s.
///
/// Requirements on adapters calling it: report events in the documented order, none for
/// notifications the SDK does not render (UI-001).
public protocol UIDelegate: AnyObject {
    /// Receives one event.
    func handle(_ event: UIDelegateEvent)
}
