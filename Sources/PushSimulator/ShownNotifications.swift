import PushContract

/// The notifications on screen, oldest first, keyed by identifier: appending, looking up and
/// removing one cost constant time (amortised), listing them all is linear. Removed entries
/// leave holes that are compacted once they outnumber the live ones.
struct ShownNotifications {
    private var slots: [NotificationRequest?] = []
    private var slotByID: [String: Int] = [:]

    /// How many are shown.
    var count: Int { slotByID.count }

    /// Every shown notification, oldest first.
    var all: [NotificationRequest] { slots.compactMap { $0 } }

    /// The newest one.
    var last: NotificationRequest? { slots.last { $0 != nil } ?? nil }

    /// The one with this identifier.
    subscript(identifier: String) -> NotificationRequest? {
        slotByID[identifier].flatMap { slots[$0] }
    }

    /// Adds one as the newest (its identifier must not be shown already).
    mutating func append(_ request: NotificationRequest) {
        slotByID[request.identifier] = slots.count
        slots.append(request)
    }

    /// Removes the one with this identifier, if shown.
    mutating func remove(_ identifier: String) {
        guard let slot = slotByID.removeValue(forKey: identifier) else { return }
        slots[slot] = nil
        while slots.last.map({ $0 == nil }) == true { slots.removeLast() }
        if slots.count > 32, slotByID.count * 2 < slots.count { compact() }
    }

    private mutating func compact() {
        slots = slots.filter { $0 != nil }
        for (slot, request) in slots.enumerated() {
            if let request { slotByID[request.identifier] = slot }
        }
    }
}
