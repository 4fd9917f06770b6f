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

    /// Ends the reads from now on at `deadline` (sources without a clock ignore it).
    mutating func setDeadline(_ deadline: ContinuousClock.Instant)
}

/// A client's bytes, read as they are needed and never more than a caller's limit at once.
struct BufferedInput<Source: ByteSource> {
    enum Failure: Error, Equatable {
        case read(ReadFailure)
        /// More bytes than the limit came without the line's end.
        case tooLong
        /// A CR or an LF that is not part of a CRLF.
        case bareLineEnd
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

    /// The next line, through its CRLF; `limit` bytes without one is ``Failure/tooLong``.
    mutating func readLine(limit: Int) throws(Failure) -> ArraySlice<UInt8> {
        try readCRLFLines(throughEmptyLine: false, limit: limit)
    }

    /// The lines through the first empty one (a request head and the CRLF CRLF that ends it); `limit` bytes without
    /// it is ``Failure/tooLong``.
    mutating func readThroughEmptyLine(limit: Int) throws(Failure) -> ArraySlice<UInt8> {
        try readCRLFLines(throughEmptyLine: true, limit: limit)
    }

    /// Lines that end in CRLF and nothing else: a CR not followed by LF or an LF without a CR before it is
    /// ``Failure/bareLineEnd`` as soon as it arrives, since waiting for a CRLF that may never come would hold the
    /// connection until its deadline.
    private mutating func readCRLFLines(throughEmptyLine: Bool, limit: Int) throws(Failure) -> ArraySlice<UInt8> {
        let carriageReturn = UInt8(ascii: "\r")
        let lineFeed = UInt8(ascii: "\n")
        // Counted from `position`: a fill may move the unread bytes to the front of the buffer.
        var scanned = 0
        while true {
            while scanned < limit, position + scanned < buffer.count {
                let index = position + scanned
                let followsCarriageReturn = scanned > 0 && buffer[index - 1] == carriageReturn
                if buffer[index] == lineFeed {
                    guard followsCarriageReturn else { throw .bareLineEnd }
                    let endsEmptyLine =
                        scanned >= 3 && buffer[index - 3] == carriageReturn && buffer[index - 2] == lineFeed
                    if endsEmptyLine || !throughEmptyLine {
                        let line = buffer[position...index]
                        position = index + 1
                        return line
                    }
                } else if followsCarriageReturn {
                    throw .bareLineEnd
                }
                scanned += 1
            }
            guard scanned < limit else { throw .tooLong }
            try fill(upTo: limit - scanned)
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
}
