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
    /// The documented base URL of each named server other than the default, in contract order.
    public var serverURLs: [PlannedDeclaration]
    /// One constant per envelope, in contract order; each endpoint's spec names its own.
    public var envelopes: [PlannedDeclaration]
    public var headerPolicy: PlannedDeclaration
    public var retryPolicy: PlannedDeclaration
    public var maxResponseBytes: PlannedDeclaration
}

/// The error-class file: the `<Prefix>Error` alias and the `<Prefix>ErrorClass` enum.
public struct ErrorClassFilePlan: Sendable {
    public var errorAlias: PlannedDeclaration
    public var errorClass: ErrorClassesPlan
}

/// `<Prefix>ErrorClass`: a case per class and the client-action flags.
public struct ErrorClassesPlan: Sendable {
    public var typeName: SwiftIdentifier
    public var declaration: PlannedDeclaration
    public var cases: [PlannedDeclaration]
    public var name: PlannedDeclaration
    /// The client-action flags, each a computed property.
    public var flags: [PlannedDeclaration]
}

/// `extension <Prefix>Contract`: `classify(_:operation:)`, the contract's rules as Swift.
public struct RulesPlan: Sendable {
    public var typeName: SwiftIdentifier
    public var extensionHeader: SwiftDeclaration
    public var classify: PlannedDeclaration
}

/// `<Prefix>Operation`: one endpoint's fixed facts and its own rules.
public struct OperationPlan: Sendable {
    public var typeName: SwiftIdentifier
    public var declaration: PlannedDeclaration
    public var spec: PlannedDeclaration
    /// The endpoint's own rules, consulted before the contract's (internal).
    public var endpointRules: PlannedDeclaration
    /// `init(spec:endpointRules:)` (internal: only the generated constants make operations).
    public var initializer: PlannedDeclaration
    public var name: PlannedDeclaration
    public var equality: PlannedDeclaration
    public var hashing: PlannedDeclaration
}

/// The client file: `<Prefix>Client` and, with `auth`, `<Prefix>Credentials`.
public struct ClientFilePlan: Sendable {
    public var client: ClientPlan
    public var credentials: CredentialsPlan?
}

/// `<Prefix>Client`.
public struct ClientPlan: Sendable {
    public var typeName: SwiftIdentifier
    public var declaration: PlannedDeclaration
    /// The shared runtime every call goes through (internal).
    public var core: PlannedDeclaration
    public var baseURL: PlannedDeclaration
    /// The base URL of each named server other than the default (`passportURL`), in contract order.
    public var serverURLs: [PlannedDeclaration]
    public var initializer: PlannedDeclaration
    /// `with(_:)`: a copy whose calls send with the app's ``CallOptions``.
    public var withOptions: PlannedDeclaration
}

/// `<Prefix>ClientProtocol`: every endpoint method as a requirement, so apps fake the client in tests and previews.
public struct ClientProtocolPlan: Sendable {
    public var typeName: SwiftIdentifier
    public var declaration: PlannedDeclaration
    /// The endpoint methods' signatures, without default values (a protocol can't hold them).
    public var requirements: [PlannedDeclaration]
    /// `extension <Prefix>ClientProtocol`, which holds ``withoutOptions``.
    public var defaultsExtension: SwiftDeclaration
    /// Each endpoint method without `options:` and with the client's default values, calling its requirement with
    /// `options: .none`.
    public var withoutOptions: [PlannedDeclaration]
}

/// One session snapshot: token (and tenant), redacted when printed.
public struct CredentialsPlan: Sendable {
    public var typeName: SwiftIdentifier
    public var declaration: PlannedDeclaration
    public var fields: [PlannedDeclaration]
    public var initializer: PlannedDeclaration
    public var description: PlannedDeclaration
    /// The request headers of the snapshot (internal).
    public var sessionHeaders: PlannedDeclaration
}

/// A semantic id type.
public struct IdentifierPlan: Sendable {
    public var typeName: SwiftIdentifier
    public var declaration: PlannedDeclaration
    public var rawValue: PlannedDeclaration
    public var rawValueInitializer: PlannedDeclaration
    public var wireTextInitializer: PlannedDeclaration
    public var decoderInitializer: PlannedDeclaration
    public var encode: PlannedDeclaration
    public var description: PlannedDeclaration
}

/// A model struct.
public struct ModelPlan: Sendable {
    public var typeName: SwiftIdentifier
    public var declaration: PlannedDeclaration
    /// Stored properties: a field's public property, or the internal storage of a deprecated field.
    public var properties: [PlannedDeclaration]
    /// Deprecated fields: public computed properties that read and write their internal storage, so generated code
    /// (which uses the storage) builds without deprecation warnings.
    public var forwardingProperties: [PlannedDeclaration]
    /// Typed views of raw fields: computed properties of one expression.
    public var accessors: [PlannedDeclaration]
    public var initializer: PlannedDeclaration
    public var decoderInitializer: PlannedDeclaration
    public var encode: PlannedDeclaration
    /// `==`: every stored property compared, as the synthesized one would, at a fraction of its compile cost.
    public var equality: PlannedDeclaration
    /// `secrets`, the runtime's `SecretCarrying` requirement, for a model that can hold a secret (the type's header
    /// then names the conformance); nil for one that can't.
    public var secrets: PlannedDeclaration?
    /// The header of the extension that holds `limitViolation()` (deprecated with a deprecated model).
    public var extensionHeader: SwiftDeclaration
    /// `limitViolation()`, for models with documented limits.
    public var limitViolation: PlannedDeclaration?
}

/// A set of documented values: one case per value, `unknown` for the rest, compared by raw value.
public struct EnumPlan: Sendable {
    public var typeName: SwiftIdentifier
    public var declaration: PlannedDeclaration
    /// The documented cases, then `unknown(Raw)`.
    public var cases: [PlannedDeclaration]
    /// `init(rawValue:)`: the documented case of a value, else `unknown`.
    public var rawValueInitializer: PlannedDeclaration
    /// `var rawValue`: the value as the server sends it.
    public var rawValue: PlannedDeclaration
    public var decoderInitializer: PlannedDeclaration
    public var encode: PlannedDeclaration
    /// `==`: raw values compared.
    public var equality: PlannedDeclaration
    /// `hash(into:)`: the raw value hashed.
    public var hashing: PlannedDeclaration
}

/// An enum of alternative shapes told apart by a key.
public struct UnionPlan: Sendable {
    public var typeName: SwiftIdentifier
    public var declaration: PlannedDeclaration
    public var cases: [PlannedDeclaration]
    /// The keys that tell the variants apart (an internal nested enum).
    public var discriminatorKeys: DiscriminatorKeysPlan
    public var decoderInitializer: PlannedDeclaration
    public var encode: PlannedDeclaration
    /// `secrets`, the runtime's `SecretCarrying` requirement, for a union with a variant that can hold a secret.
    public var secrets: PlannedDeclaration?
}

/// `enum DiscriminatorKeys: String, CodingKey`, nested in its union (internal).
public struct DiscriminatorKeysPlan: Sendable {
    public var typeName: SwiftIdentifier
    public var declaration: PlannedDeclaration
    public var cases: [PlannedDeclaration]
}
