import Contract

/// What a generated example test checks of the request the client sent: its JSON body where the example gives one,
/// the values computed per call, and the values the example signer added.
extension ExampleTranslator {
    /// For an example that gives its own JSON request: the body the client sent must equal it, as JSON. For an
    /// endpoint with values computed per call: the request carries each, of its kind. For a signed endpoint: it
    /// carries the example signer's values.
    func requestChecks(_ endpoint: Endpoint, example: Example) -> [SwiftStatement] {
        var expectations: [SwiftArgument] = []
        if case .json = endpoint.body, example.request != nil {
            expectations.append(SwiftArgument(SwiftIdentifier("jsonBody"), .name(Self.requestJSON)))
        }
        let perCall = translator.contract.perCallValues(for: endpoint)
        if !perCall.isEmpty {
            expectations.append(
                SwiftArgument(SwiftIdentifier("perCallValues"), .array(perCall.map(PerCallValueCode.literal))))
        }
        let signed = translator.contract.signedValues(for: endpoint)
        if !signed.isEmpty {
            expectations.append(
                SwiftArgument(SwiftIdentifier("signedValues"), .array(signed.map(PerCallValueCode.literal))))
        }
        let recorded = SwiftExpression.call(
            .runtime(.xcTUnwrap),
            [SwiftArgument(.name(Self.transport).member(RuntimeMember.recorded).member(RuntimeMember.first))])
        // One `expect` per kind of check: each is its own call of the recorded request.
        return expectations.map { .expression(.try(.call(recorded.member(RuntimeMember.expect), [$0]))) }
    }
}
