import BuiltInVendors
import Foundation
import PushConformance
import PushContract
import Testing
import PushConformanceTestSupport
import PushTestKit

/// An outside vendor that a test can break in one way at a time: it wraps ``TestVendor``.
struct OutsideVendor: PushVendor {
    var base = TestVendor()
    var id = "pingly"
    var claimsEverything = false
    var capabilities: Set<Capability> = [
        .subscription, .serviceExtension, .tapHandling, .foregroundPresentation, .pushDelegate,
    ]
    var makesExtension = true
    var claimsOwn = true

    var descriptor: VendorDescriptor {
        VendorDescriptor(
            id: id, displayName: "Pingly", capabilities: capabilities,
            optionDefaults: base.descriptor.optionDefaults, knownDeviations: [])
    }

    var wireFormat: any PushWireFormat { base.wireFormat }

    func claims(_ payload: PushPayload) -> Bool {
        claimsEverything || (claimsOwn && base.claims(payload))
    }

    func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter {
        base.makeAdapter(host: host, configuration: configuration)
    }

    func makeServiceExtension(host: PushHost, configuration: [String: JSONValue]) -> (any NotificationServiceExtension)?
    {
        makesExtension ? base.makeServiceExtension(host: host, configuration: configuration) : nil
    }
}

/// Outside adapters are checked as hard as built-in ones: PAY-002 against every built-in vendor
/// and bundled payload, and a smoke self-check before any case runs.
@Suite("Outside vendors")
struct OutsideVendorTests {
    @Test("A claims-everything vendor fails PAY-002, naming a built-in vendor's payload")
    func claimsEverything() async throws {
        let root = try VerifyFixture.makeRoot()
        var vendor = OutsideVendor()
        vendor.claimsEverything = true
        let report = await ConformanceSuite.verify(
            vendor, scenarios: .directory(root + "/Scenarios"), goldens: root + "/Golden")
        #expect(!report.succeeded)
        let conflicts = report.problems.map(\.message).filter { $0.hasPrefix("PAY-002") }
        #expect(
            conflicts.contains {
                $0.contains(
                    "the payload altcraft encodes for the message (altcraft's payload) is claimed by altcraft and pingly"
                )
            },
            "\(conflicts.prefix(5).joined(separator: "\n"))")
        // One problem per vendor whose labelled payloads it claims, each counting the rest.
        for id in BuiltInVendors.all.map(\.descriptor.id) {
            #expect(conflicts.filter { $0.contains("(\(id)'s payload) is claimed by") }.count == 1, "\(id)")
        }
        #expect(conflicts.contains { $0.contains("a stand-in SDK that") }, "router scenario payloads take part")
        // Scenario ids may say "peer-"; a vendor named in a finding never does.
        #expect(
            !report.description.contains(" peer-") && !report.description.contains("(peer-"),
            "findings name no internal test peer")
        let honest = await ConformanceSuite.verify(
            OutsideVendor(), scenarios: .directory(root + "/Scenarios"), goldens: root + "/Golden")
        #expect(!honest.problems.contains { $0.message.hasPrefix("PAY-002") }, "\(honest.problems)")
    }

    @Test(
        "The self-check catches each broken declaration with one message, and no case runs",
        arguments: [
            (
                "declares data-reset without the facet",
                OutsideVendor(capabilities: [.dataReset, .serviceExtension, .subscription]),
                "pingly declares the capability 'data-reset' but its adapter returns no data-reset facet"
            ),
            (
                "a facet without its capability", OutsideVendor(capabilities: [.serviceExtension]),
                "pingly returns the subscription facet but does not declare the capability 'subscription'"
            ),
            (
                "an extension it does not declare", OutsideVendor(capabilities: [.subscription]),
                "pingly makes a service extension but does not declare the capability 'notification-service'"
            ),
            (
                "declares an extension it does not make", OutsideVendor(makesExtension: false),
                "pingly declares the capability 'notification-service' but makes no service extension"
            ),
            (
                "does not claim its own message", OutsideVendor(claimsOwn: false),
                "pingly does not claim the payload its own wire format encodes for a basic message"
            ),
        ])
    func selfCheck(_ label: String, _ vendor: OutsideVendor, _ message: String) async throws {
        let root = try VerifyFixture.makeRoot()
        let report = await ConformanceSuite.verify(
            vendor, scenarios: .directory(root + "/Scenarios"), goldens: root + "/Golden")
        #expect(report.cases.isEmpty, "\(label)")
        #expect(
            report.problems.map(\.message).filter { $0.hasPrefix("adapter self-check") }
                == ["adapter self-check: \(message); none of pingly's cases ran"], "\(report.problems)")
        #expect(AdapterSelfCheck.problems(OutsideVendor()).isEmpty)
    }

    @Test("A router case failure explains the stand-in peers instead of naming them by their internal ids alone")
    func routerFailuresExplainPeers() async throws {
        let goldens = ScratchFolder.url("peers").path
        try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
        var vendor = OutsideVendor()
        vendor.claimsEverything = true
        let report = await ConformanceSuite.verify(
            vendor, goldens: goldens, only: ["router.peer-*"], recordMode: .never)
        let failing = report.failingCases.map(\.id)
        #expect(failing == ["router/router.peer-completes-twice-or-late", "router/router.peer-never-completes"])
        let text = report.description
        #expect(
            text.contains(
                "peer-never-completes (in the transcript) is a stand-in third-party SDK the scenario puts behind "
                    + "the router beside the vendors of the run: it never calls the completions it is given (P2); it is not yours"
            ), "\(text)")
        #expect(text.contains("peer-completes-late (in the transcript) is a stand-in third-party SDK"))
        #expect(
            report.failingCases.allSatisfy {
                $0.description.contains("(in the transcript) is a stand-in third-party SDK")
            })
        #expect(
            text.contains(
                "that pingly and a stand-in SDK that never completes all claim (the stand-in is a third-party SDK"))
        #expect(
            text.contains(
                "the payload of a stand-in SDK that completes twice (a third-party SDK the router scenario puts beside the run's vendors)"
            ))
        #expect(!text.contains("'s payload) is claimed by a stand-in") && !text.contains("twice's payload"))
        // A passing router case, and a built-in vendor's failure, carry no legend.
        // Recorded as verify keeps a one-vendor run's goldens: router cases in the vendor's folder.
        var recording = ConformanceSuite(.bundled, goldens: goldens)
        recording.goldenFolders = ["router": "pingly"]
        _ = await recording.run(
            [OutsideVendor()], selection: RunSelection(scenarios: ["router.peer-never-completes"]), recordMode: .missing
        )
        #expect(FileManager.default.fileExists(atPath: goldens + "/pingly/router.peer-never-completes.jsonl"))
        let honest = await ConformanceSuite.verify(
            OutsideVendor(), goldens: goldens, only: ["router.peer-never-completes"],
            recordMode: .never)
        #expect(honest.failingCases.isEmpty && !honest.description.contains("(in the transcript)"), "\(honest)")
    }

    @Test("Every built-in vendor passes the self-check")
    func builtInsPass() {
        for vendor in BuiltInVendors.all {
            #expect(AdapterSelfCheck.problems(vendor).isEmpty, "\(AdapterSelfCheck.problems(vendor))")
        }
    }
}

/// The labelled corpus that holds an outside vendor to PAY-002 without any built-in vendor's code.
@Suite("Ownership corpus")
struct OwnershipCorpusTests {
    @Test("Every labelled payload is claimed by its owner and by no other built-in vendor or stand-in")
    func builtInVendorsAgreeWithTheCorpus() throws {
        let corpus = try OwnershipCorpus.bundled()
        #expect(corpus.entries.count > 100)
        #expect(Set(corpus.entries.map(\.owner)).isSuperset(of: BuiltInVendors.all.map(\.descriptor.id)))
        let peers = ConformancePeer.Behaviour.allCases.map { ConformancePeer($0) as any PushVendor }
        for entry in corpus.entries {
            let claimants = (BuiltInVendors.all + peers).filter { $0.claims(entry.payload) }.map(\.descriptor.id)
            #expect(claimants == [entry.owner], "\(entry.scenario) step \(entry.step)")
        }
    }

    @Test("The committed corpus is what the bundled scenarios and today's vendors give")
    func corpusIsFresh() throws {
        let loaded = ConformanceSuite(root: PackageLocation.conformance).loadScenarios()
        let rebuilt = OwnershipCorpus.build(vendors: BuiltInVendors.all, scenarios: loaded.scenarios)
        #expect(rebuilt == (try OwnershipCorpus.bundled()), "regenerate it with 'swift run push-conformance spec'")
    }

    @Test("A claims-everything vendor gets one PAY-002 problem per owner, naming both vendors and the count")
    func groupedPerOwner() throws {
        var vendor = OutsideVendor()
        vendor.claimsEverything = true
        let problems = try OwnershipCorpus.bundled().problems(vendors: [vendor], skipping: [])
        let owners = Set(try OwnershipCorpus.bundled().entries.map(\.owner))
        #expect(problems.count == owners.count)
        #expect(problems.allSatisfy { $0.kind == .ownershipConflict && $0.requirement == .exclusiveOwnership })
        #expect(
            problems.contains { $0.message.contains("(altcraft's payload) is claimed by altcraft and pingly (and ") })
        #expect(try OwnershipCorpus.bundled().problems(vendors: [vendor], skipping: owners).isEmpty)
        #expect(try OwnershipCorpus.bundled().problems(vendors: [OutsideVendor()], skipping: []).isEmpty)
    }

    @Test("A malformed corpus line is refused with the file, the line and the JSON path")
    func malformedLine() {
        let good = #"{"owner":"a","payload":{"aps":{}},"scenario":"s","step":"p"}"#
        #expect {
            try OwnershipCorpus.decode(
                good + "\n" + #"{"owner":"a","payload":[],"scenario":"s","step":"p"}"#, path: "c.jsonl")
        } throws: { "\($0)" == "c.jsonl:2: $.payload: expected the payload, a JSON object" }
        #expect {
            try OwnershipCorpus.decode(#"{"owner":7,"payload":{},"scenario":"s","step":"p"}"#, path: "c.jsonl")
        } throws: { "\($0)" == "c.jsonl:1: $.owner: expected a string" }
        #expect { try OwnershipCorpus.decode("{not json", path: "c.jsonl") } throws: {
            "\($0)".hasPrefix("c.jsonl:1: $: not JSON")
        }
    }
}
