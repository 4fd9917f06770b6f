import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The machinery every generated client shares: build a request from the contract's header rules, send it,
/// retry idempotent reads within the contract's policy, decode the envelope, check the endpoint's success
/// conditions and classify failures with the contract's rules.
///
/// Nothing the server sends is trusted (docs/threat-model.md): the base URL must be `https` (or loopback, or
/// explicitly allowed), a body over the endpoint's size limit is refused, a 3xx is a failure that names only the
/// origin it pointed at, and every text of an error passes the redactor of the secrets its request carried.
///
/// Only generated clients use it (`@_spi(Generated) import APIRuntime`); apps use the generated client.
@_spi(Generated)
public struct APIClientCore<Contract: APIContract>: Sendable {
    /// A classified failure of one of the contract's calls.
    public typealias Failure = APIError<Contract.ErrorClass>

    /// The base URL every endpoint path is relative to.
    public let baseURL: URL
    /// How requests travel.
    public let transport: any HTTPTransport
    /// Whether a plain `http` base URL on a host that is not loopback was explicitly allowed.
    public let allowsInsecureHTTP: Bool
    let sleeper: any RetrySleeper
    let jitter: @Sendable () -> Double

    /// Creates the core of a client of `Contract`.
    ///
    /// - Parameters:
    ///   - allowsInsecureHTTP: Allow an `http` base URL on a host that is not loopback; every token then travels in
    ///     clear text. Off by default: such a client refuses every call before sending anything.
    ///   - jitter: a source of values in `0..<1` for retry backoff; tests pass a constant.
    public init(
        baseURL: URL, transport: any HTTPTransport, sleeper: any RetrySleeper = TaskSleeper(),
        allowsInsecureHTTP: Bool = false, jitter: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.baseURL = baseURL
        self.transport = transport
        self.sleeper = sleeper
        self.allowsInsecureHTTP = allowsInsecureHTTP
        self.jitter = jitter
    }

    /// The response size limit of `operation`: its own, else the contract's.
    public func maxResponseBytes(of operation: Contract.Operation) -> Int {
        operation.spec.maxResponseBytes ?? Contract.maxResponseBytes
    }

    /// Sends `request` and reads the answer with `read`, retrying idempotent endpoints on retryable failures.
    func exchange<Payload: Sendable>(
        _ prepared: PreparedRequest, operation: Contract.Operation,
        read: (HTTPResponse) -> ResponseEvaluation<Payload>
    ) async throws(Failure) -> Payload {
        defer { prepared.removeTemporaryFiles() }
        let spec = operation.spec
        let policy = spec.retry == .idempotent ? Contract.retryPolicy : .never
        let redactor = SecretRedactor(prepared.secrets)
        var attempt = 1
        while true {
            let failed: FailedAttempt
            switch await self.attempt(prepared, operation: operation, read: read) {
            case .success(let payload): return payload
            case .failure(let failure): failed = failure
            }
            let errorClass = Contract.classify(failed.observation, operation: operation)
            let failure = Failure(
                errorClass: errorClass, observation: failed.observation, detail: failed.detail, attempts: attempt
            ).redacting(redactor)
            guard errorClass.isRetryable, attempt < policy.maxAttempts, !Task.isCancelled else { throw failure }
            let delay = policy.delay(
                afterAttempt: attempt, retryAfter: failed.retryAfter, now: Date(), random: jitter())
            do {
                try await sleeper.sleep(for: delay)
            } catch {
                throw cancelled(operation, attempts: attempt)
            }
            attempt += 1
        }
    }

    /// One send and read: the payload, or the facts of the failure before they are classified.
    private func attempt<Payload: Sendable>(
        _ prepared: PreparedRequest, operation: Contract.Operation,
        read: (HTTPResponse) -> ResponseEvaluation<Payload>
    ) async -> Result<Payload, FailedAttempt> {
        let carriedToken = operation.spec.carriesToken
        let response: HTTPResponse
        do throws(TransportFault) {
            response = try await transport.send(prepared.request)
            // A transport that does not enforce the limit itself still never hands an oversized body onwards.
            if let limit = prepared.request.maxResponseBytes, response.body.count > limit {
                throw TransportFault.responseTooLarge(limit: limit)
            }
        } catch {
            let observation = ExchangeObservation(transportFault: error, carriedToken: carriedToken)
            return .failure(FailedAttempt(observation: observation, detail: ResponseFacts.detail(of: error)))
        }
        // A redirect's body is not the API's answer: only its status is classified, so no code in it can pick a class.
        if let redirect = ResponseFacts.redirectDetail(response, requestURL: prepared.request.url) {
            let observation = ExchangeObservation(httpStatus: response.statusCode, carriedToken: carriedToken)
            return .failure(FailedAttempt(observation: observation, detail: redirect))
        }
        switch read(response) {
        case .success(let payload):
            return .success(payload)
        case .failure(let observation, let detail):
            return .failure(
                FailedAttempt(
                    observation: observation, detail: detail, retryAfter: response.value(forHeader: "Retry-After")))
        }
    }

    func cancelled(_ operation: Contract.Operation, attempts: Int) -> Failure {
        let observation = ExchangeObservation(transportFault: .cancelled, carriedToken: operation.spec.carriesToken)
        return Failure(
            errorClass: Contract.classify(observation, operation: operation), observation: observation,
            attempts: attempts)
    }

    /// A failure made before sending: the caller's input breaks a documented limit.
    public func rejectedInput(_ detail: String, operation: Contract.Operation) -> Failure {
        let observation = ExchangeObservation(
            localRejection: .invalidInput, carriedToken: operation.spec.carriesToken)
        return Failure(
            errorClass: Contract.classify(observation, operation: operation), observation: observation,
            detail: detail, attempts: 0)
    }
}

/// The facts of one failed attempt, before the contract's rules classify them.
struct FailedAttempt: Error {
    var observation: ExchangeObservation
    var detail: String?
    var retryAfter: String?
}
