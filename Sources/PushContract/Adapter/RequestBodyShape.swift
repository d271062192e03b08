/// A JSON type a request-body field may have, as a vendor SDK's struct declares it: a Swift
/// `String` is ``string``, an `Int64` ``integer``, a `Float` or `Double` ``number`` (which a whole
/// number also is), a `Bool` ``boolean``, a dictionary ``object``, an array ``array``, and a value
/// the SDK writes as JSON `null` (an `NSNull`, an `@EncodeNull` optional) ``null``.
public enum JSONKind: String, Sendable, Hashable, CaseIterable, Comparable {
    /// A JSON string.
    case string
    /// A JSON number with no fractional part.
    case integer
    /// Any JSON number.
    case number
    /// `true` or `false`.
    case boolean
    /// A JSON object.
    case object
    /// A JSON array.
    case array
    /// `null`.
    case null

    /// Whether `value` is of this kind: ``integer`` takes only whole numbers, ``number`` every number.
    public func admits(_ value: JSONValue) -> Bool {
        switch (self, value) {
        case (.string, .string), (.number, .number), (.boolean, .bool), (.object, .object), (.array, .array),
            (.null, .null):
            return true
        case (.integer, .number):
            return value.integerValue != nil
        default:
            return false
        }
    }

    /// The most precise kind of `value` (``integer`` for a whole number).
    public static func of(_ value: JSONValue) -> JSONKind {
        switch value {
        case .string: return .string
        case .number: return value.integerValue != nil ? .integer : .number
        case .bool: return .boolean
        case .object: return .object
        case .array: return .array
        case .null: return .null
        }
    }

    /// Ordered by declaration.
    public static func < (lhs: JSONKind, rhs: JSONKind) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// The JSON shape of one kind of request body a vendor's SDK sends: each field's JSON type and
/// whether it is always present, taken from the real SDK's request struct (``citation``).
///
/// It lets a test hold every recorded request body of a golden to the types the SDK sends, so a
/// string where the SDK sends a number (`"timeZoneOffset": "+0000"` for a `Float`) fails.
///
/// ```swift
/// RequestBodyShape("CreateDevice", citation: "…PushAPI+Payloads.swift:9-19", fields: [
///     "language": .required(.string), "timeZoneOffset": .required(.number),
///     "backgroundAppRefresh": .required(.boolean),
/// ])
/// ```
public struct RequestBodyShape: Sendable, Hashable {
    /// One member of an object: its kinds, whether it is always present, and the shape of what
    /// an object or array value holds.
    public struct Field: Sendable, Hashable {
        /// The kinds the value may have.
        public var kinds: Set<JSONKind>
        /// Whether the member is always present.
        public var isRequired: Bool
        /// For an object value: its members (nil: not declared, any members).
        public var members: RequestBodyShape?
        /// For an array value: the kinds of its elements (nil: any).
        public var elementKinds: Set<JSONKind>?
        /// For an array of objects: each element's members (nil: not declared).
        public var elementMembers: RequestBodyShape?
        /// The device fact the member carries, in the unit the backend expects (nil: none).
        public var deviceFact: DeviceFact?

        /// Creates a field.
        public init(
            kinds: Set<JSONKind>, isRequired: Bool, members: RequestBodyShape? = nil,
            elementKinds: Set<JSONKind>? = nil, elementMembers: RequestBodyShape? = nil, deviceFact: DeviceFact? = nil
        ) {
            self.kinds = kinds
            self.isRequired = isRequired
            self.members = members
            self.elementKinds = elementKinds
            self.elementMembers = elementMembers
            self.deviceFact = deviceFact
        }

        /// The same member, declared to carry `fact`: `.required(.number).fact(.timeZoneOffset(.hours))`.
        public func fact(_ fact: DeviceFact) -> Field {
            var copy = self
            copy.deviceFact = fact
            return copy
        }

        /// A member that is always present, of one of `kinds`.
        public static func required(_ kinds: JSONKind...) -> Field { Field(kinds: Set(kinds), isRequired: true) }
        /// A member that may be absent, of one of `kinds` when present.
        public static func optional(_ kinds: JSONKind...) -> Field { Field(kinds: Set(kinds), isRequired: false) }
        /// An object member with the given members.
        public static func object(_ members: RequestBodyShape, isRequired: Bool = true) -> Field {
            Field(kinds: [.object], isRequired: isRequired, members: members)
        }
        /// An array member whose elements are of `kinds`.
        public static func array(of kinds: JSONKind..., isRequired: Bool = true) -> Field {
            Field(kinds: [.array], isRequired: isRequired, elementKinds: Set(kinds))
        }
        /// An array member whose elements are objects with the given members.
        public static func array(ofObjects members: RequestBodyShape, isRequired: Bool = true) -> Field {
            Field(kinds: [.array], isRequired: isRequired, elementKinds: [.object], elementMembers: members)
        }
    }

    /// The SDK's name for the body (its struct or builder), e.g. `CreateDevice`.
    public var name: String
    /// Where the types come from: the real SDK's struct, `owner/repo@commit:path:line`.
    public var citation: String
    /// The declared members.
    public var fields: [String: Field]
    /// The kinds a member the shape does not declare may have; nil: no other member is allowed
    /// (the SDK's struct has exactly ``fields``).
    public var otherMembers: Set<JSONKind>?

    /// Creates a shape.
    public init(_ name: String, citation: String, fields: [String: Field], otherMembers: Set<JSONKind>? = nil) {
        self.name = name
        self.citation = citation
        self.fields = fields
        self.otherMembers = otherMembers
    }

    /// Every way `body` differs from the shape, one sentence each with the member's JSON path
    /// (`timeZoneOffset is a string, expected number`); empty when it conforms.
    public func problems(in body: JSONValue, path: String = "") -> [String] {
        guard let object = body.objectValue else {
            return [
                "\(path.isEmpty ? "the body" : path) is \(JSONKind.of(body).rawValue), expected an object (\(name))"
            ]
        }
        var found: [String] = []
        for (key, field) in fields.sorted(by: { $0.key < $1.key }) {
            let memberPath = path.isEmpty ? key : "\(path).\(key)"
            guard let value = object[key] else {
                if field.isRequired { found.append("\(memberPath) is missing (\(name))") }
                continue
            }
            found += Self.problems(of: value, against: field, path: memberPath, shape: name)
        }
        for (key, value) in object.sorted(by: { $0.key < $1.key }) where fields[key] == nil {
            let memberPath = path.isEmpty ? key : "\(path).\(key)"
            guard let allowed = otherMembers else {
                found.append("\(memberPath) is not a member of \(name)")
                continue
            }
            if !allowed.contains(where: { $0.admits(value) }) {
                found.append(
                    "\(memberPath) is \(JSONKind.of(value).rawValue), expected \(Self.list(allowed)) (\(name))")
            }
        }
        return found
    }

    private static func problems(of value: JSONValue, against field: Field, path: String, shape: String) -> [String] {
        guard field.kinds.contains(where: { $0.admits(value) }) else {
            return ["\(path) is \(JSONKind.of(value).rawValue), expected \(list(field.kinds)) (\(shape))"]
        }
        if let members = field.members, value.objectValue != nil {
            return members.problems(in: value, path: path)
        }
        guard let elements = value.arrayValue else { return [] }
        var found: [String] = []
        for (index, element) in elements.enumerated() {
            let elementPath = "\(path)[\(index)]"
            if let kinds = field.elementKinds, !kinds.contains(where: { $0.admits(element) }) {
                found.append("\(elementPath) is \(JSONKind.of(element).rawValue), expected \(list(kinds)) (\(shape))")
            } else if let members = field.elementMembers, element.objectValue != nil {
                found += members.problems(in: element, path: elementPath)
            }
        }
        return found
    }

    private static func list(_ kinds: Set<JSONKind>) -> String {
        kinds.sorted().map(\.rawValue).joined(separator: " or ")
    }
}

extension RequestBodyShape {
    /// Every member of `body` that the shape declares to carry a device fact, with its JSON path,
    /// the fact and the value found (nested objects and arrays of objects included).
    public func deviceFacts(
        in body: JSONValue, path: String = ""
    ) -> [(path: String, fact: DeviceFact, value: JSONValue)] {
        guard let object = body.objectValue else { return [] }
        var found: [(path: String, fact: DeviceFact, value: JSONValue)] = []
        for (key, field) in fields.sorted(by: { $0.key < $1.key }) {
            guard let value = object[key] else { continue }
            let memberPath = path.isEmpty ? key : "\(path).\(key)"
            if let fact = field.deviceFact { found.append((memberPath, fact, value)) }
            if let members = field.members { found += members.deviceFacts(in: value, path: memberPath) }
            if let members = field.elementMembers, let elements = value.arrayValue {
                for (index, element) in elements.enumerated() {
                    found += members.deviceFacts(in: element, path: "\(memberPath)[\(index)]")
                }
            }
        }
        return found
    }
}

extension BackendRoute {
    /// How a request body differs from the route's declared shapes: nil when the route declares
    /// none; empty when the body conforms to one of them; else the problems against the shape it
    /// comes closest to (the fewest problems, the first declared on a tie).
    public func bodyProblems(_ body: JSONValue) -> [String]? {
        guard !requestBodies.isEmpty else { return nil }
        var best: [String]?
        for shape in requestBodies {
            let problems = shape.problems(in: body)
            if problems.isEmpty { return [] }
            if best == nil || problems.count < best?.count ?? 0 { best = problems }
        }
        return best
    }
}
