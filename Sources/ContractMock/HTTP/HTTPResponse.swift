import WireVocabulary

/// A response to write: status, headers and the whole body (a mock's answers are small and fully known).
struct HTTPResponse: Equatable {
    var status: Int
    var headers: [HTTPHeaderField]
    var body: [UInt8]

    /// The bytes on the wire: status line, the headers with `Content-Length` (the body's, unless given: an answer to
    /// HEAD states the length of the body it leaves out) and `Connection`, the body. Header lines that would break the
    /// framing (a CR or LF in a name or value) are left out.
    func serialized(closing: Bool, contentLength: Int? = nil) -> [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reasonPhrase(status))\r\n"
        for header in headers where Self.isSafe(header) {
            head += "\(header.name): \(header.value)\r\n"
        }
        head +=
            "Content-Length: \(contentLength ?? body.count)\r\nConnection: \(closing ? "close" : "keep-alive")\r\n\r\n"
        return Array(head.utf8) + body
    }

    /// The interim answer to `Expect: 100-continue`.
    static let continueBytes = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

    private static func isSafe(_ header: HTTPHeaderField) -> Bool {
        HTTPToken.isToken(header.name)
            && header.value.utf8.allSatisfy(HTTPGrammar.isFieldValueByte)
            && !["content-length", "connection", "transfer-encoding"].contains(header.name.lowercased())
    }

    static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 100: "Continue"
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 413: "Content Too Large"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        case 505: "HTTP Version Not Supported"
        default: "Status \(status)"
        }
    }
}
