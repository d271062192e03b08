import PushContract

/// A JSON value with the path that leads to it, so every decoding error names its place.
struct JSONCursor {
    let value: JSONValue
    let path: String
    let file: String

    func error(_ message: String) -> ScenarioError {
        ScenarioError(file: file, path: path, message: message)
    }

    private func typeError(_ expected: String) -> ScenarioError {
        error("expected \(expected), found \(value.typeName) \(Self.preview(value))")
    }

    static func preview(_ value: JSONValue) -> String {
        let text = value.canonicalText
        return text.count > 40 ? String(text.prefix(37)) + "…" : text
    }

    func child(_ key: String) -> JSONCursor {
        JSONCursor(value: value[key] ?? .null, path: path.isEmpty ? key : "\(path).\(key)", file: file)
    }

    func object() throws(ScenarioError) -> [String: JSONValue] {
        guard let object = value.objectValue else { throw typeError("an object") }
        return object
    }

    /// The object's member cursors, after checking it has no keys outside `allowed`.
    func members(allowed: Set<String>) throws(ScenarioError) -> [String: JSONCursor] {
        let object = try object()
        if let unknown = object.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw error("unknown key \"\(unknown)\"; allowed: \(allowed.sorted().joined(separator: ", "))")
        }
        var result: [String: JSONCursor] = [:]
        for key in object.keys { result[key] = child(key) }
        return result
    }

    func string() throws(ScenarioError) -> String {
        guard let string = value.stringValue else { throw typeError("a string") }
        return string
    }

    func int() throws(ScenarioError) -> Int {
        guard let int = value.integerValue else { throw typeError("an integer") }
        return int
    }

    /// An integer within `bounds` (Conformance/README.md, "Bounds").
    func int(in bounds: ClosedRange<Int>) throws(ScenarioError) -> Int {
        let int = try int()
        guard bounds.contains(int) else {
            throw error("\(int) is outside \(bounds.lowerBound)…\(bounds.upperBound)")
        }
        return int
    }

    func double() throws(ScenarioError) -> Double {
        guard let number = value.numberValue else { throw typeError("a number") }
        return number
    }

    func bool() throws(ScenarioError) -> Bool {
        guard let bool = value.boolValue else { throw typeError("a Boolean") }
        return bool
    }

    /// The array's element cursors; more than `maximum` elements is an error.
    func array(maximum: Int = ScenarioBounds.maxArrayElements) throws(ScenarioError) -> [JSONCursor] {
        guard let array = value.arrayValue else { throw typeError("an array") }
        guard array.count <= maximum else { throw error("\(array.count) elements; at most \(maximum) are allowed") }
        return array.indices.map { JSONCursor(value: array[$0], path: "\(path)[\($0)]", file: file) }
    }

    func strings() throws(ScenarioError) -> [String] {
        var result: [String] = []
        for element in try array() { result.append(try element.string()) }
        return result
    }

    func enumeration<E: RawRepresentable & CaseIterable>(_: E.Type) throws(ScenarioError) -> E
    where E.RawValue == String {
        let raw = try string()
        guard let value = E(rawValue: raw) else {
            throw error("\"\(raw)\" is not one of \(E.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }

    /// `30s`, `500ms`, `2h`, `1.5s`, `10m`: at most ``ScenarioBounds/maxDuration`` (30 days),
    /// whole milliseconds (finer amounts are rounded).
    func duration() throws(ScenarioError) -> Duration {
        let text = try string()
        let units: [(String, Double)] = [("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600)]
        let limit = ScenarioBounds.maxDuration.components.seconds
        for (suffix, seconds) in units where text.hasSuffix(suffix) {
            let number = text.dropLast(suffix.count)
            if suffix == "s", number.hasSuffix("m") { continue }
            guard let amount = Double(number), amount >= 0, amount.isFinite else { break }
            // Compared in seconds before any integer conversion, so 1e308s is an error, not a trap.
            guard amount * seconds <= Double(limit) else {
                throw error(
                    "\"\(text)\" is longer than \(limit / 86_400) days (\(limit / 3600)h), the most one duration may be"
                )
            }
            return .milliseconds(Int64((amount * seconds * 1000).rounded()))
        }
        throw error("\"\(text)\" is not a duration; write e.g. \"500ms\", \"30s\", \"10m\" or \"2h\"")
    }
}
