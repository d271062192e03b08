/// Turns libFuzzer's `(pointer, size)` into the byte array the product's APIs take.
public enum FuzzInput {
    /// The input bytes (an empty array for a null pointer or size 0).
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }
}
