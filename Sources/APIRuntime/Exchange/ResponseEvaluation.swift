import Foundation

/// What reading one response yielded: the payload with the envelope's own fields, or the failed attempt the contract's
/// rules classify.
enum ResponseEvaluation<Payload: Sendable> {
    case success(Payload, EnvelopeFacts)
    case failure(FailedAttempt)
}

/// The facts of one failed attempt, before the contract's rules classify them: the one value a failure travels in from
/// the shared reading's outcome (or the transport's fault) to the ``APIError`` the call throws.
struct FailedAttempt: Error {
    var observation: ExchangeObservation
    /// The runtime's words for what went wrong, never the server's beyond what the rules read.
    var detail: String?
    /// Where the body did not decode, for the observer's decoding event.
    var decoding: DecodingFailure?
    /// The answer's `Retry-After`, for the retry's delay.
    var retryAfter: String?
    /// The answer, kept where the endpoint keeps failure data.
    var failureBody: FailureBody?
}

/// The envelope fields of a successful answer besides its payload, as the contract names them, and the session
/// cookies or the token a sign-in's answer set.
struct EnvelopeFacts: Sendable {
    var message: String?
    var code: Int?
    var statusCode: Int?
    var timestamp: EnvelopeTimestamp?
    var cookies: CapturedCookies?
    /// The session token a token sign-in's answer handed out.
    var token: String?
    /// The payload as decoded, before the endpoint took what it returns from it, kept only inside a scope that records
    /// the answer's metadata (``withResponseMetadata(isolation:_:)``), the one reader of the answer's ``secrets``; nil
    /// elsewhere and where the endpoint reads none. So the secrets are found only when something asks, and a call
    /// nobody records does not box its payload.
    var decoded: (any Sendable)?

    /// Every secret the answer handed out: those its decoded payload's type lists (``SecretCarrying``), the session
    /// cookies it set and the token it issued.
    var secrets: [Secret] {
        var secrets = decoded.map(SecretCollector.secrets(in:)) ?? []
        secrets += cookies?.values.values.map { Secret($0) } ?? []
        if let token { secrets.append(Secret(token)) }
        return secrets
    }
}

/// The parts of a successful answer an endpoint may read its payload from.
struct EnvelopeContents<Decoded: Sendable>: Sendable {
    /// The decoded payload; nil where the endpoint reads none.
    var payload: Decoded?
    /// The envelope's message (the Zing upload returns its file URL here).
    var message: String?
}

/// A success condition that failed, described by its contract spelling (e.g. `token nonEmpty`).
@_spi(Generated)
public struct UnmetCondition: Error, Sendable, Hashable, CustomStringConvertible {
    public var condition: String

    public init(_ condition: String) { self.condition = condition }

    public var description: String { "success condition failed: \(condition)" }
}

/// Why the runtime refused a payload the shared reading found: it does not decode as the endpoint's type, or a
/// generated success condition fails on the decoded value.
enum PayloadRefusal: Error {
    case undecodable(DecodingFailure, isBody: Bool)
    /// A condition on the decoded payload failed; the secrets the payload holds (a token just issued) are redacted from
    /// the failure too.
    case unmet(UnmetCondition, payloadSecrets: [Secret])
}

extension APIClientCore {
    /// Reads a response by the shared definition of what an answer means (``ExchangeReading``, which every tool asks
    /// too) for an endpoint whose answers `answer` describes (its operation's spec's), decoding the payload found as
    /// `Decoded` and handing it to `extract`, which checks the endpoint's generated success conditions.
    func readAnswer<Decoded: Decodable & Sendable, Payload: Sendable>(
        _ response: HTTPResponse, answer: AnswerSpec, prepared: PreparedRequest, decoding: Decoded.Type,
        extract: (EnvelopeContents<Decoded>) -> Result<Payload, UnmetCondition>
    ) -> ResponseEvaluation<Payload> {
        let placement = answer.payload
        var decoded: Decoded?
        let outcome = ExchangeReading.read(
            status: response.statusCode, headers: response.headers.map { ($0.name, $0.value) }, body: response.body,
            sent: SentRequest(carriedCredentials: prepared.carriesCredentials), spec: answer, building: .envelopeOnly
        ) { found -> Result<Payload, PayloadRefusal> in
            var payload: Decoded?
            if Decoded.self != IgnoredPayload.self, placement == .payloadField || placement == .body {
                do {
                    if let bytes = found.bytes, let key = found.keys.first {
                        payload = try PayloadAtPath<Decoded>.decode(
                            response.body, payloadBytes: bytes, under: key, ownKeys: found.envelopeKeys)
                    } else {
                        payload = try PayloadAtPath<Decoded>.decode(
                            response.body, at: found.keys, ownKeys: found.envelopeKeys)
                    }
                } catch {
                    return .failure(.undecodable(DecodingFailure(error), isBody: placement == .body))
                }
            }
            decoded = payload
            switch extract(EnvelopeContents(payload: payload, message: found.message)) {
            case .success(let accepted): return .success(accepted)
            case .failure(let unmet):
                return .failure(.unmet(unmet, payloadSecrets: SecretCollector.secrets(in: payload as Any)))
            }
        }
        switch outcome {
        case .success(let success):
            let envelope = success.envelope
            let facts = EnvelopeFacts(
                message: envelope.message, code: envelope.numericCode, statusCode: envelope.statusCode,
                timestamp: EnvelopeTimestamp(envelope.timestamp), cookies: success.cookies,
                token: success.token, decoded: MetadataRecorder.current == nil ? nil : decoded)
            return .success(success.accepted, facts)
        case .failure(let failure):
            return evaluation(of: failure, response: response, prepared: prepared, answer: answer)
        }
    }

    /// A failure of the shared reading, with the runtime's words for it (never the server's beyond what the rules
    /// read) and the body kept where the endpoint keeps failure data.
    private func evaluation<Payload: Sendable>(
        of failure: ExchangeOutcome<Payload, PayloadRefusal>.Failure, response: HTTPResponse,
        prepared: PreparedRequest, answer: AnswerSpec
    ) -> ResponseEvaluation<Payload> {
        var attempt = FailedAttempt(
            observation: failure.observation, retryAfter: response.value(forHeader: "Retry-After"))
        switch failure.reason {
        case .redirect:
            attempt.detail = ResponseFacts.redirectDetail(response, requestURL: prepared.request.url)
        case .notJSON:
            attempt.decoding = DecodingFailure(path: "", problem: .notJSON)
        case .notEnvelope(let mismatch):
            attempt.decoding = DecodingFailure(mismatch)
        case .reported, .unsuccessfulStatus, .payloadRule:
            attempt.failureBody = failureBody(response.body, answer)
        case .unmet(let condition):
            attempt.detail = UnmetCondition(condition).description
        case .refused(.undecodable(let decoding, let isBody)):
            attempt.detail = "\(isBody ? "body" : "payload") does not decode: \(decoding)"
            attempt.decoding = decoding
        case .refused(.unmet(let unmet, let secrets)):
            // The payload did decode: a message or timestamp repeating one of its secrets (a token just issued) is
            // redacted too.
            let payloadSecrets = SecretRedactor(secrets)
            attempt.observation.message = attempt.observation.message.map(payloadSecrets.redact)
            attempt.observation.envelopeTimestamp = attempt.observation.envelopeTimestamp.map {
                EnvelopeTimestamp(text: payloadSecrets.redact($0.text))
            }
            attempt.detail = unmet.description
        }
        return .failure(attempt)
    }

    /// The body of a failed answer, kept for its data when the endpoint keeps data for some class: its payload is in
    /// the envelope's payload field (even where a success has none to return), or the body itself.
    private func failureBody(_ body: Data, _ answer: AnswerSpec) -> FailureBody? {
        guard !answer.payloadRules.failureDataClasses.isEmpty else { return nil }
        let keys = answer.payload == .body ? [] : answer.envelope.payloadField?.keys ?? []
        return FailureBody(body: body, keys: keys, ownKeys: EnvelopeReading.ownKeys(in: keys, answer.envelope))
    }
}

extension DecodingFailure {
    /// Where a body is not the envelope: the field absent, in another form, or written twice.
    init(_ mismatch: EnvelopeReading.Mismatch) {
        let path = mismatch.field?.description ?? ""
        if mismatch.isRepeated {
            self.init(path: path, problem: .invalidValue)
        } else {
            self.init(
                path: path, problem: mismatch.found == nil ? .missing : .typeMismatch(expected: mismatch.expected))
        }
    }
}
