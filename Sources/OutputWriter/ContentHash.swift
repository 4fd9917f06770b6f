/// A 64-bit FNV-1a hash of bytes: stable across runs and machines (Swift's `Hasher` is seeded per process), for telling
/// whether inputs or files changed between runs. Not for secrets and not collision-resistant against an attacker;
/// whoever can craft contract text can edit the generated files directly anyway.
public struct ContentHash: Sendable, Hashable, CustomStringConvertible {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    /// The hash of `bytes` alone.
    public init(of bytes: some Sequence<UInt8>) {
        combine(bytes)
    }

    /// The hash of the UTF-8 bytes of `text` alone.
    public init(text: String) {
        combine(text)
    }

    /// Adds `bytes`, then their count, so that no two lists of byte runs hash alike by moving a boundary.
    public mutating func combine(_ bytes: some Sequence<UInt8>) {
        var count: UInt64 = 0
        let added = bytes.withContiguousStorageIfAvailable { buffer in
            for byte in buffer { mix(byte) }
            return UInt64(buffer.count)
        }
        if let added {
            count = added
        } else {
            for byte in bytes {
                mix(byte)
                count += 1
            }
        }
        withUnsafeBytes(of: count.littleEndian) { for byte in $0 { mix(byte) } }
    }

    /// Adds the UTF-8 bytes of `text`, then their count.
    public mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine($0) }
    }

    private mutating func mix(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    /// Sixteen lower-case hex digits.
    public var description: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
