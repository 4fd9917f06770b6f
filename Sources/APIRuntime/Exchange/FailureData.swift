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
