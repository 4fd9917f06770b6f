import Contract
import ContractVerify
import TextFoundation
import WireVocabulary

extension OpenAPIAssembly {
    /// One operation as an endpoint.
    mutating func endpoint(
        _ operation: (path: String, item: DocumentNode, method: HTTPMethod, node: DocumentNode),
        reading: OperationReading,
        security: SecurityReading, globalSecurity: DocumentNode?, headerToken: String?, envelopes: inout [Envelope],
        wrapper: Envelope?, freeFormWrapper: Envelope? = nil, taken: inout Set<String>
    ) -> Endpoint {
        let node = operation.node
        let name = Naming.unique(
            OperationReading.name(node["operationId"]?.string, method: operation.method, path: operation.path),
            among: taken)
        taken.insert(name)
        if node["operationId"]?.string.map({ Naming.lowerCamel(Naming.words($0)) == name }) != true {
            guesses.add(
                Guess(
                    .endpointName,
                    "named from \(node["operationId"]?.string.map { "operationId \($0)" } ?? "\(operation.method.rawValue) \(operation.path)"); rename it as the docs do"
                ), at: .endpoint(name))
        }
        let place = DraftPlace.endpoint(name)
        let parameters = reading.parameters(node, pathItem: operation.item)
        var pathParameters: [Endpoint.Parameter] = []
        var query: [Endpoint.Parameter] = []
        var sendsTenantHeader = false
        var carriesHeaderToken: Bool?
        let tenantHeader = zing.tenant()?.header.lowercased()
        let implicit = Set(
            ["accept", "content-type", "authorization"] + zing.headers().always.map { $0.name.lowercased() })
        for parameter in parameters {
            let parameterName = parameter["name"]?.string ?? ""
            // The contract's `perCall:` values come back once, from the document's top.
            if ZingExtensionReading.isSharedPerCall(parameter) { continue }
            switch parameter["in"]?.string {
            case "path":
                guard operation.path.contains("{\(parameterName)}") else {
                    noteOut(parameter, "a path parameter the path has no place for")
                    continue
                }
                if let read = reading.parameter(
                    parameter, optional: false, notes: &notes, guesses: &guesses, place: place.appending("params"))
                {
                    pathParameters.append(read)
                }
            case "query":
                if let object = document.dereferenced(parameter["schema"] ?? parameter),
                    let properties = object["properties"]
                {
                    // An object in the query travels as its properties (OpenAPI's default, `form` style exploded).
                    for (key, property) in properties.entries {
                        guard
                            let read = reading.parameter(
                                named: key, schema: property, described: property, optional: true, notes: &notes,
                                guesses: &guesses, place: place.appending("query"))
                        else { continue }
                        query.append(read)
                    }
                    guesses.add(
                        Guess(.unmapped, "`\(parameterName)` is an object: its properties are the query parameters"),
                        at: place.appending("query"))
                    continue
                }
                if let read = reading.parameter(
                    parameter, optional: parameter["required"]?.bool != true, notes: &notes, guesses: &guesses,
                    place: place.appending("query"))
                {
                    query.append(read)
                }
            case "header":
                let lowered = parameterName.lowercased()
                if lowered == headerToken?.lowercased() {
                    carriesHeaderToken = parameter["required"]?.bool == true
                } else if lowered == tenantHeader || (tenantHeader == nil && TokenPlaceNames.isTenantHeader(lowered)) {
                    sendsTenantHeader = true
                } else if !implicit.contains(lowered), !TokenPlaceNames.isTokenHeader(lowered) {
                    noteOut(parameter, "a header parameter (\(parameterName.prefix(64))) the format has no place for")
                }
            case "cookie":
                noteOut(
                    parameter,
                    "a cookie parameter (\(parameterName.prefix(64))); cookies are the session's, in `auth.session`")
            default:
                continue
            }
        }
        for placeholder in Self.placeholders(operation.path)
        where !pathParameters.contains(where: { $0.name == placeholder }) {
            pathParameters.append(
                Endpoint.Parameter(name: placeholder, type: .scalar(.string), provenance: DraftProvenance.none))
            guesses.add(
                Guess(.pathParameter, "`{\(placeholder)}` is in the path but declared nowhere: a string here"),
                at: place.appending("path"))
        }
        let body = reading.body(node, parameters: parameters, name: name, notes: &notes, guesses: &guesses)
        var auth = security.auth(of: node["security"], global: globalSecurity)
        if let carries = carriesHeaderToken {
            auth = carries ? .token : .optional
        } else if headerToken != nil {
            auth = .none
        }
        let response = self.response(
            node, name: name, reading: reading, envelopes: &envelopes, wrapper: wrapper,
            freeFormWrapper: freeFormWrapper)
        if auth != .none, node["security"] == nil, carriesHeaderToken == nil,
            let why = Self.signedOutReason(operation.path, response: response, models: reading.reader.models)
        {
            // A document-wide `security` covers the sign-in too, which cannot carry a token it has not got yet.
            auth = .none
            guesses.add(
                Guess(.endpointAuth, "\(why), though the document's security covers it"), at: place.appending("auth"))
        }
        let role: EndpointRole
        if let text = node[ZingExtension.role.key]?.string, let declared = EndpointRole(rawValue: text) {
            role = declared
        } else {
            role = guessedRole(operation.path, method: operation.method, auth: auth, place: place)
        }
        var endpoint = Endpoint(
            name: name, method: operation.method, path: Self.pathText(operation.path), pathParameters: pathParameters,
            query: query, auth: auth,
            sendsTenant: node[ZingExtension.sendsTenant.key]?.bool ?? (sendsTenantHeader || auth == .token),
            role: role,
            retry: node[ZingExtension.retry.key]?.string.flatMap(RetryMode.init(rawValue:))
                ?? (operation.method == .get && role == .read ? .idempotent : .never),
            body: body, response: response, errorRules: zing.rules(node[ZingExtension.errorRules.key]) ?? [],
            maxResponseBytes: zing.maxResponseBytes(node), deprecation: reader.deprecation(node),
            isServerOnly: node[ZingExtension.serverOnly.key]?.bool ?? false, provenance: documentation(node))
        endpoint.isSigned = node[ZingExtension.signed.key]?.bool ?? false
        endpoint.timeout = zing.timeout(node)?.seconds
        endpoint.timeoutSource = zing.timeout(node)?.source
        endpoint.parameterGroups = (node[ZingExtension.oneOf.key]?.entries ?? []).map {
            Endpoint.ParameterGroup(name: $0.key, members: $0.value.strings, provenance: DraftProvenance.none)
        }
        endpoint.pagination = node[ZingExtension.pagination.key].flatMap(Self.pagination)
        if node[ZingExtension.server.key] != nil || node["servers"] != nil {
            noteOut(node, "an operation on a server of its own (the draft has one server)")
        }
        return endpoint
    }

    /// `summary` and `description` as the endpoint's doc, `x-zing-source` as its source.
    private func documentation(_ node: DocumentNode) -> Provenance {
        let parts = [node["summary"]?.string, node["description"]?.string].compactMap { $0.map(ProseText.clean) }
            .filter { !$0.isEmpty }
        let doc = parts.isEmpty ? nil : parts.joined(separator: parts[0].hasSuffix(".") ? " " : ". ")
        return Provenance(
            mark: DraftProvenance.none.mark, source: node[ZingExtension.source.key]?.string.map(ProseText.clean),
            doc: doc,
            deviations: node.deviations, policy: node.policyNotes)
    }

    /// Path words of the operations a signed-out user calls: signing in and what it needs first (a captcha image, an
    /// SMS code), signing up, resetting a password.
    static let signedOutWords: Set<String> = [
        "login", "signin", "logon", "register", "signup", "captcha", "randomimage", "sms", "smscode", "phonelogin",
        "mobilelogin", "forgotpassword", "resetpassword", "oauth", "thirdlogin",
    ]

    /// Why an operation must work signed out, or nil: its path names a sign-in or what comes before one, or its
    /// answer hands out a token.
    static func signedOutReason(_ path: String, response: Endpoint.Response, models: [Model]) -> String? {
        let words = Naming.words(path).map { $0.lowercased() }
        let joined = path.split(separator: "/").map { $0.lowercased().filter(\.isLetter) }
        if let word = (words + joined).first(where: signedOutWords.contains) {
            return "its path names `\(word)`, which a signed-out user calls"
        }
        if case .model(let name)? = response.type, let model = models.first(where: { $0.name == name }),
            model.fields.contains(where: { $0.isSecret && CredentialNames.isCredential($0.name) })
        {
            return "its answer hands out a credential"
        }
        return nil
    }

    private mutating func guessedRole(_ path: String, method: HTTPMethod, auth: Endpoint.Auth, place: DraftPlace)
        -> EndpointRole
    {
        let words = Naming.words(path).map { $0.lowercased() }
        if auth == .none, words.contains(where: { ["login", "signin", "token", "oauth"].contains($0) }), method != .get
        {
            guesses.add(
                Guess(.endpointRole, "its path says it signs in and it sends no credentials"),
                at: place.appending("role"))
            return .login
        }
        if words.contains(where: { ["logout", "signout"].contains($0) }) {
            guesses.add(Guess(.endpointRole, "its path says it signs out"), at: place.appending("role"))
            return .logout
        }
        return method == .get ? .read : .write
    }

    /// The `{name}` placeholders of a document's path, in order.
    static func placeholders(_ path: String) -> [String] {
        path.split(separator: "/").compactMap { segment in
            segment.hasPrefix("{") && segment.hasSuffix("}") ? String(segment.dropFirst().dropLast()) : nil
        }
    }

    /// The path as a contract may hold it: `{name}` kept, anything else outside the path characters percent-encoded.
    static func pathText(_ path: String) -> String {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true).map { segment -> String in
            let text = String(segment)
            if text.hasPrefix("{"), text.hasSuffix("}"),
                EndpointAssembly.isUsableName(String(text.dropFirst().dropLast()))
            {
                return text
            }
            return PercentEncoding.encoded(PercentEncoding.pathSegment(text), for: .pathSegment)
        }
        return "/" + segments.joined(separator: "/")
    }

    // MARK: Response

    private mutating func response(
        _ node: DocumentNode, name: String, reading: OperationReading, envelopes: inout [Envelope], wrapper: Envelope?,
        freeFormWrapper: Envelope?
    ) -> Endpoint.Response {
        if let success = node[ZingExtension.success.key], let envelope = success["envelope"]?.string {
            let payload = success["payload"]?.string.flatMap(Endpoint.PayloadLocation.init(rawValue:)) ?? .result
            let type = success["type"]?.string.flatMap { typeFromText($0, at: success) }
            let require = (success["require"]?.strings ?? []).compactMap(Self.requirement)
            let successCodes = success["successCodes"].map(ZingExtensionReading.businessCodes)
            let extensions = ZingExtensionReading(document: document)
            let conditions = extensions.payloadConditions(success["payloadConditions"])
            let failureData = node[ZingExtension.failureData.key].flatMap { data -> FailureData? in
                guard let type = data["type"]?.string.flatMap({ typeFromText($0, at: data) }) else { return nil }
                return FailureData(
                    type: type, classes: data["on"]?.strings ?? [], provenance: extensions.annotation(data))
            }
            return Endpoint.Response(
                envelope: envelope, payload: payload, type: type, require: require, success: conditions,
                failureData: failureData, successCodes: successCodes, provenance: DraftProvenance.none)
        }
        let schema = WrapperDetection(document: document).successSchema(of: node)
        if let wrapper, let schema, let field = wrapper.payloadField?.name {
            let member = WrapperDetection(document: document).members(of: schema)?.first { $0.key == field }?.value
            guard let member else {
                return Endpoint.Response(
                    envelope: wrapper.name, payload: .none, type: nil, provenance: DraftProvenance.none)
            }
            let read = reader.read(member, hint: Naming.words(name) + ["Result"])
            let type: TypeRef = read.wire.isEmpty ? read.type : .scalar(.json)
            return Endpoint.Response(
                envelope: wrapper.name, payload: .result, type: type, provenance: DraftProvenance.none)
        }
        if let envelope = freeFormWrapper {
            // A free-form answer (`AjaxResult`, `Map<String,Object>`) carries the wrapper's code beside its data.
            guesses.add(
                Guess(
                    .payload,
                    "the document gives a free-form object: read through `\(envelope.name)`, the body (less its own fields) is the payload, kept as JSON"
                ), at: DraftPlace.endpoint(name).appending("response").appending("payload"))
            let payload: Endpoint.PayloadLocation = envelope.format.traits.admitsBodyPayload ? .body : .result
            return Endpoint.Response(
                envelope: envelope.name, payload: payload, type: .scalar(.json), provenance: DraftProvenance.none)
        }
        if !envelopes.contains(where: { $0.name == "bare" }) {
            envelopes.append(
                Envelope(name: "bare", format: EnvelopeFormat(style: .none), provenance: DraftProvenance.none))
            // Never chosen silently: the HTTP status alone deciding is a guess with its evidence.
            guesses.add(
                envelopes.count > 1
                    ? Guess(.secondEnvelope, "operations whose answers are not the wrapper: the HTTP status decides")
                    : Guess(
                        .envelope,
                        "no success schema carries a success flag or a code beside a message: the HTTP status decides"),
                at: .envelope("bare"))
        }
        guard let schema else {
            return Endpoint.Response(envelope: "bare", payload: .none, type: nil, provenance: DraftProvenance.none)
        }
        let read = reader.read(schema, hint: Naming.words(name) + ["Result"])
        let type: TypeRef = read.wire.isEmpty ? read.type : .scalar(.json)
        return Endpoint.Response(envelope: "bare", payload: .body, type: type, provenance: DraftProvenance.none)
    }

    /// A contract type written as text (`[TenantMembership]`, `url`), its names resolved among the document's schemas.
    private mutating func typeFromText(_ text: String, at place: DocumentNode) -> TypeRef? {
        if text.hasPrefix("["), text.hasSuffix("]") {
            return typeFromText(String(text.dropFirst().dropLast()), at: place).map(TypeRef.list)
        }
        // `{ map: DictItem }`, as ``TypeRef/description`` writes a map.
        if text.hasPrefix("{ map: "), text.hasSuffix(" }") {
            return typeFromText(String(text.dropFirst("{ map: ".count).dropLast(" }".count)), at: place).map(
                TypeRef.map)
        }
        if let scalar = ScalarType(rawValue: text) { return .scalar(scalar) }
        return reader.component(text, at: place)
    }

    /// `token nonEmpty`, `present`, `session: accessToken nonEmpty`.
    static func requirement(_ text: String) -> Endpoint.Requirement? {
        var rest = Substring(text)
        var variant: String?
        if let colon = rest.firstIndex(of: ":") {
            variant = String(rest[..<colon]).trimmingCharacters(in: .whitespaces)
            rest = rest[rest.index(after: colon)...]
        }
        let words = rest.split(separator: " ").map(String.init)
        guard let last = words.last, let predicate = Endpoint.Requirement.Predicate(rawValue: last), words.count <= 2
        else { return nil }
        let path = words.count == 2 ? words[0].split(separator: ".").map(String.init) : []
        return Endpoint.Requirement(
            variant: variant, path: path, predicate: predicate, provenance: DraftProvenance.none)
    }
}
