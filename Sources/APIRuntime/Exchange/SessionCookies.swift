/// The cookie side of a cookie session (``HeaderPolicy/session``): the `Cookie` header built from a snapshot, and the
/// cookies a sign-in answer sets, which the shared reading (``ExchangeReading``) captures from its `Set-Cookie`
/// headers and which are never shown anywhere else.
extension APIClientCore {
    /// `Cookie: SESSDATA=…; bili_jct=…` from `values`, in the contract's order; nil when the snapshot holds none of
    /// the cookies; a refusal (naming the cookie, never its value) when a value could end the header or start another.
    static func cookieHeader(
        _ session: CookieSession, _ values: [String: Secret]
    ) -> Result<HTTPHeader?, CookieHeader.Refusal> {
        let pairs = session.cookies.compactMap { cookie in
            values[cookie.name].map { (name: cookie.name, value: $0.reveal()) }
        }
        guard !pairs.isEmpty else { return .success(nil) }
        return CookieHeader.value(of: pairs).map { HTTPHeader(name: "Cookie", value: $0) }
    }

    /// A sign-in whose every successful answer sets the session's cookies (in `Set-Cookie`, or the payload field its
    /// spec names): the payload and the cookies, or a failure classified like any other (a missing cookie is an unmet
    /// success condition, `Set-Cookie <name>`).
    public func callForSignIn<Payload: Decodable & Sendable>(
        _ prepared: PreparedRequest, operation: Contract.Operation, payload: Payload.Type,
        unmet: @escaping @Sendable (Payload) -> UnmetCondition? = { _ in nil }
    ) async throws(Failure) -> (payload: Payload, cookies: SessionCookieValues) {
        let answer = try await callForPolledSignIn(prepared, operation: operation, payload: payload, unmet: unmet)
        // Without a `when`, every success signs in: the shared reading has checked the cookies are all there.
        return (answer.payload, answer.cookies ?? SessionCookieValues([:]))
    }

    /// A sign-in that signs in only on the answers whose payload passes its spec's `when` (a QR poll once confirmed):
    /// the payload, with the session's cookies when this answer signed in and nil while it has not.
    public func callForPolledSignIn<Payload: Decodable & Sendable>(
        _ prepared: PreparedRequest, operation: Contract.Operation, payload: Payload.Type,
        unmet: @escaping @Sendable (Payload) -> UnmetCondition? = { _ in nil }
    ) async throws(Failure) -> (payload: Payload, cookies: SessionCookieValues?) {
        let answer = try await signIn(prepared, operation: operation, payload: payload, unmet: unmet) { facts in
            facts.cookies.map { SessionCookieValues($0.values.mapValues { Secret($0) }) }
        }
        return (answer.payload, answer.credentials)
    }
}

/// The values of a session's cookies that a sign-in answer set, by name; every cookie the contract names is present
/// (``APIClientCore/callForSignIn(_:operation:payload:unmet:)`` checks). Its description shows names only.
@_spi(Generated)
public struct SessionCookieValues: Sendable, Hashable, CustomStringConvertible {
    private var values: [String: Secret]

    init(_ values: [String: Secret]) { self.values = values }

    /// The value of the cookie named `name`; empty for one the answer did not set.
    public func value(named name: String) -> Secret { values[name] ?? Secret("") }

    /// `SessionCookieValues(bili_jct, SESSDATA)`.
    public var description: String { "\(Self.self)(\(values.keys.sorted().joined(separator: ", ")))" }
}

/// What a sign-in returns: the payload of its answer and the credentials its answer set (the session cookies), which
/// the app stores as it stores a token. Its description never shows the credentials' secrets.
public struct SignedIn<Payload: Sendable, Credentials: Sendable>: Sendable {
    /// The answer's payload.
    public var payload: Payload
    /// The session the answer set.
    public var credentials: Credentials

    /// A payload and the credentials that came with it.
    public init(payload: Payload, credentials: Credentials) {
        self.payload = payload
        self.credentials = credentials
    }
}

extension SignedIn: Equatable where Payload: Equatable, Credentials: Equatable {}
extension SignedIn: Hashable where Payload: Hashable, Credentials: Hashable {}

/// What a sign-in that signs in only in one state returns (a QR poll: waiting, scanned, then confirmed): the payload of
/// every answer, and the credentials of the one that signed in. Its description never shows the credentials' secrets.
public struct SignInProgress<Payload: Sendable, Credentials: Sendable>: Sendable {
    /// The answer's payload: the state, while the sign-in is under way.
    public var payload: Payload
    /// The session this answer set; nil while the sign-in is not done.
    public var credentials: Credentials?

    /// A payload, and the credentials when the answer signed in.
    public init(payload: Payload, credentials: Credentials?) {
        self.payload = payload
        self.credentials = credentials
    }

    /// Whether this answer signed in.
    public var isSignedIn: Bool { credentials != nil }
}

extension SignInProgress: Equatable where Payload: Equatable, Credentials: Equatable {}
extension SignInProgress: Hashable where Payload: Hashable, Credentials: Hashable {}
