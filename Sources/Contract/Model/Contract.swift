import YAMLNodes

/// A whole contract: one API transcribed from its documentation.
///
/// Collections keep the order of the file, so everything generated from a contract is deterministic.
public struct Contract: Sendable {
    /// The contract's attributes and lookup indices, held once. Every checker, reader and translator holds the
    /// contract it reads, and a copy of a struct of some fifty arrays, strings and dictionaries retains and releases
    /// each of them; a copy of this holds one reference. A change copies the storage first where another value
    /// shares it, so `Contract` is a value as before.
    private final class Storage: @unchecked Sendable {
        var file: String
        var format: Int
        var info: Info
        var identifiers: [Identifier] = []
        var models: [Model] = []
        var unions: [Union] = []
        var enums: [Enumeration] = []
        var envelopes: [Envelope] = []
        var auth: AuthRules? = nil
        var headers: HeaderRules = HeaderRules()
        var perCall: [PerCallRule] = []
        var signing: SigningRules? = nil
        var errorClasses: [ErrorClass] = []
        var errorRules: [ErrorRule] = []
        var retry: RetryDefaults = RetryDefaults()
        var clientPolicy: ClientPolicy = ClientPolicy()
        var endpoints: [Endpoint] = []
        var scenarios: [Scenario] = []
        var servers: [Server] = []
        var defaultServer: String? = nil
        var identifiersIndex: [String: Int] = [:]
        var modelsIndex: [String: Int] = [:]
        var unionsIndex: [String: Int] = [:]
        var enumsIndex: [String: Int] = [:]
        var envelopesIndex: [String: Int] = [:]
        var errorClassesIndex: [String: Int] = [:]
        var endpointsIndex: [String: Int] = [:]

        init(file: String, format: Int, info: Info) {
            self.file = file
            self.format = format
            self.info = info
        }

        init(copying other: Storage) {
            file = other.file
            format = other.format
            info = other.info
            identifiers = other.identifiers
            models = other.models
            unions = other.unions
            enums = other.enums
            envelopes = other.envelopes
            auth = other.auth
            headers = other.headers
            perCall = other.perCall
            signing = other.signing
            errorClasses = other.errorClasses
            errorRules = other.errorRules
            retry = other.retry
            clientPolicy = other.clientPolicy
            endpoints = other.endpoints
            scenarios = other.scenarios
            servers = other.servers
            defaultServer = other.defaultServer
            identifiersIndex = other.identifiersIndex
            modelsIndex = other.modelsIndex
            unionsIndex = other.unionsIndex
            enumsIndex = other.enumsIndex
            envelopesIndex = other.envelopesIndex
            errorClassesIndex = other.errorClassesIndex
            endpointsIndex = other.endpointsIndex
        }
    }

    private var storage: Storage

    /// The storage, copied first when another contract shares it: what every change goes through.
    private var uniqueStorage: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
            return storage
        }
    }

    /// The contract's path as given to the loader (used in diagnostics and generated remarks).
    public var file: String {
        get { storage.file }
        _modify { yield &uniqueStorage.file }
    }
    public var format: Int {
        get { storage.format }
        _modify { yield &uniqueStorage.format }
    }
    public var info: Info {
        get { storage.info }
        _modify { yield &uniqueStorage.info }
    }
    public var identifiers: [Identifier] {
        get { storage.identifiers }
        _modify {
            let storage = uniqueStorage
            defer { storage.identifiersIndex = Self.index(storage.identifiers, \.name) }
            yield &storage.identifiers
        }
    }
    public var models: [Model] {
        get { storage.models }
        _modify {
            let storage = uniqueStorage
            defer { storage.modelsIndex = Self.index(storage.models, \.name) }
            yield &storage.models
        }
    }
    public var unions: [Union] {
        get { storage.unions }
        _modify {
            let storage = uniqueStorage
            defer { storage.unionsIndex = Self.index(storage.unions, \.name) }
            yield &storage.unions
        }
    }
    /// Sets of values the docs enumerate (`enums:`).
    public var enums: [Enumeration] {
        get { storage.enums }
        _modify {
            let storage = uniqueStorage
            defer { storage.enumsIndex = Self.index(storage.enums, \.name) }
            yield &storage.enums
        }
    }
    public var envelopes: [Envelope] {
        get { storage.envelopes }
        _modify {
            let storage = uniqueStorage
            defer { storage.envelopesIndex = Self.index(storage.envelopes, \.name) }
            yield &storage.envelopes
        }
    }
    public var auth: AuthRules? {
        get { storage.auth }
        _modify { yield &uniqueStorage.auth }
    }
    public var headers: HeaderRules {
        get { storage.headers }
        _modify { yield &uniqueStorage.headers }
    }
    /// Values the client computes for every request, or every request of some methods (`perCall:`).
    public var perCall: [PerCallRule] {
        get { storage.perCall }
        _modify { yield &uniqueStorage.perCall }
    }
    /// Request signing the app supplies (`signing:`); nil when no endpoint is signed.
    public var signing: SigningRules? {
        get { storage.signing }
        _modify { yield &uniqueStorage.signing }
    }
    public var errorClasses: [ErrorClass] {
        get { storage.errorClasses }
        _modify {
            let storage = uniqueStorage
            defer { storage.errorClassesIndex = Self.index(storage.errorClasses, \.name) }
            yield &storage.errorClasses
        }
    }
    public var errorRules: [ErrorRule] {
        get { storage.errorRules }
        _modify { yield &uniqueStorage.errorRules }
    }
    public var retry: RetryDefaults {
        get { storage.retry }
        _modify { yield &uniqueStorage.retry }
    }
    /// The client's own limits (`clientPolicy:`), which no doc sets.
    public var clientPolicy: ClientPolicy {
        get { storage.clientPolicy }
        _modify { yield &uniqueStorage.clientPolicy }
    }
    public var endpoints: [Endpoint] {
        get { storage.endpoints }
        _modify {
            let storage = uniqueStorage
            defer { storage.endpointsIndex = Self.index(storage.endpoints, \.name) }
            yield &storage.endpoints
        }
    }
    /// Named worlds across endpoints, for mock servers (`zing-codegen mock`); none by default.
    public var scenarios: [Scenario] {
        get { storage.scenarios }
        _modify { yield &uniqueStorage.scenarios }
    }
    /// The named base URLs (`servers:`), in contract order; empty when the contract has one, `info.baseURL`.
    public var servers: [Server] {
        get { storage.servers }
        _modify { yield &uniqueStorage.servers }
    }
    /// The server endpoints use unless they name another (`defaultServer:`); nil when there is one server or none.
    public var defaultServer: String? {
        get { storage.defaultServer }
        _modify { yield &uniqueStorage.defaultServer }
    }

    public init(
        file: String, format: Int, info: Info, identifiers: [Identifier] = [], models: [Model] = [],
        unions: [Union] = [], enums: [Enumeration] = [], envelopes: [Envelope] = [], auth: AuthRules? = nil,
        headers: HeaderRules = HeaderRules(), errorClasses: [ErrorClass] = [], errorRules: [ErrorRule] = [],
        retry: RetryDefaults = RetryDefaults(), clientPolicy: ClientPolicy = ClientPolicy(), endpoints: [Endpoint] = [],
        scenarios: [Scenario] = []
    ) {
        let storage = Storage(file: file, format: format, info: info)
        storage.identifiers = identifiers
        storage.models = models
        storage.unions = unions
        storage.enums = enums
        storage.envelopes = envelopes
        storage.auth = auth
        storage.headers = headers
        storage.errorClasses = errorClasses
        storage.errorRules = errorRules
        storage.retry = retry
        storage.clientPolicy = clientPolicy
        storage.endpoints = endpoints
        storage.scenarios = scenarios
        storage.identifiersIndex = Self.index(identifiers, \.name)
        storage.modelsIndex = Self.index(models, \.name)
        storage.unionsIndex = Self.index(unions, \.name)
        storage.enumsIndex = Self.index(enums, \.name)
        storage.envelopesIndex = Self.index(envelopes, \.name)
        storage.errorClassesIndex = Self.index(errorClasses, \.name)
        storage.endpointsIndex = Self.index(endpoints, \.name)
        self.storage = storage
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

    public func identifier(named name: String) -> Identifier? {
        storage.identifiersIndex[name].map { storage.identifiers[$0] }
    }
    public func model(named name: String) -> Model? { storage.modelsIndex[name].map { storage.models[$0] } }
    public func union(named name: String) -> Union? { storage.unionsIndex[name].map { storage.unions[$0] } }
    public func enumeration(named name: String) -> Enumeration? { storage.enumsIndex[name].map { storage.enums[$0] } }
    public func envelope(named name: String) -> Envelope? { storage.envelopesIndex[name].map { storage.envelopes[$0] } }
    /// The envelope `endpoint`'s answers come in, as that endpoint reads it: with the endpoint's own `successCodes`
    /// in place of the envelope's where it has them. Every tool asks this, so they agree on what succeeds.
    public func envelope(for endpoint: Endpoint) -> Envelope? {
        guard var envelope = envelope(named: endpoint.response.envelope) else { return nil }
        if let codes = endpoint.response.successCodes { envelope.format.successCodes = codes }
        return envelope
    }
    public func errorClass(named name: String) -> ErrorClass? {
        storage.errorClassesIndex[name].map { storage.errorClasses[$0] }
    }
    public func endpoint(named name: String) -> Endpoint? { storage.endpointsIndex[name].map { storage.endpoints[$0] } }
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
