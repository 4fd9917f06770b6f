import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The machinery every generated client shares: build a request from the contract's header rules, send it,
/// retry idempotent reads within the contract's policy, decode the envelope, check the endpoint's success
/// conditions and classify failures with the contract's rules.
public struct APIClientCore<Contract: APIContract>: Sendable {
    public typealias Failure = APIError<Contract.ErrorClass>

    public let baseURL: URL
    public let transport: any HTTPTransport
    let sleeper: any RetrySleeper
    let jitter: @Sendable () -> Double

    /// - Parameters:
    ///   - jitter: a source of values in `0..<1` for retry backoff; tests pass a constant.
    public init(
        baseURL: URL, transport: any HTTPTransport, sleeper: any RetrySleeper = TaskSleeper(),
        jitter: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.baseURL = baseURL
        self.transport = transport
        self.sleeper = sleeper
        self.jitter = jitter
    }

    /// Sends `request` and reads the answer with `read`, retrying idempotent endpoints on retryable failures.
    func exchange<Payload: Sendable>(
        _ prepared: PreparedRequest, operation: Contract.Operation,
        read: (HTTPResponse) -> ResponseEvaluation<Payload>
    ) async throws(Failure) -> Payload {
        defer { prepared.removeTemporaryFiles() }
        let spec = operation.spec
        let policy = spec.retry == .idempotent ? Contract.retryPolicy : .never
        var attempt = 1
        while true {
            let observation: ExchangeObservation
            var detail: String?
            var retryAfter: String?
            do {
                let response = try await transport.send(prepared.request)
                switch read(response) {
                case .success(let payload):
                    return payload
                case .failure(var failed, let failedDetail):
                    // Servers sometimes echo what they were sent; the error must never carry the token.
                    failed.message = failed.message.map { Self.redacting(prepared.secrets, in: $0) }
                    observation = failed
                    detail = failedDetail
                    retryAfter = response.value(forHeader: "Retry-After")
                }
            } catch {
                observation = ExchangeObservation(transportFault: error, carriedToken: spec.carriesToken)
            }
            let errorClass = Contract.classify(observation, operation: operation)
            let failure = Failure(errorClass: errorClass, observation: observation, detail: detail, attempts: attempt)
            guard errorClass.isRetryable, attempt < policy.maxAttempts, !Task.isCancelled else { throw failure }
            let delay = policy.delay(afterAttempt: attempt, retryAfter: retryAfter, now: Date(), random: jitter())
            do {
                try await sleeper.sleep(for: delay)
            } catch {
                throw cancelled(operation, attempts: attempt)
            }
            attempt += 1
        }
    }

    static func redacting(_ secrets: [Secret], in text: String) -> String {
        secrets.reduce(text) { text, secret in
            let value = secret.reveal()
            return value.isEmpty ? text : text.replacingOccurrences(of: value, with: "<redacted>")
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
