import PushContract

extension RequirementCatalog {
    /// The requirements `push-conformance explore` checks on the sequences it generates (each
    /// an ``Invariant/exploration`` entry of the same id and level). A scenario that cites one of
    /// these ids (as every file the explorer writes does) has it checked by `run` as well.
    static let explorationRequirements: [Requirement] = [
        Requirement(.explorationNoTrap, .must, .adapter, kind: .invariant,
                    summary: "no sequence of host calls traps the adapter or makes a step impossible",
                    sentence: "An adapter MUST NOT trap (precondition, fatalError, force unwrap, overflow) on any sequence of host calls, and MUST offer every facet its capabilities declare, so every step of every sequence can run to the end.",
                    rationale: "A crash in an SDK is a crash of the app; the explorer drives sequences nobody wrote, where such preconditions break first.",
                    sources: ["PushAdapter: Implementation requirements", "issue 13 (explore)"],
                    checkedBy: .explorationNoTrap, unexercisable: reason),
        Requirement(.explorationNoRunaway, .must, .adapter, kind: .invariant,
                    summary: "no sequence makes the adapter schedule more work than a run's budget",
                    sentence: "An adapter MUST keep its scheduled work bounded: a generated sequence never runs more than Exploration.workBudget pieces of scheduled work (retries back off, timers stop).",
                    rationale: "A retry loop without backoff drains the battery and floods the backend; the clock's per-instant limit (TIME-001) cannot see a loop that lets a millisecond pass.",
                    sources: ["Scheduler: Implementation requirements", "PEER-SDKS pain point P8"],
                    checkedBy: .explorationNoRunaway, unexercisable: reason),
        Requirement(.explorationSettlesWhenQuiet, .must, .adapter, kind: .invariant,
                    summary: "after a long quiet period no completion is left uncalled",
                    sentence: "After the explorer's final quiet period (Exploration.quietPeriod of virtual time with no step), an adapter MUST have called every completion it was handed, whatever the network answered (hangs included).",
                    rationale: "A completion waiting on a request that never returns is a completion never called (R19, R20); a real URLSession times out, so must the SDK's own bookkeeping.",
                    sources: ["PEER-SDKS R19, R20 and pain point P2", "CMP-001"],
                    checkedBy: .explorationSettlesWhenQuiet),
        Requirement(.explorationFacetWorkSurvivesRelaunch, .must, .adapter, kind: .invariant,
                    summary: "work a facet call queued is sent again after a relaunch",
                    sentence: "A request a facet call without completion (subscribe, unsubscribe, suspend, a custom event) started and that had not succeeded or been refused when the app was terminated (in flight, or waiting for its retry) MUST be sent again once the relaunched app has been in the foreground.",
                    rationale: "The app was told nothing failed; iOS terminates apps at will, so a subscription kept only in memory is silently lost (ADP-001).",
                    sources: ["ADP-001", "PushAdapter: Implementation requirements", "PEER-SDKS pain point P5"],
                    checkedBy: .explorationFacetWorkSurvivesRelaunch),
        Requirement(.explorationOwnWorkSurvivesRelaunch, .should, .adapter, kind: .invariant,
                    summary: "work the SDK started itself is sent again after a relaunch",
                    sentence: "A request the SDK started on its own (an open or delivery event, a token update) that had not succeeded or been refused when the app was terminated SHOULD be sent again once the relaunched app has been in the foreground.",
                    rationale: "No vendor promises this for its own tracking (an SDK may resend a token at every launch anyway), so it is a warning; lost opens still skew a vendor's statistics (P5).",
                    sources: ["ADP-001", "PEER-SDKS pain point P5"],
                    checkedBy: .explorationOwnWorkSurvivesRelaunch, unexercisable: reason),
    ]

    private static let reason = "checked by `push-conformance explore` on the sequences it generates, not by a bundled scenario; "
        + "every scenario the explorer writes cites it, and `run` then checks it too (ExplorerTests plant a bug for each)"
}
