import PushContract

extension RequirementCatalog {
    /// The facet requirements the contract's "Implementation requirements" sections state and
    /// the goldens show (no transcript invariant checks them in general).
    static let facetRequirements: [Requirement] =
        adapterRequirements + deliveryRequirements + tokenAndActivityRequirements

    private static let adapterRequirements: [Requirement] = [
        Requirement(
            .queuedWorkSurvivesRelaunch, .must, .adapter,
            summary: "work queued before a relaunch is not lost",
            sentence:
                "Work an adapter has queued and not finished (a request waiting for its retry, an event not yet sent) MUST be kept in the host's KeyValueStore and carried out after the app is terminated and relaunched.",
            rationale:
                "iOS terminates background apps at will; a subscription or open event kept only in memory is silently lost.",
            sources: [
                "PushAdapter: Implementation requirements", "P5", "AltcraftStyle README (persisted request queue)",
            ],
            oracles: [
                .invariant(.explorationFacetWorkSurvivesRelaunch), .invariant(.explorationPushReportSurvivesRelaunch),
                .invariant(.explorationOwnWorkSurvivesRelaunch),
            ]),
        Requirement(
            .facetMatchesCapability, .must, .adapter,
            summary: "a facet is non-nil exactly when its capability is listed",
            sentence:
                "An adapter MUST return a facet (subscription, tokens, live activities, custom events, data reset) exactly when its descriptor lists the matching Capability, and nil otherwise.",
            rationale:
                "Scenarios are chosen by capability; a listed capability without its facet would be counted as tested when it cannot run.",
            sources: ["PushAdapter and PushVendor: Implementation requirements", "Capability.allKnown"],
            oracles: [.selfCheckAudit],
            unexercisable:
                "checked when a case starts, not in a transcript: a scenario needing a listed capability whose facet is nil errors instead of running"
        ),
        Requirement(
            .hostSchedulerOnly, .must, .adapter,
            summary: "every delay uses the host's scheduler; no wall clock",
            sentence:
                "An adapter MUST run every delay, timeout and backoff on the host's Scheduler and MUST NOT sleep or read a wall clock.",
            rationale:
                "Confinement to one scheduler is what makes an adapter free of data races and its behaviour repeatable.",
            sources: [
                "PushAdapter: Implementation requirements and Concurrency", "Scheduler: Implementation requirements",
                "P8",
            ],
            oracles: [.factoryAudit],
            unexercisable:
                "no single scenario isolates it: every golden depends on it, since a wall-clock read or a thread of the adapter's own makes a re-run differ from its golden"
        ),
        Requirement(
            .badConfigurationReported, .must, .adapter,
            summary: "a bad configuration value is a configuration error, never a trap",
            sentence:
                "A missing or invalid configuration value MUST be reported at launch as a configuration.* error; the adapter MUST NOT trap on it.",
            rationale:
                "Configuration comes from files and remote settings the app does not control; a crash at launch is the worst possible answer.",
            sources: [
                "PushVendor: Implementation requirements", "Q2Style README (module settings)",
                "ActitoStyle README (configuration)",
            ]),
        Requirement(
            .freshAdapterPerHost, .must, .adapter,
            summary: "factories return fresh objects with no global state",
            sentence:
                "A vendor's factories MUST return a fresh adapter or extension on every call, touching nothing but the PushHost they are given.",
            rationale:
                "Singletons carry state from one case, test or app extension process to the next and make behaviour depend on order.",
            sources: ["PushVendor: Implementation requirements"],
            oracles: [.factoryAudit],
            unexercisable:
                "the runner creates fresh objects for every case, so shared state shows only as cases that pass alone and fail in another order, never in one scenario"
        ),
        Requirement(
            .invalidEventFieldsRefused, .must, .adapter,
            summary: "invalid custom-event values are refused before anything is sent",
            sentence:
                "A custom-event facet MUST refuse invalid values with event.invalid-field before anything is stored or sent; a vendor that declares the values it accepts (VendorDescriptor.scalarOnlyFields) MUST refuse every other value so, and MUST send every value it accepts unchanged.",
            rationale:
                "A malformed event accepted into the queue fails on every retry and blocks the events behind it; a value rewritten on its way (flattened, stringified) is data the app did not send.",
            sources: [
                "CustomEventService: Implementation requirements", "AltcraftStyle README (custom events)",
                "altcraft/ios-sdk@c9b72bf30ea45d0b8b5b364ef06241e59beb4180:Altcraft/additional/Extension.swift:76-103 (non-scalar custom fields and event values refused with 475 before anything is stored)",
            ]),
    ]

    private static let deliveryRequirements: [Requirement] = [
        Requirement(
            .uiEventsForRenderedContent, .should, .uiDelegate,
            summary: "UI-delegate events only for content the SDK renders, in its vendor's documented sequence",
            sentence:
                "An adapter SHOULD report UI-delegate events only for notifications its vendor's UI renders, and in the sequence its vendor documents where that says more than the events' own order (UI-002, a MUST).",
            rationale:
                "Apps pause media or log analytics around presentation; events for content nothing rendered mislead them. Which types a vendor renders is the vendor's to document, so the goldens show it.",
            sources: [
                "UIDelegate: requirements on adapters calling it", "ActitoStyle README (push UI)",
                "actito/actito-sdk-ios@a80159a:ActitoPushUIKit/Sources/ActitoPushUI.swift:36-217 (presentNotification: no UI and no event for the None type, an unrecognised type or a URL resolving to none)",
            ],
            oracles: [.invariant(.uiEventsInOrder)]),
        Requirement(
            .presentationMayBeDelegated, .may, .pushDelegate,
            summary: "an adapter may hand foreground presentation and taps to the app",
            sentence:
                "An adapter MAY hand the foreground presentation decision and tap handling to the app through decidePresentation and handleResponse when configured to; it then calls the system completion once with the app's answer.",
            rationale:
                "Apps with their own notification UI need the decision; the contract names the freedom so that delegating is conformant.",
            sources: ["PushDelegate: requirements on adapters calling it", "NotificationOptions"]),
        Requirement(
            .invalidSubscriptionFieldsRefused, .must, .subscription,
            summary: "invalid subscription fields are refused before anything is stored or sent",
            sentence:
                "A subscription call with a field the vendor does not accept MUST fail with subscription.invalid-field before anything is stored or sent; a vendor that declares the values it accepts (VendorDescriptor.scalarOnlyFields) MUST refuse every other value so, and MUST send every value it accepts unchanged.",
            rationale:
                "A bad field stored in the retry queue is resent forever; refusing early tells the app at the call site. A field rewritten on its way (a nested object flattened into dotted keys) lands in the wrong profile field.",
            sources: [
                "SubscriptionService: Implementation requirements", "AltcraftStyle README (custom fields)",
                "altcraft/ios-sdk@c9b72bf30ea45d0b8b5b364ef06241e59beb4180:Altcraft/additional/Extension.swift:76-103 (non-scalar custom fields and event values refused with 475 before anything is stored)",
            ]),
        Requirement(
            .claimsIsPure, .must, .payload,
            summary: "the ownership test is pure and synchronous",
            sentence:
                "PushVendor.claims(_:) MUST be pure, synchronous and cheap: the same payload always gets the same answer, with no side effect.",
            rationale: "Routers and extensions call the test on every push, several times, on the main thread.",
            sources: ["PushVendor and NotificationServiceExtension: Implementation requirements"],
            oracles: [.wireFormatAudit],
            unexercisable:
                "purity shows in no transcript; the PAY-002 ownership check calls claims(_:) on every payload of the suite and would see answers that change"
        ),
        Requirement(
            .encodedPayloadsClaimed, .must, .payload,
            summary: "whatever a wire format encodes, its vendor claims",
            sentence:
                "A payload a vendor's wire format encodes MUST be claimed by that vendor's own ownership test, also when the message's custom data carries a key the format writes itself (its ownership marker, an id, aps or a member of aps).",
            rationale: "A sender using the neutral message spec must reach the SDK it addressed.",
            sources: ["PushWireFormat: Implementation requirements"],
            oracles: [.wireFormatAudit, .selfCheckAudit],
            unexercisable:
                "checked over every neutral message of the suite as each vendor encodes it, and again with each key the format writes itself put into the message's custom data (the ownership check of push-conformance and the matrix tests), not by one scenario's steps"
        ),
        Requirement(
            .longCollapseIDRefused, .must, .payload,
            summary: "a collapse id over 64 bytes is refused",
            sentence: "A wire format MUST refuse a collapse id longer than 64 bytes with payload.collapse-id-too-long.",
            rationale: "APNs rejects the request; refusing at encode time names the cause.",
            sources: ["R6", "PushWireFormat: Implementation requirements"],
            oracles: [.wireFormatAudit]),
        Requirement(
            .wireFormatRoundTrips, .should, .payload,
            summary: "decode(encode(m)) gives back every field the format carries",
            sentence:
                "Decoding a payload the wire format encoded SHOULD give back every field of the neutral message the format can carry.",
            rationale:
                "Reports and the router read messages back through decode; a lossy round trip hides what was sent.",
            sources: ["PushWireFormat: Implementation requirements"],
            oracles: [.selfCheckAudit, .wireFormatAudit],
            unexercisable:
                "a property of the wire format alone, tested by each vendor's unit tests; a scenario sees only the payload the device receives"
        ),
    ]

    private static let tokenAndActivityRequirements: [Requirement] = [
        Requirement(
            .unknownProviderRefused, .must, .tokenProviders,
            summary: "an unsupported provider name is an invalid-provider error",
            sentence: "A provider name the vendor does not support MUST be reported as configuration.invalid-provider.",
            rationale: "A misspelt provider silently ignored leaves the app without the token it configured.",
            sources: ["TokenService: Implementation requirements"]),
        Requirement(
            .activityNeedsDevice, .must, .liveActivities,
            summary: "registering an activity without a device fails with device-unavailable",
            sentence:
                "Registering a live activity before the device is registered MUST fail with live-activity.device-unavailable, without a request.",
            rationale:
                "The backend cannot attach the activity to an unknown device; a request sent anyway fails later and less clearly.",
            sources: ["LiveActivityService: Implementation requirements", "ActitoStyle README (live activities)"]),
        Requirement(
            .rotatedActivityTokenReregistered, .must, .liveActivities,
            summary: "a rotated activity token is registered again; the old one is not used",
            sentence:
                "A rotated live-activity token MUST be registered again, and the old token MUST NOT be used afterwards.",
            rationale: "Activity tokens rotate; updates sent to the old one never arrive.",
            sources: ["R17", "P7", "LiveActivityService: Implementation requirements"],
            oracles: [.invariant(.liveActivityTokensReadCurrent)]),
        Requirement(
            .updatesAfterEndRefused, .must, .liveActivities,
            summary: "after a live activity ends, updates for it are refused with live-activity.ended",
            sentence:
                "After a live activity ends, an update or token change for it MUST be refused with live-activity.ended and nothing sent.",
            rationale:
                "An ended activity stays on the Lock Screen for a while; updating it then resurrects stale content.",
            sources: ["R16", "LiveActivityService: Implementation requirements"],
            oracles: [.invariant(.endedActivityNotRegistered)]),
    ]
}
