/// A 64-bit hash of bytes (XXH64, eight bytes at a time): stable across runs and machines (Swift's `Hasher` is seeded
/// per process), for telling whether inputs or files changed between runs. Not for secrets and not
/// collision-resistant against an attacker; whoever can craft contract text can edit the generated files directly
/// anyway.
///
/// A run hashes the generator's executable and the contracts before it starts and every file it wrote after it
/// finishes, tens of megabytes at scale, on one core: a byte-at-a-time hash (FNV-1a) took about a tenth of a second
/// of that wait; this one reads words and keeps four independent lanes.
public struct ContentHash: Sendable, Hashable, CustomStringConvertible {
    public private(set) var value: UInt64 = 0

    public init() {}

    /// The hash of `bytes` alone.
    public init(of bytes: some Sequence<UInt8>) {
        combine(bytes)
    }

    /// The hash of the UTF-8 bytes of `text` alone.
    public init(text: String) {
        combine(text)
    }

    /// Adds `bytes`: the hash so far seeds theirs, and their count is part of it, so no two lists of byte runs hash
    /// alike by moving a boundary.
    public mutating func combine(_ bytes: some Sequence<UInt8>) {
        if let hashed = bytes.withContiguousStorageIfAvailable({ XXH64.hash(UnsafeRawBufferPointer($0), seed: value) })
        {
            value = hashed
        } else {
            value = Array(bytes).withUnsafeBytes { XXH64.hash($0, seed: value) }
        }
    }

    /// Adds the UTF-8 bytes of `text`, as `combine(_:)` adds bytes.
    public mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine($0) }
    }

    /// Sixteen lower-case hex digits.
    public var description: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// XXH64, the 64-bit member of Yann Collet's xxHash family, over one run of bytes: four lanes of multiply and rotate
/// over 32-byte stripes, then the tail, then a final mix. Its length is part of what it hashes.
enum XXH64 {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
        let count = bytes.count
        var offset = 0
        var hash: UInt64
        if count >= 32 {
            var lanes = (seed &+ prime1 &+ prime2, seed &+ prime2, seed, seed &- prime1)
            while offset + 32 <= count {
                lanes.0 = round(lanes.0, word(bytes, offset))
                lanes.1 = round(lanes.1, word(bytes, offset + 8))
                lanes.2 = round(lanes.2, word(bytes, offset + 16))
                lanes.3 = round(lanes.3, word(bytes, offset + 24))
                offset += 32
            }
            hash = rotate(lanes.0, 1) &+ rotate(lanes.1, 7) &+ rotate(lanes.2, 12) &+ rotate(lanes.3, 18)
            hash = merge(hash, lanes.0)
            hash = merge(hash, lanes.1)
            hash = merge(hash, lanes.2)
            hash = merge(hash, lanes.3)
        } else {
            hash = seed &+ prime5
        }
        hash &+= UInt64(count)
        while offset + 8 <= count {
            hash ^= round(0, word(bytes, offset))
            hash = rotate(hash, 27) &* prime1 &+ prime4
            offset += 8
        }
        if offset + 4 <= count {
            let half = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
            hash ^= UInt64(half) &* prime1
            hash = rotate(hash, 23) &* prime2 &+ prime3
            offset += 4
        }
        while offset < count {
            hash ^= UInt64(bytes[offset]) &* prime5
            hash = rotate(hash, 11) &* prime1
            offset += 1
        }
        hash ^= hash >> 33
        hash &*= prime2
        hash ^= hash >> 29
        hash &*= prime3
        hash ^= hash >> 32
        return hash
    }

    @inline(__always)
    private static func word(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    @inline(__always)
    private static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
        rotate(accumulator &+ input &* prime2, 31) &* prime1
    }

    @inline(__always)
    private static func merge(_ hash: UInt64, _ lane: UInt64) -> UInt64 {
        (hash ^ round(0, lane)) &* prime1 &+ prime4
    }

    @inline(__always)
    private static func rotate(_ value: UInt64, _ bits: UInt64) -> UInt64 {
        (value << bits) | (value >> (64 - bits))
    }
}
