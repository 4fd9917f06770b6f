import APIRuntime
import Foundation

/// The requests a test transport received, kept under a lock: a client may send from several tasks at once.
final class RequestRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var records: [RecordedRequest] = []

    var all: [RecordedRequest] { lock.withLock { records } }

    func append(_ record: RecordedRequest) {
        lock.withLock { records.append(record) }
    }

    /// How both test transports answer: `request` is recorded, `choose` picks the answer (or the fault) for it, and
    /// before a response is returned, a request with a body reports it as sent when `progress` asks
    /// (``SimulatedProgress``); a fault reports nothing, as if the body never left.
    func answer(
        _ request: HTTPRequest, progress: UploadProgressHandler?,
        choose: (RecordedRequest) throws(TransportFault) -> HTTPResponse
    ) throws(TransportFault) -> HTTPResponse {
        let record = RecordedRequest(reading: request)
        append(record)
        let response = try choose(record)
        if let progress, request.body != nil { try SimulatedProgress.report(record.body, to: progress) }
        return response
    }
}
