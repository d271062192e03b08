import PushConformance
import PushConformanceTestSupport
import PushContract
import PushSimulator
import Testing

/// UI-002 judged on the `ui.*` records of one notification (red team 5's
/// `rt5URLSchemeFinishedBeforePresented`, red team 8's `rt8AlertPresentedBeforeWillPresent` and
/// `rt8NoneTypeWillPresent`, issue 30).
@Suite("UI-002: UI-delegate events never contradict each other")
struct UIEventOrderTests {
    private static func ui(_ name: String, _ id: String = "m-1") -> TranscriptRecord {
        TranscriptRecord(
            time: .zero, step: "tap", kind: .ui,
            body: ["name": .string(name), "details": ["notification": ["id": .string(id)]]])
    }

    private static let end = TranscriptRecord(
        time: .zero, step: "wait", kind: .leftovers, body: ["completionsNeverCalled": []])

    private static func system(_ name: SimulatorRecordName) -> TranscriptRecord {
        TranscriptRecord(time: .zero, step: "kill", kind: .system, body: ["name": .string(name.rawValue)])
    }

    private static func found(_ names: [String], ended: Bool = true) throws -> [String] {
        let records = names.map { ui($0) } + (ended ? [end] : [])
        return Invariant.uiEventsInOrder.check(try HandWritten.read(records)).map(\.message)
    }

    @Test("The documented orders hold, a presentation left on screen included")
    func inOrder() throws {
        #expect(try Self.found(["ui.will-present", "ui.did-present", "ui.finished-presenting"]).isEmpty)
        #expect(try Self.found(["ui.will-present", "ui.failed-to-present"]).isEmpty)
        #expect(try Self.found(["ui.will-present", "ui.did-present"]).isEmpty)
        #expect(try Self.found(["ui.will-present", "ui.did-present", "ui.will-present", "ui.did-present"]).isEmpty)
        #expect(try Self.found(["ui.will-execute-action", "ui.did-execute-action"]).isEmpty)
    }

    @Test("Finished before presented, presented without will-present, executed without will-execute")
    func outOfOrder() throws {
        #expect(
            try Self.found(["ui.will-present", "ui.finished-presenting", "ui.did-present"]) == [
                "ui.finished-presenting for notification m-1 before its ui.did-present: the presentation ended before it was shown",
                "ui.did-present for notification m-1 without a ui.will-present before it",
            ])
        #expect(
            try Self.found(["ui.did-execute-action"]) == [
                "ui.did-execute-action for notification m-1 without a ui.will-execute-action before it"
            ])
    }

    @Test("Presented, then failed: a presentation on screen cannot fail; failing after it finished is judged alone")
    func presentedThenFailed() throws {
        #expect(
            try Self.found(["ui.will-present", "ui.did-present", "ui.failed-to-present"]) == [
                "ui.failed-to-present for notification m-1 after its ui.did-present: a presentation reported on screen cannot then fail"
            ])
        // After finished-presenting the presentation is over: the failure has no will-present.
        #expect(
            try Self.found(["ui.will-present", "ui.did-present", "ui.finished-presenting", "ui.failed-to-present"]) == [
                "ui.failed-to-present for notification m-1 without a ui.will-present before it"
            ])
    }

    @Test("Presented, then announced: both the did-present and the will-present left open are found")
    func presentedBeforeAnnounced() throws {
        #expect(
            try Self.found(["ui.did-present", "ui.will-present"]) == [
                "ui.did-present for notification m-1 without a ui.will-present before it",
                "ui.will-present for notification m-1 was followed by neither ui.did-present nor ui.failed-to-present: a presentation was announced that never showed",
            ])
    }

    @Test("A will-present that never shows nor fails is found once the case has ended")
    func announcedNeverShown() throws {
        let message =
            "ui.will-present for notification m-1 was followed by neither ui.did-present nor ui.failed-to-present: a presentation was announced that never showed"
        #expect(try Self.found(["ui.will-present"]) == [message])
        // A second tap's presentation shows, the first never did: still found.
        #expect(try Self.found(["ui.will-present", "ui.will-present", "ui.did-present"]) == [message])
        #expect(try Self.found(["ui.did-present", "ui.finished-presenting", "ui.will-present"]).count == 2)
        // Without the end-of-case record the open presentation cannot be judged.
        let verdict = Invariant.uiEventsInOrder.verdict(try HandWritten.read([Self.ui("ui.will-present")]))
        #expect(
            verdict
                == .notCheckable(missing: ["leftovers (the end of the case, before which a will-present must be ended)"]
                ))
    }

    @Test("A process terminated mid-presentation ends it unjudged; one relaunched owes nothing")
    func terminationEndsPresentation() throws {
        let records = [Self.ui("ui.will-present"), Self.system(.processTerminated), Self.end]
        #expect(Invariant.uiEventsInOrder.check(try HandWritten.read(records)).isEmpty)
        let after = [Self.ui("ui.will-present"), Self.system(.processTerminated), Self.ui("ui.did-present"), Self.end]
        #expect(
            Invariant.uiEventsInOrder.check(try HandWritten.read(after)).map(\.message) == [
                "ui.did-present for notification m-1 without a ui.will-present before it"
            ])
    }

    @Test("A URL clicked or a custom action URL outside the UI or action it belongs to")
    func clickedAndCustomURLs() throws {
        #expect(try Self.found(["ui.will-present", "ui.did-present", "ui.url-clicked"]).isEmpty)
        #expect(
            try Self.found(["ui.will-execute-action", "ui.custom-action-url", "ui.did-execute-action"]).isEmpty)
        #expect(
            try Self.found(["ui.will-present", "ui.url-clicked", "ui.did-present"]) == [
                "ui.url-clicked for notification m-1 while its UI was not on screen (no ui.did-present not yet finished)"
            ])
        #expect(
            try Self.found(["ui.will-present", "ui.did-present", "ui.finished-presenting", "ui.url-clicked"]).count == 1
        )
        #expect(
            try Self.found(["ui.will-execute-action", "ui.did-execute-action", "ui.custom-action-url"]) == [
                "ui.custom-action-url for notification m-1 without a ui.will-execute-action not yet ended before it"
            ])
    }

    @Test("UI-001 names UI-002 as its oracle, so a contradiction counts for both")
    func ui001NamesItsOracle() throws {
        let ui001 = try #require(RequirementCatalog.requirement(.uiEventsForRenderedContent))
        #expect(ui001.level == .should)
        #expect(ui001.checkedBy == .uiEventsInOrder)
        #expect(Invariant.uiEventsInOrder.level == .must)
    }
}
