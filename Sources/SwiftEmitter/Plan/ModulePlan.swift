import Contract

/// Everything the templates print for one contract: names, types, expressions and doc lines, all decided here.
struct ModulePlan {
    var contractPath: String
    var module: String
    /// The prefix of the module's own type names: `ZingAPI` → `Zing`.
    var prefix: String
    var header: FileHeaderPlan
    var contract: ContractPlan
    var errorClasses: ErrorClassesPlan
    var rules: [RulePlan]
    var client: ClientPlan
    var identifiers: [IdentifierPlan]
    var models: [ModelPlan]
    var unions: [UnionPlan]
    var endpoints: [EndpointPlan]
    var exampleSuites: [ExampleSuitePlan]
    var redactionSuite: RedactionSuitePlan?
}

/// The do-not-edit header every generated file starts with.
struct FileHeaderPlan {
    var contractPath: String
    var title: String
    var version: String
    var date: String
}

/// The `<Prefix>Contract` enum: the facts the runtime reads.
struct ContractPlan {
    var typeName: String
    var docLines: [String]
    var titleLiteral: String
    var versionLiteral: String
    var dateLiteral: String
    var baseURLLiteral: String?
    var envelopeExpression: [String]
    var headerPolicyExpression: [String]
    var retryPolicyExpression: [String]
    /// The contract's response size limit in bytes, as a Swift integer literal.
    var maxResponseBytesLiteral: String
}

struct ErrorClassesPlan {
    struct Case {
        var name: String
        /// `case name` or `case name = "wire name"`.
        var declaration: String
        var docLines: [String]
    }

    struct Flag {
        var property: String
        var docLines: [String]
        var type: String
        var switchLines: [String]
    }

    var typeName: String
    var errorTypeName: String
    var cases: [Case]
    var flags: [Flag]
}

/// One classification rule as a Swift condition.
struct RulePlan {
    var comment: String
    /// The statement: `if … { return .class }`, or `return .class` for the catch-all.
    var lines: [String]
}

struct ClientPlan {
    var typeName: String
    var operationTypeName: String
    var credentialsTypeName: String?
    var credentialsFields: [(name: String, type: String, docLines: [String])]
    var credentialsInitParameters: String
    var credentialsDescription: String
    var credentialsDocLines: [String]
    var sessionHeadersExpression: String?
    var baseURLDefault: String?
    var docLines: [String]
}
