/// What a generated client module tells the shared runtime about its contract.
///
/// Everything that differs between APIs (header rules, error classes and the rules that pick them; each endpoint's
/// envelope is in its ``EndpointSpec``) is generated from the contract; everything that is the same lives in this
/// runtime.
public protocol APIContract: Sendable {
    /// The contract's error classes, generated as an enum.
    associatedtype ErrorClass: APIErrorClass
    /// The contract's endpoints, generated as constants.
    associatedtype Operation: APIOperation

    /// Which headers every request sends, which carry credentials, which are never sent.
    static var headerPolicy: HeaderPolicy { get }
    /// The bounded retry policy of idempotent endpoints.
    static var retryPolicy: RetryPolicy { get }
    /// The response size limit in bytes (after decompression) of endpoints without their own: a client policy
    /// (the contract's `clientPolicy.maxResponseBytes`), not a fact of the docs.
    static var maxResponseBytes: Int { get }

    /// Picks the class of a failed exchange by the contract's ordered rules (first match wins).
    static func classify(_ observation: ExchangeObservation, operation: Operation) -> ErrorClass
}

/// One endpoint of a contract.
public protocol APIOperation: Sendable, Hashable {
    /// The endpoint's fixed request facts: method, path, credentials, role, retry mode.
    var spec: EndpointSpec { get }
}

/// A contract's error class and the client action it prescribes.
public protocol APIErrorClass: Sendable, Hashable, CustomStringConvertible {
    /// The canonical name, e.g. `sessionExpired`.
    var name: String { get }
    /// The session that made the request must be dropped (if it is still the current one).
    var invalidatesSession: Bool { get }
    /// Stored credentials stay.
    var keepsCredentials: Bool { get }
    /// The client may retry automatically; only idempotent endpoints ever are.
    var isRetryable: Bool { get }
    /// Bearer APIs: refresh the session once and replay the request.
    var refreshes: Bool { get }
    /// The session state this class ends in, where the docs name one.
    var endsInSessionState: SessionState? { get }
}

extension APIErrorClass {
    /// The canonical name.
    public var description: String { name }
}
