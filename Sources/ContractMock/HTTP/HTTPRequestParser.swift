import WireVocabulary

/// Parses a request head (request line and header lines, without the blank line that ends them).
enum HTTPRequestParser {
    /// The most header lines one request may have.
    static let maxHeaderLines = 100

    static func parse(_ bytes: ArraySlice<UInt8>) throws(HTTPRequestError) -> HTTPRequestHead {
        var lines = split(bytes)
        // A client may send empty lines before a request (RFC 9112 §2.2).
        while lines.first?.isEmpty == true { lines.removeFirst() }
        guard let requestLine = lines.first else { throw .malformed("no request line") }
        let (method, target, isHTTP10) = try parseRequestLine(requestLine)
        let fieldLines = lines.dropFirst().filter { !$0.isEmpty }
        guard fieldLines.count <= maxHeaderLines else { throw .tooManyHeaders }
        var headers: [HTTPHeaderField] = []
        headers.reserveCapacity(fieldLines.count)
        for line in fieldLines { headers.append(try parseField(line)) }
        let framing = try framing(of: headers, isHTTP10: isHTTP10)
        return HTTPRequestHead(method: method, target: target, isHTTP10: isHTTP10, headers: headers, framing: framing)
    }

    /// Lines split at CRLF; the trailing CRLFs that end the head make empty lines.
    private static func split(_ bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == 13, index + 1 < bytes.endIndex, bytes[index + 1] == 10 {
                lines.append(bytes[start..<index])
                index += 2
                start = index
            } else {
                index += 1
            }
        }
        if start < bytes.endIndex { lines.append(bytes[start..<bytes.endIndex]) }
        return lines
    }

    private static func parseRequestLine(
        _ line: ArraySlice<UInt8>
    ) throws(HTTPRequestError) -> (method: String, target: String, isHTTP10: Bool) {
        let parts = line.split(separator: 32, omittingEmptySubsequences: false)
        guard parts.count == 3 else { throw .malformed("the request line is not METHOD TARGET VERSION") }
        guard HTTPToken.isToken(bytes: parts[0]) else {
            throw .malformed("the method is not a token")
        }
        guard !parts[1].isEmpty, parts[1].allSatisfy(HTTPGrammar.isVisibleASCII) else {
            throw .malformed("the target has bytes outside visible ASCII")
        }
        let version = String(decoding: parts[2], as: UTF8.self)
        let isHTTP10: Bool
        switch version {
        case "HTTP/1.1": isHTTP10 = false
        case "HTTP/1.0": isHTTP10 = true
        default:
            guard version.hasPrefix("HTTP/") else { throw .malformed("no HTTP version") }
            throw .versionNotSupported
        }
        let method = String(decoding: parts[0], as: UTF8.self)
        let target = try originForm(String(decoding: parts[1], as: UTF8.self))
        return (method, target, isHTTP10)
    }

    /// `/path?query`, also from an absolute-form target (`http://host/path?query`).
    private static func originForm(_ target: String) throws(HTTPRequestError) -> String {
        if target.hasPrefix("/") { return target }
        for scheme in ["http://", "https://"] where target.lowercased().hasPrefix(scheme) {
            let rest = target.dropFirst(scheme.count)
            guard let slash = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) else { return "/" }
            let tail = String(rest[slash...])
            return tail.hasPrefix("/") ? tail : "/" + tail
        }
        throw .malformed("the target is neither a path nor an absolute URL")
    }

    private static func parseField(_ line: ArraySlice<UInt8>) throws(HTTPRequestError) -> HTTPHeaderField {
        guard let first = line.first, first != 32, first != 9 else {
            throw .malformed("a folded header line (obsolete line folding)")
        }
        guard let colon = line.firstIndex(of: 58) else { throw .malformed("a header line without a colon") }
        let name = line[line.startIndex..<colon]
        guard HTTPToken.isToken(bytes: name) else {
            throw .malformed("a header name is not a token")
        }
        var value = line[(colon + 1)...]
        while let byte = value.first, byte == 32 || byte == 9 { value = value.dropFirst() }
        while let byte = value.last, byte == 32 || byte == 9 { value = value.dropLast() }
        guard value.allSatisfy(HTTPGrammar.isFieldValueByte) else {
            throw .malformed("a header value has control characters")
        }
        return HTTPHeaderField(
            name: String(decoding: name, as: UTF8.self), value: String(decoding: value, as: UTF8.self))
    }

    /// Chunked, one agreed length, or none; two framings or two different lengths could be read two ways, and so could
    /// a transfer coding in HTTP/1.0, which has none (RFC 9112 §6.1: faulty framing).
    private static func framing(
        of headers: [HTTPHeaderField], isHTTP10: Bool
    ) throws(HTTPRequestError) -> BodyFraming {
        let codings = headers.filter { $0.name.caseInsensitiveEquals("Transfer-Encoding") }
        let lengths = headers.filter { $0.name.caseInsensitiveEquals("Content-Length") }
            .flatMap { $0.value.split(separator: ",", omittingEmptySubsequences: false) }
            .map { String($0).trimmingASCIISpaces }
        if !codings.isEmpty {
            guard !isHTTP10 else { throw .malformed("Transfer-Encoding in an HTTP/1.0 request") }
            guard lengths.isEmpty else { throw .malformed("both Transfer-Encoding and Content-Length") }
            guard codings.count == 1, codings[0].value.lowercased() == "chunked" else { throw .encodingNotImplemented }
            return .chunked
        }
        guard let first = lengths.first else { return .none }
        guard lengths.allSatisfy({ $0 == first }) else { throw .malformed("Content-Length values disagree") }
        guard !first.isEmpty, first.utf8.count <= 18, first.utf8.allSatisfy({ (48...57).contains($0) }),
            let length = Int(first)
        else { throw .malformed("Content-Length is not a number") }
        return length == 0 ? .none : .length(length)
    }
}

/// The byte classes of HTTP/1.1's grammar (RFC 9110 §5.5) besides tokens (``HTTPToken``).
enum HTTPGrammar {
    static func isVisibleASCII(_ byte: UInt8) -> Bool { (0x21...0x7E).contains(byte) }

    /// Visible characters, spaces, tabs and bytes of non-ASCII text; no other control characters.
    static func isFieldValueByte(_ byte: UInt8) -> Bool { byte == 9 || (byte >= 0x20 && byte != 0x7F) }
}

extension String {
    var trimmingASCIISpaces: String {
        var text = Substring(self)
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
