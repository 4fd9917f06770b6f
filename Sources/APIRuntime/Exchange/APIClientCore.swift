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
    /// Who is told what each call does; nil: nobody.
    public let observer: (any APIObserver)?
    let sleeper: any RetrySleeper
    let jitter: @Sendable () -> Double
    /// Where the values computed per call (timestamps, nonces) come from.
    let perCallValues: PerCallValueSource
    /// Who signs the requests of signed endpoints; nil: such an endpoint's calls are refused before sending.
    let signer: (any RequestSigner)?
    /// The default server's base URL, judged once.
    let defaultBase: ServerBase
    /// The base URLs of the contract's other named servers, by name, each judged once.
    let serverBases: [String: ServerBase]
    /// What every call of this core changes of how it is sent (``with(_:)``); none by default.
    public internal(set) var callOptions = CallOptions.none

    /// Creates the core of a client of `Contract`.
    ///
    /// - Parameters:
    ///   - baseURL: The default server's base URL.
    ///   - servers: The base URL of each other named server of the contract, by its name in the contract; an
    ///     endpoint of a server missing here is refused before sending, never sent to another server.
    ///   - allowsInsecureHTTP: Allow an `http` base URL on a host that is not loopback; every token then travels in
    ///     clear text. Off by default: such a client refuses every call to that server before sending anything.
    ///   - observer: Receives every call's events (``APIEvent``), which carry no secret; nil observes nothing.
    ///   - jitter: a source of values in `0..<1` for retry backoff; tests pass a constant.
    ///   - perCallValues: Where the values the contract computes per call (timestamps, nonces) come from; the system
    ///     clock and secure random text by default.
    ///   - signer: Signs the requests of the contract's signed endpoints; without one, their calls are refused before
    ///     sending.
    public init(
        baseURL: URL, servers: [String: URL] = [:], transport: any HTTPTransport,
        sleeper: any RetrySleeper = TaskSleeper(),
        allowsInsecureHTTP: Bool = false, observer: (any APIObserver)? = nil,
        jitter: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
        perCallValues: PerCallValueSource = .system, signer: (any RequestSigner)? = nil
    ) {
        self.baseURL = baseURL
        self.transport = transport
        self.sleeper = sleeper
        self.allowsInsecureHTTP = allowsInsecureHTTP
        self.observer = observer
        self.jitter = jitter
        self.perCallValues = perCallValues
        self.signer = signer
        defaultBase = ServerBase(name: nil, url: baseURL, allowsInsecureHTTP: allowsInsecureHTTP)
        serverBases = servers.reduce(into: [:]) { bases, server in
            bases[server.key] = ServerBase(name: server.key, url: server.value, allowsInsecureHTTP: allowsInsecureHTTP)
        }
    }

    /// The base URL of the named server `name`; the default server's when the client was given none for it.
    public func url(ofServer name: String) -> URL { serverBases[name]?.url ?? baseURL }

    /// The response size limit of `operation`: its own, else the contract's.
    public func maxResponseBytes(of operation: Contract.Operation) -> Int {
        maxResponseBytes(of: operation.spec)
    }

    /// The response size limit of an endpoint of `spec`: its own, else the contract's.
    func maxResponseBytes(of spec: EndpointSpec) -> Int {
        spec.maxResponseBytes ?? Contract.maxResponseBytes
    }

    /// Sends `request` and reads the answer with `read`, given the endpoint's answer spec, retrying idempotent
    /// endpoints on retryable failures. The operation's spec is taken once: it is a large value, and each look at it
    /// through the generic operation is a copy.
    func exchange<Payload: Sendable>(
        _ prepared: PreparedRequest, operation: Contract.Operation,
        read: (HTTPResponse, AnswerSpec) -> ResponseEvaluation<Payload>
    ) async throws(Failure) -> Payload {
        defer { prepared.removeTemporaryFiles() }
        let spec = operation.spec
        let prepared = spec.signedValues.isEmpty ? prepared : try await signed(prepared, operation: operation)
        let policy = spec.retry == .idempotent ? Contract.retryPolicy : .never
        // Made when a text must pass it: a success nobody records needs none (a long token makes a large one).
        lazy var redactor = SecretRedactor(prepared.secrets)
        let log = CallLog(observer: observer, call: prepared.call, endpoint: spec.name)
        let clock = ContinuousClock()
        let start = clock.now
        var attempt = 1
        while true {
            log.emit(.attemptStarted(attempt: attempt))
            let failed: FailedAttempt
            switch await self.attempt(prepared, answer: spec.answer, number: attempt, log: log, read: read) {
            case .success(let answer):
                log.emit(.succeeded(attempts: attempt, duration: clock.now - start))
                if let recorder = MetadataRecorder.current {
                    recorder.record(metadata(of: answer, operation: operation, attempts: attempt, redactor: redactor))
                }
                return answer.payload
            case .failure(let failure): failed = failure
            }
            let errorClass = Contract.classify(failed.observation, operation: operation)
            var failure = Failure(
                errorClass: errorClass, observation: failed.observation, detail: failed.detail, attempts: attempt
            ).redacting(redactor)
            if spec.payloadRules.failureDataClasses.contains(errorClass.name) {
                failure.failureBody = failed.failureBody
            }
            log.emit(.classified(attempt: attempt, APIEvent.Classification(failure)))
            guard errorClass.isRetryable, attempt < policy.maxAttempts, !Task.isCancelled else {
                log.emit(.failed(attempts: attempt, duration: clock.now - start, errorClass: errorClass))
                throw failure
            }
            let now = Date()
            let delay = policy.delay(afterAttempt: attempt, retryAfter: failed.retryAfter, now: now, random: jitter())
            let source: APIEvent.RetryReason.Source =
                failed.retryAfter.flatMap { RetryAfter.parse($0, now: now) } == nil ? .backoff : .retryAfter
            log.emit(
                .retryScheduled(
                    afterAttempt: attempt, delay: delay,
                    reason: APIEvent.RetryReason(errorClass: errorClass, source: source)))
            do {
                try await sleeper.sleep(for: delay)
            } catch {
                let cancelled = cancelled(operation, carriedCredentials: prepared.carriesCredentials, attempts: attempt)
                log.emit(.classified(attempt: attempt, APIEvent.Classification(cancelled)))
                log.emit(.failed(attempts: attempt, duration: clock.now - start, errorClass: cancelled.errorClass))
                throw cancelled
            }
            attempt += 1
        }
    }

    /// One send and read: the payload with its answer, or the facts of the failure before they are classified.
    private func attempt<Payload: Sendable>(
        _ prepared: PreparedRequest, answer: AnswerSpec, number: Int, log: CallLog,
        read: (HTTPResponse, AnswerSpec) -> ResponseEvaluation<Payload>
    ) async -> Result<Answer<Payload>, FailedAttempt> {
        let carried = prepared.carriesCredentials
        let clock = ContinuousClock()
        let sent = clock.now
        let response: HTTPResponse
        do throws(TransportFault) {
            response = try await send(prepared)
            // A transport that does not enforce the limit itself still never hands an oversized body onwards.
            if let limit = prepared.request.maxResponseBytes, response.body.count > limit {
                throw TransportFault.responseTooLarge(limit: limit)
            }
        } catch {
            log.emit(.transportFailed(attempt: number, fault: error, duration: clock.now - sent))
            let observation = ExchangeObservation(transportFault: error, carriedCredentials: carried)
            return .failure(FailedAttempt(observation: observation, detail: ResponseFacts.detail(of: error)))
        }
        log.emit(
            .responseReceived(
                attempt: number, status: response.statusCode, duration: clock.now - sent,
                byteCount: response.body.count))
        switch read(response, answer) {
        case .success(let payload, let facts):
            return .success(Answer(payload: payload, response: response, facts: facts))
        case .failure(let failed):
            if let decoding = failed.decoding {
                log.emit(.decodingFailed(attempt: number, decoding.redacting(SecretRedactor(prepared.secrets))))
            }
            return .failure(failed)
        }
    }

    func cancelled(_ operation: Contract.Operation, carriedCredentials: Bool, attempts: Int) -> Failure {
        let observation = ExchangeObservation(transportFault: .cancelled, carriedCredentials: carriedCredentials)
        return Failure(
            errorClass: Contract.classify(observation, operation: operation), observation: observation,
            attempts: attempts)
    }

    /// A failure made before sending: the caller's input breaks a documented limit. The observer sees it as a call
    /// refused before sending.
    public func rejectedInput(_ detail: String, operation: Contract.Operation) -> Failure {
        rejectedInput(detail, operation: operation, call: .next())
    }

    func rejectedInput(_ detail: String, operation: Contract.Operation, call: APICallID) -> Failure {
        // Nothing was sent, so nothing carried credentials.
        let observation = ExchangeObservation(localRejection: .invalidInput, carriedCredentials: false)
        let failure = Failure(
            errorClass: Contract.classify(observation, operation: operation), observation: observation,
            detail: detail, attempts: 0)
        CallLog(observer: observer, call: call, endpoint: operation.spec.name).emitRefusal(failure)
        return failure
    }
}

/// A successful attempt: the payload and the answer it came from.
struct Answer<Payload: Sendable> {
    var payload: Payload
    var response: HTTPResponse
    var facts: EnvelopeFacts
}
