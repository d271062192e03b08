import Foundation
import PushContract

/// A request file of the live-activity audit: one request, what the audit needs beside it, and
/// (in the corpus) the verdict it must give. Conformance/README.md, "Live-activity request
/// audit", documents the format:
///
/// ```json
/// { "title": "…", "source": "…", "expect": ["header.topic"],
///   "context": { "now": 1685952000, "contentState": { "eventDescription": "string" } },
///   "request": { "method": "POST", "path": "/3/device/<hex>", "headers": { … }, "body": { … } } }
/// ```
///
/// A malformed file is refused with its path and the JSON path of what is wrong (a
/// ``ScenarioError``), never audited half-read.
package struct LiveActivityRequestFile: Sendable, Hashable {
    /// The file as the caller named it.
    package var file: String
    /// One sentence: what the request is.
    package var title: String
    /// Where it comes from (Apple's page and example it is written from); optional outside the corpus.
    package var source: String?
    /// The rule ids the request must break (empty: it must pass); nil when the file states none.
    package var expected: [String]?
    /// What the audit needs beside the request.
    package var context: LiveActivityAuditContext
    /// The request.
    package var request: LiveActivityRequest

    /// The largest request file read, in bytes (1 MiB: APNs payloads are at most 5 KB).
    package static let maxFileBytes = 1_048_576
    /// How deeply a request file nests.
    package static let maxNesting = 64
    /// The bundled corpus folder, relative to the package's `Conformance` folder.
    package static let corpusFolder = "Fixtures/live-activity-requests"

    /// The verdict the audit gives on this file's request.
    package var verdict: LiveActivityVerdict { LiveActivityRequestAudit.audit(request, context: context) }

    /// Reads the file at `path` (named `file` in errors): a regular file of at most
    /// ``maxFileBytes``, decoded with ``decode(_:file:)``.
    package static func load(_ path: String, file: String) throws(ScenarioError) -> LiveActivityRequestFile {
        switch FileProbe.read(path, maxBytes: maxFileBytes) {
        case .success(let bytes): return try decode(bytes, file: file)
        case .failure(let problem): throw ScenarioError(file: file, path: "", message: "the file \(problem.message)")
        }
    }

    /// The `.json` files of `folder`, sorted by name (hidden files left out), or nil when it cannot be listed.
    package static func files(in folder: String) -> [String]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
    }

    /// Decodes a request file's bytes. Unknown keys, wrong types, a repeated key, an unknown
    /// rule id in `expect` or a content-state type that names nothing are refused.
    package static func decode(_ bytes: [UInt8], file: String) throws(ScenarioError) -> LiveActivityRequestFile {
        let document: JSONValue
        do throws(JSONParseError) {
            document = try JSONDocument.parse(bytes, maxDepth: maxNesting, duplicateKeys: .refuse).value
        } catch {
            throw ScenarioError(
                file: file, path: JSONPathLocator.path(in: bytes, at: error.offset),
                message: "not valid JSON: \(error.description)")
        }
        let root = JSONCursor(value: document, path: "", file: file)
        let members = try root.members(allowed: ["title", "source", "expect", "context", "request"])
        guard let title = members["title"] else { throw root.error("missing \"title\"") }
        guard let request = members["request"] else { throw root.error("missing \"request\"") }
        var expected: [String]?
        if let expect = members["expect"] {
            var ids: [String] = []
            for element in try expect.array(maximum: LiveActivityRule.all.count) {
                let id = try element.string()
                guard LiveActivityRule.rule(id: id) != nil else {
                    throw element.error(
                        "unknown rule \"\(id)\""
                            + (Suggestion.closest(to: id, among: LiveActivityRule.all.map(\.id)).map {
                                "; did you mean \"\($0)\"?"
                            } ?? ""))
                }
                guard !ids.contains(id) else { throw element.error("rule \"\(id)\" is listed twice") }
                ids.append(id)
            }
            expected = ids
        }
        return LiveActivityRequestFile(
            file: file, title: try title.string(), source: try members["source"]?.string(), expected: expected,
            context: try members["context"].map(decodeContext) ?? LiveActivityAuditContext(),
            request: try decodeRequest(request))
    }

    private static func decodeRequest(_ cursor: JSONCursor) throws(ScenarioError) -> LiveActivityRequest {
        let members = try cursor.members(allowed: ["method", "path", "headers", "body", "bodyText"])
        guard let method = members["method"] else { throw cursor.error("missing \"method\"") }
        guard let path = members["path"] else { throw cursor.error("missing \"path\"") }
        var headers: [String: String] = [:]
        if let headerCursor = members["headers"] {
            for name in try headerCursor.object().keys.sorted() {
                let value = headerCursor.child(name)
                let text = try value.string()
                guard headers.updateValue(text, forKey: name.lowercased()) == nil else {
                    throw value.error(
                        "header \"\(name.lowercased())\" is given twice (names are compared in lower case)")
                }
            }
        }
        var body = LiveActivityRequest.Body.none
        switch (members["body"], members["bodyText"]) {
        case (let json?, nil): body = .json(json.value)
        case (nil, let text?): body = .text(try text.string())
        case (_?, _?): throw cursor.error("give \"body\" (a JSON value) or \"bodyText\" (the exact text), not both")
        case (nil, nil): break
        }
        let methodText = try method.string()
        guard !methodText.isEmpty else { throw method.error("empty; give POST, GET or DELETE") }
        return LiveActivityRequest(method: methodText, path: try path.string(), headers: headers, body: body)
    }

    private static func decodeContext(_ cursor: JSONCursor) throws(ScenarioError) -> LiveActivityAuditContext {
        let members = try cursor.members(allowed: [
            "now", "previousTimestamp", "bundleID", "channelStoragePolicy", "contentState",
        ])
        var context = LiveActivityAuditContext()
        func seconds(_ key: String) throws(ScenarioError) -> Double? {
            guard let value = members[key] else { return nil }
            let number = try value.double()
            guard number >= 0, number < LiveActivityRequestAudit.millisecondTimestamps else {
                throw value.error("\(JSONValue.format(number: number)) is not a time in seconds since 1970")
            }
            return number
        }
        context.now = try seconds("now")
        context.previousTimestamp = try seconds("previousTimestamp")
        context.bundleID = try members["bundleID"]?.string()
        if let policy = members["channelStoragePolicy"] { context.channelStoragePolicy = try policy.int(in: 0...1) }
        if let state = members["contentState"] { context.contentState = try decodeType(state, top: true) }
        return context
    }

    private static func decodeType(_ cursor: JSONCursor, top: Bool = false) throws(ScenarioError) -> ContentStateType {
        if let text = cursor.value.stringValue, !top {
            guard let type = ContentStateType.parse(text) else {
                throw cursor.error(
                    "\"\(text)\" is not a type; write string, number, integer, boolean, date, [T] or T? (or an object)")
            }
            return type
        }
        var properties: [String: ContentStateType] = [:]
        for name in try cursor.object().keys.sorted() { properties[name] = try decodeType(cursor.child(name)) }
        return .object(properties)
    }
}
