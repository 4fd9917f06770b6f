import APIRuntime
import Foundation

/// A transport that answers from a script and records every request, for deterministic client tests.
public final class ScriptedTransport: HTTPTransport, @unchecked Sendable {
    /// One scripted answer: a response or a transport fault.
    public enum Step: Sendable {
        case respond(HTTPResponse)
        case fail(TransportFault)
    }

    private let lock = NSLock()
    private var steps: [Step]
    private let repeatsLast: Bool
    private var recorded: [HTTPRequest] = []
    private var recordedBodies: [Data] = []

    /// Answers every request with the same response.
    public convenience init(status: Int, headers: [String: String] = [:], body: String) {
        self.init(steps: [.respond(Self.response(status: status, headers: headers, body: body))], repeatsLast: true)
    }

    /// Answers requests with `steps` in order; after the last, repeats it when `repeatsLast`, else fails with
    /// `.other(code: -999)`.
    public init(steps: [Step], repeatsLast: Bool = false) {
        self.steps = steps
        self.repeatsLast = repeatsLast
    }

    public static func response(status: Int, headers: [String: String] = [:], body: String) -> HTTPResponse {
        HTTPResponse(
            statusCode: status,
            headers: headers.sorted { $0.key < $1.key }.map { HTTPHeader(name: $0.key, value: $0.value) },
            body: Data(body.utf8))
    }

    /// Every request sent so far.
    public var requests: [HTTPRequest] { lock.withLock { recorded } }

    /// The body bytes of every request sent so far (file bodies are read when sent, before they are removed).
    public var bodies: [Data] { lock.withLock { recordedBodies } }

    public func send(_ request: HTTPRequest) async throws(TransportFault) -> HTTPResponse {
        let step: Step = lock.withLock {
            recorded.append(request)
            switch request.body {
            case .data(let data): recordedBodies.append(data)
            case .file(let url): recordedBodies.append((try? Data(contentsOf: url)) ?? Data())
            case nil: recordedBodies.append(Data())
            }
            if steps.count > 1 || (!repeatsLast && !steps.isEmpty) { return steps.removeFirst() }
            return steps.first ?? .fail(.other(code: -999))
        }
        switch step {
        case .respond(let response): return response
        case .fail(let fault): throw fault
        }
    }
}

/// A retry sleeper that never waits, and remembers what it was asked to wait.
public final class ImmediateSleeper: RetrySleeper, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Duration] = []

    public init() {}

    /// The delays requested so far.
    public var delays: [Duration] { lock.withLock { recorded } }

    public func sleep(for duration: Duration) async throws {
        lock.withLock { recorded.append(duration) }
        try Task.checkCancellation()
    }
}
