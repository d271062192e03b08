import PushContract

/// The SDK's `events` table (`CREATE TABLE IF NOT EXISTS events (name TEXT, type TEXT,
/// attributes TEXT, timestamp REAL, attribution TEXT, mailingId TEXT, sent REAL)`, SDK binary
/// `+[MCEEvent createTableSql]`), kept in the host's store under ``key`` so it survives a
/// relaunch as the SDK's database does.
///
/// - `-[MCEEventDatabase insertEvent:]`: an event *similar* to a row already in the table, sent
///   or not (``MCEBehaviourEvent/isSimilar(to:)``, `-[MCEEvent similarEventInDatabase:]`), is not
///   stored.
/// - `+[MCEEvent unsentEventsInDatabase:]`: `SELECT rowid, * FROM events WHERE sent IS NULL`,
///   in row order.
/// - `markEventsSent:` stamps the rows an accepted upload carried.
/// - `+[MCEEvent cleanDatabase:]` (run when `-[MCEEventDatabase init]` opens the table, once per
///   process): rows sent more than 30 days ago are deleted.
///
/// A row is `{"rowid", "name", "type", "attributes", "timestamp", "attribution"?, "mailingId"?,
/// "sent"?}`, the times in milliseconds of the device clock. A stored value that is not such an
/// array of rows (written by something else) is read as an empty table.
final class MCEEventStore {
    /// The store key of the table.
    static let key = "mce.events"
    /// How long sent rows are kept (`+[MCEEvent cleanDatabase:]`).
    static let keptAfterSending: Duration = .seconds(30 * 86_400)

    /// One row.
    struct Row: Sendable, Hashable {
        /// SQLite's `rowid`: one more than the largest in the table when inserted.
        var rowID: Int
        /// The event.
        var event: MCEBehaviourEvent
        /// When an upload carrying it was accepted; nil while unsent.
        var sent: DeviceInstant?
    }

    private let store: any KeyValueStore
    private var opened = false

    /// The table in `store`.
    init(store: any KeyValueStore) { self.store = store }

    /// Every row, in row order.
    var rows: [Row] {
        (store.value(forKey: Self.key)?.arrayValue ?? []).compactMap(Self.row)
    }

    /// The rows not sent yet, in row order.
    var unsent: [Row] { rows.filter { $0.sent == nil } }

    /// Opens the table once per process: rows sent more than 30 days before `now` are deleted.
    func open(at now: DeviceInstant) {
        guard !opened else { return }
        opened = true
        let all = rows
        let kept = all.filter { row in
            guard let sent = row.sent else { return true }
            return !(sent.advanced(by: Self.keptAfterSending) < now)
        }
        if kept.count != all.count { save(kept) }
    }

    /// Stores `event`, unless a similar one is in the table; returns whether it was stored.
    func insert(_ event: MCEBehaviourEvent) -> Bool {
        open(at: event.timestamp)
        var all = rows
        guard !all.contains(where: { $0.event.isSimilar(to: event) }) else { return false }
        all.append(Row(rowID: (all.map(\.rowID).max() ?? 0) + 1, event: event, sent: nil))
        save(all)
        return true
    }

    /// Marks the rows `rowIDs` sent at `time`.
    func markSent(_ rowIDs: Set<Int>, at time: DeviceInstant) {
        save(rows.map { row in rowIDs.contains(row.rowID) ? Row(rowID: row.rowID, event: row.event, sent: time) : row })
    }

    private func save(_ rows: [Row]) {
        store.set(rows.isEmpty ? nil : .array(rows.map(Self.json)), forKey: Self.key)
    }

    private static func json(_ row: Row) -> JSONValue {
        var object: [String: JSONValue] = [
            "rowid": .number(Double(row.rowID)), "name": .string(row.event.name), "type": .string(row.event.type),
            "attributes": .object(row.event.attributes),
            "timestamp": .number(Double(row.event.timestamp.milliseconds)),
        ]
        if let attribution = row.event.attribution { object["attribution"] = .string(attribution) }
        if let mailingID = row.event.mailingID { object["mailingId"] = .number(Double(mailingID)) }
        if let sent = row.sent { object["sent"] = .number(Double(sent.milliseconds)) }
        return .object(object)
    }

    private static func row(_ value: JSONValue) -> Row? {
        guard let object = value.objectValue, let rowID = object["rowid"]?.integerValue,
            let name = object["name"]?.stringValue, let type = object["type"]?.stringValue,
            let attributes = object["attributes"]?.objectValue, let timestamp = object["timestamp"]?.integerValue
        else { return nil }
        let event = MCEBehaviourEvent(
            name: name, type: type, attributes: attributes, attribution: object["attribution"]?.stringValue,
            mailingID: object["mailingId"].flatMap(integer), timestamp: instant(timestamp))
        return Row(rowID: rowID, event: event, sent: object["sent"]?.integerValue.map(instant))
    }

    /// A stored mailing id: every `NSInteger`, also those a JSON number holds only approximately.
    private static func integer(_ value: JSONValue) -> Int64? {
        guard case .number(let number) = value, number.isFinite else { return nil }
        return Int64(exactly: number) ?? (number > 0 ? Int64.max : Int64.min)
    }

    private static func instant(_ milliseconds: Int) -> DeviceInstant {
        DeviceInstant(sinceStart: .milliseconds(milliseconds))
    }
}
