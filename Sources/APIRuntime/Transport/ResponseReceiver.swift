import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Collects one task's response within its size limit and deadline, and settles the waiting request exactly once:
/// with the response, or with the first fault among the task's own error, the limit, the deadline and cancellation.
/// Until then it also reports the body's progress, if asked to.
///
/// Every event may arrive on another thread, and after the outcome is settled (URLSession keeps delivering bytes for a
/// while after a cancel); late events change nothing and keep nothing. The task is cancelled off the delegate queue:
/// FoundationNetworking's `cancel()` waits for the transfer's own queue, which a fast server keeps busy, and a delegate
/// queue blocked in it would stop dropping the bytes that keep arriving (measured: hundreds of megabytes held, against
/// about 45 MB when it goes on dropping them).
final class ResponseReceiver: @unchecked Sendable {
    typealias Outcome = Result<HTTPResponse, TransportFault>

    private let limit: Int?
    private let lock = NSLock()
    private var task: URLSessionTask?
    private var continuation: CheckedContinuation<Outcome, Never>?
    private var deadlineTimer: DispatchWorkItem?
    private var body = Data()
    private var progress: ProgressMeter?
    private var outcome: Outcome?

    init(limit: Int?, progress: ProgressMeter? = nil) {
        self.limit = limit
        self.progress = progress
    }

    /// Starts `task` and arms the deadline; settles at once if the request was cancelled before it started.
    func start(_ task: URLSessionTask, deadline: TimeInterval, continuation: CheckedContinuation<Outcome, Never>) {
        let timer = DispatchWorkItem { [weak self] in self?.fail(.timeout) }
        let settled: Outcome? = lock.withLock {
            if let outcome { return outcome }
            self.task = task
            self.continuation = continuation
            deadlineTimer = timer
            return nil
        }
        if let settled {
            Self.cancelLater(task)
            continuation.resume(returning: settled)
            return
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + max(deadline, 0), execute: timer)
        task.resume()
    }

    /// Ends the exchange with `fault` (deadline, cancellation) unless it has already ended.
    func fail(_ fault: TransportFault) {
        settle(.failure(fault))
    }

    /// Whether to go on after the response head: false once settled, or when `Content-Length` is over the limit.
    func accept(_ response: URLResponse) -> Bool {
        if let limit, response.expectedContentLength > Int64(limit) {
            settle(.failure(.responseTooLarge(limit: limit)))
            return false
        }
        return lock.withLock {
            guard outcome == nil else { return false }
            if response.expectedContentLength > 0 {
                body.reserveCapacity(Int(min(response.expectedContentLength, Int64(limit ?? Int.max))))
            }
            return true
        }
    }

    /// Keeps `data`, unless the exchange has settled; passing the limit settles it.
    func append(_ data: Data) {
        let overLimit: Int? = lock.withLock {
            guard outcome == nil else { return nil }
            if let limit, body.count + data.count > limit { return limit }
            body.append(data)
            return nil
        }
        if let overLimit { settle(.failure(.responseTooLarge(limit: overLimit))) }
    }

    /// `totalBytesSent` of the body have gone out: reported unless the exchange has settled or it says nothing new.
    func sent(_ totalBytesSent: Int64) {
        let report: (UploadProgress, UploadProgressHandler)? = lock.withLock {
            guard outcome == nil, let report = progress?.advance(to: totalBytesSent), let handler = progress?.handler
            else { return nil }
            return (report, handler)
        }
        if let (report, handler) = report { handler(report) }
    }

    /// The task finished: its error, or the response with the body kept.
    func complete(error: (any Error)?, response: URLResponse?) {
        if let error {
            settle(.failure(TransportFault(classifying: error)))
            return
        }
        guard let http = response as? HTTPURLResponse else {
            settle(.failure(.other(code: NSURLErrorBadServerResponse)))
            return
        }
        let received = lock.withLock { body }
        let result = HTTPResponse(statusCode: http.statusCode, headers: Self.headers(of: http), body: received)
        settle(result.isShorterThanDeclared ? .failure(.connectionLost) : .success(result))
    }

    private func settle(_ result: Outcome) {
        let settled: (CheckedContinuation<Outcome, Never>?, URLSessionTask?, DispatchWorkItem?)? = lock.withLock {
            guard outcome == nil else { return nil }
            outcome = result
            body = Data()
            progress = nil
            defer { continuation = nil }
            return (continuation, task, deadlineTimer)
        }
        guard let (continuation, task, timer) = settled else { return }
        timer?.cancel()
        if case .failure = result, let task { Self.cancelLater(task) }
        continuation?.resume(returning: result)
    }

    /// Cancels `task` from a queue of its own, never blocking the caller (see the type's notes).
    private static func cancelLater(_ task: URLSessionTask) {
        DispatchQueue.global(qos: .utility).async { task.cancel() }
    }

    private static func headers(of response: HTTPURLResponse) -> [HTTPHeader] {
        response.allHeaderFields.compactMap { key, value -> HTTPHeader? in
            guard let name = key as? String else { return nil }
            return HTTPHeader(name: name, value: "\(value)")
        }
        // Sorted: allHeaderFields has no stable order.
        .sorted { $0.name.lowercased() < $1.name.lowercased() }
    }
}
