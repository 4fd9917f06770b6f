import APIRuntime
import Foundation

/// Records the progress an upload reports, for tests: hand ``handler`` to the call (`uploadFile(…, progress:
/// recorder.handler)`), read ``reports`` once it returns.
///
/// The handler is `@Sendable` and may be called on any thread, so the values are kept under a lock.
public final class UploadProgressRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [UploadProgress] = []

    /// Creates a recorder that has heard nothing.
    public init() {}

    /// Every value heard so far, in the order heard.
    public var reports: [UploadProgress] { lock.withLock { values } }

    /// The handler that records into this recorder.
    public var handler: UploadProgressHandler {
        { [self] value in lock.withLock { values.append(value) } }
    }
}
