import YAMLNodes

/// `auth:` and `headers:`.
extension DecodingContext {
    static let authKeys = ["token", "tenant", "doc", "source"]
    static let tokenKeys = ["header", "scheme"]
    static let tenantKeys = ["header", "type", "omitWhen"]
    static let headersKeys = ["always", "jsonBody", "never"]

    func auth(_ node: YAMLNode, path: NodePath) -> AuthRules? {
        guard let reader = MappingReader(node, path: path, subject: "auth", keys: Self.authKeys, context: self) else {
            return nil
        }
        let token = reader.required("token").flatMap { tokenHeader($0, path: reader.path("token")) }
        let tenant = reader.value("tenant").flatMap { tenantHeader($0, path: reader.path("tenant")) }
        guard let token else { return nil }
        return AuthRules(token: token, tenant: tenant, provenance: reader.provenance(at: node.mark))
    }

    private func tokenHeader(_ node: YAMLNode, path: NodePath) -> AuthRules.TokenHeader? {
        guard let reader = MappingReader(node, path: path, subject: "auth token", keys: Self.tokenKeys, context: self)
        else { return nil }
        let header = reader.requiredString("header")
        let scheme = reader.string("scheme")
        return header.map { AuthRules.TokenHeader(header: $0, scheme: scheme, provenance: Provenance(mark: node.mark)) }
    }

    private func tenantHeader(_ node: YAMLNode, path: NodePath) -> AuthRules.TenantHeader? {
        guard let reader = MappingReader(node, path: path, subject: "auth tenant", keys: Self.tenantKeys, context: self)
        else { return nil }
        let header = reader.requiredString("header")
        let type = reader.requiredString("type")
        let omitWhen = reader.string("omitWhen")
        guard let header, let type else { return nil }
        return AuthRules.TenantHeader(
            header: header, type: type, omitWhen: omitWhen, provenance: Provenance(mark: node.mark))
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
            provenance: Provenance(mark: node.mark))
    }

    /// A mapping of header names to values, e.g. `{ Accept: application/json }`. `namesAreHTTPChecked`: validation
    /// checks these names as HTTP tokens (``HTTPSyntaxValidation``), which reports control characters itself.
    func headerList(_ node: YAMLNode, path: NodePath, namesAreHTTPChecked: Bool = false) -> [HeaderRules.Header] {
        namedEntries(node, path: path, subject: "headers", checkingNames: !namesAreHTTPChecked).compactMap { entry in
            string(entry.value, path: entry.path).map { HeaderRules.Header(name: entry.name, value: $0) }
        }
    }
}
