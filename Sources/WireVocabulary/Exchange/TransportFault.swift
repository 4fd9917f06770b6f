/// Why a request produced no usable response: what a transport reports, and what an ``ExchangeObservation`` records
/// for the rules (`transport:`) to classify.
public enum TransportFault: Error, Sendable, Equatable {
    /// The caller cancelled the request.
    case cancelled
    /// The request timed out.
    case timeout
    /// The device has no usable network connection.
    case offline
    /// The host could not be resolved or refused the connection.
    case cannotConnect
    /// The connection broke mid-exchange, including a response body cut short.
    case connectionLost
    /// Any other failure, with its `NSURLErrorDomain` (or underlying) error code.
    case other(code: Int)
    /// The response body is larger than the request's size limit (decompressed bytes count);
    /// reading stopped there.
    case responseTooLarge(limit: Int)
}

extension TransportFault {
    /// The fault without its details, as contract rules name it.
    public var kind: TransportFaultKind {
        switch self {
        case .cancelled: .cancelled
        case .timeout: .timeout
        case .offline: .offline
        case .cannotConnect: .cannotConnect
        case .connectionLost: .connectionLost
        case .other: .other
        case .responseTooLarge: .responseTooLarge
        }
    }
}
