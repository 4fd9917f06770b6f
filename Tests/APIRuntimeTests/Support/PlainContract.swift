@_spi(Generated) import APIRuntime
import Foundation

/// A small contract written by hand the way the generator writes one, so the shared core can be tested without a
/// generated module: a flag envelope, an `X-Access-Token` header, and rules that put the client-policy refusals first.
enum PlainContract: APIContract {
    enum ErrorClass: String, APIErrorClass, CaseIterable {
        case cancelled, connectivity, rejected, invalidResponse, business

        var name: String { rawValue }
        var invalidatesSession: Bool { false }
        var keepsCredentials: Bool { true }
        var isRetryable: Bool { self == .connectivity }
        var refreshes: Bool { false }
        var endsInSessionState: SessionState? { nil }
    }

    struct Operation: APIOperation {
        let spec: EndpointSpec
    }

    static let envelope = EnvelopeFormat(
        style: .flag, successField: "success", codeField: "code", errorCodeField: "errorCode",
        messageField: "message", payloadField: "result")
    static let headerPolicy = HeaderPolicy(
        always: [HTTPHeader(name: "Accept", value: "application/json")],
        jsonBody: [HTTPHeader(name: "Content-Type", value: "application/json")], token: .header(name: "X-Access-Token"))
    static let retryPolicy = RetryPolicy(maxAttempts: 3, baseDelay: .zero, maxDelay: .zero, retryAfterCap: .zero)
    static let maxResponseBytes = 4096

    static func classify(_ observation: ExchangeObservation, operation: Operation) -> ErrorClass {
        if observation.isTransportFault([.cancelled]) { return .cancelled }
        if observation.isTransportFault([.timeout, .offline, .cannotConnect, .connectionLost, .other]) {
            return .connectivity
        }
        if observation.isLocalRejection([.invalidInput]) { return .rejected }
        if observation.isTransportFault([.responseTooLarge]) { return .invalidResponse }
        if observation.httpStatus(in: [300...399]) { return .invalidResponse }
        if observation.isEnvelopeFailure { return .business }
        if observation.httpStatus(in: [500...599]) { return .connectivity }
        if observation.isNotJSON { return .connectivity }
        return .invalidResponse
    }

    static let read = Operation(
        spec: EndpointSpec(
            name: "read", method: .get, path: "/read", carriesToken: true, sendsTenant: false, role: .read,
            retry: .idempotent, envelope: envelope))
    static let write = Operation(
        spec: EndpointSpec(
            name: "write", method: .post, path: "/write", carriesToken: true, sendsTenant: false, role: .write,
            retry: .never, envelope: envelope))
    static let large = Operation(
        spec: EndpointSpec(
            name: "large", method: .post, path: "/large", carriesToken: true, sendsTenant: false, role: .write,
            retry: .never, envelope: envelope, maxResponseBytes: 1 << 20))
    static let small = Operation(
        spec: EndpointSpec(
            name: "small", method: .get, path: "/small", carriesToken: true, sendsTenant: false, role: .read,
            retry: .idempotent, envelope: envelope, maxResponseBytes: 1024))
}

/// A transport that records every request and answers with `answer`.
final class StubTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [HTTPRequest] = []
    private let answer: @Sendable (HTTPRequest) throws(TransportFault) -> HTTPResponse

    init(_ answer: @escaping @Sendable (HTTPRequest) throws(TransportFault) -> HTTPResponse) {
        self.answer = answer
    }

    convenience init(status: Int, headers: [String: String] = [:], body: String) {
        self.init { _ in
            HTTPResponse(
                statusCode: status, headers: headers.map { HTTPHeader(name: $0.key, value: $0.value) },
                body: Data(body.utf8))
        }
    }

    var requests: [HTTPRequest] { lock.withLock { recorded } }

    func send(_ request: HTTPRequest) async throws(TransportFault) -> HTTPResponse {
        lock.withLock { recorded.append(request) }
        return try answer(request)
    }
}

/// Never waits between retries.
struct NoWait: RetrySleeper {
    func sleep(for duration: Duration) async throws { try Task.checkCancellation() }
}

extension APIClientCore where Contract == PlainContract {
    /// A core over `transport` at `baseURL`, retrying without waiting.
    static func plain(
        _ transport: any HTTPTransport, baseURL: String = "https://api.example.com/v1", allowsInsecureHTTP: Bool = false
    ) -> APIClientCore {
        APIClientCore(
            baseURL: URL(string: baseURL)!, transport: transport, sleeper: NoWait(),
            allowsInsecureHTTP: allowsInsecureHTTP, jitter: { 0 })
    }

    /// Calls `operation` with `token` and no body, for its message alone (its spec made a message-only endpoint's).
    func call(_ operation: PlainContract.Operation, token: Secret = "tok-plain-7f3a") async -> Result<Void, Failure> {
        let operation = operation.messageOnly
        do {
            let prepared = try prepare(operation, session: SessionHeaders(token: token, tenant: nil), body: .none)
            try await callForNothing(prepared, operation: operation.messageOnly)
            return .success(())
        } catch {
            return .failure(error)
        }
    }
}

extension PlainContract.Operation {
    /// The same endpoint as a message-only one (`payload: none`), as a generated message-only endpoint's spec says:
    /// its answers are read for their envelope alone, with no payload to find.
    var messageOnly: Self {
        var spec = spec
        spec.payload = .nothing
        return Self(spec: spec)
    }
}

extension Result {
    /// The error, when this is a failure.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
