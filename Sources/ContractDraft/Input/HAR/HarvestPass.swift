import ContractVerify
import Foundation
import TextFoundation
import WireVocabulary

/// What the second pass learns of one endpoint: the shapes of its query, request bodies and successful payloads,
/// the codes its failures carried, and the few most different exchanges as example candidates.
final class EndpointHarvest {
    var exchanges = 0
    var query = ParameterTallies()
    var jsonBodies = 0
    let requestShape = ValueShape()
    var formBodies = 0
    var form = ParameterTallies()
    var multipartBodies = 0
    /// The file part's name, the first seen, and the text fields of multipart bodies.
    var fileField: String?
    var multipart = ParameterTallies()
    var otherBodies = 0
    /// Successful answers, and their payloads merged.
    var successes = 0
    let payload = ValueShape()
    /// Successes whose payload field was absent or null, or whose body held nothing but the envelope's fields.
    var emptyPayloads = 0
    /// Successes whose message was an http(s) URL (Zing's upload answers with the file's URL there).
    var messageURLs = 0
    /// Business codes (or string error codes) of failures, in the order first seen, with a message and the distinct
    /// messages the code came with (at most ``MessageRuleDrafting/messagesKept``).
    var failureCodes: [(code: String, numeric: Int?, count: Int, message: String?, messages: [String])] = []
    /// Payload paths whose value was later sent as the session token: the answer handed it out.
    var tokenPaths: Set<String> = []
    var candidates = ExampleCandidates()
}

/// The second pass: with endpoints and envelopes known, reads every exchange again into its endpoint's harvest.
struct HarvestPass {
    let survey: SurveyPass
    let plan: RoutePlanning.Plan
    let formats: [EnvelopeFormat]
    /// The name under which the token's values were remembered (a header lower-cased, or `?name`), if any.
    let tokenName: String?
    /// Whether each endpoint carries credentials on every request (for example candidates).
    let credentialCheck: (CapturedExchange) -> Bool
    private(set) var harvests: [EndpointHarvest]
    private(set) var secrets: SecretSet
    /// The request headers of every exchange the draft's endpoints take.
    private(set) var requestHeaders = RequestHeaderTally()
    private var secretNames: [String: Bool] = [:]
    var notes = DraftNotes()
    /// The session's life, read from the same answers.
    private var timeline: SessionTimeline

    /// Bodies larger than this are not modelled (and never examples).
    static let modelledBodyLimit = 8 * 1024 * 1024

    init(
        survey: SurveyPass, plan: RoutePlanning.Plan, formats: [EnvelopeFormat], credential: AuthPlan.Credential?,
        credentialCheck: @escaping (CapturedExchange) -> Bool
    ) {
        self.survey = survey
        self.plan = plan
        self.formats = formats
        if case .token(_, let name)? = credential { tokenName = name } else { tokenName = nil }
        self.credentialCheck = credentialCheck
        harvests = plan.endpoints.map { _ in EndpointHarvest() }
        secrets = survey.secrets
        timeline = SessionTimeline(credential: credential, authSurvey: survey.authSurvey)
    }

    /// The session's events in capture order (``SessionTimeline``), those of endpoints that never handed a token out
    /// left out unless they sent one.
    var sessionEvents: [SessionEvent] {
        timeline.events(issuers: Set(harvests.indices.filter { !harvests[$0].tokenPaths.isEmpty }))
    }

    mutating func add(_ entry: HAREntry, file: String) {
        guard let exchange = try? CapturedExchange(entry, file: file), let key = survey.routeKey(of: exchange),
            let index = plan.index[key]
        else { return }
        let harvest = harvests[index]
        harvest.exchanges += 1
        requestHeaders.add(exchange.request.headers)
        harvest.query.add(exchange.query.filter { "?" + $0.name != tokenName })
        request(exchange, into: harvest)
        let answer = AnswerRead(exchange, format: formats[index])
        defer { timeline.add(exchange, endpoint: index, answer: answer) }
        guard let response = exchange.response, !(300...399).contains(response.status) else { return }
        let data = response.body.data ?? Data()
        guard data.count <= Self.modelledBodyLimit else {
            notes.leaveOut(exchange.source, because: "answers over 8 MiB (not modelled)")
            return
        }
        self.response(exchange, status: response.status, answer: answer, data: data, into: harvest)
    }

    private mutating func request(_ exchange: CapturedExchange, into harvest: EndpointHarvest) {
        guard let body = exchange.request.body else { return }
        let mime = body.mimeType.lowercased()
        if mime.contains("multipart") || body.params.contains(where: { $0.fileName != nil }) {
            harvest.multipartBodies += 1
            if harvest.fileField == nil { harvest.fileField = body.params.first { $0.fileName != nil }?.name }
            let fields = body.params.filter { $0.fileName == nil }.map { ($0.name, $0.value ?? "") }
            harvest.multipart.add(fields)
            for field in fields where SecretNames.isSecret(field.0) { secrets.add(field.1) }
        } else if mime.contains("x-www-form-urlencoded") {
            harvest.formBodies += 1
            let pairs = body.data.map { FormURLEncoding.parse($0) } ?? body.params.map { ($0.name, $0.value ?? "") }
            harvest.form.add(pairs)
            for pair in pairs where SecretNames.isSecret(pair.name) { secrets.add(pair.value) }
        } else if let data = body.data, !data.isEmpty, data.count <= Self.modelledBodyLimit,
            case .object? = try? JSONValue.parse(data)
        {
            let json = try! JSONValue.parse(data)
            harvest.jsonBodies += 1
            harvest.requestShape.add(json)
            collectSecrets(json)
        } else if let data = body.data, !data.isEmpty {
            harvest.otherBodies += 1
        }
    }

    private mutating func response(
        _ exchange: CapturedExchange, status: Int, answer: AnswerRead, data: Data, into harvest: EndpointHarvest
    ) {
        let format = answer.format
        let carried = credentialCheck(exchange)
        let candidateBase = { (kind: ExampleCandidate.Kind) in
            ExampleCandidate(
                source: exchange.source, status: status, kind: kind, response: data,
                request: exchange.request.body?.data.flatMap { $0.count <= ExampleCandidates.bodyLimit ? $0 : nil },
                setCookies: exchange.setCookies.map { ($0.name, $0.deletes) },
                carriedCredentials: carried)
        }
        let small = data.count <= ExampleCandidates.bodyLimit && String(data: data, encoding: .utf8) != nil
        guard let (json, reading) = answer.body else {
            if small, !data.isEmpty, harvest.candidates.wants(.notJSON) {
                harvest.candidates.offer(candidateBase(.notJSON))
            }
            return
        }
        collectSecrets(json)
        switch reading.verdict {
        case .notEnvelope:
            if small, harvest.candidates.wants(.notEnvelope) { harvest.candidates.offer(candidateBase(.notEnvelope)) }
        case .failure:
            let code = reading.code?.description ?? reading.errorCode
            if let code { countFailure(code, numeric: reading.numericCode, message: reading.message, in: harvest) }
            let kind = ExampleCandidate.Kind.failure(code: code ?? "status \(status)")
            if small, harvest.candidates.wants(kind) { harvest.candidates.offer(candidateBase(kind)) }
        case .success:
            guard (200...299).contains(status) else { return }
            harvest.successes += 1
            if let message = reading.message, message.hasPrefix("https://") || message.hasPrefix("http://") {
                harvest.messageURLs += 1
            }
            let payload = EnvelopeReading.payload(in: json, format)
            let isEmpty: Bool
            switch payload {
            case nil, .null?: isEmpty = true
            case .object(let members)? where format.payloadField == nil: isEmpty = members.isEmpty
            default: isEmpty = false
            }
            guard let payload, !isEmpty else {
                harvest.emptyPayloads += 1
                // A success without a payload is an example only of an endpoint that returns none (chosen later).
                if small, harvest.candidates.wants(.success(shape: 0)) {
                    harvest.candidates.offer(candidateBase(.success(shape: 0)))
                }
                return
            }
            harvest.payload.add(payload)
            if let tokenName {
                for issued in survey.authSurvey.sentTokens(in: payload, as: tokenName) {
                    harvest.tokenPaths.insert(issued.field.joined(separator: "."))
                }
            }
            let kind = ExampleCandidate.Kind.success(shape: Self.shapeKey(payload))
            if small, harvest.candidates.wants(kind) { harvest.candidates.offer(candidateBase(kind)) }
        }
    }

    private func countFailure(_ code: String, numeric: Int?, message: String?, in harvest: EndpointHarvest) {
        if let index = harvest.failureCodes.firstIndex(where: { $0.code == code }) {
            harvest.failureCodes[index].count += 1
            if let message, !harvest.failureCodes[index].messages.contains(message),
                harvest.failureCodes[index].messages.count < MessageRuleDrafting.messagesKept
            {
                harvest.failureCodes[index].messages.append(message)
            }
        } else if harvest.failureCodes.count < 64 {
            harvest.failureCodes.append((code, numeric, 1, message, message.map { [$0] } ?? []))
        }
    }

    /// Paths of text in the payload that was sent as the token by some request: the answer that handed it out.
    /// Whether a member's name looks like a credential's, remembered per name: bodies repeat their keys.
    private mutating func isSecretName(_ key: String) -> Bool {
        if let known = secretNames[key] { return known }
        let answer = SecretNames.isSecret(key)
        if secretNames.count < 10_000 { secretNames[key] = answer }
        return answer
    }

    /// Values of members named like credentials, anywhere in a body: secrets in every example.
    private mutating func collectSecrets(_ value: JSONValue, depth: Int = 0) {
        guard depth < 16 else { return }
        switch value {
        case .object(let members):
            for (key, member) in members {
                if case .string(let text) = member, isSecretName(key) { secrets.add(text) }
                collectSecrets(member, depth: depth + 1)
            }
        case .array(let items):
            for item in items { collectSecrets(item, depth: depth + 1) }
        default:
            break
        }
    }

    /// The keys of a payload two levels deep, as one number: successes of one shape count as one kind.
    static func shapeKey(_ value: JSONValue) -> Int {
        var hasher = Hasher()
        func walk(_ value: JSONValue, _ depth: Int) {
            switch value {
            case .object(let members):
                for key in members.keys.sorted() {
                    hasher.combine(key)
                    if depth < 2, let member = members[key] { walk(member, depth + 1) }
                }
            case .array(let items):
                hasher.combine("[]")
                if depth < 2, let first = items.first { walk(first, depth + 1) }
            default:
                hasher.combine(0)
            }
        }
        walk(value, 0)
        return hasher.finalize() | 1
    }
}
