import BuiltInVendors
import Foundation
import PushConformanceTestSupport
import PushContract
import Testing

/// Every request body in every committed golden, held to the JSON types the vendor's real SDK
/// sends (``BackendRoute/requestBodies``, declared once per vendor from the SDK's structs).
@Suite("Request bodies in goldens have the real SDKs' types")
struct RequestBodyTypeTests {
    /// Routes whose requests carry no JSON body in the real SDK, so no JSON type can be declared.
    /// Each is a finding about the adapter's golden, not a pass: the reason says what is wrong.
    static let notJSON: [String: String] = [
        "altcraft POST event/post": "the SDK sends the mobile event as multipart/form-data parts tz, t, aci, wn, wd… "
            + "(altcraft/ios-sdk@c9b72bf:Altcraft/mob_events/PartsFactory.swift:89-132); the adapter's JSON stand-in "
            + "(README A9) uses other names"
    ]

    /// One `http` record of a golden.
    struct Request {
        var golden: String
        var line: Int
        var method: String
        var url: String
        var body: JSONValue?

        /// `scheme://host` of the URL.
        var origin: String {
            guard let range = url.range(of: "://") else { return "" }
            let rest = url[range.upperBound...]
            return String(url[..<range.upperBound]) + String(rest.prefix { $0 != "/" && $0 != "?" })
        }

        /// The path and query after the origin.
        var path: String { String(url.dropFirst(origin.count)) }
    }

    /// A request matched to the route it hit.
    struct Hit {
        var request: Request
        var vendor: String
        var route: BackendRoute
    }

    /// Every `http` record of every golden under `Conformance/Golden`.
    static func goldenRequests() throws -> [Request] {
        let root = PackageLocation.conformance + "/Golden"
        let files = try #require(FileManager.default.enumerator(atPath: root)?.allObjects as? [String])
        var requests: [Request] = []
        for file in files.sorted() where file.hasSuffix(".jsonl") {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            for (index, line) in text.split(separator: "\n").enumerated() {
                // An http line starts with its kind, or with its context (`during`) before it.
                guard line.hasPrefix("{\"http\"") || line.hasPrefix("{\"during\"") else { continue }
                guard let http = try JSONValue.parse(String(line))["http"] else { continue }
                requests.append(
                    Request(
                        golden: file, line: index + 1, method: http["method"]?.stringValue ?? "",
                        url: http["url"]?.stringValue ?? "", body: http["body"]))
            }
        }
        return requests
    }

    /// The vendors a golden folder speaks for: its own, or every built-in vendor for `router`.
    static func vendors(for golden: String) -> [any PushVendor] {
        let folder = String(golden.prefix { $0 != "/" })
        return BuiltInVendors.all.filter { folder == "router" || $0.descriptor.id == folder }
    }

    /// The requests that hit a vendor's API, each with its route. A request hits a route when the
    /// route fits its method and path and the request goes to that vendor's API: the origin of
    /// the first request in the same golden that fitted one of the vendor's routes (a webhook to
    /// the app's own server, whose path may end like an API route, is not the vendor's API).
    static func hits(_ requests: [Request]) -> (hits: [Hit], thirdParty: [Request], apiOrigins: Set<String>) {
        var apiOrigin: [String: String] = [:]
        var hits: [Hit] = []
        var thirdParty: [Request] = []
        for request in requests {
            for vendor in vendors(for: request.golden) {
                let id = vendor.descriptor.id
                guard let route = vendor.backend.route(method: request.method, path: request.path) else { continue }
                let key = "\(request.golden) \(id)"
                let origin = apiOrigin[key] ?? request.origin
                apiOrigin[key] = origin
                if origin == request.origin {
                    hits.append(Hit(request: request, vendor: id, route: route))
                } else {
                    thirdParty.append(request)
                }
                break
            }
        }
        return (hits, thirdParty, Set(apiOrigin.values))
    }

    @Test("Every request body in every golden has the types its vendor's SDK sends to that route")
    func goldensHaveRealTypes() throws {
        let (hits, thirdParty, apiOrigins) = Self.hits(try Self.goldenRequests())
        var problems: [String] = []
        var checked: [String: Int] = [:]
        for hit in hits {
            guard let body = hit.request.body else { continue }
            let where_ = "\(hit.request.golden):\(hit.request.line) \(hit.request.method) \(hit.request.path)"
            let routeKey = "\(hit.vendor) \(hit.route.method) \(hit.route.path)"
            guard let found = hit.route.bodyProblems(body) else {
                if Self.notJSON[routeKey] == nil {
                    problems.append("\(where_): route \(routeKey) declares no request body types")
                }
                continue
            }
            checked[hit.vendor, default: 0] += 1
            problems += found.map { "\(where_): \($0)" }
        }
        #expect(problems.isEmpty, "\(problems.count) problems, first: \(problems.prefix(5).joined(separator: "; "))")
        for vendor in BuiltInVendors.all where !vendor.backend.routes.isEmpty {
            #expect(checked[vendor.descriptor.id, default: 0] > 0, "no body of \(vendor.descriptor.id) was checked")
        }
        let unchecked = thirdParty.filter { apiOrigins.contains($0.origin) }
        #expect(
            unchecked.isEmpty, "requests to a vendor API left unchecked: \(unchecked.map { "\($0.golden):\($0.line)" })"
        )
    }

    @Test(
        "Vendors that make requests declare a backend, and every route with a body declares its types with a citation")
    func everyVendorDeclares() {
        for id in ["actito", "altcraft", "mce"] {
            let vendor = BuiltInVendors.all.first { $0.descriptor.id == id }
            #expect(vendor?.backend.routes.isEmpty == false, "\(id) makes requests but declares no backend")
        }
        for vendor in BuiltInVendors.all {
            for route in vendor.backend.routes {
                for shape in route.requestBodies {
                    #expect(
                        shape.citation.contains("@"),
                        "\(vendor.descriptor.id) \(route.path) \(shape.name): cite owner/repo@commit:path")
                }
            }
        }
    }

    @Test(
        "The check bites: Actito's old \"+0000\" time-zone offset, a missing member, an extra member, a wrong nested type, MCE's old attributes object fail"
    )
    func checkBites() throws {
        let (hits, _, _) = Self.hits(try Self.goldenRequests())
        let creation = try #require(
            hits.first { $0.vendor == "actito" && $0.route.path == "push" && $0.request.method == "POST" })
        let body = try #require(creation.request.body?.objectValue)
        #expect(creation.route.bodyProblems(.object(body)) == [])

        var stringOffset = body
        stringOffset["timeZoneOffset"] = "+0000"
        #expect(
            creation.route.bodyProblems(.object(stringOffset)) == [
                "timeZoneOffset is string, expected number (CreateDevice)"
            ])

        var missing = body
        missing["language"] = nil
        #expect(creation.route.bodyProblems(.object(missing)) == ["language is missing (CreateDevice)"])

        var extra = body
        extra["locale"] = "en_US"
        #expect(creation.route.bodyProblems(.object(extra)) == ["locale is not a member of CreateDevice"])

        let reply = try #require(hits.first { $0.vendor == "actito" && $0.route.path == "reply" })
        var replyBody = try #require(reply.request.body?.objectValue)
        replyBody["data"] = ["target": 42]
        #expect(reply.route.bodyProblems(.object(replyBody)) == ["data.target is integer, expected string (ReplyData)"])

        let upload = try #require(hits.first { $0.vendor == "mce" })
        var event = try #require(upload.request.body?["events"]?.arrayValue?.first?.objectValue)
        event["mailingId"] = true
        #expect(
            upload.route.bodyProblems(["events": [.object(event)]]) == [
                "events[0].mailingId is boolean, expected string or number (MCEEvent)"
            ])
        event["mailingId"] = nil
        event["attributes"] = ["url": "https://shop.example.test"]
        #expect(
            upload.route.bodyProblems(["events": [.object(event)]]) == [
                "events[0].attributes is object, expected array (MCEEvent)"
            ])
        event["attributes"] = [["key": "url", "type": "string", "value": ["nested": true]]]
        #expect(
            upload.route.bodyProblems(["events": [.object(event)]])
                == [
                    "events[0].attributes[0].value is object, expected string or number or boolean (packaged attribute)"
                ])
    }

    @Test("JSON kinds: integer takes only whole numbers, number every number")
    func kinds() {
        #expect(JSONKind.integer.admits(3) && !JSONKind.integer.admits(5.5) && JSONKind.number.admits(5.5))
        #expect(JSONKind.of(3) == .integer && JSONKind.of(0.5) == .number && JSONKind.of(.null) == .null)
        let shape = RequestBodyShape(
            "open", citation: "x@y", fields: ["a": .required(.string)], otherMembers: [.string])
        #expect(shape.problems(in: ["a": "x", "b": "y"]).isEmpty)
        #expect(shape.problems(in: ["a": "x", "b": 1]) == ["b is integer, expected string (open)"])
        #expect(shape.problems(in: "text") == ["the body is string, expected an object (open)"])
        let topics = RequestBodyShape("t", citation: "x@y", fields: ["topics": .array(of: .string)])
        #expect(topics.problems(in: ["topics": ["a", 2]]) == ["topics[1] is integer, expected string (t)"])
    }
}
