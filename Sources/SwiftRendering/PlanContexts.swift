import Mustache
import SwiftPlan

/// The plan as Mustache contexts, one per template. Every value is printer output: a name or type as text, or a
/// block (declaration, statements, expression) that the printer lays out for the column its tag lands on.
///
/// A class: every section's context is made on whichever core renders it, by a closure holding this, and copying a
/// struct of the whole plan into each of thousands of closures cost a retain per field each time.
final class PlanContexts {
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
            "declaration": block(contract.declaration), "errorClassAlias": block(contract.errorClassAlias),
            "operationAlias": block(contract.operationAlias), "title": block(contract.title),
            "docVersion": block(contract.docVersion), "docDate": block(contract.docDate),
            "defaultBaseURL": contract.defaultBaseURL.map(block) ?? .null, "envelope": block(contract.envelope),
            "headerPolicy": block(contract.headerPolicy), "retryPolicy": block(contract.retryPolicy),
            "maxResponseBytes": block(contract.maxResponseBytes),
        ])
    }

    var errorClassContext: MustacheValue {
        context([
            "errorAlias": block(errorClasses.errorAlias), "declaration": block(errorClasses.declaration),
            "cases": .list(errorClasses.cases.map(block)), "name": block(errorClasses.name),
            "flags": .list(errorClasses.flags.map(context)),
        ])
    }

    var rulesContext: MustacheValue {
        context(["contractTypeName": .string(contract.typeName.printed), "classify": context(rules.classify)])
    }

    var operationContext: MustacheValue {
        context([
            "declaration": block(operation.declaration), "spec": block(operation.spec), "name": block(operation.name),
            "equality": block(operation.equality), "hashing": block(operation.hashing),
            "errorClassTypeName": .string(errorClasses.typeName.printed),
        ])
    }

    var clientContext: MustacheValue {
        context([
            "declaration": block(client.declaration), "baseURL": block(client.baseURL),
            "initializer": block(client.initializer), "contractTypeName": .string(contract.typeName.printed),
            "credentials": client.credentials.map { credentials in
                .object([
                    "declaration": block(credentials.declaration), "fields": .list(credentials.fields.map(block)),
                    "initializer": context(credentials.initializer), "description": block(credentials.description),
                    "descriptionValue": .expression(credentials.descriptionValue),
                    "sessionHeaders": .expression(credentials.sessionHeaders),
                ])
            } ?? .null,
        ])
    }

    var clientProtocolContext: MustacheValue {
        context([
            "declaration": block(plan.clientProtocol.declaration),
            "requirements": .list(
                plan.clientProtocol.requirements.enumerated().map { index, requirement in
                    .object([
                        "declaration": block(requirement),
                        "isLast": .bool(index == plan.clientProtocol.requirements.count - 1),
                    ])
                }),
        ])
    }

    var examplesContext: MustacheValue {
        context(["declaration": block(plan.examples.declaration), "all": block(plan.examples.all)])
    }

    func endpointExamplesContext(_ endpoint: EndpointExamplesPlan) -> MustacheValue {
        context([
            "examplesTypeName": .string(plan.examples.typeName.printed), "declaration": block(endpoint.declaration),
            "examples": .list(endpoint.examples.map(block)), "all": block(endpoint.all),
        ])
    }

    func identifierContext(_ identifier: IdentifierPlan) -> MustacheValue {
        context([
            "declaration": block(identifier.declaration), "rawValue": block(identifier.rawValue),
            "rawValueInitializer": block(identifier.rawValueInitializer),
            "wireTextInitializer": context(identifier.wireTextInitializer),
            "decoderInitializer": context(identifier.decoderInitializer), "encode": block(identifier.encode),
            "description": block(identifier.description),
            "descriptionValue": .expression(identifier.descriptionValue),
        ])
    }

    func modelContext(_ model: ModelPlan) -> MustacheValue {
        context([
            "typeName": .string(model.typeName.printed), "declaration": block(model.declaration),
            "properties": .list(model.properties.map(block)),
            "forwardingProperties": .list(
                model.forwardingProperties.map { property in
                    .object(["declaration": block(property.declaration), "storage": .string(property.storage.printed)])
                }),
            "extensionHeader": .declaration(model.extensionHeader),
            "accessors": .list(
                model.accessors.map { accessor in
                    .object(["declaration": block(accessor.declaration), "value": .expression(accessor.value)])
                }),
            "initializer": context(model.initializer),
            "decoderInitializer": context(model.decoderInitializer), "encode": context(model.encode),
            "equality": context(model.equality),
            "limitViolation": model.limitViolation.map(context) ?? .null,
        ])
    }

    func unionContext(_ union: UnionPlan) -> MustacheValue {
        context([
            "declaration": block(union.declaration), "cases": .list(union.cases.map(block)),
            "keys": .list(union.keys.map { MustacheValue.declaration($0) }),
            "decoderInitializer": context(union.decoderInitializer), "encode": context(union.encode),
        ])
    }

    func enumContext(_ enumeration: EnumPlan) -> MustacheValue {
        context([
            "declaration": block(enumeration.declaration), "cases": .list(enumeration.cases.map(block)),
            "rawValueInitializer": context(enumeration.rawValueInitializer), "rawValue": context(enumeration.rawValue),
            "decoderInitializer": context(enumeration.decoderInitializer), "encode": block(enumeration.encode),
            "equality": block(enumeration.equality), "hashing": block(enumeration.hashing),
        ])
    }

    func endpointContext(_ endpoint: EndpointPlan) -> MustacheValue {
        context([
            "operationTypeName": .string(operation.typeName.printed),
            "clientTypeName": .string(client.typeName.printed), "operation": block(endpoint.operation),
            "method": context(endpoint.method), "conditions": endpoint.conditions.map(context) ?? .null,
        ])
    }

    /// A group file's sections, with the imports of `suites`: every module any of them imports, sorted as swift-format
    /// wants them.
    func groupContext(_ sections: [String], imports suites: [TestSuitePlan]) -> MustacheValue {
        func union(_ lists: [[SwiftIdentifier]]) -> [MustacheValue] {
            Set(lists.joined().map(\.printed)).sorted().map(MustacheValue.string)
        }
        let testable = union(suites.map(\.testableImports))
        return context([
            "sections": .list(sections.map(MustacheValue.string)), "imports": .list(union(suites.map(\.imports))),
            "hasTestableImports": .bool(!testable.isEmpty), "testableImports": .list(testable),
        ])
    }

    func testSuiteContext(_ suite: TestSuitePlan) -> MustacheValue {
        context([
            "imports": .list(suite.imports.map { .string($0.printed) }),
            "hasTestableImports": .bool(!suite.testableImports.isEmpty),
            "testableImports": .list(suite.testableImports.map { .string($0.printed) }),
            "declaration": .declaration(suite.declaration),
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
    /// A declaration's doc comment and header, printed for its column; an API declaration gets `access`'s modifier.
    static func declaration(_ declaration: SwiftDeclaration, access: APIAccess = .public) -> MustacheValue {
        .block(
            MustacheBlock { position, output in
                SwiftPrinter.append(
                    declaration, to: &output, column: position.column, indentation: position.indentation,
                    access: access)
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

extension PlanContexts {
    /// A planned declaration, printed with the module's access modifier where it is part of the API.
    func block(_ planned: PlannedDeclaration) -> MustacheValue {
        .declaration(planned.declaration, access: plan.access)
    }

    /// `declaration` and `body`, for a template's `{{#x}}{{declaration}} { {{body}} }{{/x}}`.
    func context(_ planned: PlannedBody) -> MustacheValue {
        .object(["declaration": block(planned.declaration), "body": .statements(planned.body)])
    }
}
