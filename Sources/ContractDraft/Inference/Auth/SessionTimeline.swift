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

/// A third pass over the captures that records each exchange of the draft's endpoints as a ``SessionEvent``, for
/// ``SessionLifeInference`` to read the order of sign-ins, uses, refusals and sign-outs from.
struct SessionTimeline {
    let survey: SurveyPass
    let plan: RoutePlanning.Plan
    let formats: [EnvelopeFormat]
    let credential: AuthPlan.Credential?
    /// The endpoints whose answers held a token some request sent (the second pass's `tokenPaths`): the only ones whose
    /// answers are read for tokens handed out.
    let issuers: Set<Int>
    private(set) var events: [SessionEvent] = []

    /// At most this many exchanges are remembered (a few integers each): far more than a capture of one session.
    static let eventsKept = 200_000

    init(
        survey: SurveyPass, plan: RoutePlanning.Plan, formats: [EnvelopeFormat], credential: AuthPlan.Credential?,
        issuers: Set<Int>
    ) {
        self.survey = survey
        self.plan = plan
        self.formats = formats
        self.credential = credential
        self.issuers = issuers
    }

    /// Records the exchange of `entry` where it tells of the session: it sent the credential, or its answer may hand
    /// a token out or set a session cookie. Others are passed over without reading their bodies.
    mutating func add(_ entry: HAREntry, file: String) {
        guard credential != nil, events.count < Self.eventsKept,
            let exchange = try? CapturedExchange(entry, file: file), let key = survey.routeKey(of: exchange),
            let index = plan.index[key]
        else { return }
        var event = SessionEvent(endpoint: index)
        switch credential {
        case .token(let placement, let name)?:
            event.sentToken = Self.sentToken(exchange, placement: placement).map(\.hashValue)
            guard event.sentToken != nil || issuers.contains(index) else { return }
            read(exchange, format: formats[index], into: &event, tokenName: name)
        case .session(let cookies, _, _)?:
            let names = Set(cookies)
            for cookie in exchange.sentCookies where names.contains(cookie.name) {
                event.sentCookies[cookie.name] = cookie.value.hashValue
            }
            let setCookies = exchange.setCookies.filter { names.contains($0.name) && !$0.deletes }
            guard !event.sentCookies.isEmpty || !setCookies.isEmpty else { return }
            read(exchange, format: formats[index], into: &event, tokenName: nil)
            if event.succeeded {
                for cookie in setCookies { event.setCookies[cookie.name] = cookie.value.hashValue }
            }
        case nil:
            return
        }
        events.append(event)
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
        _ exchange: CapturedExchange, format: EnvelopeFormat, into event: inout SessionEvent, tokenName: String?
    ) {
        guard let response = exchange.response else { return }
        if response.status == 401 { event.refused = true }
        guard let data = response.body.data, let json = try? JSONValue.parse(data) else { return }
        let reading = EnvelopeReading.read(json, format, httpStatus: response.status)
        switch reading.verdict {
        case .failure:
            event.failureCode = reading.code
            if reading.code == .int(401) { event.refused = true }
        case .success:
            guard (200...299).contains(response.status) else { return }
            event.succeeded = true
            if let tokenName, let payload = EnvelopeReading.payload(in: json, format) {
                // A payload that is the token itself names no field to read it from.
                event.issued = survey.authSurvey.sentTokens(in: payload, as: tokenName).compactMap {
                    $0.field.isEmpty ? nil : ($0.field, $0.value.hashValue)
                }
            }
        case .notEnvelope:
            break
        }
    }
}
