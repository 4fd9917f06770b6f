import APIRuntime
import Foundation

/// A request a test transport received, with the bytes of its body as they were sent (a file body is read when it is
/// sent, since the client removes the file afterwards).
///
/// Printing it shows what `HTTPRequest` shows: method, URL, header names with credentials redacted, body size.
/// Check it with ``expect(method:path:query:headers:headersPresent:headersAbsent:jsonBody:)``.
public struct RecordedRequest: Sendable, CustomStringConvertible {
    /// The request as the client handed it to the transport.
    public var request: HTTPRequest
    /// The body's bytes; empty when the request had none.
    public var body: Data

    /// A record of `request` with its body's bytes.
    public init(_ request: HTTPRequest, body: Data) {
        self.request = request
        self.body = body
    }

    /// Records `request`, reading a file body now.
    init(reading request: HTTPRequest) {
        switch request.body {
        case .data(let data): self.init(request, body: data)
        case .file(let url): self.init(request, body: (try? Data(contentsOf: url)) ?? Data())
        case nil: self.init(request, body: Data())
        }
    }

    /// The HTTP method.
    public var method: HTTPMethod { request.method }

    /// The URL's whole path, percent-decoded: the base URL's path, then the endpoint's.
    public var path: String { request.url.path }

    /// The query's items in order, decoded as servers, `mock` and `verify` read a query (`+` is a space, `%XX` a
    /// byte); empty when there is no query.
    public var queryItems: [(name: String, value: String)] {
        QueryString(url: request.url.absoluteString).pairs
    }

    /// The first value of the header named `name`, compared case-insensitively.
    public func value(forHeader name: String) -> String? {
        request.value(forHeader: name)
    }

    /// Method, URL, header names (credentials redacted) and body size; never a credential or the body.
    public var description: String { request.description }
}
