/// Error classes' session facts: `endsIn` names a session state the runtime knows, and a class that refreshes has a
/// refresh endpoint to do it with.
enum ErrorClassValidation {
    static func check(_ context: ValidationContext) {
        let hasRefreshEndpoint = context.contract.endpoints.contains { $0.role == .refresh }
        for errorClass in context.contract.errorClasses {
            let path = NodePath(["errorClasses", errorClass.name])
            if let state = errorClass.endsIn, !ErrorClass.sessionStates.contains(state) {
                context.error(
                    "unknown session state '\(state)' in `endsIn`", at: path.appending("endsIn"),
                    fallback: errorClass.provenance.mark,
                    hint: DidYouMean.hint(for: state, among: ErrorClass.sessionStates))
            }
            if errorClass.refreshes, !hasRefreshEndpoint, !context.isDamaged(section: "endpoints") {
                context.error(
                    "error class '\(errorClass.name)' refreshes, but no endpoint has `role: refresh`",
                    at: path.appending("refreshes"), fallback: errorClass.provenance.mark,
                    hint: "give the endpoint that renews the session `role: refresh`")
            }
        }
    }
}
