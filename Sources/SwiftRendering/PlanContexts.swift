import Mustache
import SwiftPlan

/// The plan as Mustache contexts, one per template. Every value is printer output: a name or type as text, or a
/// block (declaration, statements, expression) that the printer lays out for the column its tag lands on.
struct PlanContexts {
    let plan: ModulePlan
    /// The contract's path as comment text, and the `header` object.
    private let contractPath: MustacheValue
    private let header: MustacheValue

    /// Contexts for `plan`; what every file's header (the `header` partial) may print is made once, as `//` comment
    /// text: `{{contractPath}}` and `{{header.title}}`, `{{header.version}}`, `{{header.date}}`.
    init(plan: ModulePlan) {
        self.plan = plan
        let facts = plan.header
        contractPath = .string(SwiftPrinter.comment(facts.contractPath))
        header = .object([
            "contractPath": contractPath, "title": .string(SwiftPrinter.comment(facts.title)),
            "version": .string(SwiftPrinter.comment(facts.version)), "date": .string(SwiftPrinter.comment(facts.date)),
        ])
    }

    private var contract: ContractPlan { plan.contract }
    private var errorClasses: ErrorClassesPlan { plan.errorClasses }
    private var rules: RulesPlan { plan.rules }
    private var operation: OperationPlan { plan.operation }
    private var client: ClientPlan { plan.client }

    func context(_ values: [String: MustacheValue]) -> MustacheValue {
        var values = values
        values["contractPath"] = contractPath
        values["header"] = header
        return .object(values)
    }

    var contractContext: MustacheValue {
        context([
            "declaration": contract.declaration.block, "errorClassAlias": contract.errorClassAlias.block,
            "operationAlias": contract.operationAlias.block, "title": contract.title.block,
            "docVersion": contract.docVersion.block, "docDate": contract.docDate.block,
            "defaultBaseURL": contract.defaultBaseURL?.block ?? .null, "envelope": contract.envelope.block,
            "headerPolicy": contract.headerPolicy.block, "retryPolicy": contract.retryPolicy.block,
            "maxResponseBytes": contract.maxResponseBytes.block,
        ])
    }

    var errorClassContext: MustacheValue {
        context([
            "errorAlias": errorClasses.errorAlias.block, "declaration": errorClasses.declaration.block,
            "cases": .list(errorClasses.cases.map(\.block)), "name": errorClasses.name.block,
            "flags": .list(errorClasses.flags.map(\.context)),
        ])
    }

    var rulesContext: MustacheValue {
        context(["contractTypeName": .string(contract.typeName.printed), "classify": rules.classify.context])
    }

    var operationContext: MustacheValue {
        context([
            "declaration": operation.declaration.block, "spec": operation.spec.block, "name": operation.name.block,
            "equality": operation.equality.block, "hashing": operation.hashing.block,
            "errorClassTypeName": .string(errorClasses.typeName.printed),
        ])
    }

    var clientContext: MustacheValue {
        context([
            "declaration": client.declaration.block, "baseURL": client.baseURL.block,
            "initializer": client.initializer.block, "contractTypeName": .string(contract.typeName.printed),
            "credentials": client.credentials.map { credentials in
                .object([
                    "declaration": credentials.declaration.block, "fields": .list(credentials.fields.map(\.block)),
                    "initializer": credentials.initializer.context, "description": credentials.description.block,
                    "descriptionValue": .expression(credentials.descriptionValue),
                    "sessionHeaders": .expression(credentials.sessionHeaders),
                ])
            } ?? .null,
        ])
    }

    func identifierContext(_ identifier: IdentifierPlan) -> MustacheValue {
        context([
            "declaration": identifier.declaration.block, "rawValue": identifier.rawValue.block,
            "rawValueInitializer": identifier.rawValueInitializer.block,
            "wireTextInitializer": identifier.wireTextInitializer.context,
            "decoderInitializer": identifier.decoderInitializer.context, "encode": identifier.encode.block,
            "description": identifier.description.block,
            "descriptionValue": .expression(identifier.descriptionValue),
        ])
    }

    func modelContext(_ model: ModelPlan) -> MustacheValue {
        context([
            "typeName": .string(model.typeName.printed), "declaration": model.declaration.block,
            "properties": .list(model.properties.map(\.block)),
            "forwardingProperties": .list(
                model.forwardingProperties.map { property in
                    .object(["declaration": property.declaration.block, "storage": .string(property.storage.printed)])
                }),
            "extensionHeader": .declaration(model.extensionHeader),
            "accessors": .list(
                model.accessors.map { accessor in
                    .object(["declaration": accessor.declaration.block, "value": .expression(accessor.value)])
                }),
            "initializer": model.initializer.context, "hasCodingKeys": .bool(!model.codingKeys.isEmpty),
            "codingKeys": .list(model.codingKeys.map(MustacheValue.declaration)),
            "decoderInitializer": model.decoderInitializer.context, "encode": model.encode.context,
            "limitViolation": model.limitViolation?.context ?? .null,
        ])
    }

    func unionContext(_ union: UnionPlan) -> MustacheValue {
        context([
            "declaration": union.declaration.block, "cases": .list(union.cases.map(\.block)),
            "keys": .list(union.keys.map(MustacheValue.declaration)),
            "decoderInitializer": union.decoderInitializer.context, "encode": union.encode.context,
        ])
    }

    func enumContext(_ enumeration: EnumPlan) -> MustacheValue {
        context([
            "declaration": enumeration.declaration.block, "cases": .list(enumeration.cases.map(\.block)),
            "rawValueInitializer": enumeration.rawValueInitializer.context, "rawValue": enumeration.rawValue.context,
            "decoderInitializer": enumeration.decoderInitializer.context, "encode": enumeration.encode.block,
            "equality": enumeration.equality.block, "hashing": enumeration.hashing.block,
        ])
    }

    func endpointContext(_ endpoint: EndpointPlan) -> MustacheValue {
        context([
            "operationTypeName": .string(operation.typeName.printed),
            "clientTypeName": .string(client.typeName.printed), "operation": endpoint.operation.block,
            "method": endpoint.method.context, "conditions": endpoint.conditions?.context ?? .null,
        ])
    }

    func testSuiteContext(_ suite: TestSuitePlan) -> MustacheValue {
        context([
            "imports": .list(suite.imports.map { .string($0.printed) }), "declaration": .declaration(suite.declaration),
            "cases": .list(
                suite.cases.enumerated().map { index, testCase in
                    .object([
                        "declaration": .declaration(testCase.declaration), "body": .statements(testCase.body),
                        "isLast": .bool(index == suite.cases.count - 1),
                    ])
                }),
        ])
    }
}

extension MustacheValue {
    /// A declaration's doc comment and header, printed for its column.
    static func declaration(_ declaration: SwiftDeclaration) -> MustacheValue {
        .block(
            MustacheBlock { position, output in
                SwiftPrinter.append(
                    declaration, to: &output, column: position.column, indentation: position.indentation)
            })
    }

    /// Statements, printed for their column; nothing when there are none.
    static func statements(_ statements: [SwiftStatement]) -> MustacheValue {
        .block(
            MustacheBlock { position, output in
                SwiftPrinter.append(statements, to: &output, column: position.column, indentation: position.indentation)
            })
    }

    /// An expression, printed for its column.
    static func expression(_ expression: SwiftExpression) -> MustacheValue {
        .block(
            MustacheBlock { position, output in
                SwiftPrinter.append(expression, to: &output, column: position.column, indentation: position.indentation)
            })
    }
}

extension PlannedDeclaration {
    var block: MustacheValue { .declaration(declaration) }
}

extension PlannedBody {
    /// `declaration` and `body`, for a template's `{{#x}}{{declaration}} { {{body}} }{{/x}}`.
    var context: MustacheValue {
        .object(["declaration": declaration.block, "body": .statements(body)])
    }
}
