import Foundation

/// One HTTP header field as sent or received.
///
/// Printing a header never shows the value of a sensitive header (see ``isSensitive``).
public struct HTTPHeader: Sendable, Hashable {
    /// Field name, compared case-insensitively by lookups.
    public var name: String
    /// Field value.
    public var value: String

    /// Creates a header field.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// Whether two header names are the same, ignoring ASCII case: names the client itself sends are ASCII tokens
    /// (RFC 9110), and Foundation's locale-aware comparison cost a fifth of a call.
    static func sameName(_ first: String, _ second: String) -> Bool {
        let a = first.utf8
        let b = second.utf8
        guard a.count == b.count else { return false }
        return zip(a, b).allSatisfy { x, y in
            x == y || (x | 0x20 == y | 0x20 && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(x | 0x20))
        }
    }

    /// Whether this header carries a credential (its name is one of `CredentialHeaders.names`).
    public var isSensitive: Bool {
        CredentialHeaders.isCredential(name)
    }

    /// The value as it may be printed: `<redacted>` for sensitive headers.
    public var printableValue: String {
        isSensitive ? redactedPlaceholder : value
    }
}

extension HTTPHeader: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `Name: value`, with the value redacted for sensitive headers.
    public var description: String { "\(name): \(printableValue)" }
    /// Same as ``description``.
    public var debugDescription: String { description }
    /// Reflection shows the redacted value, so `dump` cannot leak a token.
    public var customMirror: Mirror {
        Mirror(self, children: ["name": name, "value": printableValue], displayStyle: .struct)
    }
}

/// A request or upload body.
public enum HTTPBody: Sendable, Equatable {
    /// Bytes held in memory.
    case data(Data)
    /// A file streamed from disk as the body (uploads); never loaded whole into memory by the transport.
    case file(URL)
}

/// A transport-independent HTTP request.
///
/// `description`, `debugDescription` and reflection print the method, the URL without its query values (a query can
/// carry a token), header names (sensitive values redacted) and the body size only. A request the client prepared also
/// knows the secrets it carries (the contract's token, its secret cookies and signed values, its body's `secret: true`
/// fields), and its printed form passes the redactor of those, so a token header of any name is never shown.
public struct HTTPRequest: Sendable, Equatable {
    /// The HTTP method.
    public var method: HTTPMethod
    /// Absolute URL including any query.
    public var url: URL
    /// Header fields in sending order.
    public var headers: [HTTPHeader]
    /// Body, or `nil` for none.
    public var body: HTTPBody?
    /// The most response body bytes the caller accepts, counted after any decompression; `nil` for no limit.
    ///
    /// A transport stops reading as soon as it knows the body is larger (a `Content-Length` over it, or the bytes
    /// received passing it) and throws `TransportFault.responseTooLarge(limit:)`.
    public var maxResponseBytes: Int?
    /// The deadline of this exchange, connect to last byte, in seconds; nil: the transport's own
    /// (``URLSessionTransport/timeout``). Set by a contract's `timeout:` or by the call's ``CallOptions``.
    public var timeout: TimeInterval?
    /// The secrets this request carries, as the client knows them: what its description and every text of its
    /// exchange (errors, events, metadata) are redacted of.
    var secrets: [Secret] = []

    /// Creates a request.
    public init(
        method: HTTPMethod, url: URL, headers: [HTTPHeader] = [], body: HTTPBody? = nil, maxResponseBytes: Int? = nil,
        timeout: TimeInterval? = nil
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.maxResponseBytes = maxResponseBytes
        self.timeout = timeout
    }

    /// The first value of the header named `name`, compared case-insensitively.
    public func value(forHeader name: String) -> String? {
        headers.firstValue(named: name)
    }

    /// Whether two requests send the same thing; the secrets known for redaction are not part of what is sent.
    public static func == (lhs: HTTPRequest, rhs: HTTPRequest) -> Bool {
        lhs.method == rhs.method && lhs.url == rhs.url && lhs.headers == rhs.headers && lhs.body == rhs.body
            && lhs.maxResponseBytes == rhs.maxResponseBytes && lhs.timeout == rhs.timeout
    }
}

/// A transport-independent HTTP response with its whole body.
///
/// `description`, `debugDescription` and reflection print the status, header names (sensitive values
/// redacted) and the body size only: bodies can carry tokens.
public struct HTTPResponse: Sendable, Equatable {
    /// HTTP status code.
    public var statusCode: Int
    /// Header fields.
    public var headers: [HTTPHeader]
    /// Body bytes (possibly empty).
    public var body: Data

    /// Creates a response.
    public init(statusCode: Int, headers: [HTTPHeader] = [], body: Data = Data()) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
    }

    /// The first value of the header named `name`, compared case-insensitively.
    public func value(forHeader name: String) -> String? {
        headers.firstValue(named: name)
    }
}

extension HTTPResponse {
    /// Whether the body is shorter than its `Content-Length`, i.e. the connection was cut mid-body.
    ///
    /// Only decidable for bodies sent as-is: never for 1xx, 204 or 304, nor with a `Content-Encoding` (the transport
    /// may have decompressed the body). (A contract's request is never `HEAD`, whose answer has no body.)
    var isShorterThanDeclared: Bool {
        guard statusCode >= 200, statusCode != 204, statusCode != 304,
            let declared = value(forHeader: "Content-Length").flatMap({ Int($0) }),
            (value(forHeader: "Content-Encoding") ?? "identity").lowercased() == "identity"
        else { return false }
        return body.count < declared
    }
}

extension HTTPRequest: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `GET https://host/path?page=<redacted> headers: [X-Access-Token: <redacted>] body: 12 bytes`.
    public var description: String {
        let redactor = SecretRedactor(secrets)
        return "\(method.rawValue) \(redactor.redact(url.printedWithoutQueryValues))"
            + " headers: \(printableHeaders(redactor).printable) body: \(bodySummary)"
    }

    /// Same as ``description``.
    public var debugDescription: String { description }

    /// Reflection mirrors ``description``'s redaction so `dump` cannot leak a token or body.
    public var customMirror: Mirror {
        let redactor = SecretRedactor(secrets)
        return Mirror(
            self,
            children: [
                "method": method, "url": redactor.redact(url.printedWithoutQueryValues),
                "headers": printableHeaders(redactor), "body": bodySummary,
            ],
            displayStyle: .struct)
    }

    /// The headers with every value redacted of the request's secrets (a sensitive one is already hidden).
    private func printableHeaders(_ redactor: SecretRedactor) -> [HTTPHeader] {
        headers.map { HTTPHeader(name: $0.name, value: redactor.redact($0.printableValue)) }
    }

    private var bodySummary: String {
        switch body {
        case nil: "none"
        case .data(let data): "\(data.count) bytes"
        case .file: "file"
        }
    }
}

extension HTTPResponse: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `200 headers: [Set-Cookie: <redacted>] body: 12 bytes`.
    public var description: String {
        "\(statusCode) headers: \(headers.printable) body: \(body.count) bytes"
    }

    /// Same as ``description``.
    public var debugDescription: String { description }

    /// Reflection mirrors ``description``'s redaction so `dump` cannot leak a token or body.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: ["statusCode": statusCode, "headers": headers, "body": "\(body.count) bytes"],
            displayStyle: .struct)
    }
}

let redactedPlaceholder = SecretRedactor.placeholder

extension [HTTPHeader] {
    func firstValue(named name: String) -> String? {
        let lowered = name.lowercased()
        return first { $0.name.lowercased() == lowered }?.value
    }

    var printable: String {
        "[" + map(\.description).joined(separator: ", ") + "]"
    }
}
