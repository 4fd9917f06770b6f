/// Why a request could not be read whole.
enum RequestReadFailure: Error, Equatable {
    /// The client went away; there is no one to answer.
    case closed
    /// The request can't be served; the client gets this status.
    case refused(HTTPRequestError)
}

/// Reads requests off a connection: heads within a size limit, bodies read and dropped within theirs.
extension BufferedInput {
    /// The next request's head; nil when the client closed the connection (or was idle past its deadline) between
    /// requests.
    mutating func readHead(limit: Int) throws(RequestReadFailure) -> HTTPRequestHead? {
        let bytes: ArraySlice<UInt8>
        do {
            bytes = try readThroughEmptyLine(limit: limit)
        } catch {
            switch error {
            case .tooLong:
                throw .refused(.headTooLarge)
            case .bareLineEnd:
                throw .refused(.malformed(Self.bareLineEndReason))
            case .read(let failure):
                // Nothing at all arrived: a kept-alive connection that ended. Part of a head: a slow or broken client.
                guard failure == .timedOut, hasBufferedBytes else { return nil }
                throw .refused(.timedOut)
            }
        }
        do {
            return try HTTPRequestParser.parse(bytes.dropLast(Self.headEnd.count))
        } catch {
            throw .refused(error)
        }
    }

    /// Reads the body the head announces and drops it (a mock answers from examples, never from bodies), or, with
    /// `keep`, returns its bytes (a form body, which the mock checks against the contract's fields).
    @discardableResult
    mutating func discardBody(_ framing: BodyFraming, limit: Int, keep: Bool = false) throws(RequestReadFailure)
        -> [UInt8]
    {
        switch framing {
        case .none:
            return []
        case .length(let length):
            guard length <= limit else { throw .refused(.bodyTooLarge) }
            guard keep else {
                try reading { input throws(Failure) in try input.discard(length) }
                return []
            }
            return try reading { input throws(Failure) in Array(try input.read(exactly: length)) }
        case .chunked:
            return try discardChunks(limit: limit, keep: keep)
        }
    }

    private static var lineEnd: [UInt8] { [13, 10] }
    /// The CRLF CRLF that ends a head.
    private static var headEnd: [UInt8] { lineEnd + lineEnd }
    private static var bareLineEndReason: String { "a line does not end with CRLF" }
    /// The longest chunk-size line and trailer section taken.
    private static var chunkLineLimit: Int { 1024 }
    private static var trailerLimit: Int { 8 * 1024 }

    /// `size CRLF data CRLF` until a zero size, then trailer lines until an empty one.
    private mutating func discardChunks(limit: Int, keep: Bool) throws(RequestReadFailure) -> [UInt8] {
        var total = 0
        var kept: [UInt8] = []
        while true {
            let line = try reading { input throws(Failure) in
                try input.readLine(limit: Self.chunkLineLimit)
            }
            guard let size = Self.chunkSize(of: line.dropLast(Self.lineEnd.count)) else {
                throw .refused(.malformed("a chunk-size line is not a hexadecimal size and extensions"))
            }
            if size == 0 { break }
            total += size
            guard total <= limit else { throw .refused(.bodyTooLarge) }
            if keep {
                kept += try reading { input throws(Failure) in try input.read(exactly: size) }
            } else {
                try reading { input throws(Failure) in try input.discard(size) }
            }
            // Byte by byte: a wrong first byte is refused without waiting for a second that may never come.
            for expected in Self.lineEnd {
                let byte = try reading { input throws(Failure) in try input.read(exactly: 1) }
                guard byte.first == expected else { throw .refused(.malformed("a chunk does not end with CRLF")) }
            }
        }
        var trailerBytes = 0
        while true {
            let line = try reading { input throws(Failure) in
                try input.readLine(limit: Self.trailerLimit)
            }
            if line.count == 2 { return kept }
            trailerBytes += line.count
            guard trailerBytes <= Self.trailerLimit else { throw .refused(.headTooLarge) }
        }
    }

    /// The size a chunk-size line states (`1*HEXDIG [ chunk-ext ]`, RFC 9112 §7.1); nil for anything else, such as a
    /// sign (which `Int(_:radix:)` would take: `-0` would end the body) or a control character in an extension.
    /// Extensions are dropped unread.
    private static func chunkSize(of line: ArraySlice<UInt8>) -> Int? {
        let digits = line.prefix(while: \.isASCIIHexDigit)
        let chunkExtensions = line.dropFirst(digits.count)
        let extensionsAreText =
            chunkExtensions.isEmpty
            || (chunkExtensions.first == UInt8(ascii: ";") && chunkExtensions.allSatisfy(HTTPGrammar.isFieldValueByte))
        guard !digits.isEmpty, digits.count <= 15, extensionsAreText else { return nil }
        return Int(String(decoding: digits, as: UTF8.self), radix: 16)
    }

    /// Runs a read, saying what its failure means for the request.
    private mutating func reading<Value>(
        _ read: (inout Self) throws(Failure) -> Value
    ) throws(RequestReadFailure) -> Value {
        do {
            return try read(&self)
        } catch {
            switch error {
            case .read(.timedOut): throw .refused(.timedOut)
            case .read(.closed): throw .closed
            case .tooLong: throw .refused(.malformed("a chunk line is too long"))
            case .bareLineEnd: throw .refused(.malformed(Self.bareLineEndReason))
            }
        }
    }
}

extension UInt8 {
    fileprivate var isASCIIHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}
