import PushContract
import PushSimulator
import PushTestKit
import Testing

/// A content extension that records what it was asked to render.
final class StubContentExtension: NotificationContentExtension {
    let categories: [String]
    private(set) var received: [String] = []

    init(categories: [String]) { self.categories = categories }

    func didReceive(_ request: NotificationRequest) -> ExpandedNotificationView {
        received.append(request.identifier)
        return ExpandedNotificationView(renderer: "StubView", texts: ["body": request.content.body])
    }
}

/// The scripted vendor plus an optional content extension for `categories`.
final class ExpandingVendor: PushVendor, @unchecked Sendable {
    let base = ScriptedVendor()
    /// The extension's categories; nil: the vendor has no content extension.
    var categories: [String]?
    private(set) var contentExtensions: [StubContentExtension] = []

    init(categories: [String]?) { self.categories = categories }

    var descriptor: VendorDescriptor { base.descriptor }
    var wireFormat: any PushWireFormat { base.wireFormat }
    func claims(_ payload: PushPayload) -> Bool { base.claims(payload) }
    func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter {
        base.makeAdapter(host: host, configuration: configuration)
    }
    func makeServiceExtension(host: PushHost, configuration: [String: JSONValue]) -> (any NotificationServiceExtension)?
    { nil }
    func makeContentExtension(host: PushHost, configuration: [String: JSONValue]) -> (any NotificationContentExtension)?
    {
        guard let categories else { return nil }
        let made = StubContentExtension(categories: categories)
        contentExtensions.append(made)
        return made
    }
}

@Suite("Simulated device: content extension")
struct SimulatedDeviceContentExtensionTests {
    func device(_ vendor: ExpandingVendor, category: String?) -> SimulatedDevice {
        let device = SimulatedDevice(vendor: vendor)
        device.perform(step: "launch") { device.launch(state: .background) }
        device.perform(step: "push") { device.receivePush(ScriptedPayloads.alert("Body text", category: category)) }
        return device
    }

    @Test("A matching category launches the extension once and records who rendered what")
    func launchesForMatchingCategory() throws {
        let vendor = ExpandingVendor(categories: ["OTHER", "RICH"])
        let device = device(vendor, category: "RICH")
        try device.perform(step: "expand") { try device.expand(nil) }
        #expect(vendor.contentExtensions.count == 1)
        #expect(vendor.contentExtensions.first?.received == ["push-1"])
        #expect(device.systemRecords(named: "content-extension.launched").first?.body["category"] == "RICH")
        let rendered = try #require(device.systemRecords(named: "content-extension.rendered").first)
        #expect(rendered.body["view"] == ["renderer": "StubView", "texts": ["body": "Body text"]])
    }

    @Test("Another category, or none, does not launch the extension and says why")
    func otherCategoryNotLaunched() throws {
        for category in ["PLAIN", nil] as [String?] {
            let vendor = ExpandingVendor(categories: ["RICH"])
            let device = device(vendor, category: category)
            try device.perform(step: "expand") { try device.expand("push-1") }
            #expect(vendor.contentExtensions.allSatisfy { $0.received.isEmpty })
            let record = try #require(device.systemRecords(named: "content-extension.not-launched").first)
            let reason = try #require(record.body["reason"]?.stringValue)
            #expect(reason.contains(category.map { "category \"\($0)\"" } ?? "no category"))
            #expect(reason.contains("\"RICH\""))
            #expect(device.systemRecords(named: "content-extension.rendered").isEmpty)
        }
    }

    @Test("A vendor without a content extension gets the default view; expanding nothing is an error")
    func noExtensionAndNothingShown() throws {
        let vendor = ExpandingVendor(categories: nil)
        let device = device(vendor, category: "RICH")
        try device.perform(step: "expand") { try device.expand(nil) }
        #expect(
            device.systemRecords(named: "content-extension.not-launched").first?.body["reason"]
                == "the app embeds no content extension")
        let empty = SimulatedDevice(vendor: ExpandingVendor(categories: ["RICH"]))
        #expect(throws: SimulationError.self) { try empty.expand(nil) }
        #expect(throws: SimulationError.self) { try device.expand("push-9") }
    }
}
