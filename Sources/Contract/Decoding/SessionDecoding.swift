import WireVocabulary
import YAMLNodes

/// `auth.session`: `{ cookies: [ { name: SESSDATA, secret: true }, DedeUserID ], setBy: [login], endsBy: [logout] }`.
extension DecodingContext {
    static let sessionKeys = ["cookies", "setBy", "endsBy", "doc", "source", "deviation"]
    static let sessionCookieKeys = ["name", "secret", "doc", "deviation"]
    static let signInKeys = ["endpoint", "when", "from", "doc"]
    /// A token session's sign-in (`auth.token.setBy`) is written as a cookie session's, with `from` required.
    static let tokenSignInKeys = signInKeys
    static let signInSourceKeys = ["field"]
    static let parameterSourceKeys = ["cookie", "clock", "random", "length"]

    func cookieSession(_ node: YAMLNode, path: NodePath) -> CookieSessionRules? {
        guard
            let reader = MappingReader(
                node, path: path, subject: "auth session", keys: Self.sessionKeys, context: self)
        else { return nil }
        let cookies = reader.required("cookies").flatMap { node in
            list(node, path: reader.path("cookies")) { sessionCookie($0, path: $1) }
        }
        let signIns = reader.required("setBy").flatMap { node in
            list(node, path: reader.path("setBy"), allowsSingle: true) { signIn($0, path: $1) }
        }
        let endsBy = reader.strings("endsBy", allowsSingle: true)
        guard let cookies, let signIns else { return nil }
        var deliveries: [String: SignInDelivery] = [:]
        for (name, delivery) in signIns where delivery != SignInDelivery() { deliveries[name] = delivery }
        if cookies.isEmpty {
            error(
                "a cookie session names its cookies", at: node.mark, path: reader.path("cookies"),
                hint: "e.g. `cookies: [ { name: SESSDATA, secret: true }, { name: DedeUserID } ]`")
        }
        return CookieSessionRules(
            cookies: cookies, setBy: signIns.map(\.endpoint), deliveries: deliveries, endsBy: endsBy ?? [],
            provenance: reader.provenance(at: node.mark))
    }

    /// A `setBy` entry: the sign-in's name (every success sets the cookies in `Set-Cookie`), or
    /// `{ endpoint: pollQR, when: { field: code, equals: 803 }, from: { field: cookie } }`: only the answers whose
    /// payload passes `when` sign in, and the cookies are the `name=value` pairs of the payload's text field `from`.
    func signIn(_ node: YAMLNode, path: NodePath) -> (endpoint: String, delivery: SignInDelivery)? {
        if node.scalar != nil, !node.isNull {
            return string(node, path: path).map { ($0, SignInDelivery()) }
        }
        guard
            let reader = MappingReader(
                node, path: path, subject: "a sign-in", keys: Self.signInKeys, context: self)
        else { return nil }
        let endpoint = reader.requiredString("endpoint")
        let whenNode = reader.value("when")
        let fromNode = reader.value("from")
        let when = whenNode.flatMap { payloadTest($0, path: reader.path("when")) }
        let source = fromNode.flatMap { signInSource($0, path: reader.path("from")) }
        guard let endpoint, (whenNode == nil) == (when == nil), (fromNode == nil) == (source == nil) else {
            return nil
        }
        return (endpoint, SignInDelivery(from: source ?? .setCookie, when: when))
    }

    /// A sign-in's `from: { field: <path> }`: the payload's text field that holds the cookies.
    private func signInSource(_ node: YAMLNode, path: NodePath) -> SignInDelivery.Source? {
        guard
            let reader = MappingReader(
                node, path: path, subject: "a sign-in's source", keys: Self.signInSourceKeys, context: self)
        else { return nil }
        guard let text = reader.required("field").flatMap({ name($0, path: reader.path("field"), what: "a field") })
        else { return nil }
        let field = FieldPath(text)
        guard field.isWellFormed else {
            error(
                "bad payload field path '\(text)'", at: reader.value("field")?.mark ?? node.mark,
                path: reader.path("field"), hint: "write the wire names from the payload down, between dots: `a.b`")
            return nil
        }
        return .field(field)
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

    /// A parameter's `from:`: `{ cookie: bili_jct }`, the session cookie whose value the client sends; or a value the
    /// client computes per call, `{ clock: unixSeconds | unixMillis }` or `{ random: hex | alphanumeric | digits,
    /// length: 32 }`. Exactly one of `cookie`, `clock` and `random`.
    func parameterSource(_ node: YAMLNode, path: NodePath) -> ParameterSource? {
        guard
            let reader = MappingReader(
                node, path: path, subject: "parameter source", keys: Self.parameterSourceKeys, context: self)
        else { return nil }
        let sources = ["cookie", "clock", "random"].filter(reader.has)
        guard sources.count == 1 else {
            error(
                sources.isEmpty
                    ? "a parameter source needs `cookie`, `clock` or `random`"
                    : "a parameter source is one of cookie, clock and random, found \(sources.joined(separator: ", "))",
                at: node.mark, path: path,
                hint: "`from: { cookie: <name> }`, `from: { clock: unixMillis }` or `from: { random: hex, length: 32 }`"
            )
            return nil
        }
        if reader.has("length"), sources != ["random"] {
            error(
                "`length` belongs to `random`", at: reader.value("length")?.mark ?? node.mark,
                path: reader.path("length"))
        }
        if let cookie = reader.string("cookie") { return .cookie(cookie) }
        return perCallKind(reader).map(ParameterSource.perCall)
    }

    /// `clock: unixSeconds | unixMillis` or `random: <alphabet>, length: <n>` of a `from:` (a parameter's or a
    /// `perCall:` entry's).
    func perCallKind(_ reader: MappingReader) -> PerCallValue.Kind? {
        if reader.has("clock") {
            let clock = reader.choice("clock", what: "clock", among: PerCallClock.allCases)
            return clock.map { $0 == .unixSeconds ? .unixSeconds : .unixMillis }
        }
        guard reader.has("random") else { return nil }
        let alphabet = reader.choice("random", what: "random alphabet", among: PerCallValue.Alphabet.allCases)
        guard let length = reader.required("length").flatMap({ int($0, path: reader.path("length")) }) else {
            return nil
        }
        guard (1...256).contains(length) else {
            error(
                "a random value's `length` is 1 to 256, found \(length)",
                at: reader.value("length")?.mark ?? reader.node.mark, path: reader.path("length"))
            return nil
        }
        return alphabet.map { .random($0, length: length) }
    }
}

/// Where a parameter's value comes from when the app does not pass it.
enum ParameterSource {
    /// A session cookie's value.
    case cookie(String)
    /// A value the client computes for each call.
    case perCall(PerCallValue.Kind)
}

/// The clocks `from: { clock: … }` names.
enum PerCallClock: String, CaseIterable {
    case unixSeconds, unixMillis
}
