import ZingSession

/// `logout`: calls the server with the session, then removes the session file whatever the server said.
enum LogoutCommand {
    static func run(_ context: CommandContext) async throws(CommandFailure) -> CommandReport {
        try await context.requireSession()
        let outcome = await context.orchestrator.logout()
        if case .failure(let error) = outcome.storage {
            throw CommandFailure(className: "storage", message: error.description)
        }
        var text = outcome.serverConfirmed ? "signed out" : "signed out locally; the server did not confirm"
        if let error = outcome.serverError { text += " (\(error.errorClass.name))" }
        return CommandReport(
            result: .object([
                ("serverConfirmed", .bool(outcome.serverConfirmed)),
                ("serverError", .optional(outcome.serverError?.errorClass.name)),
            ]), text: text)
    }
}
