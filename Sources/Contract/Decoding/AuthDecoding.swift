import WireVocabulary
import YAMLNodes

/// `auth:` and `headers:`.
extension DecodingContext {
    static let authKeys = ["token", "session", "tenant", "doc", "source", "deviation"]
    static let tokenKeys = ["header", "scheme", "query", "setBy", "endsBy"]
    static let tenantKeys = ["header", "type", "omitWhen", "doc", "source", "deviation", "policy"]
    static let headersKeys = ["always", "jsonBody", "never", "doc", "source", "deviation"]

    func auth(_ node: YAMLNode, path: NodePath) -> AuthRules? {
        guard let reader = MappingReader(node, path: path, subject: "auth", keys: Self.authKeys, context: self) else {
            return nil
        }
        let token = reader.value("token").flatMap { authToken($0, path: reader.path("token")) }
        let session = reader.value("session").flatMap { cookieSession($0, path: reader.path("session")) }
        let tenant = reader.value("tenant").flatMap { tenantHeader($0, path: reader.path("tenant")) }
        switch (reader.has("token"), reader.has("session")) {
        case (true, true):
            error(
                "a session is a token or a set of cookies, not both", at: node.mark, path: path,
                hint: "keep `token` (e.g. `{ header: X-Access-Token }`) or `session` (e.g. `{ cookies: [SESSDATA], "
                    + "setBy: [login] }`)")
            return nil
        case (false, false):
            error(
                "missing required key 'token' or 'session' in auth", at: node.mark, path: path,
                hint: "e.g. `token: { header: X-Access-Token }` or `session: { cookies: [SESSDATA], setBy: [login] }`")
            return nil
        default:
            guard token != nil || session != nil else { return nil }
            return AuthRules(
                token: token, session: session, tenant: tenant, provenance: reader.provenance(at: node.mark))
        }
    }

    /// `{ header: X-Access-Token }`, `{ header: Authorization, scheme: Bearer }` or `{ query: access_token }`.
    private func authToken(_ node: YAMLNode, path: NodePath) -> AuthRules.Token? {
        guard let reader = MappingReader(node, path: path, subject: "auth token", keys: Self.tokenKeys, context: self)
        else { return nil }
        let header = reader.string("header")
        let query = reader.string("query")
        let scheme = reader.string("scheme")
        let provenance = Provenance(mark: node.mark)
        let life = tokenLife(reader)
        switch (header, query) {
        case (let header?, nil):
            return AuthRules.Token(
                placement: .header(name: header, scheme: scheme), setBy: life.setBy, deliveries: life.deliveries,
                endsBy: life.endsBy, provenance: provenance)
        case (nil, let query?):
            if scheme != nil {
                error(
                    "a token in the query string has no scheme", at: reader.value("scheme")?.mark ?? node.mark,
                    path: reader.path("scheme"), hint: "remove `scheme`; it is sent before a token in a header")
            }
            return AuthRules.Token(
                placement: .query(name: query), setBy: life.setBy, deliveries: life.deliveries, endsBy: life.endsBy,
                provenance: provenance)
        case (.some, .some):
            error(
                "the token travels in one place: a header or a query parameter, not both", at: node.mark, path: path,
                hint: "keep `header` (e.g. `{ header: X-Access-Token }`) or `query` (e.g. `{ query: access_token }`)")
            return nil
        case (nil, nil):
            if !reader.has("header") && !reader.has("query") {
                error(
                    "auth token says where the token travels: `header` or `query`", at: node.mark, path: path,
                    hint: "e.g. `{ header: X-Access-Token }`, `{ header: Authorization, scheme: Bearer }` or "
                        + "`{ query: access_token }`")
            }
            return nil
        }
    }

    /// A token's `setBy` (sign-in entries as a cookie session's, each `{ endpoint: login, from: { field: token } }`:
    /// a token always comes in a payload field) and `endsBy` (endpoint names).
    private func tokenLife(
        _ reader: MappingReader
    ) -> (setBy: [String], deliveries: [String: SignInDelivery], endsBy: [String]) {
        let entries =
            reader.value("setBy").flatMap { node -> [(endpoint: String, delivery: SignInDelivery)]? in
                // One sign-in may be written without a list; it is item 0 all the same, for lint's paths.
                guard node.mapping == nil else {
                    let path = reader.path("setBy").appending(index: 0)
                    record(node, at: path)
                    return signIn(node, path: path).map { [$0] }
                }
                return list(node, path: reader.path("setBy"), allowsSingle: true) { signIn($0, path: $1) }
            } ?? []
        var deliveries: [String: SignInDelivery] = [:]
        for (index, entry) in entries.enumerated() {
            guard case .setCookie = entry.delivery.source else {
                deliveries[entry.endpoint] = entry.delivery
                continue
            }
            let setBy = reader.value("setBy")
            let path = reader.path("setBy").appending(index: index)
            error(
                "token sign-in '\(entry.endpoint)' does not say which payload field holds the token",
                at: setBy?.sequence?[index].mark ?? setBy?.mark ?? reader.node.mark, path: path,
                hint: "write `{ endpoint: \(entry.endpoint), from: { field: token } }` with the field's wire path")
        }
        return (
            entries.map(\.endpoint).filter { deliveries[$0] != nil }, deliveries,
            reader.strings("endsBy", allowsSingle: true) ?? []
        )
    }

    private func tenantHeader(_ node: YAMLNode, path: NodePath) -> AuthRules.TenantHeader? {
        guard let reader = MappingReader(node, path: path, subject: "auth tenant", keys: Self.tenantKeys, context: self)
        else { return nil }
        let header = reader.requiredString("header")
        let type = reader.requiredString("type")
        let omitWhen = reader.string("omitWhen")
        guard let header, let type else { return nil }
        return AuthRules.TenantHeader(
            header: header, type: type, omitWhen: omitWhen, provenance: reader.provenance(at: node.mark))
    }

    func headers(_ node: YAMLNode, path: NodePath) -> HeaderRules {
        guard let reader = MappingReader(node, path: path, subject: "headers", keys: Self.headersKeys, context: self)
        else { return HeaderRules() }
        // Header names and values are checked as HTTP (``HTTPSyntaxValidation``).
        let always = reader.value("always").map {
            headerList($0, path: reader.path("always"), namesAreHTTPChecked: true)
        }
        let jsonBody = reader.value("jsonBody").map {
            headerList($0, path: reader.path("jsonBody"), namesAreHTTPChecked: true)
        }
        return HeaderRules(
            always: always ?? [], jsonBody: jsonBody ?? [], never: reader.strings("never", allowsSingle: true) ?? [],
            provenance: reader.provenance(at: node.mark))
    }

    /// A mapping of header names to values, e.g. `{ Accept: application/json }`. `namesAreHTTPChecked`: validation
    /// checks these names as HTTP tokens (``HTTPSyntaxValidation``), which reports control characters itself.
    func headerList(_ node: YAMLNode, path: NodePath, namesAreHTTPChecked: Bool = false) -> [HeaderRules.Header] {
        namedEntries(node, path: path, subject: "headers", checkingNames: !namesAreHTTPChecked).compactMap { entry in
            string(entry.value, path: entry.path).map { HeaderRules.Header(name: entry.name, value: $0) }
        }
    }
}
