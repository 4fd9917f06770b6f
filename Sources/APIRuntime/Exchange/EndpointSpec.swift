import Foundation

/// The fixed facts of one endpoint that the runtime needs to send it and read its answer.
///
/// The facts sit behind one shared reference: a call copies its operation's spec several times (each look at it
/// through a generic operation is a copy), and a copy of one reference is one retain where a copy of the facts
/// themselves is one per text, list and rule they hold. A change makes new facts, never changes shared ones.
public struct EndpointSpec: Sendable, Hashable {
    private var facts: Facts

    /// The operation name from the contract.
    public var name: String {
        get { facts.values.name }
        set { change { $0.name = newValue } }
    }
    /// The HTTP method.
    public var method: HTTPMethod {
        get { facts.values.method }
        set { change { $0.method = newValue } }
    }
    /// The path relative to the base URL, with `{name}` placeholders.
    public var path: String {
        get { facts.values.path }
        set { change { $0.path = newValue } }
    }
    /// Whether the request carries the session token.
    public var carriesToken: Bool {
        get { facts.values.carriesToken }
        set { change { $0.carriesToken = newValue } }
    }
    /// Whether the request carries the tenant header.
    public var sendsTenant: Bool {
        get { facts.values.sendsTenant }
        set { change { $0.sendsTenant = newValue } }
    }
    /// What the endpoint does to a session.
    public var role: EndpointRole {
        get { facts.values.role }
        set { change { $0.role = newValue } }
    }
    /// Whether failures may be retried automatically.
    public var retry: RetryMode {
        get { facts.values.retry }
        set { change { $0.retry = newValue } }
    }
    /// How the endpoint's answers wrap its payload and how success is decided: its own envelope (a contract may
    /// have several).
    public var envelope: EnvelopeFormat {
        get { answer.envelope }
        set { change { $0.answer.envelope = newValue } }
    }
    /// Where a successful answer's payload is: the envelope's payload field, the body itself, the message, or nothing.
    public var payload: PayloadPlacement {
        get { answer.payload }
        set { change { $0.answer.payload = newValue } }
    }
    /// What the endpoint's contract says of its answers, as the generator read it with the function every tool reads
    /// it with (`Contract.answerSpec(for:)`): the shared reading (``ExchangeReading``) reads every answer by it, and no
    /// call assembles its own.
    package var answer: AnswerSpec { facts.values.answer }
    /// The endpoint's own response size limit in bytes, when it overrides the contract's
    /// (``APIContract/maxResponseBytes``).
    public var maxResponseBytes: Int? {
        get { facts.values.maxResponseBytes }
        set { change { $0.maxResponseBytes = newValue } }
    }
    /// The name of the contract's server the endpoint is sent to (its `server:`); nil: the default server. Its
    /// session token travels only there.
    public var server: String? {
        get { facts.values.server }
        set { change { $0.server = newValue } }
    }
    /// The endpoint's rules on payload fields (error rules and success conditions that test a field's value) and the
    /// classes whose failures keep their data.
    public var payloadRules: PayloadRules {
        get { answer.payloadRules }
        set { change { $0.answer.payloadRules = newValue } }
    }
    /// The values the client computes for each call and sends with the request (a timestamp, a nonce), in the order
    /// sent: query parameters after the request's own, form fields after the form's own, and headers.
    public var perCallValues: [PerCallValue] {
        get { facts.values.perCallValues }
        set { change { $0.perCallValues = newValue } }
    }
    /// The values the app's ``RequestSigner`` adds to each request (a signed endpoint's); empty: the endpoint is not
    /// signed.
    public var signedValues: [SignedValue] {
        get { facts.values.signedValues }
        set { change { $0.signedValues = newValue } }
    }
    /// The deadline of each exchange in seconds, as the docs give it (`timeout:`); nil: the transport's own.
    public var timeout: TimeInterval? {
        get { facts.values.timeout }
        set { change { $0.timeout = newValue } }
    }

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
        let answer = AnswerSpec(
            envelope: envelope, payload: payload ?? (envelope.payloadField == nil ? .body : .payloadField),
            payloadRules: payloadRules, setsCookies: setsCookies,
            issuesToken: issuesToken, signInDelivery: signInDelivery)
        facts = Facts(
            Values(
                name: name, method: method, path: path, carriesToken: carriesToken, sendsTenant: sendsTenant,
                role: role, retry: retry, answer: answer, maxResponseBytes: maxResponseBytes, server: server,
                perCallValues: perCallValues, signedValues: signedValues, timeout: timeout))
    }

    /// Specs are equal when their facts are.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.facts === rhs.facts || lhs.facts.values == rhs.facts.values
    }

    /// Hashes the facts.
    public func hash(into hasher: inout Hasher) { hasher.combine(facts.values) }

    /// Makes new facts from these with `edit` applied.
    private mutating func change(_ edit: (inout Values) -> Void) {
        var values = facts.values
        edit(&values)
        facts = Facts(values)
    }

    /// The stored facts of a spec.
    private struct Values: Sendable, Hashable {
        var name: String
        var method: HTTPMethod
        var path: String
        var carriesToken: Bool
        var sendsTenant: Bool
        var role: EndpointRole
        var retry: RetryMode
        var answer: AnswerSpec
        var maxResponseBytes: Int?
        var server: String?
        var perCallValues: [PerCallValue]
        var signedValues: [SignedValue]
        var timeout: TimeInterval?
    }

    /// One spec's facts, shared by its copies and never changed.
    private final class Facts: Sendable {
        let values: Values
        init(_ values: Values) { self.values = values }
    }
}
