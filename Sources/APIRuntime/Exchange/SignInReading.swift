/// The one reading of a sign-in's answer, whichever credentials it hands out: the payload, and the credentials when this
/// answer signed in (a token in a payload field, or session cookies), read by the shared reading (``ExchangeReading``).
extension APIClientCore {
    /// What a sign-in's answer hands out and how the credentials are taken from the facts the shared reading found.
    struct SignInCredentials<Credentials: Sendable> {
        /// The cookies the answer must set, for a cookie session.
        var setsCookies: CookieSession?
        /// Whether the answer hands out the session token.
        var issuesToken: Bool
        /// The credentials in the facts of a successful answer; nil while the sign-in is not done.
        var take: (EnvelopeFacts) -> Credentials?
    }

    /// The payload of a sign-in's answer, with its credentials when the answer passed `delivery.when` (every success,
    /// without a `when`); a failure classified like any other.
    func signIn<Payload: Decodable & Sendable, Credentials: Sendable>(
        _ prepared: PreparedRequest, operation: Contract.Operation, payload: Payload.Type, inBody: Bool,
        delivery: SignInDelivery, credentials: SignInCredentials<Credentials>,
        unmet: @escaping @Sendable (Payload) -> UnmetCondition?
    ) async throws(Failure) -> (payload: Payload, credentials: Credentials?) {
        try await exchange(prepared, operation: operation) { response in
            let evaluation = readAnswer(
                response, prepared: prepared, operation: operation, placement: inBody ? .body : .payloadField,
                decoding: Payload.self, setsCookies: credentials.setsCookies, issuesToken: credentials.issuesToken,
                signInDelivery: delivery
            ) { contents -> Result<Payload, UnmetCondition> in
                guard let value = contents.payload else { return .failure(UnmetCondition("present")) }
                if let condition = unmet(value) { return .failure(condition) }
                return .success(value)
            }
            switch evaluation {
            case .success(let payload, let facts):
                return .success((payload, credentials.take(facts)), facts)
            case .failure(let observation, let detail, let decoding, let failureBody):
                return .failure(observation, detail: detail, decoding: decoding, failureBody: failureBody)
            }
        }
    }
}
