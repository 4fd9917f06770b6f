import Foundation

/// The answer a failure came in, kept where the endpoint's contract says failures of its class still carry data the
/// app needs (`failureData:`): read typed with ``APIError/failureData(as:)``. It is never printed, logged or
/// reported; its description says only that it is there.
public struct FailureBody: Sendable, Hashable, CustomStringConvertible, CustomReflectable {
    /// The body's bytes, decoded only when asked for.
    let body: Data
    /// The keys from the body down to the payload; empty: the body itself.
    let keys: [String]
    /// The envelope's own keys beside the payload's fields.
    let ownKeys: [String]

    /// `failure data (120 bytes)`: never the data itself.
    public var description: String { "failure data (\(body.count) bytes)" }
    /// No children: `dump` and debuggers show no byte of the data either.
    public var customMirror: Mirror { Mirror(self, children: [:]) }

    /// The payload decoded as `type`; nil when it is absent or does not decode (the failure stays what its class
    /// says).
    func decoded<Value: Decodable>(as type: Value.Type) -> Value? {
        (try? PayloadAtPath<Value>.decode(body, at: keys, ownKeys: ownKeys)) ?? nil
    }
}

extension APIError {
    /// The data the failure kept, decoded as `type` (the endpoint's `failureData` type); nil when the endpoint keeps
    /// no data for this class, or the answer had none, or it does not decode as `type`: the failure stays classified
    /// either way.
    public func failureData<Value: Decodable>(as type: Value.Type) -> Value? {
        failureBody?.decoded(as: type)
    }
}

extension APIClientCore {
    /// The body of a failed answer, kept for its data when the endpoint keeps data for some class.
    static func failureBody(_ body: Data, spec: EndpointSpec, location: PayloadLocation) -> FailureBody? {
        guard !spec.payloadRules.failureDataClasses.isEmpty else { return nil }
        let keys = location == .body ? [] : spec.envelope.payloadField?.keys ?? []
        return FailureBody(body: body, keys: keys, ownKeys: EnvelopeReading.ownKeys(in: keys, spec.envelope))
    }

    /// The payload of a parsed body as JSON, where the payload rules read its fields (``EnvelopeReading``'s payload,
    /// the body itself where the endpoint's payload is the body).
    static func payloadJSON(_ json: JSONValue, format: EnvelopeFormat, location: PayloadLocation) -> JSONValue? {
        var format = format
        if location == .body { format.payloadField = nil }
        return EnvelopeReading.payload(in: json, format)
    }
}
