import APIRuntime
import Foundation

/// A transport that answers some requests at once (by `route`) and holds the others until the test releases
/// them, so races between responses and session changes are played out in a fixed order, without timing.
final class HeldTransport: HTTPTransport, @unchecked Sendable {
    private struct Held {
        var request: HTTPRequest
        var continuation: CheckedContinuation<HTTPResponse, Never>
    }

    private let lock = NSLock()
    private let route: @Sendable (HTTPRequest) -> HTTPResponse?
    private var recorded: [HTTPRequest] = []
    private var held: [Held] = []
    private var heldSoFar = 0
    private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// `route` answers a request, or returns nil to hold it.
    init(route: @escaping @Sendable (HTTPRequest) -> HTTPResponse?) {
        self.route = route
    }

    var requests: [HTTPRequest] { lock.withLock { recorded } }

    func send(_ request: HTTPRequest) async throws(TransportFault) -> HTTPResponse {
        lock.withLock { recorded.append(request) }
        if let response = route(request) { return response }
        return await withCheckedContinuation { continuation in
            let ready: [CheckedContinuation<Void, Never>] = lock.withLock {
                held.append(Held(request: request, continuation: continuation))
                heldSoFar += 1
                let ready = waiters.filter { $0.count <= heldSoFar }.map(\.continuation)
                waiters.removeAll { $0.count <= heldSoFar }
                return ready
            }
            for waiter in ready { waiter.resume() }
        }
    }

    /// Returns once `count` requests have been held in total.
    func waitForHeld(_ count: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let arrived = lock.withLock {
                if heldSoFar >= count { return true }
                waiters.append((count, continuation))
                return false
            }
            if arrived { continuation.resume() }
        }
    }

    /// Answers the oldest held request whose path ends with `pathSuffix`; returns that request.
    @discardableResult
    func release(_ pathSuffix: String, with response: HTTPResponse) -> HTTPRequest? {
        let found: Held? = lock.withLock {
            guard let index = held.firstIndex(where: { $0.request.url.path.hasSuffix(pathSuffix) }) else { return nil }
            return held.remove(at: index)
        }
        found?.continuation.resume(returning: response)
        return found?.request
    }
}
