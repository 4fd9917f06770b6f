import Foundation
import ZingSession

/// `sts`: temporary COS credentials; prints where they apply and when they expire, never the keys.
enum StsCommand {
    static func run(_ context: CommandContext, scene: String, uploadId: String) async throws(CommandFailure)
        -> CommandReport
    {
        try await context.requireSession()
        let credentials = try await context.attempt { () throws(SessionError) in
            try await context.orchestrator.cosCredentials(scene: scene, uploadID: uploadId)
        }
        for secret in [credentials.tmpSecretID, credentials.tmpSecretKey, credentials.sessionToken] {
            context.scrubber.add(secret?.reveal())
        }
        // The start time is informational and may be absent (upload §7 gives meanings, not types).
        let start = credentials.startTime.map { Int($0.timeIntervalSince1970) }
        let expiry = Int(credentials.expiredTime.timeIntervalSince1970)
        let expired = credentials.isExpired(at: Date())
        return CommandReport(
            result: .object([
                ("bucket", .string(credentials.bucket)), ("region", .string(credentials.region)),
                ("objectKey", .string(credentials.objectKey)), ("startTime", .optional(start)),
                ("expiredTime", .int(expiry)), ("expired", .bool(expired)),
            ]),
            text: TextTable.render(
                header: ["bucket", "region", "objectKey", "startTime", "expiredTime", "expired"],
                rows: [
                    [
                        credentials.bucket, credentials.region, credentials.objectKey, start.map(String.init) ?? "-",
                        String(expiry),
                        expired ? "yes" : "no",
                    ]
                ]))
    }
}
