/// How a request chooses what the mock answers: a header or a query parameter naming an example.
public enum MockSelection {
    /// The request header that names the example to serve (percent-encoded where the name is not ASCII); answers
    /// carry it too, naming the example served.
    public static let exampleHeader = "X-Mock-Example"
    /// The query parameter that names the example to serve, for clients that can't set headers.
    public static let exampleQueryParameter = "mockExample"

    /// The example name a request asks for, decoded; nil when it names none.
    static func requestedExample(in request: MockRequest) -> String? {
        if let value = request.header(exampleHeader) { return PercentDecoding.decode(value) }
        return PercentDecoding.queryValue(exampleQueryParameter, in: request.query)
    }
}

/// What the responder reads of a request: never its body.
struct MockRequest: Sendable, Equatable {
    var method: String
    /// The path, without the query, as received.
    var path: String
    var query: String?
    var headers: [HTTPHeaderField]
    /// The body, kept only where the mock checks it (a form body); nil when it was dropped unread.
    var body: [UInt8]?

    init(
        method: String, path: String, query: String? = nil, headers: [HTTPHeaderField] = [], body: [UInt8]? = nil
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// The value of the first header of that name.
    func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveEquals(name) }?.value
    }
}
