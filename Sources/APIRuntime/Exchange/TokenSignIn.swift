/// The token side of a token session's sign-in (`auth.token.setBy`): the shared reading (``ExchangeReading``) finds the
/// token in the payload field the operation's spec names, and the client hands it back as the credentials, with no app
/// code.
extension APIClientCore {
    /// A sign-in whose every successful answer hands out the session token in the payload field its spec names: the
    /// payload and the token, or a failure classified like any other (no token, or an empty one, is an unmet success
    /// condition, `token nonEmpty`).
    public func callForTokenSignIn<Payload: Decodable & Sendable>(
        _ prepared: PreparedRequest, operation: Contract.Operation, payload: Payload.Type,
        unmet: @escaping @Sendable (Payload) -> UnmetCondition? = { _ in nil }
    ) async throws(Failure) -> (payload: Payload, token: Secret) {
        let answer = try await signIn(
            prepared, operation: operation, payload: payload, unmet: unmet, credentials: Self.issuedToken)
        // Without a `when`, every success signs in: the shared reading has checked the token is there.
        return (answer.payload, answer.credentials ?? Secret(""))
    }

    /// A token sign-in that signs in only on the answers whose payload passes its spec's `when` (a poll once
    /// confirmed): the payload, with the token when this answer signed in and nil while it has not.
    public func callForPolledTokenSignIn<Payload: Decodable & Sendable>(
        _ prepared: PreparedRequest, operation: Contract.Operation, payload: Payload.Type,
        unmet: @escaping @Sendable (Payload) -> UnmetCondition? = { _ in nil }
    ) async throws(Failure) -> (payload: Payload, token: Secret?) {
        let answer = try await signIn(
            prepared, operation: operation, payload: payload, unmet: unmet, credentials: Self.issuedToken)
        return (answer.payload, answer.credentials)
    }

    /// The session token an answer's facts hold, when the answer signed in.
    private static func issuedToken(_ facts: EnvelopeFacts) -> Secret? { facts.token.map { Secret($0) } }
}
