/// What the audit cannot read from a request alone, given beside it in a request file
/// (`context`): every field optional, and a rule that needs a missing one is not applied.
package struct LiveActivityAuditContext: Sendable, Hashable {
    /// The moment the request is sent, in seconds since 1970: an update stamped before it is in
    /// the past, and one stamped more than 8 hours after it too far ahead. The audit reads no
    /// clock, so the same file always gives the same verdict.
    package var now: Double?
    /// The timestamp of the previous request to the same activity: an update older than it is dropped.
    package var previousTimestamp: Double?
    /// The app's bundle identifier: the topic of a push to a token must be `<bundleID>.push-type.liveactivity`.
    package var bundleID: String?
    /// The channel's `message-storage-policy` (0 No Message Stored, 1 Most Recent Message Stored), for a broadcast.
    package var channelStoragePolicy: Int?
    /// The app's `ContentState` declaration, to decode `content-state` against.
    package var contentState: ContentStateType?

    /// Creates a context.
    package init(
        now: Double? = nil, previousTimestamp: Double? = nil, bundleID: String? = nil,
        channelStoragePolicy: Int? = nil, contentState: ContentStateType? = nil
    ) {
        self.now = now
        self.previousTimestamp = previousTimestamp
        self.bundleID = bundleID
        self.channelStoragePolicy = channelStoragePolicy
        self.contentState = contentState
    }
}
