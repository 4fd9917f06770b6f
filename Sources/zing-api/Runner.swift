import APIRuntime
import Foundation
import ZingAPI
import ZingSession

/// Parses the command line, runs the command and writes its outcome; returns the exit status.
enum Runner {
    static func run(
        arguments: [String], environment: [String: String], readStandardInput: @escaping () -> Data
    ) async -> Int32 {
        let scrubber = OutputScrubber()
        for secret in SecretInput.possibleSecrets(in: arguments, environment: environment) { scrubber.add(secret) }
        let wantsJSON = arguments.contains("--json")
        let invocation: Invocation
        let settings: Settings
        do {
            invocation = try ArgumentParser.parse(arguments)
        } catch {
            return usageFailure(error, json: wantsJSON, scrubber: scrubber)
        }
        do {
            settings = try Settings.resolve(invocation.global, environment: environment)
        } catch {
            // Help never needs a usable server: it still prints, with the default deadlines.
            guard invocation.command == .help else { return usageFailure(error, json: wantsJSON, scrubber: scrubber) }
            let text = UsageText.text(
                timeout: URLSessionTransport.defaultTimeout, uploadTimeout: URLSessionTransport.defaultUploadTimeout)
            Terminal(json: wantsJSON, scrubber: scrubber).success(
                CommandReport(result: .object([("usage", .string(text))]), text: text))
            return 0
        }
        let terminal = Terminal(json: settings.json, scrubber: scrubber)
        if invocation.command == .help {
            terminal.success(
                CommandReport(result: .object([("usage", .string(usage(settings)))]), text: usage(settings)))
            return 0
        }
        let repairs = SessionFileRepairs(terminal: terminal)
        let store = FileSessionStore(fileURL: settings.sessionFile, repaired: repairs.report)
        let stored = try? store.load()
        // Known before anything is printed, so even an echo of the stored token is removed.
        scrubber.add(stored?.token.reveal())
        let baseURL = serverFor(invocation.command, settings: settings, stored: stored, terminal: terminal)
        let client = ZingClient(
            baseURL: baseURL,
            transport: URLSessionTransport(timeout: settings.timeout, uploadTimeout: settings.uploadTimeout),
            allowsInsecureHTTP: settings.allowsInsecureHTTP)
        let context = CommandContext(
            settings: settings, store: store, sessionFileRepairs: repairs,
            orchestrator: SessionOrchestrator(client: client, store: store), scrubber: scrubber,
            environment: environment, readStandardInput: readStandardInput)
        let outcome: Result<CommandReport, CommandFailure>
        do {
            outcome = .success(try await execute(invocation.command, context))
        } catch {
            outcome = .failure(error)
        }
        scrubber.add(await context.orchestrator.currentRecord?.token.reveal())
        if let problem = await context.orchestrator.storageProblem { terminal.warning(problem) }
        switch outcome {
        case .success(let report):
            for warning in report.warnings { terminal.warning(warning) }
            terminal.success(report)
            return report.ok ? 0 : 1
        case .failure(let failure):
            terminal.failure(failure)
            return failure.exitCode
        }
    }

    /// The server a command talks to: the configured one, except that `logout` ends the stored session at the
    /// server that issued it (its token goes nowhere else), so a session of another environment can still be
    /// signed out and removed.
    private static func serverFor(_ command: Command, settings: Settings, stored: SessionRecord?, terminal: Terminal)
        -> URL
    {
        guard command == .logout, let stored, trimmed(stored.baseURL) != trimmed(settings.baseURL) else {
            return settings.baseURL
        }
        terminal.warning(
            "the stored session belongs to \(stored.baseURL.absoluteString), not \(settings.baseURL.absoluteString); "
                + "signing out there")
        return stored.baseURL
    }

    private static func usageFailure(_ error: UsageError, json: Bool, scrubber: OutputScrubber) -> Int32 {
        Terminal(json: json, scrubber: scrubber).failure(.usage(error.message))
        if !json { FileHandle.standardError.write(Data("run `zing-api help` for usage\n".utf8)) }
        return 2
    }

    private static func usage(_ settings: Settings) -> String {
        UsageText.text(timeout: settings.timeout, uploadTimeout: settings.uploadTimeout)
    }

    private static func trimmed(_ url: URL) -> String {
        var text = url.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        return text
    }

    private static func execute(_ command: Command, _ context: CommandContext) async throws(CommandFailure)
        -> CommandReport
    {
        switch command {
        case .help:
            CommandReport(
                result: .object([("usage", .string(usage(context.settings)))]), text: usage(context.settings))
        case .login(let arguments): try await LoginCommand.run(context, arguments)
        case .whoami: try await WhoamiCommand.run(context)
        case .tenants: try await TenantsCommand.run(context)
        case .permissions: try await PermissionsCommand.run(context)
        case .switchTenant(let id): try await SwitchTenantCommand.run(context, id)
        case .upload(let arguments): try await UploadCommand.run(context, arguments)
        case .sts(let scene, let uploadId): try await StsCommand.run(context, scene: scene, uploadId: uploadId)
        case .logout: try await LogoutCommand.run(context)
        case .doctor(let probeLogin): try await DoctorCommand.run(context, probeLogin: probeLogin)
        }
    }
}
