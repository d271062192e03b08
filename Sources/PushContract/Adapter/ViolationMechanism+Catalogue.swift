/// The mechanisms the built-in invariants name: each is defined by an effect a transcript
/// records, so two bugs of one invariant with different effects have different mechanisms.
/// A violation whose transcript shows none of its invariant's mechanisms names none, and only
/// a deviation that names its scenarios can excuse it.
extension ViolationMechanism {
    // MARK: TOK-005

    /// TOK-005: a request that still carries the old token repeats, with the same method, path
    /// (query aside) and body, a request first sent before the token changed whose last answer
    /// was a failure (a transport failure or a status other than 2xx) or had not come, with no
    /// app call (`app.called`) in between: a retry built for the old token. A new request built
    /// with the old token is another mechanism.
    public static let retrySendsOldToken = ViolationMechanism(.changedTokenReregistered, "retry-sends-old-token")

    /// TOK-005: the SDK sends a changed token only from a later launch of the app: the new token
    /// was not sent, and no process launched after the change both came to the foreground and
    /// was given the new token again (by APNs or the provider) while it was still the current
    /// one (a newer token may have replaced it first), and then lived past that instant (one
    /// terminated at the instant it qualified does not count). Reported both as the new token never sent
    /// and as requests that still carry the old one meanwhile. The same when the new token was
    /// sent but never accepted (2xx), and every process launched after its last send that ran
    /// 5 s in the foreground was handed it (or a token that replaced it) only by a registration
    /// the app made in a step of its own while none of the SDK's waited for an answer
    /// (`remote-registration.requested` outside the launch step, an app call or an answer or
    /// push being handled), and never sent it. A new token still unsent after a launch whose own
    /// registration handed it is another mechanism.
    public static let changedTokenUnsentUntilNextLaunch = ViolationMechanism(
        .changedTokenReregistered, "changed-token-unsent-until-next-launch")

    /// TOK-005: the SDK's token is another provider's (a manual or preferred FCM or HMS token):
    /// it told its push delegate so after the change and sent that token (a request naming the
    /// old token carries it beside, replacing the old registration), so the changed token itself
    /// is never sent. The same when the changed token was sent but never accepted, while a
    /// request carrying the old token beside that other provider's token was answered 2xx. A
    /// request carrying the old token without the token that replaced it is another mechanism.
    public static let switchedToAnotherProvider = ViolationMechanism(
        .changedTokenReregistered, "switched-to-another-provider")

    /// TOK-005: a request carries the old token without the new one while the new token (or the
    /// token of another provider the SDK told its delegate it switched to after the change) was
    /// already sent beside the old one (a request replacing it) and no such replacement has been
    /// answered 2xx yet (a request carrying the new token alone, accepted, is not one): the SDK
    /// uses the token its server knows until the server accepted the replacement. An old token sent after the replacement succeeded, or before
    /// the new token was ever sent, is another mechanism.
    public static let oldTokenUntilReplacementAccepted = ViolationMechanism(
        .changedTokenReregistered, "old-token-until-replacement-accepted")

    /// TOK-005: a request carries a token the app had its provider delete, sent at the very
    /// instant of the deletion (the same `t`, no app call in between) with a token that provider
    /// had handed before it (`token-provider.fetch`): a request whose token was resolved before
    /// the deletion and built as it happened, by an SDK that then took up the provider's next
    /// token (a later request carries a token the provider issued after the deletion). A deleted
    /// token sent at a later instant, one the provider never handed before the deletion, or sent
    /// by an SDK that never registers a token the provider issued after it, is another mechanism.
    public static let tokenResolvedBeforeDeletion = ViolationMechanism(
        .changedTokenReregistered, "token-resolved-before-deletion")

    // MARK: DEL-004

    /// DEL-004: one tap reported opened more than once, but never more often than the system
    /// handed its response to the app (the tap delivered again: a forwarding SDK, a replay).
    /// More opens than deliveries of the response is another mechanism.
    public static let openPerDelivery = ViolationMechanism(.oneOpenPerTap, "open-per-delivery")

    // MARK: DEL-006

    /// DEL-006: links opened more often than the user acted on notifications, but never more
    /// often than the system handed those actions' responses to the app (a response delivered
    /// again: a forwarding SDK, a replay), and never before the first tap. A link opened with no
    /// tap at all, or more links than deliveries, is another mechanism.
    public static let linkPerDelivery = ViolationMechanism(.linkNeedsUserAction, "link-per-delivery")

    // MARK: NSE-004

    /// NSE-004: the extension delivered a push its vendor does not claim with the content field
    /// `field` (as the transcript writes content: `category`, `attachments`, `title`…) changed.
    /// Each field is its own mechanism, so a deviation for an SDK that sets its category on every
    /// request never excuses one that rewrites another SDK's title.
    public static func foreignContentFieldChanged(_ field: String) -> ViolationMechanism {
        ViolationMechanism(.foreignContentDeliveredUnchanged, "\(field)-changed")
    }

    // MARK: EXP-006

    /// EXP-006: a report about a push (an open, delivery or reply event) was in flight when the
    /// app was terminated and was not sent again after the relaunch: the SDK keeps it only in
    /// memory until it is answered (one written to the store before it is sent survives).
    public static let pushReportLostInFlight = ViolationMechanism(
        .explorationPushReportSurvivesRelaunch, "lost-in-flight")

    /// EXP-006: a report about a push was answered with a retryable HTTP status (a 5xx, a 429)
    /// and was waiting for its retry when the app was terminated, and was not sent again after
    /// the relaunch. One whose last send got no HTTP answer is
    /// ``pushReportLostAfterTransportFailure``.
    public static let pushReportLostAfterFailure = ViolationMechanism(
        .explorationPushReportSurvivesRelaunch, "lost-after-failure")

    /// EXP-006: a report about a push whose last send got no HTTP answer (a transport failure:
    /// timed out, offline, connection lost) was waiting for its retry when the app was
    /// terminated, and was not sent again after the relaunch: a retry loop kept in memory, the
    /// report stored only once its retries are spent. The transcript shows the loop: while
    /// handling that last answer the SDK announced a retry (`request.retry-scheduled`) and
    /// reported no failure. A report whose failure the SDK reported (it left the loop: stored
    /// for the next launch, then dropped) is no mechanism of this name. One answered with a 5xx
    /// or a 429 is ``pushReportLostAfterFailure``.
    public static let pushReportLostAfterTransportFailure = ViolationMechanism(
        .explorationPushReportSurvivesRelaunch, "lost-after-transport-failure")

    // MARK: RST-001

    /// RST-001: the data reset left the store key `key` with the value it had before, a value
    /// that is not empty (see ``resetKeptEmptyStoreKey(_:)``). Each key left behind is its own
    /// mechanism, so a deviation for one key never excuses another.
    public static func resetKeptStoreKey(_ key: String) -> ViolationMechanism {
        ViolationMechanism(.dataResetErasesEverything, "kept-store-key:\(key)")
    }

    /// RST-001: the data reset left the store key `key` holding an empty value (0, false, "",
    /// [], {} or null), the value it had before: a counter written as 0 by a reset that keeps
    /// the key, or one already 0. Apart from ``resetKeptStoreKey(_:)``, so a deviation for a
    /// reset that zeroes a counter never excuses a reset that leaves the counter's old count.
    public static func resetKeptEmptyStoreKey(_ key: String) -> ViolationMechanism {
        ViolationMechanism(.dataResetErasesEverything, "kept-empty-store-key:\(key)")
    }

    /// RST-001: the store key `key` holds another value when the case ends than when the data
    /// reset reported success, and nothing new happened in between (no app call, push, response,
    /// launch or other system event): work from before the reset wrote it again. A key the reset
    /// itself left behind is ``resetKeptStoreKey(_:)``; the two are distinct, so a deviation for a
    /// key a reset keeps never excuses work the reset failed to cancel.
    public static func resetWorkWroteStoreKey(_ key: String) -> ViolationMechanism {
        ViolationMechanism(.dataResetErasesEverything, "written-after-reset:\(key)")
    }

    /// RST-001: a request still pending at the data reset is sent again by a later process: the
    /// app was launched again between the reset and the repeat (stored work that the next
    /// launch's retry pass sends). A repeat by the same process (a timer, a queue the reset left
    /// running) is another mechanism.
    public static let resentByNextLaunch = ViolationMechanism(.dataResetErasesEverything, "resent-by-next-launch")

    /// RST-001: a request still pending at the data reset is sent again by the same process, with
    /// no answer's handling behind it (no `during.answer`), in a step with a call into the SDK
    /// (an `app.called`, a move to the foreground, a token delivery) read after the reset: a
    /// check that call runs builds the same request afresh. A repeat in a wait with no call, or
    /// from an answer's handling (a retry the reset left scheduled), is another mechanism.
    public static let resentAtCallAfterReset = ViolationMechanism(
        .dataResetErasesEverything, "resent-at-call-after-reset")

    /// RST-001: a request still pending at the data reset is sent again by the same process in a
    /// wait (no call into the SDK in its step), with no answer's handling behind it, while a
    /// facet call (`app.called`) made after the reset had sent nothing yet: that call's request,
    /// sent once what it waits for (a token) arrived. A repeat in a wait with no such call
    /// waiting (a timer the reset left running) is another mechanism.
    public static let sentLateForCallAfterReset = ViolationMechanism(
        .dataResetErasesEverything, "sent-late-for-call-after-reset")

    /// RST-001: a request still pending at the data reset is sent again by the same process in a
    /// wait, with no answer's handling behind it, while no facet call made since the reset was
    /// waiting but one made before it (`app.called` before the reset's call) had sent nothing
    /// yet: that call's request, built from what it read before the reset and sent once what it
    /// waits for (a token) arrived. A repeat with no call waiting is another mechanism.
    public static let sentLateForCallBeforeReset = ViolationMechanism(
        .dataResetErasesEverything, "sent-late-for-call-before-reset")

    // MARK: NET-001

    /// NET-001: a request the server refused for good with an HTTP status (a 4xx other than 429)
    /// is sent again by the same process at a later time than that answer (a back-off that
    /// treats every failure alike). A retry after a failure the adapter itself reported as not
    /// retryable, at the same instant, or by a later process is another mechanism, and so are
    /// the three below (checked first: a repeat from an earlier retryable send's answer, from
    /// the refusal's answer with a call for each send, or in a step with a call made since).
    public static let refusedRequestRetriedAfterBackoff = ViolationMechanism(
        .retryOnlyRetryable, "refused-request-retried-after-backoff")

    /// NET-001: the repeat was sent while handling the answer to another send with the same
    /// method and path (`during.answer`; its body may differ, a retry that rebuilt it with a new
    /// token), an answer that was a retryable failure (no answer, a 5xx or a 429) the adapter did
    /// not report as final: the retry of that failure, in a chain that runs beside another send
    /// of the request the server refused. A repeat sent from the refusal's own answer, or with
    /// no answer's handling, is another mechanism. (Checked after this rule, for every NET-001
    /// mechanism: a repeat sent from the answer to a send that was itself a repeat of the
    /// refusal continues it, and is named as that send was.)
    public static let retryableFailureRetried = ViolationMechanism(.retryOnlyRetryable, "retryable-failure-retried")

    /// NET-001: the repeat was sent while handling the refusal's own answer (`during.answer` is
    /// the finally failed send), or the answer to a send made further down the pass that answer
    /// started (each send made while handling the answer to the one before), and the app had made at least as many facet calls
    /// (`app.called`) of one method as the request was sent, this send included: a queue that
    /// holds one request per call sends the next one when the first is refused. A repeat
    /// sent from the refusal's answer with fewer calls of every method than sends (a refused
    /// request retried at once) is another mechanism.
    public static let queuedCallSentAfterRefusal = ViolationMechanism(
        .retryOnlyRetryable, "queued-call-sent-after-refusal")

    /// NET-001: a token-state check sent again: the repeat was sent with no answer's handling
    /// behind it (no `during.answer`), in a step with a call read after the final failure (or by
    /// a later process), or in a step with no call by the process that got the final failure
    /// after such a moment was read since it, or while a call of the token facet had sent
    /// nothing yet (its token resolved late), and every call that ever asked for the request, and
    /// the repeat's own, is a moment that checks the token state: a launch, a move to the foreground, a token
    /// delivery, or a call of the token facet (`tokens.*`), about no notification. Such a check
    /// sends again what the server refused while the state still differs. A request a push, a
    /// tap or a call of another facet asked for (an event, a subscription), sent again at a
    /// later call or launch, is another mechanism (``refusedRequestResentByNextLaunch`` for a
    /// later process, else a back-off, ``refusedRequestRetriedAfterBackoff``).
    public static let resentAtLaterCall = ViolationMechanism(.retryOnlyRetryable, "resent-at-later-call")

    /// NET-001: a one-shot query sent late for a call still waiting: the refused send's answer
    /// was handed to a completion (its handling called one), the repeat was sent in a wait (no
    /// call into the SDK in its step, no answer's handling behind it), and the app had made at
    /// least as many facet calls of one method whose handling had sent nothing as the request
    /// was sent, this send included (each call's request goes out once something it waits for,
    /// a token, arrives). A repeat after a failure no completion was told of, or with fewer
    /// waiting calls than sends, is another mechanism.
    public static let oneShotSentLateForWaitingCall = ViolationMechanism(
        .retryOnlyRetryable, "one-shot-sent-late-for-waiting-call")

    /// NET-001: a request the server refused for good with an HTTP status (a 4xx other than 429)
    /// is sent again by a later process: the app was launched again between that answer and the
    /// repeat (stored work that the next launch sends again). A repeat by the same process is
    /// ``refusedRequestRetriedAfterBackoff`` or another mechanism, and a token-state check sent
    /// again at a later launch is ``resentAtLaterCall`` (checked first).
    public static let refusedRequestResentByNextLaunch = ViolationMechanism(
        .retryOnlyRetryable, "refused-request-resent-by-next-launch")

    // MARK: NET-003

    /// NET-003: the sends that break the limit span app processes: the app was launched again
    /// between the first and the last send of the window (each process starts its back-off
    /// afresh and sends the stored request again). Too many sends by one process is another
    /// mechanism.
    public static let backOffRestartedByRelaunch = ViolationMechanism(.retriesBackOff, "back-off-restarted-by-relaunch")

    // MARK: EXP-004

    /// EXP-004: facet work pending at a termination waits for a process whose first move to the
    /// foreground since its launch comes with notification permission authorized and a push
    /// token (given to that process by APNs or a provider, or a manual token the app set before)
    /// and which is not terminated at that instant: since the termination, no process did. Work lost although such a process ran is
    /// another mechanism.
    public static let waitsForAuthorizedForegroundLaunch = ViolationMechanism(
        .explorationFacetWorkSurvivesRelaunch, "waits-for-authorized-foreground-launch")

    /// EXP-004: the lost request's failure was handed to the app: its last answer was a failure
    /// and a completion was called with an error while that answer was handled (a one-shot
    /// query whose caller was told, not work the app was told nothing failed). Work lost with no
    /// failure handed to a completion is another mechanism.
    public static let failureHandedToCompletion = ViolationMechanism(
        .explorationFacetWorkSurvivesRelaunch, "failure-handed-to-completion")

    /// EXP-004 (accepted and never sent): before the call, a request of the app process to a
    /// method and path its calls of that kind send was made and never answered to the end of the
    /// run, in a process never terminated (the SDK sends such calls one at a time, the next once
    /// the previous is answered, with no timeout of its own). A call lost while every earlier
    /// request was answered is another mechanism.
    public static let queuedBehindUnansweredRequest = ViolationMechanism(
        .explorationFacetWorkSurvivesRelaunch, "queued-behind-unanswered-request")

    /// EXP-004 (accepted and never sent): a token provider was asked for its token in the call's
    /// step or after it, no request followed, and the app stayed suspended to the end (the
    /// request waits for the provider's answer, frozen until the app is woken again). A call lost
    /// with no token fetch pending, or in an app that ran on, is another mechanism.
    public static let facetWorkFrozenBySuspension = ViolationMechanism(
        .explorationFacetWorkSurvivesRelaunch, "frozen-by-suspension")

    // MARK: DEL-005

    /// DEL-005: after notifications were turned off, the SDK sent the changed setting to its
    /// server in the next foreground period (a request carrying a key of its last settings
    /// report with another value) and that request failed or was never answered; the report to
    /// the delegate waits for its success. Not reporting without sending the change is another
    /// mechanism.
    public static let settingsReportWaitsForFailedRequest = ViolationMechanism(
        .settingsFollowSystem, "report-waits-for-failed-request")

    /// DEL-005: after notifications were turned off, the SDK sent the changed setting to its
    /// server in the next foreground period (a request carrying a key of its last settings
    /// report with another value), and that request had no answer yet when the period ended (it
    /// is answered later): the report to the delegate waits for the answer. A request that failed
    /// or was never answered is ``settingsReportWaitsForFailedRequest``.
    public static let settingsReportWaitsForRequestInFlight = ViolationMechanism(
        .settingsFollowSystem, "report-waits-for-request-in-flight")

    /// DEL-005: the report that says allowed after notifications were turned off is made while
    /// the answer to a request is handled that carried the reported settings (every key of the
    /// report with the reported value) and was sent before they were turned off, itself or a
    /// request it repeats (same method, path and body: a retry): the report of a value read
    /// before the change, made when its request returns. A new report with a value read after
    /// the change is another mechanism.
    public static let staleReportOfRequestSentBeforeChange = ViolationMechanism(
        .settingsFollowSystem, "stale-report-of-request-sent-before-change")

    // MARK: DEL-001

    /// DEL-001: a foreign push was not presented in the foreground because the SDK presents no
    /// push in the foreground: no will-present answer of the transcript, for the vendor's own
    /// pushes either, has a presentation option. Suppressing only other SDKs' banners is
    /// another mechanism.
    public static let nothingPresentedInForeground = ViolationMechanism(
        .foreignPayloadUntouched, "nothing-presented-in-foreground")

    // MARK: SUB-001

    /// SUB-001: an illegal subscription move reported right after the server accepted it (the
    /// nearest answer before the report, in the same step, is a 2xx): the SDK sends the
    /// requested status whatever the current state. A move reported with no accepted request
    /// just before it is another mechanism.
    public static let serverConfirmedIllegalMove = ViolationMechanism(
        .legalSubscriptionMoves, "server-confirmed-illegal-move")

    // MARK: MED-002, MED-004

    /// MED-002: an attachment declared by its type hint (the answer's MIME type, say) as a media
    /// type iOS recognises whose bytes are another kind of media, or no media format at all: the
    /// hint was never checked against the bytes. One declared by its file name (no type hint) is
    /// ``fileNameTypeNotTheBytes``, a hint the answer never sent is ``inventedTypeHint``; a type
    /// iOS does not recognise is another mechanism.
    public static let typeHintNotTheBytes = ViolationMechanism(.attachmentTypeMatchesBytes, "type-hint-not-the-bytes")

    /// MED-002: an attachment whose type hint declares a type the download's answer did not send
    /// (no `Content-Type`, or another one): the SDK made the hint up ("most attachments are
    /// photos") and the bytes are another kind of media, or none. A hint that is the answer's own
    /// type is ``typeHintNotTheBytes``.
    public static let inventedTypeHint = ViolationMechanism(.attachmentTypeMatchesBytes, "invented-type-hint")

    /// MED-002: an attachment with no type hint whose file name declares a media type iOS
    /// recognises (the URL's last path component, a fixed name) while its bytes are another kind
    /// of media, or no media format at all. One declared by a type hint is
    /// ``typeHintNotTheBytes``; a type iOS does not recognise is another mechanism.
    public static let fileNameTypeNotTheBytes = ViolationMechanism(
        .attachmentTypeMatchesBytes, "file-name-type-not-the-bytes")

    /// MED-004: the attachment is the body of an answer with an error status (the status was not
    /// checked). An attachment from a failed, cancelled or unfinished download, or from a URL
    /// never downloaded, is another mechanism.
    public static let errorPageAttached = ViolationMechanism(.attachmentFromSuccessfulDownload, "error-page-attached")

    // MARK: NSE-001

    /// NSE-001: the system ended the extension, which had not called its content handler, while
    /// a media download the extension started was still unanswered (it waits for the download
    /// and does nothing at expiry). An extension that never calls its handler with no download
    /// pending, or calls it twice, is another mechanism.
    public static let expiredWhileDownloading = ViolationMechanism(.extensionDeliversOnce, "expired-while-downloading")

    // MARK: EXP-003, CMP-001

    /// EXP-003 (still not called after the quiet period), or CMP-001 (never called): the `kind`
    /// completion (`status`, `response`…) was not called, and a request or media download sent
    /// at or after the step that handed it over was never answered (the SDK calls it only once
    /// that request is answered, with no timeout of its own); a request sent in a later step
    /// with a call into the SDK of its own (not while handling an answer the completion may
    /// wait for) is that call's work, not one the completion waits for. The same completion left uncalled
    /// with every request answered is another mechanism.
    public static func completionAwaitsUnansweredRequest(
        _ kind: String, of invariant: RequirementID = .explorationSettlesWhenQuiet
    ) -> ViolationMechanism {
        ViolationMechanism(invariant, "\(kind)-completion-awaits-unanswered-request")
    }

    /// EXP-003 or CMP-001: the `kind` completion was not called, with every request answered,
    /// while the app stayed suspended to the end (what would call it is frozen until the app is
    /// woken again).
    public static func completionFrozenBySuspension(
        _ kind: String, of invariant: RequirementID = .explorationSettlesWhenQuiet
    ) -> ViolationMechanism {
        ViolationMechanism(invariant, "\(kind)-completion-frozen-by-suspension")
    }

    // MARK: LAK-002, LAK-003, LAK-004

    /// LAK-002, LAK-003 or LAK-004: the activity left unregistered (or unreleased) started before
    /// the app process that left it so was launched, and no request of that process named it (its
    /// id or an update token of it): the SDK watches only activities that start while it runs
    /// (`Activity<T>.activityUpdates`), never the ones `Activity<T>.activities` already holds. An
    /// activity the process named, or one that started while it ran, left unregistered is
    /// another mechanism.
    public static func activityFromBeforeLaunchUnseen(of invariant: RequirementID) -> ViolationMechanism {
        ViolationMechanism(invariant, "activity-from-before-launch-unseen")
    }
}
