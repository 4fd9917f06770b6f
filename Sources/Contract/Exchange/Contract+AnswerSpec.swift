import WireVocabulary

extension Contract {
    /// What `endpoint`'s contract says of its answers, for the shared reading (``ExchangeReading``); nil when its
    /// envelope is not one the contract defines.
    package func answerSpec(for endpoint: Endpoint) -> AnswerSpec? {
        guard let envelope = envelope(for: endpoint) else { return nil }
        let session = auth?.session
        let tokenDelivery = auth?.token?.delivery(for: endpoint.name)
        return AnswerSpec(
            envelope: envelope.format, payload: endpoint.response.payload.placement,
            payloadRules: endpoint.payloadRules,
            setsCookies: session.flatMap { $0.setsCookies(endpoint.name) ? $0.wire : nil },
            issuesToken: tokenDelivery != nil,
            signInDelivery: tokenDelivery ?? session?.delivery(for: endpoint.name) ?? SignInDelivery())
    }

    /// `endpoint`'s own rules, then the contract's, as the shared classifier reads them.
    package func classificationRules(for endpoint: Endpoint) -> ClassificationRules {
        ClassificationRules(
            endpoint: endpoint.errorRules.map(\.classification), contract: errorRules.map(\.classification))
    }
}

extension Endpoint.PayloadLocation {
    /// Where the shared reading finds the payload.
    package var placement: PayloadPlacement {
        switch self {
        case .result: .payloadField
        case .message: .message
        case .none: .nothing
        case .body: .body
        }
    }
}
