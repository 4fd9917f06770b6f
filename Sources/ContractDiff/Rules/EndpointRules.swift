import Contract
import TextFoundation

extension Rules {
    static let endpointRules = [
        endpointAdded, endpointRemoved, endpointRenamed, endpointPathChanged, endpointMethodChanged, loginNowSendsToken,
        endpointNowSendsToken, endpointNoLongerSendsToken, endpointTenantHeaderChanged, endpointRoleChanged,
        endpointRetryEnabled, endpointRetryDisabled, endpointBecameServerOnly, endpointLeftServer,
    ]

    static let endpointAdded = Rule(
        "endpoint-added", .endpoints, wire: .nonBreaking, swift: .nonBreaking, "A new endpoint and client method.",
        client: "None.")
    static let endpointRemoved = Rule(
        "endpoint-removed", .endpoints, wire: .breaking, swift: .breaking,
        "The endpoint and its client method are gone.", client: "Remove calls to the method.")
    static let endpointRenamed = Rule(
        "endpoint-renamed", .endpoints, wire: .nonBreaking, swift: .breaking,
        "Same method and path under a new operation name: the client method is renamed.",
        client: "Rename calls to the method.")
    static let endpointPathChanged = Rule(
        "endpoint-path-changed", .endpoints, wire: .breaking, swift: .nonBreaking,
        "The endpoint moved; existing clients call the old path.", client: "Regenerate; old app versions break.")
    static let endpointMethodChanged = Rule(
        "endpoint-method-changed", .endpoints, wire: .breaking, swift: .nonBreaking,
        "The endpoint expects another HTTP method.", client: "Regenerate; old app versions break.")
    static let loginNowSendsToken = Rule(
        "login-now-sends-token", .endpoints, wire: .breaking, swift: .breaking,
        "The login exchange now carries a session token: it needs credentials before sign-in and its failures may "
            + "now look like session expiry.",
        client: "Confirm with the docs; login must normally send no token.")
    static let endpointNowSendsToken = Rule(
        "endpoint-now-sends-token", .endpoints, wire: .breaking, swift: .breaking,
        "The endpoint now requires the session token; its method gains a `credentials:` parameter.",
        client: "Pass credentials to the call.")
    static let endpointNoLongerSendsToken = Rule(
        "endpoint-no-longer-sends-token", .endpoints, wire: .possiblyBreaking, swift: .breaking,
        "The endpoint no longer carries the token; its method loses the `credentials:` parameter.",
        client: "Drop the `credentials:` argument.")
    static let endpointTenantHeaderChanged = Rule(
        "endpoint-tenant-header-changed", .endpoints, wire: .possiblyBreaking, swift: .nonBreaking,
        "Whether the endpoint sends the tenant header changed; the server may pick another tenant.",
        client: "Check results that depend on the current tenant.")
    static let endpointRoleChanged = Rule(
        "endpoint-role-changed", .endpoints, wire: .possiblyBreaking, swift: .nonBreaking,
        "The endpoint's role (read, write, login, refresh, logout) changed, and with it how sessions treat it.",
        client: "Review session handling around the call.")
    static let endpointRetryEnabled = Rule(
        "endpoint-retry-enabled", .endpoints, wire: .possiblyBreaking, swift: .nonBreaking,
        "The client now retries the endpoint automatically; the server may see repeated requests.",
        client: "Make sure the endpoint really is idempotent.")
    static let endpointRetryDisabled = Rule(
        "endpoint-retry-disabled", .endpoints, wire: .nonBreaking, swift: .nonBreaking,
        "The client no longer retries the endpoint automatically.", client: "Offer a manual retry where needed.")
    static let endpointBecameServerOnly = Rule(
        "endpoint-became-server-only", .endpoints, wire: .nonBreaking, swift: .breaking,
        "The docs now keep the call on the app's server (`serverOnly: true`): its client method is gone.",
        client: "Call the app's own backend instead; remove calls to the method.")
    static let endpointLeftServer = Rule(
        "endpoint-no-longer-server-only", .endpoints, wire: .nonBreaking, swift: .nonBreaking,
        "The call is no longer server-only: the client gains a method for it.",
        client: "Check that calling it from the app holds no secret the app must not have.")
}

extension DiffContext {
    mutating func diffEndpoints() {
        let pairing = Pairing(base: base.endpoints, head: head.endpoints, name: \.name, shape: Shapes.endpoint)
        for endpoint in pairing.added {
            emit(
                Rules.endpointAdded, group: "endpoint \(endpoint.name)", path: "endpoint:\(endpoint.name)",
                "\(MarkdownText.code("\(endpoint.method.rawValue) \(endpoint.path)")) added", at: endpoint.provenance)
        }
        for endpoint in pairing.removed {
            emit(
                Rules.endpointRemoved, group: "endpoint \(endpoint.name)", path: "endpoint:\(endpoint.name)",
                "\(MarkdownText.code("\(endpoint.method.rawValue) \(endpoint.path)")) removed"
                    + removalNote(endpoint.deprecation),
                at: endpoint.provenance, side: .base)
        }
        for pair in pairing.pairs { diffEndpoint(pair) }
    }

    private mutating func diffEndpoint(_ pair: Pair<Endpoint>) {
        let old = pair.base
        let new = pair.head
        let group = "endpoint \(new.name)"
        let path = "endpoint:\(new.name)"
        if pair.isRename {
            emit(
                Rules.endpointRenamed, group: group, path: path, basePath: "endpoint:\(old.name)",
                "\(MarkdownText.code(new.name)) renamed", before: old.name, after: new.name, at: new.provenance)
        }
        if Shapes.wirePath(old.path) != Shapes.wirePath(new.path) {
            emit(
                Rules.endpointPathChanged, group: group, path: path, "path changed", before: old.path, after: new.path,
                at: new.provenance)
        }
        let parameterRenames =
            Shapes.wirePath(old.path) == Shapes.wirePath(new.path)
            ? Dictionary(zip(Shapes.placeholders(old.path), Shapes.placeholders(new.path)).filter { $0 != $1 }) {
                first, _ in first
            } : [:]
        diffEndpointServer(pair)
        if old.method != new.method {
            emit(
                Rules.endpointMethodChanged, group: group, path: path, "method changed", before: old.method.rawValue,
                after: new.method.rawValue, at: new.provenance)
        }
        if let rule = Rules.optionalAuthRule(old.auth, new.auth) {
            emit(
                rule, group: group, path: path, "auth changed", before: old.auth.rawValue, after: new.auth.rawValue,
                at: new.provenance)
        } else if old.auth != new.auth {
            let rule =
                new.auth == .none
                ? Rules.endpointNoLongerSendsToken
                : (new.role == .login || old.role == .login ? Rules.loginNowSendsToken : Rules.endpointNowSendsToken)
            emit(
                rule, group: group, path: path, "auth changed",
                before: old.auth.rawValue, after: new.auth.rawValue, at: new.provenance)
        }
        if old.sendsTenant != new.sendsTenant {
            emit(
                Rules.endpointTenantHeaderChanged, group: group, path: path,
                new.sendsTenant ? "now sends the tenant header" : "no longer sends the tenant header",
                before: "\(old.sendsTenant)", after: "\(new.sendsTenant)", at: new.provenance)
        }
        if old.role != new.role {
            emit(
                Rules.endpointRoleChanged, group: group, path: path, "role changed", before: old.role.rawValue,
                after: new.role.rawValue, at: new.provenance)
        }
        if old.isServerOnly != new.isServerOnly {
            emit(
                new.isServerOnly ? Rules.endpointBecameServerOnly : Rules.endpointLeftServer, group: group,
                path: path, new.isServerOnly ? "now server-only" : "no longer server-only",
                before: "\(old.isServerOnly)", after: "\(new.isServerOnly)", at: new.provenance)
        }
        if old.retry != new.retry {
            emit(
                new.retry == .idempotent ? Rules.endpointRetryEnabled : Rules.endpointRetryDisabled, group: group,
                path: path, "retry changed", before: old.retry.rawValue,
                after: new.retry.rawValue, at: new.provenance)
        }
        var oldPathParameters = old.pathParameters
        for index in oldPathParameters.indices {
            let before = oldPathParameters[index].name
            guard let after = parameterRenames[before] else { continue }
            oldPathParameters[index].name = after
            let at = new.pathParameters.first { $0.name == after }?.provenance ?? new.provenance
            emit(
                Rules.pathParameterRenamed, group: group, path: path,
                "path parameter \(MarkdownText.code(before)) renamed",
                before: before, after: after, at: at)
        }
        diffParameters(
            oldPathParameters, new.pathParameters, kind: .path, group: group, path: path, at: new.provenance)
        diffParameters(old.query, new.query, kind: .query, group: group, path: path, at: new.provenance)
        diffBody(old, new, group: group, path: path)
        diffPerCallValues(old, new, group: group, path: path)
        diffSigning(old, new, group: group, path: path)
        diffParameterGroups(old, new, group: group, path: path)
        diffPagination(old, new, group: group, path: path)
        diffResponse(old.response, new.response, group: group, path: path)
        diffPayloadRules(old.response, new.response, group: group, path: path)
        diffErrorRules(base: old.errorRules, head: new.errorRules, group: group, path: path, endpoint: true)
        diffUnmappedCodes(old, new, group: group, path: path)
        diffResponseSizeLimit(old, new, group: group, path: path)
        diffTimeout(old, new, group: group, path: path)
        diffExamples(old, new, group: group, path: path)
        diffDeprecation(
            old.deprecation, new.deprecation, deprecated: Rules.endpointDeprecated, group: group, path: path,
            what: "\(MarkdownText.code(new.name))")
        diffDocumentation(
            old.provenance, new.provenance, group: group, path: path, what: "\(MarkdownText.code(new.name))")
    }
}
