/// What a printer has written: UTF-8 bytes, appended in place.
///
/// The printer appends hundreds of thousands of short pieces in a large run. Appending to a `String` checks its
/// uniqueness, capacity, ASCII flag and index caches each time (about 350 instructions a piece under callgrind,
/// BENCHMARKS.md); appending to a byte array is a capacity check and a copy. The bytes become a `String` once, when
/// the printer is done.
struct PrintedText {
    /// The bytes written so far: whole pieces of valid UTF-8, so any count taken between pieces is a scalar boundary.
    private var bytes: [UInt8] = []

    /// How many bytes have been written: where a checkpoint takes the text back to.
    var count: Int { bytes.count }

    /// The text as a string.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    static func += (text: inout PrintedText, piece: String) {
        UTF8Scan.withBytes(piece) { text.bytes.append(contentsOf: $0) }
    }

    static func += (text: inout PrintedText, piece: Substring) {
        UTF8Scan.withBytes(piece) { text.bytes.append(contentsOf: $0) }
    }

    /// Appends one ASCII character.
    mutating func append(ascii byte: UInt8) {
        bytes.append(byte)
    }

    /// Takes back everything written after the first `count` bytes.
    mutating func removeAll(after count: Int) {
        bytes.removeSubrange(count...)
    }

    /// How many columns the text written after the first `count` bytes takes (its Unicode scalars).
    func width(after count: Int) -> Int {
        bytes.withUnsafeBufferPointer { UTF8Scan.scalarCount(of: UnsafeBufferPointer(rebasing: $0[count...])) }
    }
}
