import ConcurrentMap
import Contract

/// Every name the generated module takes from the contract, claimed once and in contract order, so the translators
/// (which run concurrently) and the example tests all use the same names.
struct ModuleNames {
    /// The module's own types: `<Prefix>Client`, `<Prefix>Contract`, …
    var client, clientProtocol, contract, errorClass, error, operation: SwiftIdentifier
    /// The examples module's enum, `<Prefix>Examples` (the contract tests import it beside the module).
    var examples: SwiftIdentifier
    var credentials: SwiftIdentifier?
    /// Identifiers, models, unions and enums, by contract name.
    var types: [String: SwiftIdentifier] = [:]
    /// Error-class cases, by class name.
    var errorCases: [String: SwiftIdentifier] = [:]
    /// Endpoint methods and the names derived from them, by endpoint name.
    var endpoints: [String: EndpointNames] = [:]
    /// The generated test suite of secrets.
    var redactionSuite: SwiftIdentifier
    /// Each envelope's constant on `<Prefix>Contract` (`standardEnvelope`), by envelope name.
    var envelopes: [String: SwiftIdentifier] = [:]
    /// Each server other than the default, by server name: the client's parameter and property (`passportURL`)
    /// and the documented URL's constant on `<Prefix>Contract` (`passportBaseURL`).
    var servers: [String: (url: SwiftIdentifier, documented: SwiftIdentifier)] = [:]
    /// The enum of each `oneOf:` group (`FollowTarget`), by endpoint name, then group name.
    var parameterGroups: [String: [String: SwiftIdentifier]] = [:]

    /// The names one endpoint's generated code uses.
    struct EndpointNames {
        /// The client method, also the operation constant.
        var method: SwiftIdentifier
        /// The function that checks its success conditions.
        var conditions: SwiftIdentifier
        /// The test class (and file) of its examples.
        var exampleSuite: SwiftIdentifier
        /// The enum of its examples inside `<Prefix>Examples`.
        var examplesType: SwiftIdentifier
        /// Each example's constant in that enum, in contract order.
        var exampleConstants: [SwiftIdentifier]
        /// The sequences of a paginated endpoint's pages and items (`listUsersPages`, `listUsersItems`); nil for an
        /// endpoint without `pagination:`.
        var pages: SwiftIdentifier? = nil
        var items: SwiftIdentifier? = nil
    }

    /// Members every error-class enum has, which a class's case must not be named.
    static let errorClassMembers: Set<String> = [
        "name", "invalidatesSession", "keepsCredentials", "isRetryable", "refreshes", "endsInSessionState",
        "rawValue", "allCases", "description", "hashValue", "hash",
    ]

    /// Members of the client and the operation type, which an endpoint's method and constant must not be named.
    static let clientAndOperationMembers: Set<String> = [
        GeneratedLocal.core.rawValue, "baseURL", "spec", "name", "endpointRules", "hash",
        "hashValue", "sessionHeaders",
    ]

    init(contract: Contract, prefix: String) {
        client = SwiftNames.typeName(prefix: prefix, "Client")
        clientProtocol = SwiftNames.typeName(prefix: prefix, "ClientProtocol")
        examples = SwiftNames.typeName(prefix: prefix, "Examples")
        self.contract = SwiftNames.typeName(prefix: prefix, "Contract")
        errorClass = SwiftNames.typeName(prefix: prefix, "ErrorClass")
        error = SwiftNames.typeName(prefix: prefix, "Error")
        operation = SwiftNames.typeName(prefix: prefix, "Operation")
        credentials = contract.auth == nil ? nil : SwiftNames.typeName(prefix: prefix, "Credentials")
        let moduleTypes =
            [client, clientProtocol, examples, self.contract, errorClass, error, operation]
            + (credentials.map { [$0] } ?? [])

        // Types: nothing may shadow a name generated code uses, the module, or another type.
        var typeScope = NameScope(
            reservedNames: Set(RuntimeType.allCases.map(\.rawValue) + moduleTypes.map(\.name) + [contract.info.module]))
        // Names are made on every core; claiming them is the part that must go in contract order.
        let definitions =
            contract.identifiers.map(\.name) + contract.models.map(\.name) + contract.unions.map(\.name)
            + contract.enums.map(\.name)
        let preferredTypes = definitions.concurrentMap { name in
            let preferred = SwiftNames.upperCamel(name)
            return ReservedWords.keywords.contains(preferred.name)
                ? SwiftNames.compound("", preferred.name, "Value") : preferred
        }
        for (name, preferred) in zip(definitions, preferredTypes) {
            types[name] = typeScope.claim(preferred)
        }

        // The contract type's other members end in other words, so only envelopes can clash with each other.
        var envelopeScope = NameScope(reservedNames: [])
        for envelope in contract.envelopes {
            envelopes[envelope.name] = envelopeScope.claim(SwiftNames.lowerCamel(envelope.name, suffix: "Envelope"))
        }

        var caseScope = NameScope(reservedNames: Self.errorClassMembers.union(ReservedWords.optionalCaseNames))
        for errorClass in contract.errorClasses {
            errorCases[errorClass.name] = caseScope.claim(SwiftNames.lowerCamel(errorClass.name))
        }

        // Test classes live in the test module, which imports every type above.
        redactionSuite = typeScope.claim(SwiftIdentifier("SecretRedactionTests"))
        var testFileScope = NameScope(reserved: [redactionSuite], ignoringCase: true)
        var memberScope = NameScope(reservedNames: Self.clientAndOperationMembers)
        // Server URLs come first: an endpoint whose method would be named like one is numbered instead.
        var serverScope = NameScope(reservedNames: ["defaultBaseURL"])
        for server in contract.additionalServers {
            servers[server.name] = (
                memberScope.claim(SwiftNames.lowerCamel(server.name, suffix: "URL")),
                serverScope.claim(SwiftNames.lowerCamel(server.name, suffix: "BaseURL"))
            )
        }
        let preferredMethods = contract.endpoints.concurrentMap { SwiftNames.lowerCamel($0.name) }
        let methods = preferredMethods.map { memberScope.claim($0) }
        let derived = zip(contract.endpoints, methods).map { ($0, $1) }.concurrentMap { endpoint, method in
            // `all` is the endpoint enum's list of its examples; the constants are the enum's own scope.
            var constantScope = NameScope(reservedNames: ["all"])
            return (
                suite: SwiftNames.compound("", method.name, "ExamplesTests"),
                conditions: SwiftNames.compound("unmet", method.name, "Condition"),
                examplesType: SwiftNames.upperCamel(method.name),
                exampleConstants: endpoint.examples.map { constantScope.claim(SwiftNames.lowerCamel($0.name)) }
            )
        }
        // The examples enum holds one enum per endpoint; their names must not hide the types its file names.
        var examplesScope = NameScope(reservedNames: Set(RuntimeType.allCases.map(\.rawValue) + [examples.name]))
        for (endpoint, (method, names)) in zip(contract.endpoints, zip(methods, derived)) {
            let suite = typeScope.claim(names.suite)
            endpoints[endpoint.name] = EndpointNames(
                method: method, conditions: memberScope.claim(names.conditions),
                exampleSuite: testFileScope.claim(suite), examplesType: examplesScope.claim(names.examplesType),
                exampleConstants: names.exampleConstants)
        }
        // After every endpoint's own names, so a contract without pagination names everything as before.
        for endpoint in contract.endpoints where endpoint.pagination != nil {
            guard let method = endpoints[endpoint.name]?.method else { continue }
            endpoints[endpoint.name]?.pages = memberScope.claim(SwiftNames.lowerCamel(method.name, suffix: "Pages"))
            endpoints[endpoint.name]?.items = memberScope.claim(SwiftNames.lowerCamel(method.name, suffix: "Items"))
        }
        // Last, so that a group never takes a name another type had before groups existed.
        for endpoint in contract.endpoints where !endpoint.parameterGroups.isEmpty {
            var groups: [String: SwiftIdentifier] = [:]
            for group in endpoint.parameterGroups {
                groups[group.name] = typeScope.claim(SwiftNames.upperCamel(endpoint.name + "_" + group.name))
            }
            parameterGroups[endpoint.name] = groups
        }
    }
}
