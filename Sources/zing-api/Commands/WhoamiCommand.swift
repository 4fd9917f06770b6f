import ZingAPI
import ZingSession

/// `whoami`: verifies the stored session against the current user; a different id ends the session.
enum WhoamiCommand {
    static func run(_ context: CommandContext) async throws(CommandFailure) -> CommandReport {
        try await context.requireSession()
        let user = try await context.attempt { () throws(SessionError) in
            try await context.orchestrator.verifyCurrentUser()
        }
        let tenant = user.loginTenantID?.rawValue
        return CommandReport(
            result: .object([
                ("userId", .string(user.id.rawValue)), ("username", .optional(user.username)),
                ("realname", .optional(user.realname)), ("loginTenantId", .optional(tenant)),
            ]),
            text: TextTable.render(
                header: ["user", "username", "realname", "login tenant"],
                rows: [[user.id.rawValue, user.username ?? "-", user.realname ?? "-", tenant.map(String.init) ?? "-"]]))
    }
}
