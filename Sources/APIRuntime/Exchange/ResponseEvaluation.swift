import Foundation

/// What reading one response yielded: the payload with the envelope's own fields, or the facts of the failure for the
/// rules to classify (and, when the body did not decode, where).
enum ResponseEvaluation<Payload: Sendable> {
    case success(Payload, EnvelopeFacts)
    case failure(
        ExchangeObservation, detail: String?, decoding: DecodingFailure? = nil, failureBody: FailureBody? = nil)
}

/// The envelope fields of a successful answer besides its payload, as the contract names them.
struct EnvelopeFacts: Sendable {
    var message: String?
    var code: Int?
    var statusCode: Int?
    var timestamp: EnvelopeTimestamp?
}

/// The parts of a successful answer an endpoint may read its payload from.
struct EnvelopeContents<Decoded: Sendable>: Sendable {
    /// The decoded payload field; nil when absent or null.
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

/// Where an endpoint's payload is in a successful answer.
enum PayloadLocation {
    /// The envelope's payload field (`payload: result`).
    case payloadField
    /// The body itself, less the envelope's own fields (`payload: body`).
    case body
    /// Nowhere: message-only endpoints, and the message-as-payload upload (its message is read).
    case none
}

extension APIClientCore {
    /// Reads a response by the endpoint's envelope (``EnvelopeReading``, the one reader every tool shares): success
    /// only when HTTP is 2xx, the envelope says success (its flag, its code, or style none) and `extract` accepts what
    /// was found at `location`.
    func readAnswer<Decoded: Decodable & Sendable, Payload: Sendable>(
        _ response: HTTPResponse, spec: EndpointSpec, location: PayloadLocation, decoding: Decoded.Type,
        extract: (EnvelopeContents<Decoded>) -> Result<Payload, UnmetCondition>
    ) -> ResponseEvaluation<Payload> {
        let format = spec.envelope
        var observation = ExchangeObservation(
            httpStatus: response.statusCode, carriedToken: spec.carriesToken, body: .notJSON)
        let isSuccessStatus = (200..<300).contains(response.statusCode)
        let rules = spec.payloadRules
        // The payload is decoded from the body on its own: unless rules read its fields, it is checked as JSON but
        // not built.
        let members = rules.isEmpty ? EnvelopeReading.membersRead(by: format) : nil
        guard let json = Self.parse(response.body, keepingTopLevelMembers: members) else {
            return .failure(observation, detail: nil, decoding: DecodingFailure(path: "", problem: .notJSON))
        }
        let reading = EnvelopeReading.read(json, format, httpStatus: response.statusCode)
        let payloadJSON = rules.isEmpty ? nil : Self.payloadJSON(json, format: format, location: location)
        observation.payloadFields = rules.readFields(of: payloadJSON)
        let kept = Self.failureBody(response.body, spec: spec, location: location)
        observation.message = reading.message
        observation.envelopeStatusCode = reading.statusCode
        observation.envelopeTimestamp = EnvelopeTimestamp(reading.timestamp)
        switch reading.verdict {
        case .notEnvelope(let mismatch):
            observation.body = .notEnvelope
            return .failure(observation, detail: nil, decoding: DecodingFailure(mismatch))
        case .failure:
            observation.body = format.style == .none ? .json : .envelope(success: false)
            observation.failureCode = reading.numericCode
            observation.failureErrorCode = reading.textCode ?? reading.errorCode
            return .failure(observation, detail: nil, failureBody: kept)
        case .success:
            observation.body = format.style == .none ? .json : .envelope(success: true)
        }
        guard isSuccessStatus else { return .failure(observation, detail: nil, failureBody: kept) }
        switch rules.evaluate(payloadJSON) {
        case .accepted: break
        case .failure:
            // An error rule on a payload field (a login poll's "expired"): the rules classify it.
            return .failure(observation, detail: nil, failureBody: kept)
        case .unmet(let condition):
            observation.conditionsFailed = true
            return .failure(observation, detail: "success condition failed: \(condition)")
        }

        var payload: Decoded?
        if Decoded.self != IgnoredPayload.self, location != .none {
            let keys = location == .body ? [] : format.payloadField?.keys ?? []
            do {
                payload = try PayloadAtPath<Decoded>.decode(
                    response.body, at: keys, ownKeys: EnvelopeReading.ownKeys(in: keys, format))
            } catch {
                observation.conditionsFailed = true
                let failure = DecodingFailure(error)
                let what = location == .body ? "body" : "payload"
                return .failure(observation, detail: "\(what) does not decode: \(failure)", decoding: failure)
            }
        }
        switch extract(EnvelopeContents(payload: payload, message: reading.message)) {
        case .success(let value):
            let facts = EnvelopeFacts(
                message: reading.message, code: reading.numericCode, statusCode: reading.statusCode,
                timestamp: observation.envelopeTimestamp)
            return .success(value, facts)
        case .failure(let unmet):
            observation.conditionsFailed = true
            // The payload did decode: a message or timestamp repeating one of its secrets (a token just issued) is
            // redacted too.
            let payloadSecrets = SecretRedactor(SecretCollector.secrets(in: payload as Any))
            observation.message = observation.message.map(payloadSecrets.redact)
            observation.envelopeTimestamp = observation.envelopeTimestamp.map {
                EnvelopeTimestamp(text: payloadSecrets.redact($0.text))
            }
            return .failure(observation, detail: unmet.description)
        }
    }
}

extension APIClientCore {
    /// The body as JSON, of a top-level object only `members` when given; bytes that are no UTF-8 (a server's broken
    /// message) read as U+FFFD, as Foundation's own decoder reads them, so such a message keeps the envelope's verdict.
    static func parse(_ body: Data, keepingTopLevelMembers members: Set<String>? = nil) -> JSONValue? {
        func parse(_ bytes: some Collection<UInt8>) -> JSONValue? {
            guard let members else { return try? JSONValue.parse(bytes) }
            return try? JSONValue.parse(bytes, keepingTopLevelMembers: members)
        }
        if let json = parse(body) { return json }
        guard String(data: body, encoding: .utf8) == nil else { return nil }
        return parse(Array(String(decoding: body, as: UTF8.self).utf8))
    }
}

extension DecodingFailure {
    /// Where a body is not the envelope: the field absent, or in another form.
    init(_ mismatch: EnvelopeReading.Mismatch) {
        let path = mismatch.field?.description ?? ""
        self.init(path: path, problem: mismatch.found == nil ? .missing : .typeMismatch(expected: mismatch.expected))
    }
}

extension EnvelopeTimestamp {
    /// A timestamp field as its text: a string as it is, a number as its digits; nil when absent or anything else.
    init?(_ value: JSONValue?) {
        switch value {
        case .string(let text)?: self.init(text: text)
        case .int(let number)?: self.init(text: String(number))
        case .double(let number)?: self.init(text: LenientText.canonical(number))
        default: return nil
        }
    }
}
