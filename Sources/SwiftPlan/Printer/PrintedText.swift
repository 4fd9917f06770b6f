/// What a printer has written: UTF-8 bytes, appended in place.
///
/// The printer appends hundreds of thousands of short pieces in a large run. Appending to a `String` checks its
/// uniqueness, capacity, ASCII flag and index caches each time (about 350 instructions a piece under callgrind,
/// BENCHMARKS.md), and `Array.append(contentsOf:)` goes through the generic sequence machinery (about 100); here an
/// append is a capacity check and a copy into one tail-allocated buffer. The bytes become a `String` once, when the
/// printer is done. A value type: a copy that is appended to first copies the bytes.
struct PrintedText {
    private var buffer = Buffer.make(capacity: 128)

    /// How many bytes have been written: where a checkpoint takes the text back to. Every count taken between two
    /// appends is at a scalar boundary, since each piece is whole UTF-8.
    var count: Int { header.count }

    /// The header, read through its pointer: the class's `header` property would be checked for exclusive access at
    /// every read and write, which cost more than the copying.
    private var header: Header { buffer.withUnsafeMutablePointerToHeader { $0.pointee } }

    /// The text as a string.
    var string: String {
        buffer.withUnsafeMutablePointerToElements { start in
            String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
        }
    }

    static func += (text: inout PrintedText, piece: String) {
        UTF8Scan.withBytes(piece) { text.append($0) }
    }

    static func += (text: inout PrintedText, piece: Substring) {
        UTF8Scan.withBytes(piece) { text.append($0) }
    }

    /// Appends one ASCII character.
    mutating func append(ascii byte: UInt8) {
        withUnsafeBytes(of: byte) { append($0.assumingMemoryBound(to: UInt8.self)) }
    }

    /// Takes back everything written after the first `count` bytes.
    mutating func removeAll(after count: Int) {
        precondition(count >= 0 && count <= self.count, "no such position in the printed text")
        makeUnique(capacity: header.capacity)
        buffer.withUnsafeMutablePointerToHeader { $0.pointee.count = count }
    }

    /// How many columns the text written after the first `count` bytes takes (its Unicode scalars).
    func width(after count: Int) -> Int {
        buffer.withUnsafeMutablePointerToElements { start in
            UTF8Scan.scalarCount(of: UnsafeBufferPointer(start: start + count, count: self.count - count))
        }
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let header = self.header
        let needed = header.count + bytes.count
        if needed > header.capacity || !isKnownUniquelyReferenced(&buffer) {
            makeUnique(capacity: Swift.max(needed, 2 * header.capacity))
        }
        buffer.withUnsafeMutablePointers { header, elements in
            (elements + header.pointee.count).initialize(from: source, count: bytes.count)
            header.pointee.count = needed
        }
    }

    /// Gives the text a buffer of its own holding at least `capacity` bytes.
    private mutating func makeUnique(capacity: Int) {
        guard capacity > header.capacity || !isKnownUniquelyReferenced(&buffer) else { return }
        let count = self.count
        let larger = Buffer.make(capacity: capacity)
        buffer.withUnsafeMutablePointerToElements { source in
            larger.withUnsafeMutablePointers { header, elements in
                elements.initialize(from: source, count: count)
                header.pointee.count = count
            }
        }
        buffer = larger
    }

    /// How many bytes are written and how many fit, then the bytes, in one allocation.
    private struct Header {
        var count: Int
        /// Kept here: `ManagedBuffer.capacity` asks the allocator every time.
        let capacity: Int
    }

    private final class Buffer: ManagedBuffer<Header, UInt8> {
        /// A buffer for at least `capacity` bytes, none written.
        static func make(capacity: Int) -> Buffer {
            // `create` makes an instance of the class it is called on.
            let buffer = create(minimumCapacity: capacity) { Header(count: 0, capacity: $0.capacity) }
            return unsafeDowncast(buffer, to: Buffer.self)
        }
    }
}
