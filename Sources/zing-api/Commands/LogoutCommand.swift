import ZingSession

/// `logout`: calls the server with the session, then removes the session file whatever the server said.
enum LogoutCommand {
    static func run(_ context: CommandContext) async throws(CommandFailure) -> CommandReport {
        do {
            _ = try context.store.load()
        } catch {
            // A file that can't be read holds no token we could send; removing it is all logout can do.
            if case .unreadable = error { return try removeUnreadable(context, error) }
        }
        try await context.requireSession()
        let outcome = await context.orchestrator.logout()
        if case .failure(let error) = outcome.storage {
            throw CommandFailure(className: "storage", message: error.description)
        }
        var text = outcome.serverConfirmed ? "signed out" : "signed out locally; the server did not confirm"
        if let error = outcome.serverError { text += " (\(error.errorClass.name))" }
        return report(serverConfirmed: outcome.serverConfirmed, serverError: outcome.serverError?.errorClass.name, text)
    }

    private static func removeUnreadable(_ context: CommandContext, _ problem: SessionStoreError) throws(CommandFailure)
        -> CommandReport
    {
        do {
            _ = try context.store.delete()
        } catch {
            throw CommandFailure(className: "storage", message: "\(problem); \(error)")
        }
        return report(
            serverConfirmed: false, serverError: nil,
            "removed the unreadable session file \(context.store.fileURL.path); nothing was sent to the server")
    }

    private static func report(serverConfirmed: Bool, serverError: String?, _ text: String) -> CommandReport {
        CommandReport(
            result: .object([("serverConfirmed", .bool(serverConfirmed)), ("serverError", .optional(serverError))]),
            text: text)
    }
}
