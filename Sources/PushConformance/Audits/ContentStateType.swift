package import PushContract

/// An app's `ActivityAttributes.ContentState` declaration, modelled small enough to check a
/// push's `content-state` against what `JSONDecoder` with its default strategies would accept.
///
/// Written in a request file as a JSON object of property names to types: `"string"`,
/// `"number"` (`Double`, `Float`), `"integer"` (`Int`), `"boolean"`, `"date"` (`Date`), `"[T]"`
/// for an array of T, a nested object for a nested `Codable` struct, and a trailing `?` for an
/// optional property (`"date?"`, `"[string]?"`).
///
/// Default decoding, as ActivityKit uses it ("Custom encoding strategies will result in update
/// failures", Apple): keys as written (no snake-case conversion), extra keys ignored, a missing or
/// `null` non-optional property fails, and a `Date` is a JSON number (`.deferredToDate`), so an
/// ISO-8601 string fails. Which epoch that number counts from is disputed (Ably's docs say Unix
/// seconds, https://github.com/ably/docs/issues/3464; Customer.io wraps its dates to encode Unix
/// seconds, customerio/customerio-ios@8b9ee362:Sources/LiveActivities_Attributes/EpochSecondsDate.swift;
/// Foundation's `.deferredToDate` counts from 2001) and only a device can settle it: the check
/// asks for a number and no more.
package indirect enum ContentStateType: Sendable, Hashable, CustomStringConvertible {
    /// `String`.
    case string
    /// `Double` or `Float`: any JSON number.
    case number
    /// `Int`: a JSON number without a fraction.
    case integer
    /// `Bool`: `true` or `false`.
    case boolean
    /// `Date` with default decoding: a JSON number.
    case date
    /// `[T]`.
    case array(ContentStateType)
    /// A nested `Codable` struct: its properties by name.
    case object([String: ContentStateType])
    /// `T?`: may be missing or `null`.
    case optional(ContentStateType)

    /// The spelling a request file uses (`"date?"`, `"[string]"`); an object as `{…}`.
    package var description: String {
        switch self {
        case .string: return "string"
        case .number: return "number"
        case .integer: return "integer"
        case .boolean: return "boolean"
        case .date: return "date"
        case .array(let element): return "[\(element)]"
        case .object: return "object"
        case .optional(let wrapped): return "\(wrapped)?"
        }
    }

    /// Reads a type written as a string (`"[date]?"`); nil when it names no type.
    package static func parse(_ text: String) -> ContentStateType? {
        if text.hasSuffix("?") {
            let wrapped = text.dropLast()
            guard !wrapped.hasSuffix("?"), let inner = parse(String(wrapped)) else { return nil }
            return .optional(inner)
        }
        if text.hasPrefix("["), text.hasSuffix("]"), text.count > 2 {
            return parse(String(text.dropFirst().dropLast())).map(ContentStateType.array)
        }
        switch text {
        case "string": return .string
        case "number": return .number
        case "integer": return .integer
        case "boolean": return .boolean
        case "date": return .date
        default: return nil
        }
    }

    /// Every reason `value` (nil: the key is missing) would not decode as this type, each with
    /// the JSON path under `path` where it fails.
    package func problems(_ value: JSONValue?, at path: String) -> [(path: String, message: String)] {
        if case .optional(let wrapped) = self {
            guard let value, !value.isNull else { return [] }
            return wrapped.problems(value, at: path)
        }
        guard let value else { return [(path, "missing; the ContentState declares it as \(self), not optional")] }
        if value.isNull { return [(path, "null; the ContentState declares it as \(self), not optional")] }
        func wrong(_ expected: String) -> [(path: String, message: String)] {
            [
                (
                    path,
                    "a \(value.typeName) (\(ContentStateType.preview(value))) where the ContentState declares \(expected)"
                )
            ]
        }
        switch self {
        case .string: return value.stringValue == nil ? wrong("a String") : []
        case .number: return value.numberValue == nil ? wrong("a number") : []
        case .integer: return value.integerValue == nil ? wrong("an Int (a number without a fraction)") : []
        case .boolean: return value.boolValue == nil ? wrong("a Bool (true or false)") : []
        case .date:
            guard value.numberValue == nil else { return [] }
            if value.stringValue != nil {
                return [
                    (
                        path,
                        "a string (\(ContentStateType.preview(value))) where the ContentState declares a Date: default decoding reads a Date from a number; a date string needs a custom strategy, which ActivityKit never uses"
                    )
                ]
            }
            return wrong("a Date (a number)")
        case .array(let element):
            guard let elements = value.arrayValue else { return wrong("an array") }
            return elements.enumerated().flatMap { index, item in element.problems(item, at: "\(path)[\(index)]") }
        case .object(let members):
            guard let object = value.objectValue else { return wrong("an object") }
            return members.keys.sorted().flatMap { key in
                members[key].map { $0.problems(object[key], at: "\(path).\(key)") } ?? []
            }
        case .optional: return []
        }
    }

    /// A value's canonical text, cut to 40 characters.
    static func preview(_ value: JSONValue) -> String {
        let text = value.canonicalText
        return text.count > 40 ? String(text.prefix(37)) + "…" : text
    }
}
