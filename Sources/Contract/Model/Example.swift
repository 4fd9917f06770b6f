/// A request/response pair from the docs (or constructed from their tables), with what the client must make of it.
public struct Example: Sendable, Hashable {
    /// What decoding the response must yield.
    public enum Expectation: Sendable, Hashable {
        /// Success, with values at payload paths (e.g. `userInfo.id` → `"platform-user-1"`, `[0].status` → `1`).
        case success(values: [ExpectedValue])
        /// Failure of the named error class.
        case failure(errorClass: String, code: Int?, errorCode: String?)
    }

    /// A value expected at a path of the decoded payload; `text` is the canonical JSON text (`"1234"`, `1`, `true`, `null`).
    public struct ExpectedValue: Sendable, Hashable {
        public var path: String
        public var json: String

        public init(path: String, json: String) {
            self.path = path
            self.json = json
        }
    }

    public var name: String
    /// Built from the docs' tables rather than copied from a JSON example.
    public var isConstructed: Bool
    /// Request body JSON text, when the example has one.
    public var request: String?
    public var status: Int
    public var responseHeaders: [HeaderRules.Header]
    /// Response body text (usually JSON).
    public var response: String
    public var expectation: Expectation
    /// The message the client must read from the answer's envelope (`expect.message`), when the example states one.
    public var expectedMessage: String?
    /// Whether the request was sent with the session's credentials (`signedIn:`): said by examples of endpoints with
    /// optional authentication, implied by the others (an endpoint that carries credentials always sends them, one
    /// that carries none never does). The generated test sends what it says.
    public var signedIn: Bool?
    public var provenance: Provenance

    public init(
        name: String, isConstructed: Bool = false, request: String? = nil, status: Int = 200,
        responseHeaders: [HeaderRules.Header] = [], response: String, expectation: Expectation,
        expectedMessage: String? = nil, signedIn: Bool? = nil, provenance: Provenance
    ) {
        self.name = name
        self.isConstructed = isConstructed
        self.request = request
        self.status = status
        self.responseHeaders = responseHeaders
        self.response = response
        self.expectation = expectation
        self.expectedMessage = expectedMessage
        self.signedIn = signedIn
        self.provenance = provenance
    }
}

extension Example {
    /// Whether the request was sent with credentials, for an endpoint of `auth`: what the example says, else what the
    /// endpoint always does (nil for optional authentication, which lint makes the example say).
    public func sentSignedIn(for auth: Endpoint.Auth) -> Bool? {
        switch auth {
        case .token: signedIn ?? true
        case .none: signedIn ?? false
        case .optional: signedIn
        }
    }
}
