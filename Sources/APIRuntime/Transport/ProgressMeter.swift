/// The progress of one request body: turns the running totals a transport hears of into reports that only rise.
struct ProgressMeter: Sendable {
    let totalBytes: Int64
    let handler: UploadProgressHandler
    private var reported: Int64 = -1

    init(totalBytes: Int64, handler: @escaping UploadProgressHandler) {
        self.totalBytes = totalBytes
        self.handler = handler
    }

    /// The report for `bytesSent` (clamped to the body's length), or nil when it says nothing new.
    mutating func advance(to bytesSent: Int64) -> UploadProgress? {
        let report = UploadProgress(bytesSent: bytesSent, totalBytes: totalBytes)
        guard report.bytesSent > reported else { return nil }
        reported = report.bytesSent
        return report
    }
}
