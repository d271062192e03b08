/// An `apns-collapse-id`: at most 64 UTF-8 bytes (R6).
public struct CollapseID: Sendable, Hashable, CustomStringConvertible {
    /// The identifier.
    public let value: String

    /// Validates the length; longer identifiers are a `payload.collapse-id-too-long` error.
    public init(_ value: String) throws(PushError) {
        guard value.utf8.count <= APNsLimits.maxCollapseIDBytes else {
            throw PushError(
                .collapseIDTooLong,
                message:
                    "collapse id is \(value.utf8.count) bytes; APNs accepts at most \(APNsLimits.maxCollapseIDBytes)")
        }
        self.value = value
    }

    /// The identifier.
    public var description: String { value }
}
