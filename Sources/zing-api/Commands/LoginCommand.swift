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
        let ready = try await context.attempt { () throws(SessionError) in
            try await context.orchestrator.login(request)
        }
        context.scrubber.add(ready.record.token.reveal())
        let user = ready.user
        let tenant = ready.record.tenantID?.rawValue
        return CommandReport(
            result: .object([
                ("userId", .string(user.id.rawValue)), ("username", .optional(user.username)),
                ("loginTenantId", .optional(tenant)),
            ]),
            text: "signed in as \(user.username ?? "-") (user \(user.id)), tenant \(tenant.map(String.init) ?? "-")")
    }
}
