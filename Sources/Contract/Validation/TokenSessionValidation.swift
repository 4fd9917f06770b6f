import WireVocabulary
import YAMLNodes

/// A token session's life (`auth.token.setBy`, `auth.token.endsBy`): each names endpoints of the contract, each sign-in
/// once; a sign-in returns a payload, and the field that carries the token is a text field of it, `secret: true` where
/// its model declares it; a sign-in's `when` tests a field its payload has.
enum TokenSessionValidation {
    static func check(_ context: ValidationContext) {
        guard let token = context.contract.auth?.token else { return }
        let path = NodePath(["auth", "token"])
        let names = Set(context.contract.endpoints.map(\.name))
        for (key, list) in [("setBy", token.setBy), ("endsBy", token.endsBy)] {
            for (index, name) in list.enumerated() where !names.contains(name) {
                context.error(
                    "auth token \(key) names '\(name)', which is no endpoint of the contract",
                    at: path.appending(key).appending(index: index),
                    fallback: token.provenance.mark,
                    hint: "name an endpoint under `endpoints:`"
                        + (DidYouMean.suggestion(for: name, among: names.sorted()).map { ", e.g. '\($0)'" } ?? ""))
            }
        }
        var named: Set<String> = []
        for (index, name) in token.setBy.enumerated() {
            let at = path.appending("setBy").appending(index: index)
            if !named.insert(name).inserted {
                context.error(
                    "auth token setBy names '\(name)' twice", at: at, fallback: token.provenance.mark,
                    hint: "name each sign-in once, with its `when:` and `from:`")
            }
            guard let endpoint = context.contract.endpoints.first(where: { $0.name == name }),
                let delivery = token.delivery(for: name)
            else { continue }
            checkSetter(endpoint, context)
            if !context.typeDefinitionsAreDamaged {
                checkDelivery(delivery, of: endpoint, at: at, fallback: token.provenance.mark, context)
            }
        }
        for (index, name) in token.endsBy.enumerated() where token.setBy.contains(name) {
            context.error(
                "auth token endsBy names '\(name)', which also hands the token out (setBy)",
                at: path.appending("endsBy").appending(index: index),
                fallback: token.provenance.mark, hint: "a sign-in starts the session; name the sign-out endpoint")
        }
    }

    /// A sign-in returns its payload beside the credentials.
    private static func checkSetter(_ endpoint: Endpoint, _ context: ValidationContext) {
        guard endpoint.response.payload != .result, endpoint.response.payload != .body else { return }
        context.error(
            "endpoint '\(endpoint.name)' hands out the session token, so it returns a payload beside the credentials, "
                + "but its payload is \(endpoint.response.payload.rawValue)",
            at: ContractPaths.endpoint(endpoint.name).appending("response", "payload"),
            fallback: endpoint.response.provenance.mark,
            hint: "write `payload: result` or `payload: body` with the answer's `type`, whose model holds the token")
    }

    /// The `from` field holds text, `secret: true` where the payload's model declares it; `when` tests a field the
    /// payload has, as a payload rule's test does.
    private static func checkDelivery(
        _ delivery: SignInDelivery, of endpoint: Endpoint, at path: NodePath, fallback: SourceMark,
        _ context: ValidationContext
    ) {
        let checker = PayloadFieldChecker(context: context)
        if let when = delivery.when {
            checker.check(when, of: endpoint, at: path.appending("when"), fallback: fallback)
        }
        guard case .field(let field) = delivery.source, let payload = endpoint.response.type else { return }
        let report: (String, String?) -> Void = { message, hint in
            context.error(
                "sign-in '\(endpoint.name)' reads the token from '\(field)': \(message)",
                at: path.appending("from", "field"), fallback: fallback, hint: hint)
        }
        guard
            let type = RequirementValidation.resolve(
                field.keys, from: payload, context: context, suggestions: FieldSuggestions(), report: report)
        else { return }
        if type != .scalar(.string), type != .scalar(.json) {
            report("the field is \(type), and a token is text", "point `from.field` at the token's text field")
        } else if type == .scalar(.string), !checker.isSecret(field, below: payload) {
            report("the field holds the session token, and the model would print it", "mark the field `secret: true`")
        }
    }
}
