/// The draws of how a contract is reached and signed in to: a cookie session with its sign-in, several servers, and
/// on endpoints optional auth, parameters and form fields filled from a session cookie, and groups of parameters of
/// which exactly one is sent.
extension ContractGenerator {
    /// Letters, digits, `_` and `-` only, starting with a letter: what cookie and server names may hold.
    private static func isPlainName(_ name: String) -> Bool {
        name.unicodeScalars.first.map { $0.isASCII && $0.properties.isAlphabetic } == true
            && name.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-")
            }
    }

    /// A new name that `isPlainName`, from the hostile pools where one fits.
    private mutating func plainName() -> String {
        for _ in 0..<20 {
            let candidate = name(pathSafe: true)
            if Self.isPlainName(candidate) { return candidate }
        }
        return name(type: false, pathSafe: true).filter { $0.isLetter && $0.isASCII } + "p\(random.int(1...999))"
    }

    /// Now and then a cookie session (its sign-in is added once the other endpoints are drawn) and named servers.
    mutating func drawAccess(into spec: inout ContractSpec) {
        if random.chance(30) {
            let cookies = (0..<random.int(1...2)).map { _ in (name: plainName(), secret: random.chance(70)) }
            spec.session = (cookies, name())
        }
        if random.chance(25) {
            // Lint reserves `base` and `default` (the client's own URL names) and refuses two names one camel-case.
            var spelled: Set<String> = ["base", "default"]
            for _ in 0..<random.int(1...3) {
                let server = plainName()
                guard spelled.insert(server.lowercased().filter { $0 != "_" && $0 != "-" }).inserted else { continue }
                spec.servers.append(server)
            }
        }
    }

    /// An endpoint's server, parameters filled from a session cookie and a group of optional query parameters.
    mutating func drawAccess(into endpoint: inout ContractSpec.Endpoint, _ spec: ContractSpec) {
        if !spec.servers.isEmpty, random.chance(50) { endpoint.server = random.pick(spec.servers) }
        let carriesSession = spec.session != nil && !endpoint.tokenless && !endpoint.optionalAuth
        if let session = spec.session, carriesSession, random.chance(40) {
            let cookie = random.pick(session.cookies).name
            let field = ContractSpec.Field(name: name(), doc: maybeProse(), fromCookie: cookie)
            if case .form(let fields) = endpoint.body {
                endpoint.body = .form(fields + [field])
            } else {
                endpoint.query.append(field)
            }
        }
        if random.chance(30) { drawGroup(into: &endpoint) }
    }

    /// Two new optional query parameters sent one at a time, under a group name unlike every other parameter's.
    private mutating func drawGroup(into endpoint: inout ContractSpec.Endpoint) {
        func spelling(_ name: String) -> String { name.lowercased().filter { $0.isLetter || $0.isNumber } }
        var taken = Set((endpoint.params + endpoint.query).map { spelling($0.name) })
        if case .form(let fields) = endpoint.body { taken.formUnion(fields.map { spelling($0.name) }) }
        if case .multipart(let file, let fields) = endpoint.body {
            taken.formUnion(fields.map { spelling($0.name) } + [spelling(file)])
        }
        var names: [String] = []
        while names.count < 3 {
            let candidate = name()
            let spelled = spelling(candidate)
            guard !spelled.isEmpty, !taken.contains(spelled), spelled.first?.isNumber == false else { continue }
            taken.insert(spelled)
            names.append(candidate)
        }
        let types: [YAMLText] = ["int", "string"]
        endpoint.query += names.dropFirst().enumerated().map { index, member in
            ContractSpec.Field(name: member, type: types[index], optional: true, doc: maybeProse())
        }
        endpoint.groups = [(names[0], Array(names.dropFirst()))]
    }

    /// The sign-in that sets the session: no credentials sent, its success example sets every cookie.
    mutating func signIn(named name: String, _ spec: ContractSpec) -> ContractSpec.Endpoint {
        var endpoint = ContractSpec.Endpoint(name: name, method: "POST", path: "/sign-in", doc: maybeProse())
        endpoint.tokenless = true
        endpoint.role = "login"
        endpoint.payload = envelope.hasPayloadField ? "result" : "body"
        endpoint.type = "json"
        let cookies = (spec.session?.cookies ?? []).map { "\($0.name)=v\(random.int(1...99)); Path=/" }
        var example = ContractSpec.Example(
            name: line(), response: envelope.success(payload: "{\"signedIn\": true}", message: nil))
        example.headers = [("Set-Cookie", cookies.joined(separator: ", "))]
        endpoint.examples = [example]
        return endpoint
    }
}
