/// Where an adapter reports ``SDKEvent``s (the transcript, a logger, the app's event listener).
public protocol SDKEventSink: AnyObject {
    /// Reports one event.
    func emit(_ event: SDKEvent)
}
