import Foundation

/// One header line exactly as received (name case preserved).
public struct HTTPHeaderLine: Sendable, Hashable {
    /// Field name as sent by the client.
    public var name: String
    /// Field value with surrounding whitespace removed.
    public var value: String

    /// Creates a header line.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// A request as the loopback server received it.
public struct RecordedRequest: Sendable {
    /// Request method, e.g. `POST`.
    public var method: String
    /// Request target up to (not including) `?`, still percent-encoded as sent.
    public var path: String
    /// Raw query after `?`, or `nil` when the target has none.
    public var query: String?
    /// Header lines in the order received.
    public var headers: [HTTPHeaderLine]
    /// The body after transfer decoding (`Content-Length` or chunked).
    public var body: Data

    /// Creates a recorded request.
    public init(method: String, path: String, query: String?, headers: [HTTPHeaderLine], body: Data) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// The first value of header `name`, compared case-insensitively.
    public func header(_ name: String) -> String? {
        let lowered = name.lowercased()
        return headers.first { $0.name.lowercased() == lowered }?.value
    }

    /// All values of header `name`, compared case-insensitively, in the order received.
    public func headerValues(_ name: String) -> [String] {
        let lowered = name.lowercased()
        return headers.filter { $0.name.lowercased() == lowered }.map(\.value)
    }

    /// The body decoded as UTF-8, or `nil` if it is not valid UTF-8.
    public var bodyText: String? {
        String(data: body, encoding: .utf8)
    }
}
