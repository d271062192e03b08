/// The parser's stack of finished values (or keys) waiting for their container to close.
///
/// Unlike an `Array`, it hands its top elements over by *moving* them: a closing bracket turns
/// them into an array with one `memcpy`, or into object members without a retain and release
/// per element. Elements still on the stack when parsing stops (an error) are freed in `deinit`.
final class JSONParseStack<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// How many elements the stack holds.
    private(set) var count = 0

    /// An empty stack with room for `capacity` elements before it grows.
    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        base = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Puts `element` on top.
    @inline(__always)
    func push(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// A copy of the element at `position` (which must be below ``count``).
    func element(at position: Int) -> Element {
        precondition(position >= 0 && position < count, "JSONParseStack index out of range")
        return base[position]
    }

    /// Removes and returns the top element.
    func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return (base + count).move()
    }

    /// Moves the elements from `start` to the top into a new array, leaving `start` elements.
    func moveArray(from start: Int) -> [Element] {
        precondition(start >= 0 && start <= count, "JSONParseStack range out of bounds")
        let length = count - start
        guard length > 0 else { return [] }
        let source = base + start
        count = start
        return Array(unsafeUninitializedCapacity: length) { buffer, initialized in
            guard let destination = buffer.baseAddress else { return }
            destination.moveInitialize(from: source, count: length)
            initialized = length
        }
    }

    /// Moves out the elements from `start` to the top into the members of an object, with the
    /// keys moved from `keys` (from `keyStart`); a repeated key keeps its last value. Returns
    /// the object and the byte offsets of the keys that repeated one before them.
    func moveMembers(
        from start: Int, keys: JSONParseStack<JSONParsedKey>, keyStart: Int
    )
        -> (members: [String: Element], repeatedKeyOffsets: [Int])
    {
        let length = count - start
        precondition(
            start >= 0 && length >= 0 && keyStart >= 0 && keys.count - keyStart == length,
            "JSONParseStack members out of step")
        var members = [String: Element](minimumCapacity: length)
        var repeated: [Int] = []
        let valueBase = base + start
        let keyBase = keys.base + keyStart
        count = start
        keys.count = keyStart
        for position in 0..<length {
            let key = (keyBase + position).move()
            if members.updateValue((valueBase + position).move(), forKey: key.name) != nil {
                repeated.append(key.offset)
            }
        }
        return (members, repeated)
    }

    /// Removes (and frees) the elements from `start` to the top.
    func truncate(to start: Int) {
        precondition(start >= 0 && start <= count, "JSONParseStack range out of bounds")
        (base + start).deinitialize(count: count - start)
        count = start
    }

    private func grow() {
        let larger = capacity * 2
        let storage = UnsafeMutablePointer<Element>.allocate(capacity: larger)
        storage.moveInitialize(from: base, count: count)
        base.deallocate()
        base = storage
        capacity = larger
    }
}

/// An object key on the parser's stack: its text and the byte offset of its opening quote.
struct JSONParsedKey {
    /// The key.
    var name: String
    /// Where its opening quote is.
    var offset: Int
}
