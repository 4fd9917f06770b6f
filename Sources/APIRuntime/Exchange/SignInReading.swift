/// The one reading of a sign-in's answer, whichever credentials it hands out: the payload, and the credentials when this
/// answer signed in (a token in a payload field, or session cookies), read by the shared reading (``ExchangeReading``)
/// as the operation's spec says (what the answer sets, where, and which answers sign in).
extension APIClientCore {
    /// The payload of a sign-in's answer, with the credentials `take` finds in its facts when the answer signed in
    /// (every success, without a `when`); a failure classified like any other.
    @inline(__always)
    func signIn<Payload: Decodable & Sendable, Credentials: Sendable>(
        _ prepared: PreparedRequest, operation: Contract.Operation, payload: Payload.Type,
        unmet: @escaping @Sendable (Payload) -> UnmetCondition?, credentials take: (EnvelopeFacts) -> Credentials?
    ) async throws(Failure) -> (payload: Payload, credentials: Credentials?) {
        // The credentials of the answer that succeeded, beside its payload rather than paired with it in the reading:
        // a pair of two generic values is a type the runtime looks up on every call.
        var credentials: Credentials?
        let payload = try await exchange(prepared, operation: operation) { response, answer in
            let evaluation = readAnswer(response, answer: answer, prepared: prepared, decoding: Payload.self) {
                contents -> Result<Payload, UnmetCondition> in
                guard let value = contents.payload else { return .failure(UnmetCondition("present")) }
                if let condition = unmet(value) { return .failure(condition) }
                return .success(value)
            }
            if case .success(_, let facts) = evaluation { credentials = take(facts) }
            return evaluation
        }
        return (payload, credentials)
    }
}
