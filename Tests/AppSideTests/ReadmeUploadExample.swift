// The uploads guide's example (docs/guides/uploads.md), compiled: ReadmeUploadExampleTests checks that this file still holds it verbatim.

import APIRuntime
import Foundation
import ZingAPI

/// What an attachment button shows (upload §5 step 3): the share sent while a file goes out, and no second upload
/// while one runs. A view binds its progress bar to `fraction` and disables the button while `isUploading`.
@MainActor
final class AttachmentUpload {
    private(set) var fraction: Double?
    private(set) var isUploading = false
    private var uploads = 0

    /// Uploads `file`, or returns nil at once while an upload runs (a second tap). Cancelling the calling task (the
    /// view's `.task` ending) cancels the upload: `ZingError` class `cancelled`, which shows no message.
    func upload(
        _ file: URL, mimeType: String, with client: ZingClient, credentials: ZingCredentials
    ) async throws(ZingError) -> URL? {
        guard !isUploading else { return nil }
        isUploading = true
        fraction = 0
        uploads += 1
        let upload = uploads
        defer {
            isUploading = false
            fraction = nil
        }
        return try await client.uploadFile(
            file: file, fileName: file.lastPathComponent, mimeType: mimeType, credentials: credentials
        ) { progress in
            // Called off the main actor, one report at a time; hop over to show it.
            Task { @MainActor in self.show(progress, of: upload) }
        }
    }

    private func show(_ progress: UploadProgress, of upload: Int) {
        // A hop that lands after its upload ended, or behind a later report, changes nothing.
        guard upload == uploads, isUploading, progress.fraction > fraction ?? 0 else { return }
        fraction = progress.fraction
    }
}
