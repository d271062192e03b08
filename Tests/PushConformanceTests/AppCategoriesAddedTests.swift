import PushConformance
import PushContract
import PushSimulator
import PushTestKit
import Testing

/// CAT-001 with categories the app adds while it runs (the `appCategories` step), on
/// hand-written transcripts and on the simulated device.
@Suite("CAT-001: categories the app adds while it runs")
struct AppCategoriesAddedTests {
    private static func set(_ ids: [String], step: String) -> TranscriptRecord {
        let categories = JSONValue.array(ids.map { ["id": .string($0), "actions": [], "options": []] })
        return TranscriptRecord(
            time: .zero, step: step, kind: .system, body: ["name": "categories.set", "categories": categories])
    }

    private static func system(_ name: String, _ body: [String: JSONValue], step: String) -> TranscriptRecord {
        var body = body
        body["name"] = .string(name)
        return TranscriptRecord(time: .zero, step: step, kind: .system, body: .object(body))
    }

    @Test("A later SDK registration must keep a category the app added mid-process")
    func keptAfterAdding() {
        let start = [
            Self.set(["ORDER"], step: "given"),
            Self.system("process.launched", ["state": "foreground"], step: "launch"),
            Self.set(["ORDER", "SDK"], step: "launch"),
            Self.system("app.categories-added", ["categories": ["DELIVERY"]], step: "app-adds"),
            Self.set(["ORDER", "SDK", "DELIVERY"], step: "app-adds"),
        ]
        let kept = start + [Self.set(["ORDER", "SDK", "DELIVERY"], step: "push")]
        #expect(Invariant.appCategoriesKept.check(kept).isEmpty)
        let dropped = start + [Self.set(["ORDER", "SDK"], step: "push")]
        let found = Invariant.appCategoriesKept.check(dropped)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("dropping the app's own DELIVERY") == true, "\(found)")
    }

    @Test("The step merges into the registered set and refuses a device whose app is not running")
    func deviceMerges() throws {
        var setup = DeviceSetup()
        setup.appCategories = [NotificationCategory(identifier: "ORDER", actions: [])]
        let device = SimulatedDevice(vendor: TestVendor(), setup: setup)
        let delivery = NotificationCategory(identifier: "DELIVERY", actions: [])
        #expect(throws: SimulationError.self) { try device.registerAppCategories([delivery]) }
        device.launch()
        try device.registerAppCategories([delivery])
        let sets = device.records.filter { $0.systemName == .categoriesSet }
        let last = sets.last?.body["categories"]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? []
        #expect(last.contains("ORDER") && last.last == "DELIVERY", "\(last)")
        #expect(device.records.contains { $0.systemName == .appCategoriesAdded })
    }
}
