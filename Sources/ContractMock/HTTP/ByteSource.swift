/// Why reading from a client stopped.
enum ReadFailure: Error, Equatable {
    /// The client closed its side, or the connection broke.
    case closed
    /// The deadline passed before the bytes arrived.
    case timedOut
}

/// Where a connection's bytes come from: a socket, or bytes in memory in tests.
protocol ByteSource {
    /// Appends at least one byte, and at most `max`, to `buffer`; throws when none can come.
    mutating func read(appendingTo buffer: inout [UInt8], max: Int) throws(ReadFailure)

    /// Gives the reads from now on this many seconds in all (sources without a clock ignore it).
    mutating func setDeadline(secondsFromNow seconds: Double)
}

/// A client's bytes, read as they are needed and never more than a caller's limit at once.
struct BufferedInput<Source: ByteSource> {
    enum Failure: Error, Equatable {
        case read(ReadFailure)
        /// More bytes than the limit came without the delimiter.
        case tooLong
    }

    var source: Source
    private var buffer: [UInt8] = []
    private var position = 0
    /// How much one read asks for.
    private let chunkSize = 64 * 1024

    init(source: Source) {
        self.source = source
    }

    /// Whether bytes already arrived that no read has consumed (a pipelined request).
    var hasBufferedBytes: Bool { position < buffer.count }

    /// Waits until at least one byte is there to read.
    mutating func awaitBytes() throws(Failure) {
        if !hasBufferedBytes { try fill(upTo: chunkSize) }
    }

    /// The bytes up to and including `delimiter`; `limit` bytes without it is ``Failure/tooLong``.
    mutating func read(through delimiter: [UInt8], limit: Int) throws(Failure) -> ArraySlice<UInt8> {
        // Counted from `position`: a fill may move the unread bytes to the front of the buffer.
        var scanned = 0
        while true {
            if let end = Self.firstIndex(of: delimiter, in: buffer, from: position + scanned, before: buffer.count) {
                guard end + delimiter.count - position <= limit else { throw .tooLong }
                let bytes = buffer[position..<end + delimiter.count]
                position = end + delimiter.count
                return bytes
            }
            guard buffer.count - position < limit else { throw .tooLong }
            scanned = max(0, buffer.count - position - delimiter.count + 1)
            try fill(upTo: limit - (buffer.count - position))
        }
    }

    /// Exactly `count` bytes.
    mutating func read(exactly count: Int) throws(Failure) -> ArraySlice<UInt8> {
        while buffer.count - position < count { try fill(upTo: count - (buffer.count - position)) }
        let bytes = buffer[position..<position + count]
        position += count
        return bytes
    }

    /// Reads `count` bytes and drops them, holding no more than one chunk at a time.
    mutating func discard(_ count: Int) throws(Failure) {
        var remaining = count
        while remaining > 0 {
            if position == buffer.count { try fill(upTo: min(remaining, chunkSize)) }
            let taken = min(remaining, buffer.count - position)
            position += taken
            remaining -= taken
        }
    }

    private mutating func fill(upTo wanted: Int) throws(Failure) {
        if position == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            position = 0
        } else if position > chunkSize {
            buffer.removeFirst(position)
            position = 0
        }
        do {
            try source.read(appendingTo: &buffer, max: max(1, min(wanted, chunkSize)))
        } catch {
            throw .read(error)
        }
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int, before end: Int) -> Int? {
        guard let first = needle.first, end - start >= needle.count else { return nil }
        var index = start
        while index + needle.count <= end {
            if haystack[index] == first, haystack[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
