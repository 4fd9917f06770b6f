import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The session delegate of a ``URLSessionTransport``: refuses every redirect and hands each task's events to the
/// ``ResponseReceiver`` of the request that started it.
final class TaskRouter: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var receivers: [Int: ResponseReceiver] = [:]

    func register(_ receiver: ResponseReceiver, for task: URLSessionTask) {
        lock.withLock { receivers[task.taskIdentifier] = receiver }
    }

    func unregister(_ task: URLSessionTask) {
        _ = lock.withLock { receivers.removeValue(forKey: task.taskIdentifier) }
    }

    private func receiver(of task: URLSessionTask) -> ResponseReceiver? {
        lock.withLock { receivers[task.taskIdentifier] }
    }

    /// Never follows: the 3xx itself becomes the task's response, and the request's headers go nowhere else.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        guard let receiver = receiver(of: dataTask), receiver.accept(response) else {
            completionHandler(.cancel)
            // FoundationNetworking keeps delivering the body after `.cancel`; cancelling the task stops it.
            dataTask.cancel()
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard let receiver = receiver(of: dataTask), receiver.append(data) else {
            dataTask.cancel()
            return
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        receiver(of: task)?.complete(error: error, response: task.response)
    }
}
