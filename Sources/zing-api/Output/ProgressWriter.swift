import APIRuntime
import Foundation

/// Writes an ``UploadProgressDisplay`` to standard error as the upload reports: a bar when standard error is a
/// terminal, plain lines when it is not, and nothing at all for `--json` away from a terminal (a script that reads
/// both streams gets only its JSON object).
final class ProgressWriter: @unchecked Sendable {
    private let lock = NSLock()
    private var display: UploadProgressDisplay?
    private let write: @Sendable (String) -> Void

    /// A writer for this process's standard error.
    static func standardError(json: Bool) -> ProgressWriter {
        let style: UploadProgressDisplay.Style = isatty(STDERR_FILENO) != 0 ? .bar : .lines
        return ProgressWriter(style: json && style == .lines ? nil : style) { text in
            FileHandle.standardError.write(Data(text.utf8))
        }
    }

    /// A writer of `style` (nil: silent) that hands each text to `write`.
    init(style: UploadProgressDisplay.Style?, write: @escaping @Sendable (String) -> Void) {
        display = style.map(UploadProgressDisplay.init(style:))
        self.write = write
    }

    /// Shows `progress`; the upload's handler.
    func show(_ progress: UploadProgress) {
        let text = lock.withLock { display?.update(progress) }
        if let text { write(text) }
    }

    /// Ends the display once the upload is over, whatever its outcome.
    func finish() {
        let text = lock.withLock { display?.finish() }
        if let text { write(text) }
    }
}
