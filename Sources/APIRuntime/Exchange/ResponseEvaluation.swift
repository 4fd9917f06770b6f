import Foundation

/// What reading one response yielded: the payload with the envelope's own fields, or the facts of the failure for the
/// rules to classify (and, when the body did not decode, where).
enum ResponseEvaluation<Payload: Sendable> {
    case success(Payload, EnvelopeFacts)
    case failure(ExchangeObservation, detail: String?, decoding: DecodingFailure? = nil)
}

/// The envelope fields of a successful answer besides its payload, as the contract names them.
struct EnvelopeFacts: Sendable {
    var message: String?
    var code: Int?
    var statusCode: Int?
    var timestamp: EnvelopeTimestamp?
}

/// The parts of a successful flag envelope an endpoint may read its payload from.
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

extension APIClientCore {
    /// Reads a response of a flag envelope: success only when HTTP is 2xx, the flag is true and `extract` accepts.
    func readFlagEnvelope<Decoded: Decodable & Sendable, Payload: Sendable>(
        _ response: HTTPResponse, carriedToken: Bool, decoding: Decoded.Type,
        extract: (EnvelopeContents<Decoded>) -> Result<Payload, UnmetCondition>
    ) -> ResponseEvaluation<Payload> {
        var observation = ExchangeObservation(
            httpStatus: response.statusCode, carriedToken: carriedToken, body: .notJSON)
        let envelope: FlagEnvelope<Contract, Decoded>
        do {
            envelope = try JSONDecoder().decode(FlagEnvelope<Contract, Decoded>.self, from: response.body)
        } catch {
            guard (try? JSONValue.parse(response.body)) != nil else {
                return .failure(observation, detail: nil, decoding: DecodingFailure(path: "", problem: .notJSON))
            }
            observation.body = .notEnvelope
            return .failure(observation, detail: nil, decoding: DecodingFailure(error))
        }
        observation.body = .envelope(success: envelope.success)
        observation.message = envelope.message
        observation.envelopeStatusCode = envelope.statusCode
        observation.envelopeTimestamp = envelope.timestamp
        if !envelope.success {
            observation.failureCode = envelope.code
            observation.failureErrorCode = envelope.errorCode
        }
        guard envelope.success, (200..<300).contains(response.statusCode) else {
            return .failure(observation, detail: nil)
        }
        if let payloadError = envelope.payloadError {
            observation.conditionsFailed = true
            let failure = DecodingFailure(payloadError)
            return .failure(observation, detail: "payload does not decode: \(failure)", decoding: failure)
        }
        switch extract(EnvelopeContents(payload: envelope.payload, message: envelope.message)) {
        case .success(let payload):
            let facts = EnvelopeFacts(
                message: envelope.message, code: envelope.code, statusCode: envelope.statusCode,
                timestamp: envelope.timestamp)
            return .success(payload, facts)
        case .failure(let unmet):
            observation.conditionsFailed = true
            // The payload did decode: a message or timestamp repeating one of its secrets (a token just issued) is
            // redacted too.
            let payloadSecrets = SecretRedactor(SecretCollector.secrets(in: envelope.payload as Any))
            observation.message = observation.message.map(payloadSecrets.redact)
            observation.envelopeTimestamp = observation.envelopeTimestamp.map {
                EnvelopeTimestamp(text: payloadSecrets.redact($0.text))
            }
            return .failure(observation, detail: unmet.description)
        }
    }

    /// Reads a response of a contract without envelope: 2xx bodies are the payload; other statuses are failures
    /// whose JSON body may carry an error code and message.
    func readBareBody<Decoded: Decodable & Sendable, Payload: Sendable>(
        _ response: HTTPResponse, carriedToken: Bool, decoding: Decoded.Type,
        extract: (Decoded) -> Result<Payload, UnmetCondition>
    ) -> ResponseEvaluation<Payload> {
        var observation = ExchangeObservation(
            httpStatus: response.statusCode, carriedToken: carriedToken, body: .notJSON)
        let isSuccess = (200..<300).contains(response.statusCode)
        let json = try? JSONValue.parse(response.body)
        guard let object = json?.object else {
            if json != nil {
                observation.body = .json
                let failure = DecodingFailure(path: "", problem: .typeMismatch(expected: "an object"))
                return .failure(observation, detail: nil, decoding: isSuccess ? failure : nil)
            }
            return .failure(observation, detail: nil, decoding: DecodingFailure(path: "", problem: .notJSON))
        }
        observation.body = .json
        let format = Contract.envelope
        guard isSuccess else {
            observation.failureErrorCode = format.errorCodeField.flatMap { object[$0]?.stringValue }
            observation.message = format.messageField.flatMap { object[$0]?.stringValue }
            observation.envelopeStatusCode = format.statusCodeField.flatMap { object[$0]?.integerValue }
            observation.envelopeTimestamp = format.timestampField.flatMap { EnvelopeTimestamp(object[$0]) }
            return .failure(observation, detail: nil)
        }
        let decoded: Decoded
        do {
            decoded = try JSONDecoder().decode(Decoded.self, from: response.body)
        } catch {
            observation.conditionsFailed = true
            let failure = DecodingFailure(error)
            return .failure(observation, detail: "body does not decode: \(failure)", decoding: failure)
        }
        switch extract(decoded) {
        case .success(let payload):
            return .success(payload, EnvelopeFacts())
        case .failure(let unmet):
            observation.conditionsFailed = true
            return .failure(observation, detail: unmet.description)
        }
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
