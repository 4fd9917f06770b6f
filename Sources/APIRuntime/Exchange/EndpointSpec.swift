import Foundation

/// The fixed facts of one endpoint that the runtime needs to send it and read its answer.
public struct EndpointSpec: Sendable, Hashable {
    /// The operation name from the contract.
    public var name: String
    /// The HTTP method.
    public var method: HTTPMethod
    /// The path relative to the base URL, with `{name}` placeholders.
    public var path: String
    /// Whether the request carries the session token.
    public var carriesToken: Bool
    /// Whether the request carries the tenant header.
    public var sendsTenant: Bool
    /// What the endpoint does to a session.
    public var role: EndpointRole
    /// Whether failures may be retried automatically.
    public var retry: RetryMode
    /// How the endpoint's answers wrap its payload and how success is decided: its own envelope (a contract may
    /// have several).
    public var envelope: EnvelopeFormat {
        get { answer.envelope }
        set { answer.envelope = newValue }
    }
    /// Where a successful answer's payload is: the envelope's payload field, the body itself, the message, or nothing.
    public var payload: PayloadPlacement {
        get { answer.payload }
        set { answer.payload = newValue }
    }
    /// What the endpoint's contract says of its answers, as the generator read it with the function every tool reads
    /// it with (`Contract.answerSpec(for:)`): the shared reading (``ExchangeReading``) reads every answer by it, and no
    /// call assembles its own.
    package private(set) var answer: AnswerSpec
    /// The endpoint's own response size limit in bytes, when it overrides the contract's
    /// (``APIContract/maxResponseBytes``).
    public var maxResponseBytes: Int?
    /// The name of the contract's server the endpoint is sent to (its `server:`); nil: the default server. Its
    /// session token travels only there.
    public var server: String?
    /// The endpoint's rules on payload fields (error rules and success conditions that test a field's value) and the
    /// classes whose failures keep their data.
    public var payloadRules: PayloadRules {
        get { answer.payloadRules }
        set { answer.payloadRules = newValue }
    }
    /// The values the client computes for each call and sends with the request (a timestamp, a nonce), in the order
    /// sent: query parameters after the request's own, form fields after the form's own, and headers.
    public var perCallValues: [PerCallValue]
    /// The values the app's ``RequestSigner`` adds to each request (a signed endpoint's); empty: the endpoint is not
    /// signed.
    public var signedValues: [SignedValue]
    /// The deadline of each exchange in seconds, as the docs give it (`timeout:`); nil: the transport's own.
    public var timeout: TimeInterval?

    /// The facts of one endpoint, as a generated operation states them.
    ///
    /// - Parameters:
    ///   - payload: Where a successful answer's payload is; nil: the envelope's payload field, or the body itself for an
    ///     envelope without one.
    ///   - setsCookies: For a cookie session's sign-in: the session whose cookies every signing answer sets.
    ///   - issuesToken: For a token session's sign-in: a signing answer carries the session token.
    ///   - signInDelivery: For a sign-in: where its answer carries the cookies or the token, and which answers sign in.
    @_spi(Generated)
    public init(
        name: String, method: HTTPMethod, path: String, carriesToken: Bool, sendsTenant: Bool, role: EndpointRole,
        retry: RetryMode, envelope: EnvelopeFormat, payload: PayloadPlacement? = nil,
        setsCookies: CookieSession? = nil, issuesToken: Bool = false, signInDelivery: SignInDelivery = SignInDelivery(),
        maxResponseBytes: Int? = nil, server: String? = nil, payloadRules: PayloadRules = PayloadRules(),
        perCallValues: [PerCallValue] = [], signedValues: [SignedValue] = [], timeout: TimeInterval? = nil
    ) {
        self.name = name
        self.method = method
        self.path = path
        self.carriesToken = carriesToken
        self.sendsTenant = sendsTenant
        self.role = role
        self.retry = retry
        self.answer = AnswerSpec(
            envelope: envelope, payload: payload ?? (envelope.payloadField == nil ? .body : .payloadField),
            payloadRules: payloadRules, setsCookies: setsCookies,
            issuesToken: issuesToken, signInDelivery: signInDelivery)
        self.maxResponseBytes = maxResponseBytes
        self.server = server
        self.perCallValues = perCallValues
        self.signedValues = signedValues
        self.timeout = timeout
    }
}
