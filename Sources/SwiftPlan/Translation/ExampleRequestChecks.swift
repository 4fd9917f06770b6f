import Contract

/// What a generated example test checks of the request the client sent: its JSON body where the example gives one,
/// the values computed per call, and the values the example signer added.
extension ExampleTranslator {
    /// For an example that gives its own JSON request: the body the client sent must equal it, as JSON. For an
    /// endpoint with values computed per call: the request carries each, of its kind.
    func requestChecks(_ endpoint: Endpoint, example: Example) -> [SwiftStatement] {
        let recorded = SwiftExpression.call(
            .runtime(.xcTUnwrap),
            [SwiftArgument(.name(Self.transport).member(RuntimeMember.recorded).member(RuntimeMember.first))])
        var checks: [SwiftStatement] = []
        if case .json = endpoint.body, example.request != nil {
            checks.append(
                .expression(
                    .try(
                        .call(
                            recorded.member(RuntimeMember.expect),
                            [SwiftArgument(SwiftIdentifier("jsonBody"), .name(Self.requestJSON))]))))
        }
        let perCall = translator.contract.perCallValues(for: endpoint)
        if !perCall.isEmpty {
            checks.append(
                .expression(
                    .try(
                        .call(
                            recorded.member(RuntimeMember.expect),
                            [
                                SwiftArgument(
                                    SwiftIdentifier("perCallValues"), .array(perCall.map(PerCallValueCode.literal)))
                            ]))))
        }
        let signed = translator.contract.signedValues(for: endpoint)
        if !signed.isEmpty {
            checks.append(
                .expression(
                    .try(
                        .call(
                            recorded.member(RuntimeMember.expect),
                            [
                                SwiftArgument(
                                    SwiftIdentifier("signedValues"), .array(signed.map(PerCallValueCode.literal)))
                            ]
                        ))))
        }
        return checks
    }
}
