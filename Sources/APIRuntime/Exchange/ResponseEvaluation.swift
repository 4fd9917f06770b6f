import Foundation

/// What reading one response yielded: the payload, or the facts of the failure for the rules to classify.
enum ResponseEvaluation<Payload: Sendable> {
    case success(Payload)
    case failure(ExchangeObservation, detail: String?)
}

/// The parts of a successful flag envelope an endpoint may read its payload from.
public struct EnvelopeContents<Decoded: Sendable>: Sendable {
    /// The decoded payload field; nil when absent or null.
    public var payload: Decoded?
    /// The envelope's message (the Zing upload returns its file URL here).
    public var message: String?
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
            observation.body = JSONShape.isJSON(response.body) ? .notEnvelope : .notJSON
            return .failure(observation, detail: nil)
        }
        observation.body = .envelope(success: envelope.success)
        observation.message = envelope.message
        if !envelope.success {
            observation.failureCode = envelope.code
            observation.failureErrorCode = envelope.errorCode
        }
        guard envelope.success, (200..<300).contains(response.statusCode) else {
            return .failure(observation, detail: nil)
        }
        if let payloadError = envelope.payloadError {
            observation.conditionsFailed = true
            return .failure(
                observation, detail: "payload does not decode: \(DecodingProblem.summary(of: payloadError))")
        }
        switch extract(EnvelopeContents(payload: envelope.payload, message: envelope.message)) {
        case .success(let payload):
            return .success(payload)
        case .failure(let unmet):
            observation.conditionsFailed = true
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
        guard let object = JSONShape.object(response.body) else {
            if JSONShape.isJSON(response.body) { observation.body = .json }
            return .failure(observation, detail: nil)
        }
        observation.body = .json
        let format = Contract.envelope
        guard (200..<300).contains(response.statusCode) else {
            observation.failureErrorCode = format.errorCodeField.flatMap { object[$0] as? String }
            observation.message = format.messageField.flatMap { object[$0] as? String }
            return .failure(observation, detail: nil)
        }
        let decoded: Decoded
        do {
            decoded = try JSONDecoder().decode(Decoded.self, from: response.body)
        } catch {
            observation.conditionsFailed = true
            return .failure(observation, detail: "body does not decode: \(DecodingProblem.summary(of: error))")
        }
        switch extract(decoded) {
        case .success(let payload):
            return .success(payload)
        case .failure(let unmet):
            observation.conditionsFailed = true
            return .failure(observation, detail: unmet.description)
        }
    }
}

/// Cheap structural checks used only on failure paths.
enum JSONShape {
    static func isJSON(_ data: Data) -> Bool {
        !data.isEmpty && (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil
    }

    static func object(_ data: Data) -> [String: Any]? {
        guard !data.isEmpty else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }
}

/// Turns a decoding error into a short text that names where it failed, never the offending value.
enum DecodingProblem {
    static func summary(of error: any Error) -> String {
        guard let decodingError = error as? DecodingError else { return "unreadable" }
        switch decodingError {
        case .keyNotFound(let key, let context):
            return "missing '\(path(context.codingPath + [key]))'"
        case .valueNotFound(_, let context):
            return "null at '\(path(context.codingPath))'"
        case .typeMismatch(let type, let context):
            return "'\(path(context.codingPath))' is not \(type)"
        case .dataCorrupted(let context):
            return "invalid value at '\(path(context.codingPath))'"
        @unknown default:
            return "unreadable"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
}
