import Foundation

/// How much of a request body has been sent: the value an upload reports while its file goes out.
///
/// `bytesSent` is always within `0...totalBytes`, so ``fraction`` is always within `0...1`.
public struct UploadProgress: Sendable, Hashable, CustomStringConvertible {
    /// The body bytes sent so far.
    public let bytesSent: Int64
    /// The length of the whole body (a multipart body: the file, its form fields and their boundaries).
    public let totalBytes: Int64

    /// Creates a progress value; `bytesSent` is clamped to `0...totalBytes`, and a negative total counts as 0.
    public init(bytesSent: Int64, totalBytes: Int64) {
        self.totalBytes = max(totalBytes, 0)
        self.bytesSent = min(max(bytesSent, 0), self.totalBytes)
    }

    /// The share of the body sent, from 0 to 1; 1 for a body of no bytes.
    public var fraction: Double {
        totalBytes == 0 ? 1 : Double(bytesSent) / Double(totalBytes)
    }

    /// Whether the whole body has been sent (the answer may still be on its way).
    public var isComplete: Bool { bytesSent == totalBytes }

    /// `4096 of 10240 bytes sent`.
    public var description: String { "\(bytesSent) of \(totalBytes) bytes sent" }
}

/// Receives an upload's progress: called on any thread (never on the main actor by itself), one call at a time, with
/// `bytesSent` rising and never the same value twice. Return quickly; hop to the main actor for UI.
public typealias UploadProgressHandler = @Sendable (UploadProgress) -> Void

extension HTTPBody {
    /// The body's length in bytes: the data's count, or the file's size (nil when the file can't be read).
    var byteCount: Int64? {
        switch self {
        case .data(let data):
            return Int64(data.count)
        case .file(let url):
            let size = try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber
            return size?.int64Value
        }
    }
}
