import Foundation

/// The metadata of a successful answer, made only inside a ``withResponseMetadata(isolation:_:)`` scope.
extension APIClientCore {
    /// `answer`'s metadata without a secret: headers that carry credentials left out, every other text passed through
    /// `redactor` grown by the secrets the answer handed out (a server may repeat a token it just issued in a message):
    /// its payload's, its session cookies and its token (``EnvelopeFacts/secrets``).
    func metadata<Payload: Sendable>(
        of answer: Answer<Payload>, operation: Contract.Operation, attempts: Int, redactor: SecretRedactor
    ) -> ResponseMetadata {
        var redactor = redactor
        for secret in answer.facts.secrets { redactor.insert(secret) }
        let tokenHeader = Contract.headerPolicy.tokenHeader
        let headers = answer.response.headers.compactMap { header -> HTTPHeader? in
            guard !header.isSensitive, tokenHeader?.caseInsensitiveCompare(header.name) != .orderedSame else {
                return nil
            }
            return HTTPHeader(name: redactor.redact(header.name), value: redactor.redact(header.value))
        }
        let facts = answer.facts
        return ResponseMetadata(
            endpoint: operation.spec.name, httpStatus: answer.response.statusCode, headers: headers,
            message: facts.message.map(redactor.redact), code: facts.code, statusCode: facts.statusCode,
            timestamp: facts.timestamp.map { EnvelopeTimestamp(text: redactor.redact($0.text)) }, attempts: attempts)
    }
}
