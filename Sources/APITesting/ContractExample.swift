import APIRuntime
import Foundation

/// One example of a contract's endpoint, as data: the answer the contract documents and the request it goes with.
///
/// The generated `<Module>Examples` module of a contract holds one for each of its examples, named after it
/// (`ZingExamples.CurrentUser.currentUserRead`), and ``ExampleTransport`` replays them, so a test sees exactly the
/// answers the docs give. They live in a module of their own so that they never ship in an app.
public struct ContractExample: Sendable, Hashable, CustomStringConvertible {
    /// The endpoint's name in the contract, e.g. `currentUser`.
    public var endpoint: String
    /// The example's name in the contract, e.g. `current user read`.
    public var name: String
    /// The endpoint's HTTP method.
    public var method: HTTPMethod
    /// The endpoint's path as the contract writes it, relative to the base URL, with `{name}` placeholders.
    public var path: String
    /// The answer's HTTP status.
    public var status: Int
    /// The answer's headers.
    public var headers: [HTTPHeader]
    /// The answer's body as text, usually JSON (an HTML error page, say, where the example is one).
    public var body: String
    /// The JSON request body the example documents, when it gives one.
    public var requestBody: String?

    /// An example of `endpoint` (`method` `path`) named `name`, answering with `status`, `headers` and `body`.
    public init(
        endpoint: String, name: String, method: HTTPMethod, path: String, status: Int = 200, headers: [HTTPHeader] = [],
        body: String, requestBody: String? = nil
    ) {
        self.endpoint = endpoint
        self.name = name
        self.method = method
        self.path = path
        self.status = status
        self.headers = headers
        self.body = body
        self.requestBody = requestBody
    }

    /// The answer as a transport hands it to the client.
    public var response: HTTPResponse {
        HTTPResponse(statusCode: status, headers: headers, body: Data(body.utf8))
    }

    /// `endpoint: name`; never the body, which may hold the example's token.
    public var description: String { "\(endpoint): \(name)" }
}
