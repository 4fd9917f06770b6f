import APIRuntime
import Foundation

/// An `HTTPTransport` that answers from a contract's own examples, so a client under test gets exactly the answers
/// the docs give, without a network.
///
/// Give it the examples a test needs, by name: `ExampleTransport(replaying: ZingExamples.CurrentUser.currentUserRead)`.
/// Each request gets an example of its endpoint, found by method and path template (the longest template that the
/// request's path ends with, whatever the base URL's path). Several examples of one endpoint answer its requests in
/// the order given, the last one repeating. A request that no example answers fails with
/// `TransportFault.cannotConnect`, as if no server were there, and is listed in ``unanswered``. Asked for progress,
/// it reports a request's whole body as sent before answering (``send(_:progress:)``).
public final class ExampleTransport: HTTPTransport, @unchecked Sendable {
    /// The examples of one endpoint, and how many of its requests were answered.
    private struct Route {
        var method: HTTPMethod
        var template: PathTemplate
        var examples: [ContractExample]
        var served = 0
    }

    private let lock = NSLock()
    private var routes: [Route] = []
    private var servedExamples: [ContractExample] = []
    private let recorder = RequestRecorder()
    private let missed = RequestRecorder()

    /// Answers each request with an example of its endpoint from `examples`.
    public init(replaying examples: [ContractExample]) {
        for example in examples {
            let method = example.method
            if let index = routes.firstIndex(where: { $0.method == method && $0.examples[0].path == example.path }) {
                routes[index].examples.append(example)
            } else {
                routes.append(Route(method: method, template: PathTemplate(example.path), examples: [example]))
            }
        }
    }

    /// Answers each request with an example of its endpoint from `examples`.
    public convenience init(replaying examples: ContractExample...) {
        self.init(replaying: examples)
    }

    /// Every request received so far, answered or not, with its body.
    public var recorded: [RecordedRequest] { recorder.all }

    /// The requests no example answered.
    public var unanswered: [RecordedRequest] { missed.all }

    /// The examples served so far, in order.
    public var served: [ContractExample] { lock.withLock { servedExamples } }

    /// Records `request` and answers with the next example of its endpoint.
    public func send(_ request: HTTPRequest) async throws(TransportFault) -> HTTPResponse {
        if Task.isCancelled { throw .cancelled }
        return try recorder.answer(request, progress: nil, choose: example(for:))
    }

    /// Records `request` and answers with the next example of its endpoint; before the example's answer, reports the
    /// whole body as sent in four equal steps (a quarter each; fewer for a body under four bytes). A request no
    /// example answers reports nothing. Cancelling the calling task between two steps throws
    /// `TransportFault.cancelled`.
    public func send(_ request: HTTPRequest, progress: @escaping UploadProgressHandler) async throws(TransportFault)
        -> HTTPResponse
    {
        if Task.isCancelled { throw .cancelled }
        return try recorder.answer(request, progress: progress, choose: example(for:))
    }

    /// The next example of the request's endpoint, or `TransportFault.cannotConnect` (the request listed in
    /// ``unanswered``) when no example answers it.
    private func example(for record: RecordedRequest) throws(TransportFault) -> HTTPResponse {
        let request = record.request
        let example: ContractExample? = lock.withLock {
            let method = request.method
            let candidates = routes.indices.filter {
                routes[$0].method == method && routes[$0].template.matches(request.url)
            }
            guard let index = candidates.max(by: { routes[$0].template.length < routes[$1].template.length }) else {
                return nil
            }
            let examples = routes[index].examples
            let chosen = examples[min(routes[index].served, examples.count - 1)]
            routes[index].served += 1
            servedExamples.append(chosen)
            return chosen
        }
        guard let example else {
            missed.append(record)
            throw .cannotConnect
        }
        return example.response
    }
}
