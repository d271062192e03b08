public import PushContract

/// An event sink that adds `"vendor": <id>` to the details of every event (and error) it
/// passes on, so one transcript of several SDKs still says who reported what.
public final class TaggedEventSink: SDKEventSink {
    private let vendor: String
    private let base: any SDKEventSink

    /// Tags events with `vendor` and passes them to `base`.
    public init(vendor: String, base: any SDKEventSink) {
        self.vendor = vendor
        self.base = base
    }

    /// Adds the tag and passes the event on.
    public func emit(_ event: SDKEvent) {
        var tagged = event
        if var error = event.error {
            error.details["vendor"] = .string(vendor)
            tagged.error = error
        } else {
            tagged.details["vendor"] = .string(vendor)
        }
        base.emit(tagged)
    }
}

/// `TaggedEventSink` is not `Sendable`:
/// it holds adapters and closures, which run on the one thread that delivers the app's notification callbacks.
@available(*, unavailable)
extension TaggedEventSink: Sendable {}
