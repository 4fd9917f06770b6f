import APIRuntime
import Foundation
import ZingAPI
import ZingSession

/// `doctor`: the checks of apple sign-in §9 that can run unattended against the server with the stored session.
enum DoctorCommand {
    struct Check {
        var name: String
        var passed: Bool
        var detail: String
    }

    static func run(_ context: CommandContext, probeLogin: Bool) async throws(CommandFailure) -> CommandReport {
        let record = try await context.requireSession()
        var checks = [storedSessionCheck(context)]
        checks.append(await currentUserCheck(context, record))
        let verified = checks.last?.passed == true
        checks.append(await membershipCheck(context, record, verified: verified))
        checks.append(await permissionCheck(context, verified: verified))
        checks.append(await forgedTokenCheck(context))
        if probeLogin { checks.append(await forgedLoginCheck(context)) }
        let table = TextTable.render(
            header: ["check", "result", "detail"],
            rows: checks.map { [$0.name, $0.passed ? "PASS" : "FAIL", $0.detail] })
        let failed = checks.filter { !$0.passed }.map(\.name)
        let failure =
            failed.isEmpty
            ? nil
            : CommandFailure(
                className: "checksFailed",
                message: "\(failed.count) of \(checks.count) checks failed: " + failed.joined(separator: "; "))
        return CommandReport(
            result: .object([
                (
                    "checks",
                    .array(
                        checks.map {
                            .object([
                                ("name", .string($0.name)), ("passed", .bool($0.passed)),
                                ("detail", .string($0.detail)),
                            ])
                        })
                )
            ]),
            text: table + "\n" + (failed.isEmpty ? "all checks passed" : "\(failed.count) checks failed"),
            failure: failure)
    }

    /// The session file is owner-only, and was before this run (the store repairs it when it reads it).
    private static func storedSessionCheck(_ context: CommandContext) -> Check {
        let path = context.store.fileURL.path
        if let previous = context.sessionFileRepairs.previousFileMode {
            return Check(
                name: "session file is owner-only", passed: false,
                detail: "\(path) was mode \(String(previous, radix: 8)), open to other users, and was made 600 now; "
                    + "sign out and in again if others may have read it")
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let mode = (attributes?[.posixPermissions] as? NSNumber)?.intValue ?? -1
        let ownerOnly = mode >= 0 && mode & 0o077 == 0
        return Check(
            name: "session file is owner-only", passed: ownerOnly,
            detail: mode < 0
                ? "cannot read the permissions of \(path)"
                : "\(path) mode \(String(mode, radix: 8))" + (ownerOnly ? "" : "; others can read it: chmod 600 it"))
    }

    /// The current user is the session's user (§9: current user, login check).
    private static func currentUserCheck(_ context: CommandContext, _ record: SessionRecord) async -> Check {
        let name = "current user matches the session"
        do {
            let user = try await context.orchestrator.verifyCurrentUser()
            return Check(name: name, passed: true, detail: "user \(user.id)")
        } catch {
            return Check(name: name, passed: false, detail: DoctorDetail.of(error))
        }
    }

    /// Memberships map `tenantUserId` to the tenant and `id` to the user; the current tenant is switchable.
    private static func membershipCheck(_ context: CommandContext, _ record: SessionRecord, verified: Bool) async
        -> Check
    {
        let name = "memberships map tenant ids from tenantUserId"
        guard verified else { return Check(name: name, passed: false, detail: "skipped: the session is not verified") }
        let memberships: [TenantMembership]
        do {
            memberships = try await context.orchestrator.loadMemberships()
        } catch {
            return Check(name: name, passed: false, detail: DoctorDetail.of(error))
        }
        let foreign = memberships.filter { $0.id != record.userID }
        let switchable = memberships.filter { $0.switchableTenantID != nil }
        var problems: [String] = []
        if !foreign.isEmpty { problems.append("\(foreign.count) rows whose id is not the session's user id") }
        if let tenant = record.tenantID, tenant.rawValue != 0,
            !switchable.contains(where: { $0.switchableTenantID == tenant })
        {
            problems.append("the current tenant \(tenant) is not listed as switchable")
        }
        let summary = "\(memberships.count) listed, \(switchable.count) switchable"
        return Check(
            name: name, passed: problems.isEmpty,
            detail: problems.isEmpty ? summary : summary + "; " + problems.joined(separator: "; "))
    }

    /// Permissions read; only `codeList`/`auth` count as grants.
    private static func permissionCheck(_ context: CommandContext, verified: Bool) async -> Check {
        let name = "permissions read (codeList/auth only)"
        guard verified else { return Check(name: name, passed: false, detail: "skipped: the session is not verified") }
        do {
            let grants = try await context.orchestrator.loadPermissions()
            return Check(
                name: name, passed: true,
                detail: "\(grants.codeList.count) codes, \(grants.auth.count) auth entries; allAuth ignored")
        } catch {
            return Check(name: name, passed: false, detail: DoctorDetail.of(error))
        }
    }

    /// A token the server never issued is rejected as an expired session (§9: expired credentials stop).
    private static func forgedTokenCheck(_ context: CommandContext) async -> Check {
        let name = "a forged token is rejected"
        let forged = ZingCredentials(token: Secret("zing-api-doctor-\(UUID().uuidString)"), tenantID: nil)
        do {
            _ = try await context.orchestrator.client.currentUser(credentials: forged)
            return Check(name: name, passed: false, detail: "the server accepted a token it never issued")
        } catch {
            return Check(
                name: name, passed: error.errorClass == .sessionExpired, detail: DoctorDetail.of(error))
        }
    }

    /// A malformed identity token is refused by the login exchange (§9: tampered token rejected).
    private static func forgedLoginCheck(_ context: CommandContext) async -> Check {
        let name = "a forged identity token is refused"
        let request = AppleLoginRequest(
            identityToken: Secret("zing-api-doctor.invalid.token"), nonce: Secret(UUID().uuidString))
        do {
            _ = try await context.orchestrator.client.appleNativeLogin(request)
            return Check(name: name, passed: false, detail: "the exchange accepted a forged identity token")
        } catch {
            return Check(
                name: name, passed: error.errorClass == .appleTokenInvalid, detail: DoctorDetail.of(error))
        }
    }
}
