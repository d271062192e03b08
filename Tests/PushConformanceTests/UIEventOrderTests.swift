import PushConformance
import PushConformanceTestSupport
import PushContract
import PushSimulator
import Testing

/// UI-001 judged on the `ui.*` records of one notification (red team 5's
/// `rt5URLSchemeFinishedBeforePresented`, issue 30).
@Suite("UI-001: UI-delegate events in order")
struct UIEventOrderTests {
    private static func ui(_ name: String, _ id: String = "m-1") -> TranscriptRecord {
        TranscriptRecord(
            time: .zero, step: "tap", kind: .ui,
            body: ["name": .string(name), "details": ["notification": ["id": .string(id)]]])
    }

    private static func found(_ names: [String]) throws -> [String] {
        Invariant.uiEventsInOrder.check(try HandWritten.read(names.map { ui($0) })).map(\.message)
    }

    @Test("The documented orders hold")
    func inOrder() throws {
        #expect(try Self.found(["ui.will-present", "ui.did-present", "ui.finished-presenting"]).isEmpty)
        #expect(try Self.found(["ui.will-present", "ui.failed-to-present"]).isEmpty)
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
}
