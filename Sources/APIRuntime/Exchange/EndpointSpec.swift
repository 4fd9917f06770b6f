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
    public var envelope: EnvelopeFormat
    /// The endpoint's own response size limit in bytes, when it overrides the contract's
    /// (``APIContract/maxResponseBytes``).
    public var maxResponseBytes: Int?
    /// The name of the contract's server the endpoint is sent to (its `server:`); nil: the default server. Its
    /// session token travels only there.
    public var server: String?
    /// The endpoint's rules on payload fields (error rules and success conditions that test a field's value) and the
    /// classes whose failures keep their data.
    public var payloadRules: PayloadRules
    /// The values the client computes for each call and sends with the request (a timestamp, a nonce), in the order
    /// sent: query parameters after the request's own, form fields after the form's own, and headers.
    public var perCallValues: [PerCallValue]
    /// The values the app's ``RequestSigner`` adds to each request (a signed endpoint's); empty: the endpoint is not
    /// signed.
    public var signedValues: [SignedValue]
    /// The deadline of each exchange in seconds, as the docs give it (`timeout:`); nil: the transport's own.
    public var timeout: TimeInterval?

    /// The facts of one endpoint, as a generated operation states them.
    @_spi(Generated)
    public init(
        name: String, method: HTTPMethod, path: String, carriesToken: Bool, sendsTenant: Bool, role: EndpointRole,
        retry: RetryMode, envelope: EnvelopeFormat, maxResponseBytes: Int? = nil, server: String? = nil,
        payloadRules: PayloadRules = PayloadRules(), perCallValues: [PerCallValue] = [],
        signedValues: [SignedValue] = [], timeout: TimeInterval? = nil
    ) {
        self.name = name
        self.method = method
        self.path = path
        self.carriesToken = carriesToken
        self.sendsTenant = sendsTenant
        self.role = role
        self.retry = retry
        self.envelope = envelope
        self.maxResponseBytes = maxResponseBytes
        self.server = server
        self.payloadRules = payloadRules
        self.perCallValues = perCallValues
        self.signedValues = signedValues
        self.timeout = timeout
    }
}
