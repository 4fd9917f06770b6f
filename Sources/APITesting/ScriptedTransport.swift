import APIRuntime
import Foundation

/// An `HTTPTransport` that answers from a script, in order, and records every request: for tests that need an
/// answer no example gives (a transport fault, a garbled body, a sequence of retries).
///
/// It answers at once, without any network; asked for progress, it reports the whole body as sent before answering
/// (``send(_:progress:)``).
public final class ScriptedTransport: HTTPTransport, @unchecked Sendable {
    /// One scripted answer: a response or a transport fault.
    public enum Step: Sendable {
        /// Answer with this response.
        case respond(HTTPResponse)
        /// Fail with this fault, as if no response arrived.
        case fail(TransportFault)
    }

    private let lock = NSLock()
    private var steps: [Step]
    private let repeatsLast: Bool
    private let recorder = RequestRecorder()

    /// Answers every request with the same response.
    public convenience init(status: Int, headers: [String: String] = [:], body: String) {
        self.init(steps: [.respond(Self.response(status: status, headers: headers, body: body))], repeatsLast: true)
    }

    /// Answers requests with `steps` in order; after the last, repeats it when `repeatsLast`, else fails with
    /// `TransportFault.other(code: -999)`.
    public init(steps: [Step], repeatsLast: Bool = false) {
        self.steps = steps
        self.repeatsLast = repeatsLast
    }

    /// A response of `status`, `headers` (sorted by name) and `body` as UTF-8.
    public static func response(status: Int, headers: [String: String] = [:], body: String) -> HTTPResponse {
        HTTPResponse(
            statusCode: status,
            headers: headers.sorted { $0.key < $1.key }.map { HTTPHeader(name: $0.key, value: $0.value) },
            body: Data(body.utf8))
    }

    /// Every request received so far, with its body.
    public var recorded: [RecordedRequest] { recorder.all }

    /// Every request received so far.
    public var requests: [HTTPRequest] { recorder.all.map(\.request) }

    /// The body bytes of every request received so far (file bodies are read when sent, before they are removed).
    public var bodies: [Data] { recorder.all.map(\.body) }

    /// Records `request` and answers with the next step.
    public func send(_ request: HTTPRequest) async throws(TransportFault) -> HTTPResponse {
        try recorder.answer(request, progress: nil) { _ throws(TransportFault) in try nextStep() }
    }

    /// Records `request` and answers with the next step; before a response, reports the whole body as sent in four
    /// equal steps (a quarter each; fewer for a body under four bytes). A scripted fault reports nothing, as if the
    /// body never left. Cancelling the calling task between two steps throws `TransportFault.cancelled`.
    public func send(_ request: HTTPRequest, progress: @escaping UploadProgressHandler) async throws(TransportFault)
        -> HTTPResponse
    {
        try recorder.answer(request, progress: progress) { _ throws(TransportFault) in try nextStep() }
    }

    /// The next step's response, or its fault.
    private func nextStep() throws(TransportFault) -> HTTPResponse {
        let step: Step = lock.withLock {
            if steps.count > 1 || (!repeatsLast && !steps.isEmpty) { return steps.removeFirst() }
            return steps.first ?? .fail(.other(code: -999))
        }
        switch step {
        case .respond(let response): return response
        case .fail(let fault): throw fault
        }
    }
}
