import YAMLNodes

/// `auth.session`: `{ cookies: [ { name: SESSDATA, secret: true }, DedeUserID ], setBy: [login], endsBy: [logout] }`.
extension DecodingContext {
    static let sessionKeys = ["cookies", "setBy", "endsBy", "doc", "source", "deviation"]
    static let sessionCookieKeys = ["name", "secret", "doc", "deviation"]
    static let parameterSourceKeys = ["cookie"]

    func cookieSession(_ node: YAMLNode, path: NodePath) -> CookieSessionRules? {
        guard
            let reader = MappingReader(
                node, path: path, subject: "auth session", keys: Self.sessionKeys, context: self)
        else { return nil }
        let cookies = reader.required("cookies").flatMap { node in
            list(node, path: reader.path("cookies")) { sessionCookie($0, path: $1) }
        }
        let setBy = reader.required("setBy").flatMap { node in
            list(node, path: reader.path("setBy"), allowsSingle: true) { string($0, path: $1) }
        }
        let endsBy = reader.strings("endsBy", allowsSingle: true)
        guard let cookies, let setBy else { return nil }
        if cookies.isEmpty {
            error(
                "a cookie session names its cookies", at: node.mark, path: reader.path("cookies"),
                hint: "e.g. `cookies: [ { name: SESSDATA, secret: true }, { name: DedeUserID } ]`")
        }
        return CookieSessionRules(
            cookies: cookies, setBy: setBy, endsBy: endsBy ?? [], provenance: reader.provenance(at: node.mark))
    }

    /// `{ name: SESSDATA, secret: true }`, or a bare name for a cookie that is no secret.
    private func sessionCookie(_ node: YAMLNode, path: NodePath) -> CookieSessionRules.Cookie? {
        if node.scalar != nil, !node.isNull {
            return string(node, path: path).map {
                CookieSessionRules.Cookie(name: $0, isSecret: false, provenance: Provenance(mark: node.mark))
            }
        }
        guard
            let reader = MappingReader(
                node, path: path, subject: "session cookie", keys: Self.sessionCookieKeys, context: self)
        else { return nil }
        let name = reader.requiredString("name")
        let isSecret = reader.bool("secret") ?? false
        return name.map {
            CookieSessionRules.Cookie(name: $0, isSecret: isSecret, provenance: reader.provenance(at: node.mark))
        }
    }

    /// A parameter's `from: { cookie: bili_jct }`: the session cookie whose value the client sends.
    func parameterSource(_ node: YAMLNode, path: NodePath) -> String? {
        guard
            let reader = MappingReader(
                node, path: path, subject: "parameter source", keys: Self.parameterSourceKeys, context: self)
        else { return nil }
        return reader.requiredString("cookie")
    }
}
