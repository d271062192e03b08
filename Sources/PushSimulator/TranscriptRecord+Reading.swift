public import PushContract

extension TranscriptRecord {
    /// Why a transcript line is not a record: the JSON path of the place and what is wrong there
    /// (`http.seq: expected an integer, found string "x"`).
    public struct LineProblem: Error, Sendable, Hashable, CustomStringConvertible {
        /// The JSON path inside the line (empty: the line itself).
        public var path: String
        /// What is wrong.
        public var message: String

        /// Creates a problem.
        public init(path: String, message: String) {
            self.path = path
            self.message = message
        }

        /// `path: message`, or the message alone for the line itself.
        public var description: String { path.isEmpty ? message : "\(path): \(message)" }
    }

    /// A line read back: the record, or nil when the line holds a kind of record this format does
    /// not know, and the keys of the line that are not part of the format (`unknownKeys`, as
    /// JSON paths: `origin`, `during.process`). A reader lists them, never fails on them.
    public struct ReadLine: Sendable, Hashable {
        /// The record, or nil for a record of an unknown kind.
        public var record: TranscriptRecord?
        /// Keys the format does not know, as JSON paths, sorted.
        public var unknownKeys: [String]
    }

    /// The keys of a line besides its kind's: virtual time, step and context.
    public static let lineKeys: Set<String> = ["t", "step", RecordContext.key]

    /// Reads one transcript line, parsed, back into a record: exactly what ``line`` writes.
    ///
    /// Refused (``LineProblem``): a line that is not an object, holds two kinds of record, lacks
    /// `t` or (except the leftovers) `step`, or gives a key the invariants read the wrong type (a
    /// request's `seq`, a system record's `name`…). Kept and listed: keys the format does not
    /// know, and a line with no known kind (its record is nil).
    public static func read(_ value: JSONValue) throws(LineProblem) -> ReadLine {
        guard let object = value.objectValue else {
            throw LineProblem(path: "", message: "expected an object, found \(value.typeName)")
        }
        let kinds = Kind.allCases.filter { object[$0.rawValue] != nil }
        var unknown = object.keys.filter { key in !lineKeys.contains(key) && Kind(rawValue: key) == nil }
        guard kinds.count <= 1 else {
            throw LineProblem(
                path: "", message: "holds \(kinds.map(\.rawValue).joined(separator: " and ")); a line is one record")
        }
        guard let kind = kinds.first else {
            guard !unknown.isEmpty else {
                throw LineProblem(
                    path: "",
                    message: "holds no record: expected one of \(Kind.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            return ReadLine(record: nil, unknownKeys: unknown.sorted())
        }
        guard let text = object["t"]?.stringValue else {
            throw LineProblem(path: "t", message: expected("a time such as \"5.5s\"", object["t"]))
        }
        guard let time = DeviceInstant(transcriptText: text) else {
            throw LineProblem(path: "t", message: "expected a time such as \"5.5s\", found \"\(text)\"")
        }
        let step: String
        if let written = object["step"] {
            guard let text = written.stringValue else {
                throw LineProblem(path: "step", message: expected("a string", written))
            }
            step = text
        } else if kind == .leftovers {
            // The end-of-case check runs in the device's `finish` step, which its line leaves out.
            step = "finish"
        } else {
            throw LineProblem(path: "step", message: "missing: every record but the leftovers names its step")
        }
        let body = object[kind.rawValue] ?? .null
        try checkBody(body, of: kind)
        var during = RecordContext.none
        if let context = object[RecordContext.key] {
            let path = RecordContext.key
            guard let members = context.objectValue else {
                throw LineProblem(path: path, message: expected("an object", context))
            }
            unknown += members.keys.filter { !RecordContext.knownKeys.contains($0) }.map { "\(path).\($0)" }
            if let answer = members["answer"] {
                guard let seq = answer.integerValue else {
                    throw LineProblem(path: "\(path).answer", message: expected("an integer", answer))
                }
                during.answer = seq
            }
            if let push = members["push"] {
                guard let id = push.stringValue else {
                    throw LineProblem(path: "\(path).push", message: expected("a string", push))
                }
                during.push = id
            }
            if let nse = members["nse"] {
                guard let flag = nse.boolValue else {
                    throw LineProblem(path: "\(path).nse", message: expected("a boolean", nse))
                }
                during.serviceExtension = flag
            }
        }
        return ReadLine(
            record: TranscriptRecord(time: time, step: step, kind: kind, body: body, during: during),
            unknownKeys: unknown.sorted())
    }

    /// The types of the keys the invariants read, so a wrong one is refused here with its path
    /// instead of silently not matching.
    private static func checkBody(_ body: JSONValue, of kind: Kind) throws(LineProblem) {
        let path = kind.rawValue
        if kind == .leftovers {
            guard body.objectValue != nil || body.stringValue == "none" else {
                throw LineProblem(path: path, message: expected("\"none\" or an object", body))
            }
            return
        }
        guard let object = body.objectValue else { throw LineProblem(path: path, message: expected("an object", body)) }
        func require(
            _ key: String, _ type: String, optional: Bool = false, _ test: (JSONValue) -> Bool
        ) throws(LineProblem) {
            guard let value = object[key] else {
                if optional { return }
                throw LineProblem(path: "\(path).\(key)", message: "missing")
            }
            guard test(value) else { throw LineProblem(path: "\(path).\(key)", message: expected(type, value)) }
        }
        let integer: (JSONValue) -> Bool = { $0.integerValue != nil }
        let string: (JSONValue) -> Bool = { $0.stringValue != nil }
        switch kind {
        case .http:
            try require("seq", "an integer", integer)
            try require("method", "a string", string)
            try require("url", "a string", string)
        case .answer:
            try require("seq", "an integer", integer)
            try require("status", "an integer", optional: true, integer)
            try require("failure", "a string", optional: true, string)
        case .media:
            try require("seq", "an integer", integer)
        case .completion:
            try require("kind", "a string", string)
            try require("call", "an integer", optional: true, integer)
        case .system, .event, .delegate:
            try require("name", "a string", string)
        case .error, .ui, .leftovers:
            return
        }
    }

    private static func expected(_ type: String, _ value: JSONValue?) -> String {
        guard let value else { return "missing" }
        let text = value.canonicalText
        return "expected \(type), found \(value.typeName) \(text.count > 40 ? String(text.prefix(37)) + "…" : text)"
    }
}

extension DeviceInstant {
    /// Reads the transcript spelling back (``description``: `0s`, `5.5s`, `30.25s`, whole
    /// milliseconds at most, up to ``SimulatedClock/horizon``); nil for anything else.
    public init?(transcriptText text: String) {
        guard text.hasSuffix("s") else { return nil }
        let number = text.dropLast()
        let parts = number.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.count <= 13, whole.allSatisfy(\.isASCII),
            whole.allSatisfy(\.isNumber), let seconds = Int64(whole)
        else { return nil }
        var milliseconds = seconds * 1000
        if parts.count == 2 {
            let fraction = parts[1]
            guard (1...3).contains(fraction.count), fraction.allSatisfy(\.isASCII), fraction.allSatisfy(\.isNumber),
                let value = Int64(fraction + String(repeating: "0", count: 3 - fraction.count))
            else { return nil }
            milliseconds += value
        }
        guard milliseconds <= SimulatedClock.horizon.milliseconds else { return nil }
        self.init(sinceStart: .milliseconds(milliseconds))
    }
}
