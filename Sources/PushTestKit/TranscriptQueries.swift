public import PushContract
public import PushSimulator

/// Small readers over a transcript, so a test states what it looks for instead of filtering
/// records by hand. Each reads ``TranscriptRecord/kind`` and the body keys the simulator writes
/// (`name`, `code`, `native`, `kind`, `value`, `url`, `method`, `body`).
extension Sequence where Element == TranscriptRecord {
    /// Every record of `kind`.
    public func records(of kind: TranscriptRecord.Kind) -> [TranscriptRecord] { filter { $0.kind == kind } }

    /// The `name` of every `system` record, in order.
    public var systemNames: [String] { records(of: .system).compactMap { $0.body["name"]?.stringValue } }

    /// Every `system` record called `name`.
    public func systemRecords(named name: String) -> [TranscriptRecord] {
        filter { $0.kind == .system && $0.body["name"]?.stringValue == name }
    }

    /// The bodies of the `system` records called `name`.
    public func system(_ name: String) -> [JSONValue] { systemRecords(named: name).map(\.body) }

    /// The bodies of the SDK events called `name`.
    public func events(_ name: String) -> [JSONValue] {
        filter { $0.kind == .event && $0.body["name"]?.stringValue == name }.map(\.body)
    }

    /// The bodies of the error records, in order.
    public var errorBodies: [JSONValue] { records(of: .error).map(\.body) }

    /// The neutral codes of the error records, in order.
    public var errorCodes: [String] { errorBodies.compactMap { $0["code"]?.stringValue } }

    /// The native codes of SDK events and errors, in order.
    public var natives: [String] {
        compactMap { record in
            guard record.kind == .event || record.kind == .error else { return nil }
            return record.body["native"]?.stringValue
        }
    }

    /// The values passed to the completions of one kind (`response`, `background-fetch`…), in order.
    public func completions(_ kind: String) -> [JSONValue] {
        filter { $0.kind == .completion && $0.body["kind"]?.stringValue == kind }.map { $0.body["value"] ?? .null }
    }

    /// The bodies of the push-delegate records, in order.
    public var delegateEvents: [JSONValue] { records(of: .delegate).map(\.body) }

    /// The names of the push-delegate events, in order.
    public var delegateNames: [String] { delegateEvents.compactMap { $0["name"]?.stringValue } }

    /// The names of the UI-delegate events, in order.
    public var uiNames: [String] { records(of: .ui).compactMap { $0.body["name"]?.stringValue } }

    /// `METHOD path` of every HTTP request, in order.
    public var requestLines: [String] {
        records(of: .http).compactMap { record in
            guard let method = record.body["method"]?.stringValue, let url = record.body["url"]?.stringValue else {
                return nil
            }
            return "\(method) \(HTTPRequest(method: method, url: url).path)"
        }
    }

    /// `(virtual time, path)` of every HTTP request whose URL contains `fragment`.
    public func requests(containing fragment: String) -> [(time: String, path: String)] {
        records(of: .http).compactMap { record in
            guard let url = record.body["url"]?.stringValue, url.contains(fragment) else { return nil }
            return (record.time.description, HTTPRequest(method: "", url: url).path)
        }
    }

    /// The bodies of the HTTP requests whose URL contains `fragment` (`null` for none), in order.
    public func requestBodies(containing fragment: String) -> [JSONValue] {
        records(of: .http).filter { $0.body["url"]?.stringValue?.contains(fragment) ?? false }.map {
            $0.body["body"] ?? .null
        }
    }

    /// The bodies of the media records, in order.
    public var mediaRecords: [JSONValue] { records(of: .media).map(\.body) }

    /// The URLs the app opened, in order.
    public var openedURLs: [String] { system("url.opened").compactMap { $0["url"]?.stringValue } }
}

/// The same readers on a device's transcript so far, plus what it shows now.
extension SimulatedDevice {
    /// Every record of `kind`.
    public func records(of kind: TranscriptRecord.Kind) -> [TranscriptRecord] { records.records(of: kind) }
    /// The `name` of every `system` record, in order.
    public var systemNames: [String] { records.systemNames }
    /// Every `system` record called `name`.
    public func systemRecords(named name: String) -> [TranscriptRecord] { records.systemRecords(named: name) }
    /// The bodies of the `system` records called `name`.
    public func system(_ name: String) -> [JSONValue] { records.system(name) }
    /// The bodies of the SDK events called `name`.
    public func events(_ name: String) -> [JSONValue] { records.events(name) }
    /// The bodies of the error records, in order.
    public var errorBodies: [JSONValue] { records.errorBodies }
    /// The neutral codes of the error records, in order.
    public var errorCodes: [String] { records.errorCodes }
    /// The native codes of SDK events and errors, in order.
    public var natives: [String] { records.natives }
    /// The values passed to the completions of one kind, in order.
    public func completions(_ kind: String) -> [JSONValue] { records.completions(kind) }
    /// The bodies of the push-delegate records, in order.
    public var delegateEvents: [JSONValue] { records.delegateEvents }
    /// The names of the push-delegate events, in order.
    public var delegateNames: [String] { records.delegateNames }
    /// The names of the UI-delegate events, in order.
    public var uiNames: [String] { records.uiNames }
    /// `METHOD path` of every HTTP request, in order.
    public var requestLines: [String] { records.requestLines }
    /// `(virtual time, path)` of every HTTP request whose URL contains `fragment`.
    public func requests(containing fragment: String) -> [(time: String, path: String)] {
        records.requests(containing: fragment)
    }
    /// The bodies of the HTTP requests whose URL contains `fragment`, in order.
    public func requestBodies(containing fragment: String) -> [JSONValue] {
        records.requestBodies(containing: fragment)
    }
    /// The bodies of the media records, in order.
    public var mediaRecords: [JSONValue] { records.mediaRecords }
    /// The URLs the app opened, in order.
    public var openedURLs: [String] { records.openedURLs }
    /// The identifiers of the notifications shown now, oldest first.
    public var shownIDs: [String] { shownNotificationIDs }
}
