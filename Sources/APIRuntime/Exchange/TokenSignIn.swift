/// The token side of a token session's sign-in (`auth.token.setBy`): the shared reading (``ExchangeReading``) finds the
/// token in the payload field the contract names, and the client hands it back as the credentials, with no app code.
extension APIClientCore {
    /// A sign-in whose every successful answer hands out the session token in the payload field `delivery` names: the
    /// payload and the token, or a failure classified like any other (no token, or an empty one, is an unmet success
    /// condition, `token nonEmpty`).
    public func callForTokenSignIn<Payload: Decodable & Sendable>(
        _ prepared: PreparedRequest, operation: Contract.Operation, payload: Payload.Type, inBody: Bool = false,
        delivery: SignInDelivery, unmet: @escaping @Sendable (Payload) -> UnmetCondition? = { _ in nil }
    ) async throws(Failure) -> (payload: Payload, token: Secret) {
        let answer = try await callForPolledTokenSignIn(
            prepared, operation: operation, payload: payload, inBody: inBody, delivery: delivery, unmet: unmet)
        // Without a `when`, every success signs in: the shared reading has checked the token is there.
        return (answer.payload, answer.token ?? Secret(""))
    }

    /// A token sign-in that signs in only on the answers whose payload passes `delivery.when` (a poll once confirmed):
    /// the payload, with the token when this answer signed in and nil while it has not.
    public func callForPolledTokenSignIn<Payload: Decodable & Sendable>(
        _ prepared: PreparedRequest, operation: Contract.Operation, payload: Payload.Type, inBody: Bool = false,
        delivery: SignInDelivery, unmet: @escaping @Sendable (Payload) -> UnmetCondition? = { _ in nil }
    ) async throws(Failure) -> (payload: Payload, token: Secret?) {
        try await exchange(prepared, operation: operation) { response in
            let evaluation = readAnswer(
                response, prepared: prepared, operation: operation, placement: inBody ? .body : .payloadField,
                decoding: Payload.self, issuesToken: true, signInDelivery: delivery
            ) { contents -> Result<Payload, UnmetCondition> in
                guard let value = contents.payload else { return .failure(UnmetCondition("present")) }
                if let condition = unmet(value) { return .failure(condition) }
                return .success(value)
            }
            switch evaluation {
            case .success(let payload, let facts):
                return .success((payload, facts.token.map { Secret($0) }), facts)
            case .failure(let observation, let detail, let decoding, let failureBody):
                return .failure(observation, detail: detail, decoding: decoding, failureBody: failureBody)
            }
        }
    }
}
