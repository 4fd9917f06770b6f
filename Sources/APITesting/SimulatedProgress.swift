import APIRuntime
import Foundation

/// How the test transports report a body's progress: the body counts as sent once the request is answered, reported
/// in four equal steps (a quarter, a half, three quarters, all of it; fewer for a body under four bytes, since no
/// count repeats), one after the other before the answer is returned. A request without a body reports nothing.
enum SimulatedProgress {
    static let steps = 4

    /// Reports `body`'s bytes as sent to `handler`; stops with `TransportFault.cancelled` when the calling task is
    /// cancelled before a step.
    static func report(_ body: Data, to handler: UploadProgressHandler) throws(TransportFault) {
        let total = Int64(body.count)
        var reported: Int64 = 0
        for step in 1...steps {
            if Task.isCancelled { throw .cancelled }
            let sent = total * Int64(step) / Int64(steps)
            guard sent > reported else { continue }
            reported = sent
            handler(UploadProgress(bytesSent: sent, totalBytes: total))
        }
    }
}
