package import PushContract
package import PushSimulator

/// What the `deviceFacts` expectation needs beyond the transcript: the vendor's declared request
/// bodies (which members carry which ``DeviceFact``) and the device's own facts, from the
/// scenario's `given.deviceInfo` (ADP-006).
package struct DeviceFactContext: Sendable {
    /// The vendor's backend routes and their declared bodies.
    package var backend: VendorBackend
    /// The device's facts in the case.
    package var device: DeviceInfo

    /// A context; by default no route declares anything, so no fact is checked.
    package init(backend: VendorBackend = .neutral, device: DeviceInfo = DeviceSetup.defaultDeviceInfo) {
        self.backend = backend
        self.device = device
    }

    /// Every member of an `http` record's body that the first route fitting the request declares
    /// to carry a device fact, once per JSON path, with the shape that declares it.
    package func facts(
        in record: TranscriptRecord
    ) -> [(path: String, fact: DeviceFact, value: JSONValue, shape: String)] {
        guard let body = record.body["body"], let url = record.body["url"]?.stringValue,
            let method = record.body["method"]?.stringValue,
            let route = backend.routes.first(where: { $0.answer(method: method, path: Self.path(of: url)) != nil })
        else { return [] }
        var seen: Set<String> = []
        var found: [(path: String, fact: DeviceFact, value: JSONValue, shape: String)] = []
        for shape in route.requestBodies {
            for (path, fact, value) in shape.deviceFacts(in: body) where seen.insert(path).inserted {
                found.append((path, fact, value, shape.name))
            }
        }
        return found
    }

    /// One sentence per member of an `http` record's body that carries another value than the
    /// device's own for the fact its route declares, or, for a member no route declares, for the
    /// fact its key names (``NamedDeviceFact``, in any unit).
    package func wrongFacts(in record: TranscriptRecord) -> [String] {
        let request = "\(record.body["method"]?.stringValue ?? "?") \(record.body["url"]?.stringValue ?? "?")"
        let declared = facts(in: record)
        var wrong = declared.filter { !$0.fact.matches($0.value, for: device) }.map { path, fact, value, shape in
            let expected = fact.value(for: device).map(\.canonicalText) ?? "?"
            return
                "\(request) carries \(path) = \(value.canonicalText), not the device's \(fact) (\(expected), \(shape))"
        }
        guard let body = record.body["body"] else { return wrong }
        let declaredPaths = Set(declared.map(\.path))
        for (path, fact, value) in NamedDeviceFact.members(of: body)
        where !declaredPaths.contains(path) && !fact.matches(value, for: device) {
            wrong.append(
                "\(request) carries \(path) = \(value.canonicalText), which its key names the \(fact.rawValue), "
                    + "not the device's (\(fact.expected(for: device)); no shape declares the member)")
        }
        return wrong
    }

    /// The path (and query) of a URL, after `scheme://host`.
    static func path(of url: String) -> String {
        let parts = url.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[0].hasSuffix(":"), parts[1].isEmpty else { return url }
        return parts.count == 4 ? "/" + parts[3] : "/"
    }
}
