import Contract

/// Everything the templates print for one contract, as typed Swift: declarations, statements and expressions,
/// every name already claimed and every contract text in a typed slot. The printer turns it into text.
public struct ModulePlan: Sendable {
    /// How the contract file is named in generated comments.
    public var contractPath: String
    /// The generated module's name.
    public var module: String
    /// The prefix of the module's own type names: `ZingAPI` → `Zing`.
    public var prefix: String
    /// The modifier of every API declaration: the contract's `accessLevel` (or the command line's).
    public var access: APIAccess
    public var header: FileHeaderPlan
    public var contract: ContractPlan
    public var errorClasses: ErrorClassFilePlan
    public var rules: RulesPlan
    public var operation: OperationPlan
    public var client: ClientFilePlan
    public var clientProtocol: ClientProtocolPlan
    public var identifiers: [IdentifierPlan]
    public var models: [ModelPlan]
    public var unions: [UnionPlan]
    public var enums: [EnumPlan]
    public var endpoints: [EndpointPlan]
    /// The examples as data, for the `<Module>Examples` module.
    public var examples: ExamplesPlan
    public var exampleSuites: [ExampleSuitePlan]
    public var redactionSuite: RedactionSuitePlan?
    /// The module's DocC landing page.
    public var catalog: CatalogPlan
}

/// A declaration of the plan with what the public-symbol list says about it.
public struct PlannedDeclaration: Sendable, Hashable {
    /// The declaration the printer writes.
    public var declaration: SwiftDeclaration
    /// How the symbol list keys it within its type: a declaration whose parameters follow the contract (a
    /// memberwise initializer, an endpoint method) is keyed by its base name, so a new parameter reads as a changed
    /// symbol; others by their full name, `init(rawValue:)`.
    public var symbolName: String
    /// The contract definition it comes from: `model:LoginResult/field:token`, `endpoint:logout`, `info`.
    public var origin: String

    public init(_ declaration: SwiftDeclaration, symbolName: String, origin: String) {
        self.declaration = declaration
        self.symbolName = symbolName
        self.origin = origin
    }

    /// The declaration with `body` after its header.
    public func with(body: SwiftDeclaration.Body) -> PlannedDeclaration {
        var planned = self
        planned.declaration.body = body
        return planned
    }

    /// The declaration with `statements` as its body.
    public func with(body statements: [SwiftStatement]) -> PlannedDeclaration {
        with(body: .statements(statements))
    }
}

/// The do-not-edit header every generated file starts with; each value goes in a `//` comment.
public struct FileHeaderPlan: Sendable {
    public var contractPath: CommentText
    public var title: CommentText
    public var version: CommentText
    public var date: CommentText
}
