import BuiltInVendors
import Foundation
import PushConformance
import PushContract
import PushSimulator
import PushConformanceTestSupport
import PushTestKit
import Testing

/// Each vendor's simulated backend: declared ordinary answers, used for unscripted requests.
@Suite("Vendor backends")
struct VendorBackendTests {
    static let backend = VendorBackend(routes: [
        BackendRoute(
            "GET", "notification/{id}", body: ["notification": ["_id": "{id}", "title": "N {id}"]], citation: "test"),
        BackendRoute("POST", "event", body: ["ok": true], citation: "test"),
        BackendRoute("DELETE", "item/*/{device}", status: 204, body: nil, citation: "test"),
    ])

    @Test("A route matches the end of the path by method, names segments and fills them into the body")
    func routeMatching() {
        let fetched = Self.backend.answer(method: "get", path: "/api/v1/notification/msg-7?x=1")
        #expect(fetched?.status == 200)
        #expect(fetched?.body == ["notification": ["_id": "msg-7", "title": "N msg-7"]])
        #expect(Self.backend.answer(method: "POST", path: "/notification/msg-7") == nil, "wrong method")
        #expect(
            Self.backend.answer(method: "POST", path: "/api/v1/event/push/open") == nil, "the pattern must end the path"
        )
        #expect(Self.backend.answer(method: "POST", path: "/v2/event")?.body == ["ok": true])
        let deleted = Self.backend.answer(method: "DELETE", path: "/item/a/dev-1")
        #expect(deleted?.status == 204 && deleted?.body == nil)
        #expect(Self.backend.answer(method: "DELETE", path: "/dev-1") == nil, "too few segments")
        #expect(VendorBackend.neutral.answer(method: "GET", path: "/anything") == nil)
    }

    static func actito() throws -> any PushVendor {
        try #require(BuiltInVendors.all.first { $0.descriptor.id == "actito" })
    }

    static func answers(_ given: String) throws -> [JSONValue] {
        let scenario = try inlineScenario(
            """
            {"id": "test.inline", "title": "backend", "given": {\(given)}, "steps": [
              {"id": "launch", "launch": {}},
              {"id": "wait", "advance": "10s"}
            ]}
            """)
        return try ScenarioExecutor(vendor: try actito(), scenario: scenario).run()
            .filter { $0.kind == .answer }.compactMap { $0.body["body"] }
    }

    @Test("Unscripted requests get the vendor's declared answers; a scenario's own default replaces them")
    func executorUsesDeclaredBackend() throws {
        let declared = try Self.answers("")
        #expect(declared.first == ["device": ["deviceID": "actito-device-1"]])
        let scripted = try Self.answers(#""defaultAnswer": {"status": 200, "body": {"scripted": true}}"#)
        #expect(!scripted.isEmpty && scripted.allSatisfy { $0 == ["scripted": true] })
    }

    @Test("Vendors that make requests declare a backend; each route cites its source")
    func builtInsDeclare() {
        for vendor in BuiltInVendors.all {
            let routes = vendor.backend.routes
            if ["actito", "altcraft"].contains(vendor.descriptor.id) {
                #expect(!routes.isEmpty, "\(vendor.descriptor.id) makes requests but declares no backend")
            }
            for route in routes { #expect(!route.citation.isEmpty) }
        }
    }

    /// The noise the neutral `{}` caused: Actito's notification fetch could not decode it. No
    /// Actito or router golden may still carry a `decodingError` after an unscripted `{}` answer.
    @Test("No Actito or router golden keeps a decodingError only the neutral {} answer caused")
    func noNeutralDefaultDecodingErrors() throws {
        var offenders: [String] = []
        for vendor in ["actito", "router"] {
            let folder = PackageLocation.conformance + "/Golden/" + vendor
            let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".jsonl") }
                .sorted()
            #expect(files.count > (vendor == "actito" ? 20 : 0))
            for file in files {
                let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
                var lastAnswerWasEmpty = false
                for line in text.split(separator: "\n") {
                    if line.hasPrefix(#"{"answer":"#) { lastAnswerWasEmpty = line.hasPrefix(#"{"answer":{"body":{},"#) }
                    if line.contains(#""native":"decodingError""#), lastAnswerWasEmpty {
                        offenders.append("\(vendor)/\(file)")
                    }
                }
            }
        }
        #expect(offenders == [])
    }
}
