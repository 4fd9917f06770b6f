import Foundation
import WireVocabulary

/// Endpoint policies that the docs fix: only idempotent reads are retried, the login exchange carries no
/// token, the tenant header travels with a token, and bodies go with POST, PUT or PATCH; and the client's own size
/// limit admits every documented answer.
enum EndpointPolicyValidation {
    static func check(_ context: ValidationContext) {
        for endpoint in context.contract.endpoints {
            checkRetry(endpoint, context: context)
            checkAuth(endpoint, context: context)
            checkBody(endpoint, context: context)
            checkResponseSizeLimit(endpoint, context: context)
        }
    }

    /// A documented answer over the limit would be refused by the generated client: the limit is wrong.
    private static func checkResponseSizeLimit(_ endpoint: Endpoint, context: ValidationContext) {
        let limit = endpoint.maxResponseBytes ?? context.contract.clientPolicy.maxResponseBytes
        for (index, example) in endpoint.examples.enumerated() where example.response.utf8.count > limit {
            context.error(
                "example '\(example.name)' has a \(example.response.utf8.count)-byte response, over the endpoint's "
                    + "response size limit of \(limit) bytes",
                at: ContractPaths.example(index, of: endpoint.name).appending("response"),
                fallback: example.provenance.mark,
                hint: "raise `clientPolicy: { maxResponseBytes: … }` of the endpoint or the contract")
        }
    }

    private static func checkRetry(_ endpoint: Endpoint, context: ValidationContext) {
        guard endpoint.retry == .idempotent, endpoint.method != .get || endpoint.role != .read else { return }
        let reason =
            endpoint.method != .get
            ? "a \(endpoint.method.rawValue) endpoint: writes are never retried automatically"
            : "a GET endpoint with role '\(endpoint.role.rawValue)': only reads are retried automatically, and this "
                + "one \(roleDoes(endpoint.role))"
        context.error(
            "`retry: idempotent` on \(reason)",
            at: ContractPaths.endpoint(endpoint.name).appending("retry"), fallback: endpoint.provenance.mark,
            hint: "only GET endpoints with role read may say `retry: idempotent`")
    }

    /// What a call of `role` does that a read does not, for the retry message.
    private static func roleDoes(_ role: EndpointRole) -> String {
        switch role {
        case .read: "reads"
        case .write: "changes something"
        case .login: "makes a session"
        case .refresh: "renews a session"
        case .logout: "ends a session"
        }
    }

    private static func checkAuth(_ endpoint: Endpoint, context: ValidationContext) {
        let path = ContractPaths.endpoint(endpoint.name)
        // A value that failed to decode was replaced by its default; judging the default would blame the author twice.
        guard !context.isDamaged(path) else { return }
        let refreshesCookies = context.contract.auth?.session?.refreshedBy == endpoint.name
        if endpoint.role == .login || endpoint.role == .refresh, endpoint.auth == .token, !refreshesCookies {
            // Looked up only here: a look-up in the source map for every endpoint cost more than the whole check.
            let authWritten = context.sourceMap.contains(path.appending("auth"))
            let authPath = authWritten ? path.appending("auth") : path.appending("role")
            let written = authWritten ? "`auth: token`" : "no `auth:` (credentials by default)"
            if endpoint.role == .login {
                context.error(
                    "the login exchange must not carry a token; endpoint '\(endpoint.name)' has role 'login' and "
                        + written, at: authPath, fallback: endpoint.provenance.mark, hint: "say `auth: none`")
            } else {
                // A token session's refresh renews it from what its body sends; a cookie session's refresh sends the
                // cookies, and the session names it (`refreshedBy`).
                let cookieHint =
                    context.contract.auth?.session != nil
                    ? "; a cookie session's refresh that sends its cookies is named by `auth.session.refreshedBy`"
                    : ""
                context.error(
                    "a refresh must not carry the session's credentials: it renews them from its body; endpoint "
                        + "'\(endpoint.name)' has role 'refresh' and \(written)",
                    at: authPath, fallback: endpoint.provenance.mark,
                    hint: "say `auth: none` and send the refresh token in the body" + cookieHint)
            }
        }
        if endpoint.auth == .token, context.contract.auth == nil {
            context.error(
                "`auth: token` but the contract has no `auth:` saying how the token travels",
                at: path.appending("auth"),
                fallback: endpoint.provenance.mark)
        }
        if endpoint.sendsTenant, endpoint.auth == .none || context.contract.auth?.tenant == nil {
            let reason = endpoint.auth == .none ? "the endpoint sends no token" : "the contract's auth has no tenant"
            context.error(
                "`tenant: true` but \(reason)", at: path.appending("tenant"), fallback: endpoint.provenance.mark)
        }
    }

    private static func checkBody(_ endpoint: Endpoint, context: ValidationContext) {
        let path = ContractPaths.endpoint(endpoint.name).appending("body")
        switch endpoint.body {
        case .none:
            return
        case .json, .multipart, .form:
            guard ![.post, .put, .patch].contains(endpoint.method) else { break }
            context.error(
                "a \(endpoint.method.rawValue) request has no body; bodies go with POST, PUT or PATCH", at: path,
                fallback: endpoint.provenance.mark)
        }
        if case .multipart(let fileField, _) = endpoint.body, fileField.trimmingCharacters(in: .whitespaces).isEmpty {
            context.error(
                "a multipart body needs a file field: `file: <part name>`", at: path.appending("multipart", "file"),
                fallback: endpoint.provenance.mark)
        }
    }
}
