/// The cookie side of a cookie session (``HeaderPolicy/session``): the `Cookie` header built from a snapshot, and the
/// cookies a sign-in answer sets, read from its `Set-Cookie` headers (``SetCookie``) and never shown anywhere else.
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

    /// The session's cookies that `response` sets (the last header wins for a name set twice), or the condition it
    /// fails: every cookie of the session must be set, with a value the client can send back.
    static func capturedCookies(
        _ session: CookieSession, in response: HTTPResponse
    ) -> Result<SessionCookieValues, UnmetCondition> {
        let set = SetCookie.cookies(inHeaders: response.headers.map { ($0.name, $0.value) })
        var values: [String: Secret] = [:]
        // In order: a later header for the same name replaces the earlier, and one that deletes it removes it.
        for cookie in set where session.names.contains(cookie.name) {
            values[cookie.name] = cookie.deletes ? nil : Secret(cookie.value)
        }
        for cookie in session.cookies {
            guard let value = values[cookie.name] else { return .failure(UnmetCondition("Set-Cookie \(cookie.name)")) }
            if CookieHeader.refusal(ofValue: value.reveal()) != nil {
                return .failure(UnmetCondition("Set-Cookie \(cookie.name) sendable"))
            }
        }
        return .success(SessionCookieValues(values))
    }

    /// A sign-in whose payload is in the envelope's payload field (or, with `inBody`, the body itself) and whose
    /// answer sets the session's cookies: both, or a failure classified like any other (a missing cookie is an unmet
    /// success condition, `Set-Cookie <name>`).
    public func callForSignIn<Payload: Decodable & Sendable>(
        _ prepared: PreparedRequest, operation: Contract.Operation, payload: Payload.Type, inBody: Bool = false,
        unmet: @escaping @Sendable (Payload) -> UnmetCondition? = { _ in nil }
    ) async throws(Failure) -> (payload: Payload, cookies: SessionCookieValues) {
        let session = Contract.headerPolicy.session ?? CookieSession(cookies: [])
        return try await exchange(prepared, operation: operation) { response in
            readAnswer(
                response, spec: operation.spec, location: inBody ? .body : .payloadField, decoding: Payload.self
            ) { contents in
                guard let value = contents.payload else { return .failure(UnmetCondition("present")) }
                if let condition = unmet(value) { return .failure(condition) }
                return Self.capturedCookies(session, in: response).map { (value, $0) }
            }
        }
    }
}

/// The values of a session's cookies that a sign-in answer set, by name; every cookie the contract names is present
/// (``APIClientCore/callForSignIn(_:operation:payload:inBody:unmet:)`` checks). Its description shows names only.
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
