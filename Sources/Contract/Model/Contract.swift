import YAMLNodes

/// A whole contract: one API transcribed from its documentation.
///
/// Collections keep the order of the file, so everything generated from a contract is deterministic.
public struct Contract: Sendable {
    /// The contract's path as given to the loader (used in diagnostics and generated remarks).
    public var file: String
    public var format: Int
    public var info: Info
    public var identifiers: [Identifier]
    public var models: [Model]
    public var unions: [Union]
    public var envelopes: [Envelope]
    public var auth: AuthRules?
    public var headers: HeaderRules
    public var errorClasses: [ErrorClass]
    public var errorRules: [ErrorRule]
    public var retry: RetryDefaults
    public var endpoints: [Endpoint]

    public init(
        file: String, format: Int, info: Info, identifiers: [Identifier] = [], models: [Model] = [],
        unions: [Union] = [], envelopes: [Envelope] = [], auth: AuthRules? = nil,
        headers: HeaderRules = HeaderRules(), errorClasses: [ErrorClass] = [], errorRules: [ErrorRule] = [],
        retry: RetryDefaults = RetryDefaults(), endpoints: [Endpoint] = []
    ) {
        self.file = file
        self.format = format
        self.info = info
        self.identifiers = identifiers
        self.models = models
        self.unions = unions
        self.envelopes = envelopes
        self.auth = auth
        self.headers = headers
        self.errorClasses = errorClasses
        self.errorRules = errorRules
        self.retry = retry
        self.endpoints = endpoints
    }

    public func identifier(named name: String) -> Identifier? { identifiers.first { $0.name == name } }
    public func model(named name: String) -> Model? { models.first { $0.name == name } }
    public func union(named name: String) -> Union? { unions.first { $0.name == name } }
    public func envelope(named name: String) -> Envelope? { envelopes.first { $0.name == name } }
    public func errorClass(named name: String) -> ErrorClass? { errorClasses.first { $0.name == name } }
    public func endpoint(named name: String) -> Endpoint? { endpoints.first { $0.name == name } }

    /// What a type name refers to in this contract, or nil when it names nothing.
    public func resolve(_ name: String) -> TypeRef? {
        if let scalar = ScalarType(rawValue: name) { return .scalar(scalar) }
        if identifier(named: name) != nil { return .identifier(name) }
        if model(named: name) != nil { return .model(name) }
        if union(named: name) != nil { return .union(name) }
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

    public init(mark: SourceMark, source: String? = nil, doc: String? = nil) {
        self.mark = mark
        self.source = source
        self.doc = doc
    }
}
