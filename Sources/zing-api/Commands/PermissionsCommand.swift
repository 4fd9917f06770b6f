import TextFoundation
import ZingSession

/// `permissions`: the current user's grants (`codeList`, `auth`); `allAuth` is never shown as grants.
enum PermissionsCommand {
    static func run(_ context: CommandContext) async throws(CommandFailure) -> CommandReport {
        try await context.requireSession()
        let grants = try await context.attempt { () throws(SessionError) in
            try await context.orchestrator.loadPermissions()
        }
        let text =
            grants.codeList.isEmpty
            ? "no permission codes granted (\(grants.auth.count) auth entries)"
            : grants.codeList.joined(separator: "\n") + "\n(\(grants.auth.count) auth entries)"
        return CommandReport(
            result: .object([
                ("codeList", .array(grants.codeList.map(JSONValue.string))),
                ("auth", .array(grants.auth)),
            ]), text: text)
    }
}
