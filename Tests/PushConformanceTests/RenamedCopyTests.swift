import BuiltInVendors
import PushConformance
import PushContract
import PushSimulator
import Testing

/// The suite gives an outside vendor as much as a built-in one: a renamed copy of each built-in
/// adapter, with its own ownership marker (``MarkedCopyVendor``), runs the same bundled cases and
/// gets its own push in the same ones, because the bundled scenarios describe a vendor's own
/// pushes as neutral messages its wire format encodes and configure vendors by capability.
@Suite("Renamed copies of the built-in vendors")
struct RenamedCopyTests {
    /// What a vendor gets from the bundled suite: the applicable ordinary scenarios, and those in
    /// which a push it claims arrives.
    struct Coverage: Equatable, CustomStringConvertible {
        var applicable: [String] = []
        var ownPush: [String] = []
        var description: String { "\(applicable.count) applicable, own push in \(ownPush.count)" }

        init(_ vendor: any PushVendor, scenarios: [Scenario]) throws {
            let capabilities = vendor.descriptor.capabilities
            for scenario in scenarios where scenario.router == nil && scenario.requires.isSubset(of: capabilities) {
                applicable.append(scenario.id)
                let records = try ScenarioExecutor(vendor: vendor, scenario: scenario).run()
                if records.contains(where: { $0.systemName == .pushArrived && $0.body["claimed"] == true }) {
                    ownPush.append(scenario.id)
                }
            }
        }
    }

    static let scenarios = ConformanceSuite(root: ConformanceSuite.bundledRoot).loadScenarios().scenarios

    @Test(
        "A renamed copy with its own marker runs as many cases as the original and gets its own push in the same ones",
        arguments: BuiltInVendors.all.map(\.descriptor.id))
    func sameCoverage(id: String) throws {
        let original = try #require(BuiltInVendors.all.first { $0.descriptor.id == id })
        let copy = MarkedCopyVendor(base: original, id: "copy-\(id)")
        let expected = try Coverage(original, scenarios: Self.scenarios)
        let measured = try Coverage(copy, scenarios: Self.scenarios)
        #expect(!expected.ownPush.isEmpty)
        #expect(measured.applicable == expected.applicable)
        #expect(
            measured.ownPush == expected.ownPush,
            "\(id): \(expected); copy: \(measured); only the original: \(Set(expected.ownPush).subtracting(measured.ownPush).sorted())"
        )
    }

    @Test("No ordinary bundled scenario pushes a raw payload a built-in vendor claims, nor configures a vendor by id")
    func ownPushesAreMessages() {
        for scenario in Self.scenarios where scenario.router == nil {
            #expect(scenario.given.vendorConfiguration.isEmpty, "\(scenario.id) configures a vendor by id")
            for step in scenario.steps {
                guard case .push(let source, let merge, _, let remove) = step.action else { continue }
                var object: [String: JSONValue]
                switch source {
                case .payload(let json), .fixture(_, let json, _): object = json.objectValue ?? [:]
                default: continue
                }
                object.merge(merge) { _, new in new }
                for key in remove { object[key] = nil }
                let owners = BuiltInVendors.all.filter { $0.claims(PushPayload(object)) }.map(\.descriptor.id)
                #expect(
                    owners.isEmpty,
                    "\(scenario.id) step \(step.id) pushes \(owners)'s own payload raw; write it as a message")
            }
        }
    }

    @Test("The copy is a different vendor: neither claims the other's encoded message")
    func copyHasItsOwnMarker() throws {
        let message = MessageSpec(messageID: "m-1", title: "Hello", body: "World")
        for original in BuiltInVendors.all {
            let copy = MarkedCopyVendor(base: original, id: "copy-\(original.descriptor.id)")
            guard let own = try? original.wireFormat.encode(message), let copied = try? copy.wireFormat.encode(message)
            else { continue }
            #expect(original.claims(own) && copy.claims(copied))
            #expect(!copy.claims(own), "\(original.descriptor.id)")
            #expect(copy.base.wireFormat.decode(copy.toBase(copied)) == original.wireFormat.decode(own))
        }
    }
}
