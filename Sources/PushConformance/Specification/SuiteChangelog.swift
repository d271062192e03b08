/// What changed in each suite version, newest first. `Conformance/SPEC.md` and
/// `specification.json` open with it; a test keeps the first entry equal to
/// ``SuiteVersion/current``, so a scenario or requirement change that bumps the version also
/// says what changed.
package enum SuiteChangelog {
    /// One version's changes.
    package struct Entry: Sendable, Hashable {
        /// The suite version.
        package var version: String
        /// What changed, one line each.
        package var changes: [String]
    }

    /// Newest first.
    package static let entries: [Entry] = [
        Entry(
            version: "1.6.0",
            changes: [
                "The service extension's process outlives its first content-handler call, as iOS may let it: work it had already scheduled (a download, a timer, an answer) still runs for 5 s, so a second handler call is written and NSE-001 reports it; then the process is frozen and what is still pending is dropped (nse.frozen, written only when something was pending).",
                "NSE-004 is an invariant: nse.started carries the request's content for a push the vendor does not claim, and the content the extension delivers for it must be the same field by field (title, subtitle, body, category, userInfo keys, badge, sound, thread, attachments). MCE (category, attachments) and Actito (attachments) list it as known deviations of the real SDKs.",
                "New scenarios: notification-service.media-finishes-after-expiry (a download that ends 2 s after the expiry call) and notification-service.foreign-payload-with-uid (another SDK's rich push carrying the vendor's message-id key but not its ownership marker).",
                "Known deviations name a violation mechanism (ViolationMechanism, e.g. TOK-005/retry-sends-old-token), defined by an effect the written transcript shows: one listed for every scenario excuses that mechanism only, so another way of breaking the same invariant fails; a scoped one also excuses its mechanism outside its scenarios. A deviation for every scenario without a mechanism is a run problem. Results files carry the mechanism of each violation and deviation.",
                "RST-001 reports each store key a reset kept as its own violation (mechanism kept-store-key:<key>). A request that a new app call asked for is no retry of an identical earlier one (TOK-005/retry-sends-old-token).",
                "New scenarios from explore seed 1 on altcraft: subscription.subscribe-retry-after-token-rotation and token-providers.manual-hms-token-after-rotation-then-tap (TOK-005).",
                "explore calls a finding known exactly as run does (by its mechanism); known findings and warnings get a golden under --out DIR/<vendor>, so the printed reproduce line, one per vendor with the scenarios it wrote, exits as the exploration did. help compare uses the grid legend's words.",
                "DEL-001: every response to a push the vendor does not claim (a body tap, an action button, a typed reply, a dismiss the app's category asks for) reaches the app's delegate with the action and text the user chose; appTold takes the action and text; push-delegate.unknown-action-opened and push-delegate.unknown-notification-dismissed reach buttons, typed replies and dismisses (Actito drops a dismiss before it checks ownership: a new deviation citing its notification-centre delegate).",
                "A vendor declares the free-form fields in which it accepts scalar values only (VendorDescriptor.scalarOnlyFields: subscription custom fields, custom-event payload); the fieldValues expectation holds it to refusing every other value before anything is sent (SUB-002, EVT-001) and to sending each scalar unchanged. Altcraft declares both, as its SDK refuses non-scalars with 475.",
                "New scenarios: token-providers.apns-token-while-get-token-polls (a get-token completion while provider polls wait for the APNs token), token-providers.subscribe-after-rotation-before-update, lifecycle.cold-start-tap-after-terminated-in-background (a cold start from a tap with the notification in the launch options), lifecycle.custom-event-refused-4xx and lifecycle.tap-open-event-rejected-then-relaunch (a refused event never sent again, also after a relaunch), subscription.subscribe-custom-fields-scalars.",
                "Live activities run on a simulated ActivityKit: activities per attributes type that survive relaunches, push-to-start and update tokens as current values and as streams (yielding late, once or never, as given.activityKit says), push-to-start pushes that start an activity and wake the app in the background (input-push-token, input-push-channel), user and push ends, iOS 26 pending starts, a maximum count and a push-to-start budget; every change is an activity.* record. New step: activity; new call: liveActivity.startActivity.",
                "The contract's live-activity surface grows vendor-neutrally: PushHost.activityKit (ActivityKitHost) and LiveActivityTracker (push-to-start set-up per type, tracking with reconcile and release, channels, starting), each part declared by its capability (live-activity-push-to-start, -tracking, -channels, -start); new neutral codes live-activity.limit-exceeded, not-visible and refused.",
                "New invariants LAK-001…LAK-010 (the live-activity token rules: identities apart, current values read, reconcile at launch, push-started tokens from the background, nothing for ended activities, one registration per token, re-sends for a new device token, ordered reports, channel ids unchanged, pending and refused starts); R17, R18, P7, LA-001 and LA-003 name them as oracles. R18 is no longer untestable here.",
                "New scenarios live-activities.* for every rule and token-bug class (13), run on the vendors that declare the parts they need.",
                "New requirement: DEL-009 (a foreground presentation decision handed to the app reaches the system unchanged, own pushes included), an expectation of lifecycle.foreground-app-declines-presentation.",
                "TOK-005 also names a device token a relaunch hands the SDK that differs from the one it registered and is never sent; DEL-005 names a report made after notifications were turned off that says they are allowed.",
                "ADP-006 holds a body member no shape declares, whose key names a device fact (model, os_version, app_version, time_zone_offset…), to the device's own value in any unit; PAY-005's wire-format audit also encodes a collapse id of 33 two-byte characters (66 bytes).",
                "New scenarios: lifecycle.static-category-dismiss-with-link-and-buttons (DEL-006), lifecycle.tap-foreign-payload-with-notification-id (NET-002), ui-delegate.url-scheme-received-in-foreground (DEL-006), lifecycle.custom-event-offline-then-relaunch (EXP-004), push-delegate.stored-event-while-backend-down-many-foregrounds (NET-004).",
                "Actito-style declares live-activity-tracking and tracks as Actito's sample app does (activityUpdates only, token watching from .active, registerLiveActivity with the type's identifier and the activity id as topic, endLiveActivity on .ended/.dismissed): live-activities.app-started-activity-tracked, push-to-start-budget, reconcile-at-cold-launch and update-token-stream-silent run on it. LAK-002, LAK-003 and LAK-004 name the mechanism activity-from-before-launch-unseen (an activity that started before the process launched and that no request of the process named), which Actito lists as scoped known deviations. live-activity-tracking leaves the test-kit capabilities of the applicability audit.",
                "Deep exploration of altcraft (seeds 777, 31337, 2026, 4242, 99991 at 20,000 runs): NET-001 names retryable-failure-retried, queued-call-sent-after-refusal, resent-at-later-call and one-shot-sent-late-for-waiting-call; RST-001 counts a failure the adapter reported as final as settled, treats a send from the failed answer of a send made after the reset as that send's retry, and names resent-at-call-after-reset and sent-late-for-call-after-reset; TOK-005 lets a token that replaced the new one later stand for it (A beside C after A → B → C) and names old-token-until-replacement-accepted; EXP-003/CMP-001 leave the extension's requests and other pushes' requests out of what a completion awaits; EXP-004's waits-for-authorized-foreground-launch counts a process at its first foreground only, with a token. New scenarios: token-providers.token-queries-while-app-suspended, token-providers.update-refused-then-sent-again-at-foreground, token-providers.update-retry-after-another-update-refused, token-providers.status-after-relaunch-update-fails, subscription.two-subscribes-queued-until-authorized-first-refused, subscription.two-status-queries-while-token-polls-first-refused, lifecycle.clear-data-then-priority-change-sends-update-afresh, lifecycle.clear-data-then-unsuspend-sent-when-token-resolves.",
            ]),
        Entry(
            version: "1.5.0",
            changes: [
                "A button without the foreground option is handled in the background, as iOS does: a terminated app is launched there, and work an SDK leaves for after the response's completion waits for the next wake or is lost.",
                "New requirements: DEL-006 (a link opens only for a tap, one per tap) and DEL-008 (a shown notification is removed only when the user answers it) as invariants; DEL-007 (a background push with nothing to show stays invisible) and ADP-006 (device facts in the unit the vendor's backend declares) through expectations.",
                "Expectations on 241 of 302 scenarios (new kinds shown, delegate, refused, deviceFacts; completions atMost, urlOpened times); SUB-002 and EVT-001 now hold a vendor only to what it must do when it refuses; forConfiguredVendors reaches the vendors that declare reading a key the scenario hands them (VendorDescriptor.configurationKeys).",
                "Oracles judge the transcript as its lines write it: records carry during (the push, answer or extension whose handling wrote them) and app.called lines name each facet call; NET-001/003/004, RST-001 and DEL-003/004 judge what was sent, answered, tapped and kept, whoever sent it; push-conformance check runs every invariant on any transcript file (holds, violated, or not checkable); NSE-002 is untestable in a run and R7 is checked by NSE-001; the grid says untestable here or no oracle instead of holds.",
                "MCE's behaviour events go through the binary's stored queue (duplicate refusal, 1 s upload timer, back-off); Altcraft's token-update retries read the current token and clear() leaves the request in flight alone; Actito's attachment name is the URL's last path component. New scenarios from exploration at 20,000 runs.",
                "An offline audit of live-activity requests (push-conformance audit-live-activity, a 52-request corpus): R14, R15 and R21 are checked by it; R21 is a MUST citing ActivityAuthorizationError.attributesTooLarge; R5's 0...1 relevance score applies to alert pushes only.",
                "New scenarios: silent pushes (the vendor's own and another SDK's, in the background, terminated and in the foreground) for every vendor, whatever it declares; 401 and 403 answers (lifecycle, subscription, live activity); background buttons on a terminated app; the extension and the app writing the shared store.",
            ]),
        Entry(
            version: "1.4.0",
            changes: [
                "The simulated device is as strict as iOS: the service extension gets every mutable-content alert push, whoever sent it (NotificationServiceExtension has no claims any more); a background app is suspended once its system completions are called (app.suspending, app.suspended, app.resumed); a launch carries LaunchOptions (process.launched options); every transcript ends with store.keys, a data reset records store.after-reset and the leftovers name keys it kept.",
                "A vendor's own push is a message in every bundled scenario (with merge, remove or mergeFixture for what the neutral message cannot say), so any vendor gets it as its own; vendors are configured by capability (given.capabilityConfiguration), never by built-in vendor id.",
                "New scenario notification-service.foreign-payload-with-media-keys; explore generates up to 60 steps by default.",
                "Every requirement names its oracles (invariants, scenario expectations, audits, or untestable here with the reason); goldens are no oracle, and no MUST is left to goldens alone.",
                "Scenario expectations (`expect`): rules stated once and checked on every vendor's transcript, on 18 scenarios.",
                "New invariants: TOK-001, TOK-003, TOK-005 on every transcript; DEL-001 (foreign banners), DEL-003 (an open needs a tap, R4), DEL-004 (one open per tap, P3), DEL-005 (settings follow the system, P9), CAT-001 (the app's categories survive, R10), SUB-003 (a reported status follows the server), RST-001 (no queued work after a reset), NET-003 and NET-004 (retries back off and end).",
                "Audits once per vendor: the wire format (PAY-003, PAY-004, PAY-005, R2, R5) and the factories (ADP-005; every case runs twice and must give the same bytes, ADP-003).",
                "New scenarios: push-delegate.long-device-token, lifecycle.server-down-for-a-day, lifecycle.offline-for-a-day, lifecycle.clear-data-while-retry-pending, live-activities.register-while-server-down.",
            ]),
        Entry(
            version: "1.3.0",
            changes: [
                "Media invariants (R9): MED-001 size within the kind's limit, MED-002 a recognised type matching the bytes, MED-003 a local file, MED-004 no attachment from a failed download; the simulator records each attachment as nse.attachment.",
                "Media answers take every MediaFormat as magic (html, mp3, mp4, m4a, wav, aiff, heic…) and an HTTP status; new scenarios notification-service.media-audio-too-large, media-video-too-large, media-html-served-as-png, media-error-page.",
            ]),
        Entry(
            version: "1.2.0",
            changes: [
                "The specification is generated from the requirement catalogue: every requirement has a level, facet, normative sentence, rationale, sources and the invariant that checks it.",
                "New facet requirements from the contract's Implementation requirements: ADP-001…005, DEL-001, DEL-002, UI-001, SUB-002, TOK-001…005, NSE-004, NSE-005, LA-002, LA-003, PAY-003…006, EVT-001, RST-001; the scenarios that exercise them cite them.",
                "The error-code map: every neutral code with each built-in vendor's native codes from an executed run.",
            ]),
        Entry(
            version: "1.1.0",
            changes: [
                "First versioned suite: results files, JUnit and the comparison reports carry the suite version."
            ]),
    ]
}
