import PushContract

/// What the SDK remembers per collapse id, in the host store so it survives relaunch: when the first push for
/// it arrived, its deadline, and whether a notification was shown ("one notification per collapse id",
/// Customer IO guide “Explanation of the fields”).
struct ContextCollapseRecord: Sendable, Hashable {
    /// When the first push for the collapse id arrived.
    var firstReceived: DeviceInstant
    /// The deadline of that first push, in hours.
    var deadlineHours: Int
    /// Whether a notification was shown for it.
    var shown: Bool

    /// The instant from which a wake shows the notification whatever the moment.
    var deadline: DeviceInstant { firstReceived.advanced(by: .seconds(deadlineHours * 3600)) }
}

/// The per-collapse-id records, under `context.collapse.<id>` in the host store.
struct ContextCollapseLedger {
    let store: any KeyValueStore

    private func key(_ collapseID: String) -> String { "context.collapse.\(collapseID)" }

    /// The record for a collapse id, if a push for it arrived before.
    func record(for collapseID: String) -> ContextCollapseRecord? {
        guard let object = store.value(forKey: key(collapseID))?.objectValue,
            let first = object["firstReceivedMs"]?.integerValue, let hours = object["deadlineHours"]?.integerValue
        else { return nil }
        return ContextCollapseRecord(
            firstReceived: DeviceInstant(sinceStart: .milliseconds(first)), deadlineHours: hours,
            shown: object["shown"]?.boolValue ?? false)
    }

    /// Stores a record.
    func save(_ record: ContextCollapseRecord, for collapseID: String) {
        store.set(
            [
                "firstReceivedMs": .number(Double(record.firstReceived.milliseconds)),
                "deadlineHours": .number(Double(record.deadlineHours)), "shown": .bool(record.shown),
            ],
            forKey: key(collapseID))
    }

    /// The record of the first push for a collapse id: the stored one, or a new one starting now
    /// with this push's deadline (stored at once).
    func firstPush(for fields: ContextPushFields, now: DeviceInstant) -> ContextCollapseRecord {
        if let existing = record(for: fields.collapseID) { return existing }
        let record = ContextCollapseRecord(firstReceived: now, deadlineHours: fields.deadlineHours, shown: false)
        save(record, for: fields.collapseID)
        return record
    }

    /// Marks a collapse id as shown.
    func markShown(_ collapseID: String, now: DeviceInstant, deadlineHours: Int) {
        var record =
            record(for: collapseID)
            ?? ContextCollapseRecord(firstReceived: now, deadlineHours: deadlineHours, shown: false)
        record.shown = true
        save(record, for: collapseID)
    }
}
