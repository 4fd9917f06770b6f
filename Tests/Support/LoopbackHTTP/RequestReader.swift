import Foundation

/// Reads one HTTP/1.1 request from a connected socket: head, then a `Content-Length` or chunked body.
struct RequestReader {
    enum Failure: Error {
        case closed, malformed, tooLarge
    }

    static let maxHeadBytes = 64 * 1024
    static let maxBodyBytes = 256 * 1024 * 1024

    private let fd: Int32
    private var buffer: [UInt8] = []
    private var position = 0

    init(fd: Int32) {
        self.fd = fd
    }

    /// Reads the request (without its body unless `body`); `onExpectContinue` is called before the body when the
    /// client asked for it.
    mutating func read(body: Bool = true, onExpectContinue: () -> Void) throws(Failure) -> RecordedRequest {
        let head = try readHead()
        var lines = head.split(separator: "\r\n", omittingEmptySubsequences: false).map(String.init)
        let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: true)
        guard requestLine.count == 3 else { throw .malformed }
        let headers = try lines.filter { !$0.isEmpty }.map { line throws(Failure) -> HTTPHeaderLine in
            guard let colon = line.firstIndex(of: ":") else { throw .malformed }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            return HTTPHeaderLine(name: String(line[..<colon]), value: value)
        }
        let target = String(requestLine[1])
        let query = target.firstIndex(of: "?").map { String(target[target.index(after: $0)...]) }
        var request = RecordedRequest(
            method: String(requestLine[0]), path: String(target.prefix { $0 != "?" }), query: query,
            headers: headers, body: Data())
        guard body else { return request }
        if request.header("Expect")?.lowercased() == "100-continue" { onExpectContinue() }
        if request.header("Transfer-Encoding")?.lowercased().contains("chunked") == true {
            request.body = try readChunkedBody()
        } else if let lengthText = request.header("Content-Length") {
            guard let length = Int(lengthText), length >= 0 else { throw .malformed }
            guard length <= Self.maxBodyBytes else { throw .tooLarge }
            request.body = Data(try readExactly(length))
        }
        return request
    }

    private mutating func readHead() throws(Failure) -> String {
        let bytes = try readThrough(Array("\r\n\r\n".utf8), limit: Self.maxHeadBytes)
        guard let text = String(bytes: bytes.dropLast(4), encoding: .utf8) else { throw .malformed }
        return text
    }

    private mutating func readChunkedBody() throws(Failure) -> Data {
        var body = Data()
        while true {
            let line = try readThrough(Array("\r\n".utf8), limit: 1024).dropLast(2)
            let sizeText = String(decoding: line, as: UTF8.self).prefix { $0 != ";" }
            guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16), size >= 0 else {
                throw .malformed
            }
            guard body.count + size <= Self.maxBodyBytes else { throw .tooLarge }
            if size == 0 { break }
            body.append(contentsOf: try readExactly(size))
            guard try readExactly(2) == Array("\r\n".utf8) else { throw .malformed }
        }
        // Trailer section ends with an empty line.
        while try readThrough(Array("\r\n".utf8), limit: Self.maxHeadBytes).count > 2 {}
        return body
    }

    /// Bytes up to and including `delimiter`.
    private mutating func readThrough(_ delimiter: [UInt8], limit: Int) throws(Failure) -> [UInt8] {
        // Counted from `position`, because fill() may move the unread bytes to the front.
        var scanned = 0
        while true {
            if let end = Self.find(delimiter, in: buffer, from: position + scanned) {
                let result = Array(buffer[position..<end + delimiter.count])
                position = end + delimiter.count
                return result
            }
            guard buffer.count - position <= limit else { throw .tooLarge }
            scanned = max(0, buffer.count - position - delimiter.count + 1)
            try fill()
        }
    }

    private mutating func readExactly(_ count: Int) throws(Failure) -> [UInt8] {
        while buffer.count - position < count { try fill() }
        let result = Array(buffer[position..<position + count])
        position += count
        return result
    }

    private mutating func fill() throws(Failure) {
        if position > 0, position == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            position = 0
        }
        let chunk = Socket.readSome(fd)
        guard !chunk.isEmpty else { throw .closed }
        buffer.append(contentsOf: chunk)
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        var index = max(start, 0)
        while index + needle.count <= haystack.count {
            if haystack[index] == needle[0], Array(haystack[index..<index + needle.count]) == needle {
                return index
            }
            index += 1
        }
        return nil
    }
}
