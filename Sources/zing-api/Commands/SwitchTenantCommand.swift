import ZingAPI
import ZingSession

/// `switch-tenant ID`: only to a tenant the server listed as switchable; otherwise refused with no request.
enum SwitchTenantCommand {
    static func run(_ context: CommandContext, _ id: Int) async throws(CommandFailure) -> CommandReport {
        try await context.requireSession()
        let target = TenantID(rawValue: id)
        let ready = try await context.attempt { () throws(SessionError) in
            try await context.orchestrator.switchTenant(to: target)
        }
        let name = ready.currentMembership?.name.map { " (\($0))" } ?? ""
        return CommandReport(
            result: .object([("tenantId", .int(target.rawValue))]),
            text: "switched to tenant \(target)\(name); \(ready.grants.codeList.count) permission codes")
    }
}
