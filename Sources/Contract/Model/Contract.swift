import YAMLNodes

/// A whole contract: one API transcribed from its documentation.
///
/// Collections keep the order of the file, so everything generated from a contract is deterministic.
public struct Contract: Sendable {
    /// The contract's path as given to the loader (used in diagnostics and generated remarks).
    public var file: String
    public var format: Int
    public var info: Info
    public var identifiers: [Identifier] { didSet { identifiersIndex = Self.index(identifiers, \.name) } }
    public var models: [Model] { didSet { modelsIndex = Self.index(models, \.name) } }
    public var unions: [Union] { didSet { unionsIndex = Self.index(unions, \.name) } }
    /// Sets of values the docs enumerate (`enums:`).
    public var enums: [Enumeration] { didSet { enumsIndex = Self.index(enums, \.name) } }
    public var envelopes: [Envelope] { didSet { envelopesIndex = Self.index(envelopes, \.name) } }
    public var auth: AuthRules?
    public var headers: HeaderRules
    /// Values the client computes for every request, or every request of some methods (`perCall:`).
    public var perCall: [PerCallRule] = []
    /// Request signing the app supplies (`signing:`); nil when no endpoint is signed.
    public var signing: SigningRules?
    public var errorClasses: [ErrorClass] { didSet { errorClassesIndex = Self.index(errorClasses, \.name) } }
    public var errorRules: [ErrorRule]
    public var retry: RetryDefaults
    /// The client's own limits (`clientPolicy:`), which no doc sets.
    public var clientPolicy: ClientPolicy
    public var endpoints: [Endpoint] { didSet { endpointsIndex = Self.index(endpoints, \.name) } }
    /// Named worlds across endpoints, for mock servers (`zing-codegen mock`); none by default.
    public var scenarios: [Scenario]
    /// The named base URLs (`servers:`), in contract order; empty when the contract has one, `info.baseURL`.
    public var servers: [Server] = []
    /// The server endpoints use unless they name another (`defaultServer:`); nil when there is one server or none.
    public var defaultServer: String?

    // Name → position, so lookups stay constant-time in contracts with thousands of definitions.
    private var identifiersIndex: [String: Int] = [:]
    private var modelsIndex: [String: Int] = [:]
    private var unionsIndex: [String: Int] = [:]
    private var enumsIndex: [String: Int] = [:]
    private var envelopesIndex: [String: Int] = [:]
    private var errorClassesIndex: [String: Int] = [:]
    private var endpointsIndex: [String: Int] = [:]

    public init(
        file: String, format: Int, info: Info, identifiers: [Identifier] = [], models: [Model] = [],
        unions: [Union] = [], enums: [Enumeration] = [], envelopes: [Envelope] = [], auth: AuthRules? = nil,
        headers: HeaderRules = HeaderRules(), errorClasses: [ErrorClass] = [], errorRules: [ErrorRule] = [],
        retry: RetryDefaults = RetryDefaults(), clientPolicy: ClientPolicy = ClientPolicy(), endpoints: [Endpoint] = [],
        scenarios: [Scenario] = []
    ) {
        self.file = file
        self.format = format
        self.info = info
        self.identifiers = identifiers
        self.models = models
        self.unions = unions
        self.enums = enums
        self.envelopes = envelopes
        self.auth = auth
        self.headers = headers
        self.errorClasses = errorClasses
        self.errorRules = errorRules
        self.retry = retry
        self.clientPolicy = clientPolicy
        self.endpoints = endpoints
        self.scenarios = scenarios
        identifiersIndex = Self.index(identifiers, \.name)
        modelsIndex = Self.index(models, \.name)
        unionsIndex = Self.index(unions, \.name)
        enumsIndex = Self.index(enums, \.name)
        envelopesIndex = Self.index(envelopes, \.name)
        errorClassesIndex = Self.index(errorClasses, \.name)
        endpointsIndex = Self.index(endpoints, \.name)
    }

    /// The first position of each name (later duplicates are validation errors, reported elsewhere).
    private static func index<Element>(_ elements: [Element], _ name: KeyPath<Element, String>) -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(elements.count)
        for (position, element) in elements.enumerated() where index[element[keyPath: name]] == nil {
            index[element[keyPath: name]] = position
        }
        return index
    }

    public func identifier(named name: String) -> Identifier? { identifiersIndex[name].map { identifiers[$0] } }
    public func model(named name: String) -> Model? { modelsIndex[name].map { models[$0] } }
    public func union(named name: String) -> Union? { unionsIndex[name].map { unions[$0] } }
    public func enumeration(named name: String) -> Enumeration? { enumsIndex[name].map { enums[$0] } }
    public func envelope(named name: String) -> Envelope? { envelopesIndex[name].map { envelopes[$0] } }
    /// The envelope `endpoint`'s answers come in, as that endpoint reads it: with the endpoint's own `successCodes`
    /// in place of the envelope's where it has them. Every tool asks this, so they agree on what succeeds.
    public func envelope(for endpoint: Endpoint) -> Envelope? {
        guard var envelope = envelope(named: endpoint.response.envelope) else { return nil }
        if let codes = endpoint.response.successCodes { envelope.format.successCodes = codes }
        return envelope
    }
    public func errorClass(named name: String) -> ErrorClass? { errorClassesIndex[name].map { errorClasses[$0] } }
    public func endpoint(named name: String) -> Endpoint? { endpointsIndex[name].map { endpoints[$0] } }
    /// The scenario of that name (scenarios are few: a linear search).
    public func scenario(named name: String) -> Scenario? { scenarios.first { $0.name == name } }

    /// What a type name refers to in this contract, or nil when it names nothing.
    public func resolve(_ name: String) -> TypeRef? {
        if let scalar = ScalarType(rawValue: name) { return .scalar(scalar) }
        if identifier(named: name) != nil { return .identifier(name) }
        if model(named: name) != nil { return .model(name) }
        if union(named: name) != nil { return .union(name) }
        if enumeration(named: name) != nil { return .enumeration(name) }
        return nil
    }
}

/// Where a definition came from: its place in the contract file and the doc section it transcribes.
public struct Provenance: Sendable, Hashable {
    /// Where the definition starts in the contract file.
    public var mark: SourceMark
    /// `<doc file>#<section>`, e.g. `zing-apple-sign-in-ios.md#7.3`.
    public var source: String?
    /// One paragraph of documentation, printed as the Swift doc comment.
    public var doc: String?
    /// Where the definition knowingly departs from its docs, and why: one note per doc passage, in file order.
    public var deviations: [Deviation]
    /// The numbers of the definition that are the client's choice, not facts the docs give.
    public var policy: [PolicyNote]

    public init(
        mark: SourceMark, source: String? = nil, doc: String? = nil, deviations: [Deviation] = [],
        policy: [PolicyNote] = []
    ) {
        self.mark = mark
        self.source = source
        self.doc = doc
        self.deviations = deviations
        self.policy = policy
    }
}

extension Contract: CustomReflectable {
    /// The contract's attributes, without the lookup indices kept beside them.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "file": file, "format": format, "info": info, "identifiers": identifiers, "models": models,
                "unions": unions, "enums": enums, "envelopes": envelopes, "auth": auth as Any, "headers": headers,
                "errorClasses": errorClasses, "errorRules": errorRules, "retry": retry, "clientPolicy": clientPolicy,
                "endpoints": endpoints, "scenarios": scenarios, "perCall": perCall,
                "signing": signing as Any,
            ], displayStyle: .struct)
    }
}
