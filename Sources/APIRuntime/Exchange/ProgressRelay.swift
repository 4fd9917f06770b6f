import Foundation

extension APIClientCore {
    /// Sends `prepared` over the transport, relaying its body's progress to the caller's handler when it has one.
    func send(_ prepared: PreparedRequest) async throws(TransportFault) -> HTTPResponse {
        guard let handler = prepared.progress else { return try await transport.send(prepared.request) }
        return try await ProgressRelay.send(prepared.request, over: transport, reportingTo: handler)
    }
}

/// Hands a transport's progress reports to the caller's handler from a task of its own, so the handler never holds up
/// the transport's delivery queue, never runs concurrently with itself, never sees a value lower than the last, and
/// never runs after the call returns: the send waits for the last delivery. Cancelling the call ends the deliveries.
///
/// Reports wait in a small buffer: a burst (a fake's few reports, sent at once) all arrive, while a handler that falls
/// far behind skips the oldest; the newest, the whole body, is never skipped.
enum ProgressRelay {
    static let bufferedReports = 32

    static func send(
        _ request: HTTPRequest, over transport: any HTTPTransport, reportingTo handler: @escaping UploadProgressHandler
    ) async throws(TransportFault) -> HTTPResponse {
        let (reports, continuation) = AsyncStream.makeStream(
            of: UploadProgress.self, bufferingPolicy: .bufferingNewest(bufferedReports))
        let outcome = await withTaskGroup(of: Void.self) { group -> Result<HTTPResponse, TransportFault> in
            group.addTask {
                var delivered: Int64 = -1
                for await report in reports where report.bytesSent > delivered {
                    delivered = report.bytesSent
                    handler(report)
                }
            }
            let outcome: Result<HTTPResponse, TransportFault>
            do throws(TransportFault) {
                outcome = .success(try await transport.send(request) { continuation.yield($0) })
            } catch {
                outcome = .failure(error)
            }
            continuation.finish()
            return outcome
        }
        return try outcome.get()
    }
}
