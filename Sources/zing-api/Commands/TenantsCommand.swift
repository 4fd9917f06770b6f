import TextFoundation
import ZingAPI
import ZingSession

/// `tenants`: the memberships the server lists, each with its tenant id (from `tenantUserId`) and whether it can
/// be switched to.
enum TenantsCommand {
    static func run(_ context: CommandContext) async throws(CommandFailure) -> CommandReport {
        let record = try await context.requireSession()
        let memberships = try await context.attempt { () throws(SessionError) in
            try await context.orchestrator.loadMemberships()
        }
        let rows = memberships.map { membership -> JSONValue in
            .object([
                ("tenantId", .optional(membership.tenantID?.rawValue)), ("name", .optional(membership.name)),
                ("status", .optional(membership.status?.rawValue)),
                ("userTenantStatus", .optional(membership.userTenantStatus?.rawValue)),
                ("switchable", .bool(membership.switchableTenantID != nil)),
                ("current", .bool(membership.tenantID != nil && membership.tenantID == record.tenantID)),
            ])
        }
        let table = TextTable.render(
            header: ["tenant", "name", "status", "membership", "switchable", ""],
            rows: memberships.map { membership in
                [
                    membership.tenantID.map { String($0.rawValue) }
                        ?? membership.tenantUserID.map { "invalid (\($0))" } ?? "none",
                    membership.name ?? "-", membership.status.map { String($0.rawValue) } ?? "-",
                    membership.userTenantStatus.map { String($0.rawValue) } ?? "-",
                    membership.switchableTenantID != nil ? "yes" : "no",
                    membership.tenantID != nil && membership.tenantID == record.tenantID ? "(current)" : "",
                ]
            })
        return CommandReport(
            result: .object([("tenants", .array(rows))]), text: memberships.isEmpty ? "no memberships listed" : table)
    }
}
