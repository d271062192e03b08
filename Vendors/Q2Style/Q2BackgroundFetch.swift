import PushContract

/// How MobileCore turns the modules' optional `UIBackgroundFetchResult`s into the one result it hands the
/// system (our choice: the guide says each module returns one, Q2 guide “PushLifecycleModule Protocol”,
/// “Method Details”, but not how the host combines them).
///
/// Rule: any `newData` → `newData`; else any `failed` → `failed`; else `noData`. A module that returns nil
/// has no opinion; no module, or only nil answers, gives `noData`. New data wins over a failure so that the
/// system keeps the app's background budget when one module did fetch.
enum Q2BackgroundFetch {
    /// Combines the answers of the routed modules.
    static func combine(_ answers: [BackgroundFetchResult?]) -> BackgroundFetchResult {
        let given = answers.compactMap { $0 }
        if given.contains(.newData) { return .newData }
        if given.contains(.failed) { return .failed }
        return .noData
    }
}

/// How MobileCore turns the modules' optional presentation options into the one answer for the system (our
/// choice; the guide only says nil means the default, Q2 guide “Method Details”).
///
/// A targeted push gets its module's answer, or the default when it returns nil. In the legacy fallback
/// several modules answer: the union of every non-nil answer, or the default when all return nil (so one
/// module's `[]` cannot hide a notification another module wants shown, and `[]` is the answer only when
/// every module that answers says `[]`).
enum Q2Presentation {
    /// The default behaviour when modules return nil: the options the guide's quick-start module returns (Q2
    /// guide “Step 1: Create Your Module Class” `[.banner, .sound, .badge]`).
    static let defaultOptions: Set<PresentationOption> = [.banner, .sound, .badge]

    /// Combines the answers of the routed modules.
    static func combine(_ answers: [Set<PresentationOption>?]) -> Set<PresentationOption> {
        let given = answers.compactMap { $0 }
        guard !given.isEmpty else { return defaultOptions }
        return given.reduce(into: Set<PresentationOption>()) { $0.formUnion($1) }
    }
}
