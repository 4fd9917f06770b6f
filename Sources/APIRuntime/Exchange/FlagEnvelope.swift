import Foundation
@_spi(Generated) import WireVocabulary

/// A coding key made from a contract's field name at run time.
struct ContractFieldKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// A flag envelope decoded in one pass: the payload is decoded only when the flag says success, and a payload
/// that fails to decode is kept as an error instead of failing the whole envelope.
struct FlagEnvelope<Contract: APIContract, Payload: Decodable>: Decodable {
    var success: Bool
    var code: Int?
    var errorCode: String?
    var message: String?
    var statusCode: Int?
    var timestamp: EnvelopeTimestamp?
    var payload: Payload?
    var payloadError: (any Error)?

    init(from decoder: any Decoder) throws {
        let format = Contract.envelope
        let container = try decoder.container(keyedBy: ContractFieldKey.self)
        success = try container.decode(Bool.self, forKey: ContractFieldKey(format.successField ?? "success"))
        if let field = format.codeField {
            code = try? container.decodeLenientIfPresent(
                Int.self, forKey: ContractFieldKey(field), accepting: [.int, .numericString])
        }
        if let field = format.errorCodeField {
            errorCode = try? container.decodeIfPresent(String.self, forKey: ContractFieldKey(field))
        }
        if let field = format.messageField {
            message = try? container.decodeIfPresent(String.self, forKey: ContractFieldKey(field))
        }
        if let field = format.statusCodeField {
            statusCode = try? container.decodeLenientIfPresent(
                Int.self, forKey: ContractFieldKey(field), accepting: [.int, .numericString])
        }
        if let field = format.timestampField {
            timestamp = container.decodeTimestampIfPresent(forKey: ContractFieldKey(field))
        }
        if success, Payload.self != IgnoredPayload.self, let field = format.payloadField {
            do {
                payload = try container.decodeIfPresent(Payload.self, forKey: ContractFieldKey(field))
            } catch {
                payloadError = error
            }
        }
    }
}

extension KeyedDecodingContainer {
    /// A timestamp field as its text: a string as it is, a number as its digits; nil when absent or anything else.
    /// Envelope fields never fail the envelope, so a malformed one is dropped rather than thrown.
    func decodeTimestampIfPresent(forKey key: Key) -> EnvelopeTimestamp? {
        if let text = try? decodeIfPresent(String.self, forKey: key) { return EnvelopeTimestamp(text: text) }
        if let number = try? decodeIfPresent(Int64.self, forKey: key) { return EnvelopeTimestamp(text: "\(number)") }
        if let number = try? decodeIfPresent(Double.self, forKey: key) { return EnvelopeTimestamp(text: "\(number)") }
        return nil
    }
}

/// The payload type of endpoints whose payload is not read (message-only endpoints, the message-as-URL upload).
struct IgnoredPayload: Decodable, Sendable, Hashable {
    init() {}
    init(from decoder: any Decoder) throws {}
}
