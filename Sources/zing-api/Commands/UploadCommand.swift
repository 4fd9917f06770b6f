import Foundation
import ZingSession

/// `upload FILE`: multipart upload, streamed from the file, its progress on standard error; never retried.
enum UploadCommand {
    static func run(_ context: CommandContext, _ arguments: UploadArguments) async throws(CommandFailure)
        -> CommandReport
    {
        try await context.requireSession()
        let file = URL(fileURLWithPath: arguments.path)
        let mime = arguments.mime ?? MimeTypes.guess(pathExtension: file.pathExtension)
        let progress = ProgressWriter.standardError(json: context.settings.json)
        // Ended before the outcome is printed, so an error starts a line of its own.
        defer { progress.finish() }
        let url = try await context.attempt { () throws(SessionError) in
            try await context.orchestrator.uploadFile(
                file: file, fileName: file.lastPathComponent, mimeType: mime, biz: arguments.biz,
                progress: { progress.show($0) })
        }
        return CommandReport(result: .object([("url", .string(url.absoluteString))]), text: url.absoluteString)
    }
}

/// MIME types of common file extensions; anything else is sent as `application/octet-stream`.
enum MimeTypes {
    private static let byExtension = [
        "jpg": "image/jpeg", "jpeg": "image/jpeg", "png": "image/png", "gif": "image/gif", "heic": "image/heic",
        "webp": "image/webp", "pdf": "application/pdf", "txt": "text/plain", "json": "application/json",
        "csv": "text/csv", "mp3": "audio/mpeg", "m4a": "audio/mp4", "wav": "audio/wav", "mp4": "video/mp4",
        "mov": "video/quicktime", "zip": "application/zip",
    ]

    static func guess(pathExtension: String) -> String {
        byExtension[pathExtension.lowercased()] ?? "application/octet-stream"
    }
}
