import Contract
import WireVocabulary

/// What the one definition of an answer's meaning (``AnswerReader``) reads of the answers the mock serves, decided
/// once for the catalog: the responder sets and ends sessions on what the client would take for a success, never on a
/// status alone.
struct AnswerMeaningMark {
    private let reader: AnswerReader
    private let endpoint: Endpoint
    /// The headers the mock adds to a sign-in's answer that sets no session cookie of its own; empty for an endpoint
    /// that does not sign in, or whose answers carry the cookies in a payload field (which only the example can fill).
    private let addedSessionCookies: [HTTPHeaderField]
    private let session: CookieSessionRules?
    /// Whether the endpoint hands out a token session's token (`auth.token.setBy`).
    private let issuesToken: Bool

    init(endpoint: Endpoint, contract: Contract) {
        reader = AnswerReader(contract: contract, endpoint: endpoint)
        self.endpoint = endpoint
        let session = contract.auth?.session
        let signsIn = session?.setBy.contains(endpoint.name) ?? false
        self.session = signsIn ? session : nil
        issuesToken = contract.auth?.token?.delivery(for: endpoint.name) != nil
        let fromHeaders = session?.delivery(for: endpoint.name).source == .setCookie
        addedSessionCookies =
            signsIn && fromHeaders ? session.map { MockSessionCookies.headers(for: $0.wire) } ?? [] : []
    }

    /// `answer`, marked with whether the client reads it as a success when the request was sent signed in or not,
    /// and for a sign-in, which session it hands out: read with the cookies the mock will add to it, which it serves
    /// only on an answer that signs in (a QR poll's "waiting" answers hand out nothing).
    func marked(_ answer: CannedAnswer, sentSignedIn: Bool) -> CannedAnswer {
        var answer = answer
        var headers = answer.headers
        if !answer.setsCookies { headers += addedSessionCookies }
        let meaning = reader.meaning(
            ofAnswer: answer.status, headers: headers.map { (name: $0.name, value: $0.value) },
            body: Array(answer.body.utf8), carriedCredentials: sentSignedIn)
        answer.isSuccess = meaning?.isSuccess ?? (200..<300).contains(answer.status)
        if issuesToken, case .success(let success)? = meaning?.outcome, let token = success.token {
            answer.handedOutSession = MockResponder.tokenKey(token)
        }
        if let session, case .success(let success)? = meaning?.outcome, let captured = success.cookies {
            answer.handedOutSession = MockResponder.sessionKey(
                session.cookies.compactMap { cookie in captured.values[cookie.name].map { (cookie.name, $0) } })
            if !answer.setsCookies, !addedSessionCookies.isEmpty {
                answer.headers += addedSessionCookies
                answer.addsSessionCookies = true
            }
        }
        return answer
    }

    /// An example's answer, marked as it was sent (an optional-auth example that does not say: signed in).
    func marked(_ example: Example) -> CannedAnswer {
        marked(CannedAnswer(example: example), sentSignedIn: example.sentSignedIn(for: endpoint.auth) ?? true)
    }
}
