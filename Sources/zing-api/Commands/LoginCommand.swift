import APIRuntime
import ZingAPI
import ZingSession

/// `login`: the Apple exchange and the whole initialization; the session is stored before verification.
enum LoginCommand {
    static func run(_ context: CommandContext, _ arguments: LoginArguments) async throws(CommandFailure)
        -> CommandReport
    {
        var input = SecretInput(environment: context.environment, readStandardInput: context.readStandardInput)
        let secrets: (identityToken: Secret, nonce: Secret)
        do {
            secrets = try input.loginSecrets(arguments)
        } catch {
            throw .usage(error.message)
        }
        context.scrubber.add(secrets.identityToken.reveal())
        context.scrubber.add(secrets.nonce.reveal())
        if NonceCheck.isTheTokensDigest(secrets.nonce.reveal(), identityToken: secrets.identityToken.reveal()) {
            throw .usage(
                "login: the nonce given is the identity token's nonce claim (the SHA-256 digest); pass the raw nonce")
        }
        let request = AppleLoginRequest(
            identityToken: secrets.identityToken, nonce: secrets.nonce, fullName: arguments.fullName,
            email: arguments.email)
        // Before the exchange: a token the server issues and the store can't keep would stay valid, unseen.
        do {
            try context.store.checkSavable()
        } catch {
            throw CommandFailure(.storage(error))
        }
        let ready = try await context.attempt { () throws(SessionError) in
            try await context.orchestrator.login(request)
        }
        context.scrubber.add(ready.record.token.reveal())
        let user = ready.user
        let tenant = ready.record.tenantID?.rawValue
        var report = CommandReport(
            result: .object([
                ("userId", .string(user.id.rawValue)), ("username", .optional(user.username)),
                ("loginTenantId", .optional(tenant)),
            ]),
            text: "signed in as \(user.username ?? "-") (user \(user.id)), tenant \(tenant.map(String.init) ?? "-")")
        if let warning = tenantWarning(ready) { report.warnings.append(warning) }
        return report
    }

    /// Apple sign-in §7.1 step 5 and §7.9: the login tenant must be one the server lists as enabled with a normal
    /// membership; otherwise identity is fine but tenant-bound work is not.
    static func tenantWarning(_ ready: SessionContext) -> String? {
        guard let tenant = ready.record.tenantID, tenant.rawValue > 0 else {
            return "the account has no tenant (loginTenantId 0); tenant-bound requests may be refused"
        }
        guard ready.currentMembership == nil else { return nil }
        return "tenant \(tenant) is not listed as an enabled tenant with a normal membership; see `zing-api tenants`"
    }
}
