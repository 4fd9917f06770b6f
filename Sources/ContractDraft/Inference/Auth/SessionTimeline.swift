import ContractVerify
import Foundation
import TextFoundation
import WireVocabulary

/// What one exchange tells of the session's life, in capture order: which endpoint it went to, how it was answered,
/// and the credentials it sent or was handed, each value kept only as a hash (compared by equality, never written).
struct SessionEvent {
    var endpoint: Int
    /// A 2xx answer that the endpoint's envelope reads as a success.
    var succeeded = false
    /// Refused as signed out: HTTP 401, or a business code 401 (RuoYi answers so with HTTP 200).
    var refused = false
    /// The business code of a failure, when the envelope reads one.
    var failureCode: BusinessCode?
    /// The hash of the token the request sent (after its scheme), if it sent one.
    var sentToken: Int?
    /// Text of a successful payload that some request sent as the token: where (keys from the payload) and its hash.
    var issued: [(field: [String], value: Int)] = []
    /// The session cookies the request sent, name → hash of the value.
    var sentCookies: [String: Int] = [:]
    /// The session cookies a successful answer set (not deleted), name → hash of the value.
    var setCookies: [String: Int] = [:]
}

/// The exchanges of the draft's endpoints as ``SessionEvent``s, for ``SessionLifeInference`` to read the order of
/// sign-ins, uses, refusals and sign-outs from. The harvest pass hands it each exchange with the answer it read
/// (``AnswerRead``), so no body is read twice.
struct SessionTimeline {
    let credential: AuthPlan.Credential?
    let authSurvey: AuthSurvey
    /// The events recorded, each with whether it was kept only because its endpoint may turn out to hand a token out.
    private var recorded: [(event: SessionEvent, awaitsIssuer: Bool)] = []

    /// At most this many exchanges are remembered (a few integers each): far more than a capture of one session.
    static let eventsKept = 200_000

    init(credential: AuthPlan.Credential?, authSurvey: AuthSurvey) {
        self.credential = credential
        self.authSurvey = authSurvey
    }

    /// The events, less those of exchanges that sent no token to an endpoint that never handed one out (`issuers`:
    /// the endpoints whose answers held a token some request sent).
    func events(issuers: Set<Int>) -> [SessionEvent] {
        recorded.compactMap { !$0.awaitsIssuer || issuers.contains($0.event.endpoint) ? $0.event : nil }
    }

    /// Records the exchange of `endpoint` where it tells of the session: it sent the credential, or its answer may hand
    /// a token out or set a session cookie. Others are passed over without reading their answers.
    mutating func add(_ exchange: CapturedExchange, endpoint: Int, answer: AnswerRead) {
        guard credential != nil, recorded.count < Self.eventsKept else { return }
        var event = SessionEvent(endpoint: endpoint)
        switch credential {
        case .token(let placement, let name)?:
            event.sentToken = Self.sentToken(exchange, placement: placement).map(\.hashValue)
            let awaitsIssuer = event.sentToken == nil
            // An answer too large to model hands no token out that the harvest saw: not parsed for an event that
            // may yet be dropped.
            read(answer, into: &event, tokenName: name, readsBody: !awaitsIssuer || !answer.isOversized)
            recorded.append((event, awaitsIssuer))
        case .session(let cookies, _, _)?:
            let names = Set(cookies)
            for cookie in exchange.sentCookies where names.contains(cookie.name) {
                event.sentCookies[cookie.name] = cookie.value.hashValue
            }
            let setCookies = exchange.setCookies.filter { names.contains($0.name) && !$0.deletes }
            guard !event.sentCookies.isEmpty || !setCookies.isEmpty else { return }
            read(answer, into: &event, tokenName: nil)
            if event.succeeded {
                for cookie in setCookies { event.setCookies[cookie.name] = cookie.value.hashValue }
            }
            recorded.append((event, false))
        case nil:
            return
        }
    }

    /// The token value the request sent: a header's value after `Bearer `, or the query parameter's value.
    static func sentToken(_ exchange: CapturedExchange, placement: TokenPlacement) -> String? {
        switch placement {
        case .header(let name, _):
            guard let value = exchange.request.headers.value(named: name), !value.isEmpty else { return nil }
            return TokenPlaceNames.token(inHeaderValue: value).token
        case .query(let name):
            return exchange.query.first { $0.name == name && !$0.value.isEmpty }?.value
        }
    }

    private func read(
        _ answer: AnswerRead, into event: inout SessionEvent, tokenName: String?, readsBody: Bool = true
    ) {
        guard let status = answer.status else { return }
        if status == 401 { event.refused = true }
        guard readsBody, let (json, reading) = answer.body else { return }
        switch reading.verdict {
        case .failure:
            event.failureCode = reading.code
            if reading.code == .int(401) { event.refused = true }
        case .success:
            guard (200...299).contains(status) else { return }
            event.succeeded = true
            if let tokenName, let payload = EnvelopeReading.payload(in: json, answer.format) {
                // A payload that is the token itself names no field to read it from.
                event.issued = authSurvey.sentTokens(in: payload, as: tokenName).compactMap {
                    $0.field.isEmpty ? nil : ($0.field, $0.value.hashValue)
                }
            }
        case .notEnvelope:
            break
        }
    }
}
