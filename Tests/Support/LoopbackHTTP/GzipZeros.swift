import Foundation

/// A gzip stream of `count` zero bytes, made chunk by chunk without ever holding the inflated data: one deflate block
/// with the fixed Huffman code, a literal zero, then back-references of 258 bytes at distance 1 (13 bits each).
struct GzipZeros: Sequence {
    let count: Int
    /// Bytes per chunk handed out.
    var chunkSize = 64 * 1024

    func makeIterator() -> AnyIterator<Data> {
        var writer = BitWriter()
        var state = Stage.header
        var copiesLeft = 0
        var literalsLeft = 0
        return AnyIterator {
            while writer.bytes.count < chunkSize {
                switch state {
                case .header:
                    writer.bytes.append(contentsOf: [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF])
                    // BFINAL = 1, BTYPE = 01 (fixed Huffman codes).
                    writer.write(1, bits: 1)
                    writer.write(1, bits: 2)
                    if count > 0 {
                        writer.writeCode(0x30, bits: 8)  // literal 0
                        copiesLeft = (count - 1) / 258
                        literalsLeft = (count - 1) % 258
                    }
                    state = .body
                case .body where copiesLeft > 0:
                    writer.writeCode(0b1100_0101, bits: 8)  // length symbol 285: 258 bytes
                    writer.writeCode(0, bits: 5)  // distance symbol 0: distance 1
                    copiesLeft -= 1
                case .body where literalsLeft > 0:
                    writer.writeCode(0x30, bits: 8)
                    literalsLeft -= 1
                case .body:
                    writer.writeCode(0, bits: 7)  // end of block
                    writer.flush()
                    writer.appendLittleEndian(CRC32.ofZeros(count: count))
                    writer.appendLittleEndian(UInt32(truncatingIfNeeded: count))
                    state = .finished
                case .finished:
                    guard !writer.bytes.isEmpty else { return nil }
                    defer { writer.bytes.removeAll() }
                    return writer.bytes
                }
            }
            defer { writer.bytes.removeAll(keepingCapacity: true) }
            return writer.bytes
        }
    }

    private enum Stage { case header, body, finished }
}

/// Packs bits least significant first, as deflate does; Huffman codes go most significant bit first.
private struct BitWriter {
    var bytes = Data()
    private var pending: UInt32 = 0
    private var pendingCount = 0

    mutating func write(_ value: UInt32, bits: Int) {
        pending |= value << pendingCount
        pendingCount += bits
        while pendingCount >= 8 {
            bytes.append(UInt8(pending & 0xFF))
            pending >>= 8
            pendingCount -= 8
        }
    }

    mutating func writeCode(_ code: UInt32, bits: Int) {
        var reversed: UInt32 = 0
        for index in 0..<bits where code & (1 << index) != 0 { reversed |= 1 << (bits - 1 - index) }
        write(reversed, bits: bits)
    }

    mutating func flush() {
        if pendingCount > 0 { write(0, bits: 8 - pendingCount) }
    }

    mutating func appendLittleEndian(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8((value >> UInt32(shift)) & 0xFF)) }
    }
}

/// CRC-32 (IEEE), including of long runs of zeros in logarithmic time: feeding a zero byte is a linear map of the
/// register, so n zero bytes are that map raised to the n-th power.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? (value >> 1) ^ 0xEDB8_8320 : value >> 1 }
        return value
    }

    static func of(_ data: Data) -> UInt32 {
        ~data.reduce(~UInt32(0)) { (crc, byte) in (crc >> 8) ^ table[Int((crc ^ UInt32(byte)) & 0xFF)] }
    }

    static func ofZeros(count: Int) -> UInt32 {
        // Column i: the register after one zero byte when it held only bit i.
        var power = (0..<32).map { bit -> UInt32 in
            let register = UInt32(1) << UInt32(bit)
            return (register >> 8) ^ table[Int(register & 0xFF)]
        }
        var register = ~UInt32(0)
        var remaining = count
        while remaining > 0 {
            if remaining & 1 == 1 { register = apply(power, to: register) }
            power = power.map { apply(power, to: $0) }
            remaining >>= 1
        }
        return ~register
    }

    private static func apply(_ matrix: [UInt32], to vector: UInt32) -> UInt32 {
        var result: UInt32 = 0
        var rest = vector
        var column = 0
        while rest != 0 {
            if rest & 1 == 1 { result ^= matrix[column] }
            rest >>= 1
            column += 1
        }
        return result
    }
}
