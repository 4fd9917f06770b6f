import Contract
import WireVocabulary

/// What the one definition of an answer's meaning (``AnswerReader``) reads of the answers the mock serves, decided
/// once for the catalog: the responder sets and ends sessions on what the client would take for a success, never on a
/// status alone.
struct AnswerMeaningMark {
    private let reader: AnswerReader
    private let endpoint: Endpoint
    /// The headers the mock adds to a sign-in's answer that sets no session cookie of its own; empty for an endpoint
    /// that does not sign in.
    private let addedSessionCookies: [HTTPHeaderField]

    init(endpoint: Endpoint, contract: Contract) {
        reader = AnswerReader(contract: contract, endpoint: endpoint)
        self.endpoint = endpoint
        let signsIn = contract.auth?.session?.setBy.contains(endpoint.name) ?? false
        addedSessionCookies = signsIn ? (contract.auth?.session?.wire).map(MockSessionCookies.headers) ?? [] : []
    }

    /// `answer`, marked with whether the client reads it as a success when the request was sent signed in or not: a
    /// sign-in's answer read with the cookies the mock will add to it.
    func marked(_ answer: CannedAnswer, sentSignedIn: Bool) -> CannedAnswer {
        var answer = answer
        var headers = answer.headers
        if !answer.setsCookies { headers += addedSessionCookies }
        let meaning = reader.meaning(
            ofAnswer: answer.status, headers: headers.map { (name: $0.name, value: $0.value) },
            body: Array(answer.body.utf8), carriedCredentials: sentSignedIn)
        answer.isSuccess = meaning?.isSuccess ?? (200..<300).contains(answer.status)
        return answer
    }

    /// An example's answer, marked as it was sent (an optional-auth example that does not say: signed in).
    func marked(_ example: Example) -> CannedAnswer {
        marked(CannedAnswer(example: example), sentSignedIn: example.sentSignedIn(for: endpoint.auth) ?? true)
    }
}
