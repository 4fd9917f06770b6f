import Foundation

/// The requests a test transport received, kept under a lock: a client may send from several tasks at once.
final class RequestRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var records: [RecordedRequest] = []

    var all: [RecordedRequest] { lock.withLock { records } }

    func append(_ record: RecordedRequest) {
        lock.withLock { records.append(record) }
    }
}
