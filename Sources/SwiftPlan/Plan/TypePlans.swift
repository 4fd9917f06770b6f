/// `<Prefix>Contract`: the facts the runtime reads.
public struct ContractPlan: Sendable {
    public var typeName: SwiftIdentifier
    public var declaration: PlannedDeclaration
    public var errorClassAlias: PlannedDeclaration
    public var operationAlias: PlannedDeclaration
    public var title: PlannedDeclaration
    public var docVersion: PlannedDeclaration
    public var docDate: PlannedDeclaration
    public var defaultBaseURL: PlannedDeclaration?
    public var envelope: PlannedDeclaration
    public var headerPolicy: PlannedDeclaration
    public var retryPolicy: PlannedDeclaration
    public var maxResponseBytes: PlannedDeclaration
}

/// `<Prefix>ErrorClass` and the `<Prefix>Error` alias.
public struct ErrorClassesPlan: Sendable {
    public var typeName: SwiftIdentifier
    public var errorAlias: PlannedDeclaration
    public var declaration: PlannedDeclaration
    public var cases: [PlannedDeclaration]
    /// `public var name: String`; its body is the template's.
    public var name: PlannedDeclaration
    /// The client-action flags, each a computed property.
    public var flags: [PlannedBody]
}

/// `classify(_:operation:)`: the contract's rules as Swift.
public struct RulesPlan: Sendable {
    public var classify: PlannedBody
}

/// `<Prefix>Operation`: one endpoint's fixed facts and its own rules.
public struct OperationPlan: Sendable {
    public var typeName: SwiftIdentifier
    public var declaration: PlannedDeclaration
    public var spec: PlannedDeclaration
    public var name: PlannedDeclaration
    public var equality: PlannedDeclaration
    public var hashing: PlannedDeclaration
}

/// `<Prefix>Client` and, with `auth`, `<Prefix>Credentials`.
public struct ClientPlan: Sendable {
    public var typeName: SwiftIdentifier
    public var declaration: PlannedDeclaration
    public var baseURL: PlannedDeclaration
    public var initializer: PlannedDeclaration
    public var credentials: CredentialsPlan?
}

/// `<Prefix>ClientProtocol`: every endpoint method as a requirement, so apps fake the client in tests and previews.
public struct ClientProtocolPlan: Sendable {
    public var typeName: SwiftIdentifier
    public var declaration: PlannedDeclaration
    /// The endpoint methods' signatures, without default values (a protocol can't hold them).
    public var requirements: [PlannedDeclaration]
}

/// One session snapshot: token (and tenant), redacted when printed.
public struct CredentialsPlan: Sendable {
    public var typeName: SwiftIdentifier
    public var declaration: PlannedDeclaration
    public var fields: [PlannedDeclaration]
    public var initializer: PlannedBody
    public var description: PlannedDeclaration
    public var descriptionValue: SwiftExpression
    public var sessionHeaders: SwiftExpression
}

/// A semantic id type.
public struct IdentifierPlan: Sendable {
    public var typeName: SwiftIdentifier
    public var declaration: PlannedDeclaration
    public var rawValue: PlannedDeclaration
    public var rawValueInitializer: PlannedDeclaration
    public var wireTextInitializer: PlannedBody
    public var decoderInitializer: PlannedBody
    public var encode: PlannedDeclaration
    public var description: PlannedDeclaration
    public var descriptionValue: SwiftExpression
}

/// A model struct.
public struct ModelPlan: Sendable {
    public var typeName: SwiftIdentifier
    public var declaration: PlannedDeclaration
    /// Stored properties: a field's public property, or the internal storage of a deprecated field.
    public var properties: [PlannedDeclaration]
    /// Deprecated fields: public computed properties that read and write their internal storage, so generated code
    /// (which uses the storage) builds without deprecation warnings.
    public var forwardingProperties: [(declaration: PlannedDeclaration, storage: SwiftIdentifier)]
    /// Typed views of raw fields: computed properties of one expression.
    public var accessors: [(declaration: PlannedDeclaration, value: SwiftExpression)]
    /// The header of the extension that holds `limitViolation()` (deprecated with a deprecated model).
    public var extensionHeader: SwiftDeclaration
    public var initializer: PlannedBody
    public var decoderInitializer: PlannedBody
    public var encode: PlannedBody
    /// `==`: every stored property compared, as the synthesized one would, at a fraction of its compile cost.
    public var equality: PlannedBody
    /// `limitViolation()`, for models with documented limits.
    public var limitViolation: PlannedBody?
}

/// A set of documented values: one case per value, `unknown` for the rest, compared by raw value.
public struct EnumPlan: Sendable {
    public var typeName: SwiftIdentifier
    public var declaration: PlannedDeclaration
    /// The documented cases, then `unknown(Raw)`.
    public var cases: [PlannedDeclaration]
    /// `init(rawValue:)`: the documented case of a value, else `unknown`.
    public var rawValueInitializer: PlannedBody
    /// `var rawValue`: the value as the server sends it.
    public var rawValue: PlannedBody
    public var decoderInitializer: PlannedBody
    /// `encode(to:)`; its body is the template's.
    public var encode: PlannedDeclaration
    /// `==`; its body (raw values compared) is the template's.
    public var equality: PlannedDeclaration
    /// `hash(into:)`; its body (the raw value hashed) is the template's.
    public var hashing: PlannedDeclaration
}

/// An enum of alternative shapes told apart by a key.
public struct UnionPlan: Sendable {
    public var typeName: SwiftIdentifier
    public var declaration: PlannedDeclaration
    public var cases: [PlannedDeclaration]
    /// `DiscriminatorKeys` cases (internal).
    public var keys: [SwiftDeclaration]
    public var decoderInitializer: PlannedBody
    public var encode: PlannedBody
}
