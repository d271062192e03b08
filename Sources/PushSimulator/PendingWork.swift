import PushContract

/// The clock's scheduled work, kept sorted by (due instant, sequence): work due at the same
/// instant runs in the order it was scheduled. Taking the first piece is constant time (a head
/// index, compacted now and then) and the insertion point is found by binary search, so
/// thousands of pieces scheduled within one step (4,000 taps, each answered at once) stay
/// linear instead of scanning and shifting the whole queue every time.
struct PendingWork {
    /// One piece of work.
    struct Entry {
        let due: DeviceInstant
        let sequence: Int
        let origin: ExecutionOrigin
        let work: () -> Void
    }

    private var entries: [Entry] = []
    private var head = 0

    /// The next piece to run.
    var first: Entry? { head < entries.count ? entries[head] : nil }

    /// How many pieces are pending.
    var count: Int { entries.count - head }

    /// Every pending piece, in run order.
    var all: ArraySlice<Entry> { entries[head...] }

    /// Adds a piece after every piece due at or before it.
    mutating func insert(_ entry: Entry) {
        var low = head, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].due > entry.due { high = middle } else { low = middle + 1 }
        }
        entries.insert(entry, at: low)
    }

    /// Takes the next piece.
    mutating func removeFirst() -> Entry? {
        guard head < entries.count else { return nil }
        let entry = entries[head]
        head += 1
        if head >= 64, head * 2 >= entries.count { compact() }
        return entry
    }

    /// Removes the pieces matching `predicate` and returns them, in run order.
    mutating func extract(where predicate: (Entry) -> Bool) -> [Entry] {
        compact()
        let taken = entries.filter(predicate)
        entries.removeAll(where: predicate)
        return taken
    }

    /// Removes the pieces matching `predicate`; returns how many.
    @discardableResult
    mutating func removeAll(where predicate: (Entry) -> Bool) -> Int {
        compact()
        let before = entries.count
        entries.removeAll(where: predicate)
        return before - entries.count
    }

    private mutating func compact() {
        guard head > 0 else { return }
        entries.removeFirst(head)
        head = 0
    }
}
