import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The session delegate of a ``URLSessionTransport``: refuses every redirect and hands each task's events (the body
/// bytes sent, the answer's bytes received, the end) to the ``ResponseReceiver`` of the request that started it, until
/// the task completes.
///
/// Nothing here blocks the delegate queue: a receiver that has settled only drops what still arrives, and the task is
/// cancelled off this queue (see ``ResponseReceiver``), so a server that sends faster than it can be cancelled never
/// piles its bytes up in memory.
final class TaskRouter: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var receivers: [Int: ResponseReceiver] = [:]

    func register(_ receiver: ResponseReceiver, for task: URLSessionTask) {
        lock.withLock { receivers[task.taskIdentifier] = receiver }
    }

    private func unregister(_ task: URLSessionTask) {
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
        // FoundationNetworking ignores `.cancel` and keeps delivering; the receiver also cancels the task.
        completionHandler(receiver(of: dataTask)?.accept(response) == true ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        receiver(of: dataTask)?.append(data)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64, totalBytesSent: Int64,
        totalBytesExpectedToSend: Int64
    ) {
        receiver(of: task)?.sent(totalBytesSent)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        receiver(of: task)?.complete(error: error, response: task.response)
        unregister(task)
    }
}
