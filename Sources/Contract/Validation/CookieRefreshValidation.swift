import WireVocabulary

/// A cookie session's `refreshedBy` names an endpoint of the contract with `role: refresh` that carries the session
/// (it sends the cookies it renews), is no sign-in or sign-out, returns a payload beside the new cookies as a sign-in
/// does, hands them out on every success, and some error class `refreshes` (the refusal that starts it).
enum CookieRefreshValidation {
    static func check(_ session: CookieSessionRules, _ context: ValidationContext) {
        guard let name = session.refreshedBy else { return }
        let path = NodePath(["auth", "session", "refreshedBy"])
        let mark = session.provenance.mark
        let names = context.contract.endpoints.map(\.name)
        guard let endpoint = context.contract.endpoints.first(where: { $0.name == name }) else {
            guard !context.isDamaged(section: "endpoints") else { return }
            context.error(
                "auth session refreshedBy names '\(name)', which is no endpoint of the contract", at: path,
                fallback: mark,
                hint: "name the endpoint that renews the cookies"
                    + (DidYouMean.suggestion(for: name, among: names.sorted()).map { ", e.g. '\($0)'" } ?? ""))
            return
        }
        let endpointPath = ContractPaths.endpoint(name)
        if endpoint.role != .refresh {
            context.error(
                "endpoint '\(name)' renews the cookie session (auth session refreshedBy), but its role is "
                    + "'\(endpoint.role.rawValue)'",
                at: endpointPath.appending("role"), fallback: endpoint.provenance.mark,
                hint: "write `role: refresh` on it")
        }
        if endpoint.auth != .token {
            context.error(
                "endpoint '\(name)' renews the cookie session, so it sends the session's cookies, but its auth is "
                    + "\(endpoint.auth.rawValue)",
                at: endpointPath.appending("auth"), fallback: endpoint.provenance.mark,
                hint: "write `auth: token` (or no `auth:`): the refresh carries the cookies it renews")
        }
        for (key, list) in [("setBy", session.setBy), ("endsBy", session.endsBy)] where list.contains(name) {
            context.error(
                "auth session refreshedBy names '\(name)', which its \(key) names too", at: path, fallback: mark,
                hint: "a refresh renews the session: name it in refreshedBy alone")
        }
        let delivery = session.delivery(for: name)
        if delivery.when != nil {
            context.error(
                "the cookie session's refresh '\(name)' renews it on every success, so it has no `when:`",
                at: path.appending("when"), fallback: mark,
                hint: "a refused refresh is an error rule's class, not a `when:`")
        }
        CookieSessionValidation.checkSetter(endpoint, session, context)
        if !context.typeDefinitionsAreDamaged {
            CookieSessionValidation.checkDelivery(delivery, of: endpoint, at: path, session, context)
        }
        if !context.contract.errorClasses.contains(where: \.refreshes), !context.isDamaged(section: "errorClasses") {
            context.error(
                "auth session refreshedBy names '\(name)', but no error class refreshes, so nothing starts it",
                at: path, fallback: mark,
                hint: "say `refreshes: true` on the class of the answer that says the session needs renewing")
        }
    }
}
