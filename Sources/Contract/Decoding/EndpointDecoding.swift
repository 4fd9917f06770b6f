import WireVocabulary
import YAMLNodes

/// What an endpoint gets when it does not say: derived from the contract's auth and envelopes.
struct EndpointDefaults {
    /// `token` when the contract has `auth:`, else `none`.
    var auth: Endpoint.Auth
    /// Whether the contract's auth has a tenant header.
    var hasTenantHeader: Bool
    /// Whether each envelope (by name) carries its payload in a field: the default payload location is `result`
    /// where it does, else `body` (style none, and code envelopes whose payload's fields sit beside their own).
    var envelopeHasPayloadField: [String: Bool]

    init(contract: Contract) {
        auth = contract.auth == nil ? .none : .token
        hasTenantHeader = contract.auth?.tenant != nil
        envelopeHasPayloadField = Dictionary(
            contract.envelopes.map { ($0.name, $0.traits.admitsPayloadField && $0.payloadField != nil) },
            uniquingKeysWith: { first, _ in first })
    }

    /// `read` for GET, `write` otherwise.
    static func role(for method: HTTPMethod) -> EndpointRole { method == .get ? .read : .write }
}

extension DecodingContext {
    static let endpointKeys = [
        "doc", "source", "method", "path", "params", "query", "auth", "tenant", "role", "retry", "body", "response",
        "errors", "clientPolicy", "examples", "deviation", "policy", "deprecated", "serverOnly", "server", "oneOf",
        "signed", "pagination",
    ]

    /// An endpoint; nil (after reporting) when its method, path or response cannot be read.
    func endpoint(_ entry: NamedEntry, defaults: EndpointDefaults) -> Endpoint? {
        guard
            let reader = MappingReader(
                entry.value, path: entry.path, subject: "endpoint '\(entry.name)'", keys: Self.endpointKeys,
                context: self)
        else { return nil }
        let method = reader.required("method").flatMap {
            choice($0, path: reader.path("method"), what: "method", among: HTTPMethod.allCases)
        }
        let path = reader.requiredString("path")
        let pathParameters = reader.value("params").map {
            parameters($0, path: reader.path("params"), subject: "params")
        }
        let query = reader.value("query").map { parameters($0, path: reader.path("query"), subject: "query") }
        let auth = reader.choice("auth", what: "auth", among: [Endpoint.Auth.token, .optional, .none]) ?? defaults.auth
        let sendsTenant = reader.bool("tenant") ?? (auth.mayCarryCredentials && defaults.hasTenantHeader)
        let role = reader.choice("role", what: "role", among: EndpointRole.allCases)
        let retry = reader.choice("retry", what: "retry mode", among: [RetryMode.idempotent, .never])
        let body = reader.value("body").flatMap { self.body($0, path: reader.path("body")) }
        let response = reader.required("response").flatMap {
            self.response($0, path: reader.path("response"), defaults: defaults)
        }
        let errors = reader.value("errors").map { endpointErrorRules($0, path: reader.path("errors")) }
        let policy = reader.value("clientPolicy").map {
            endpointClientPolicy($0, path: reader.path("clientPolicy"))
        }
        let examples = reader.value("examples").flatMap { node in
            list(node, path: reader.path("examples")) { example($0, path: $1) }
        }
        let deprecation = reader.deprecation()
        let isServerOnly = reader.bool("serverOnly") ?? false
        let server = reader.string("server")
        let groups = reader.value("oneOf").map { parameterGroups($0, path: reader.path("oneOf")) }
        let pagination = reader.value("pagination").flatMap { self.pagination($0, path: reader.path("pagination")) }
        guard let method, let path, let response else { return nil }
        var endpoint = Endpoint(
            name: entry.name, method: method, path: path, pathParameters: pathParameters ?? [], query: query ?? [],
            auth: auth, sendsTenant: sendsTenant, role: role ?? EndpointDefaults.role(for: method),
            retry: retry ?? .never, body: body ?? .none, response: response, errorRules: errors ?? [],
            maxResponseBytes: policy?.maxResponseBytes, examples: examples ?? [], deprecation: deprecation,
            isServerOnly: isServerOnly, provenance: reader.provenance(at: entry.key.mark))
        endpoint.server = server
        endpoint.parameterGroups = groups ?? []
        endpoint.isSigned = reader.bool("signed") ?? false
        endpoint.timeout = policy?.timeout
        endpoint.timeoutSource = policy?.source
        endpoint.pagination = pagination
        return endpoint
    }
}
