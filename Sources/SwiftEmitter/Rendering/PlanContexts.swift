import Mustache

/// The plan as Mustache contexts: one function per template, plain data only.
extension ModulePlan {
    var headerContext: [String: MustacheValue] {
        [
            "contractPath": .string(header.contractPath), "title": .string(header.title),
            "version": .string(header.version), "date": .string(header.date),
        ]
    }

    func context(_ values: [String: MustacheValue]) -> MustacheValue {
        .object(headerContext.merging(values) { _, new in new })
    }

    var contractContext: MustacheValue {
        context([
            "typeName": .string(contract.typeName), "docLines": lines(contract.docLines),
            "errorClassTypeName": .string(errorClasses.typeName),
            "operationTypeName": .string(client.operationTypeName),
            "titleLiteral": .string(contract.titleLiteral), "versionLiteral": .string(contract.versionLiteral),
            "dateLiteral": .string(contract.dateLiteral), "baseURLLiteral": optional(contract.baseURLLiteral),
            "envelopeExpression": lines(contract.envelopeExpression),
            "headerPolicyExpression": lines(contract.headerPolicyExpression),
            "retryPolicyExpression": lines(contract.retryPolicyExpression),
            "maxResponseBytesLiteral": .string(contract.maxResponseBytesLiteral),
        ])
    }

    var errorClassContext: MustacheValue {
        context([
            "typeName": .string(errorClasses.typeName), "errorTypeName": .string(errorClasses.errorTypeName),
            "cases": .list(
                errorClasses.cases.map {
                    .object(["declaration": .string($0.declaration), "docLines": lines($0.docLines)])
                }),
            "flags": .list(
                errorClasses.flags.map {
                    .object([
                        "property": .string($0.property), "type": .string($0.type), "docLines": lines($0.docLines),
                        "switchLines": lines($0.switchLines),
                    ])
                }),
        ])
    }

    var rulesContext: MustacheValue {
        context([
            "contractTypeName": .string(contract.typeName), "operationTypeName": .string(client.operationTypeName),
            "errorClassTypeName": .string(errorClasses.typeName), "rules": .list(rules.map(\.context)),
        ])
    }

    var operationContext: MustacheValue {
        context([
            "operationTypeName": .string(client.operationTypeName),
            "errorClassTypeName": .string(errorClasses.typeName),
        ])
    }

    var clientContext: MustacheValue {
        context([
            "typeName": .string(client.typeName), "docLines": lines(client.docLines),
            "contractTypeName": .string(contract.typeName), "baseURLDefault": optional(client.baseURLDefault),
            "credentialsTypeName": optional(client.credentialsTypeName),
            "credentialsFields": .list(
                client.credentialsFields.map {
                    .object(["name": .string($0.name), "type": .string($0.type), "docLines": lines($0.docLines)])
                }),
            "credentialsInitParameters": .string(client.credentialsInitParameters),
            "credentialsDescription": .string(client.credentialsDescription),
            "credentialsDocLines": lines(client.credentialsDocLines),
            "sessionHeadersExpression": optional(client.sessionHeadersExpression),
        ])
    }

    func identifierContext(_ identifier: IdentifierPlan) -> MustacheValue {
        context([
            "typeName": .string(identifier.typeName), "docLines": lines(identifier.docLines),
            "storageType": .string(identifier.storageType), "wireForms": .string(identifier.wireForms),
            "wireTextParser": optional(identifier.wireTextParser),
            "descriptionExpression": .string(identifier.descriptionExpression),
        ])
    }

    func modelContext(_ model: ModelPlan) -> MustacheValue {
        context([
            "typeName": .string(model.typeName), "docLines": lines(model.docLines), "isClosed": .bool(!model.isOpen),
            "hasFields": .bool(!model.fields.isEmpty), "hasLimitChecks": .bool(!model.limitChecks.isEmpty),
            "limitChecks": lines(model.limitChecks),
            "fields": .list(
                model.fields.map { field in
                    .object([
                        "property": .string(field.property), "codingKeyCase": .string(field.codingKeyCase),
                        "declaredType": .string(field.declaredType), "decodeLines": lines(field.decodeLines),
                        "encodeLines": lines(field.encodeLines), "initParameter": .string(field.initParameter),
                        "docLines": lines(field.docLines), "isLast": .bool(field.isLast),
                    ])
                }),
            "accessors": .list(
                model.accessors.map { accessor in
                    .object([
                        "name": .string(accessor.name), "type": .string(accessor.type),
                        "expression": .string(accessor.expression), "docLines": lines(accessor.docLines),
                    ])
                }),
        ])
    }

    func unionContext(_ union: UnionPlan) -> MustacheValue {
        context([
            "typeName": .string(union.typeName), "docLines": lines(union.docLines),
            "keysDescription": .string(union.keysDescription),
            "variants": .list(
                union.variants.map { variant in
                    .object([
                        "caseName": .string(variant.caseName), "typeName": .string(variant.typeName),
                        "keyCase": .string(variant.keyCase), "key": .string(variant.key),
                        "docLines": lines(variant.docLines),
                    ])
                }),
        ])
    }

    func endpointContext(_ endpoint: EndpointPlan) -> MustacheValue {
        context([
            "name": .string(endpoint.name), "methodName": .string(endpoint.methodName),
            "operationTypeName": .string(endpoint.operationTypeName),
            "clientTypeName": .string(endpoint.clientTypeName),
            "errorTypeName": .string(endpoint.errorTypeName), "docLines": lines(endpoint.docLines),
            "hasDoc": .bool(!endpoint.docLines.isEmpty), "summaryLines": lines(endpoint.summaryLines),
            "operationSummaryLines": lines(endpoint.operationSummaryLines),
            "specArguments": lines(endpoint.specArguments),
            "hasEndpointRules": .bool(!endpoint.endpointRules.isEmpty),
            "endpointRules": .list(endpoint.endpointRules.map(\.context)),
            "hasParameters": .bool(!endpoint.parameters.isEmpty), "parameters": lines(endpoint.parameters),
            "parameterDocs": lines(endpoint.parameterDocs), "returnClause": .string(endpoint.returnClause),
            "returnDoc": lines(endpoint.returnDoc), "throwsDoc": lines(endpoint.throwsDoc),
            "remark": lines(endpoint.remark), "preflight": lines(endpoint.preflight),
            "prepareArguments": lines(endpoint.prepareArguments), "callFunction": .string(endpoint.callFunction),
            "callArguments": lines(endpoint.callArguments), "returnsValue": .bool(endpoint.returnsValue),
            "conditionsFunction": optional(endpoint.conditionsFunction),
            "conditionsPayloadType": optional(endpoint.conditionsPayloadType),
            "conditionChecks": lines(endpoint.conditionChecks),
        ])
    }

    func exampleSuiteContext(_ suite: ExampleSuitePlan) -> MustacheValue {
        context([
            "className": .string(suite.className), "module": .string(suite.module), "imports": lines(suite.imports),
            "clientTypeName": .string(suite.clientTypeName), "docLines": lines(suite.docLines),
            "cases": .list(
                suite.cases.enumerated().map { index, testCase in
                    .object([
                        "testName": .string(testCase.testName), "docLines": lines(testCase.docLines),
                        "transportLines": lines(testCase.transportLines), "inputLines": lines(testCase.inputLines),
                        "callLines": lines(testCase.callLines), "expectsSuccess": .bool(testCase.expectsSuccess),
                        "hasAssertions": .bool(!testCase.assertions.isEmpty), "assertions": lines(testCase.assertions),
                        "requestChecks": lines(testCase.requestChecks),
                        "failureClass": optional(testCase.failureClass),
                        "isLast": .bool(index == suite.cases.count - 1),
                    ])
                }),
        ])
    }

    func redactionSuiteContext(_ suite: RedactionSuitePlan) -> MustacheValue {
        context([
            "className": .string(suite.className), "imports": lines(suite.imports), "docLines": lines(suite.docLines),
            "cases": .list(
                suite.cases.map { testCase in
                    .object([
                        "testName": .string(testCase.testName), "docLines": lines(testCase.docLines),
                        "buildLines": lines(testCase.buildLines), "proofLines": lines(testCase.proofLines),
                        "secretLines": lines(testCase.secretLines),
                    ])
                }),
        ])
    }

    private func lines(_ items: [String]) -> MustacheValue { .list(items.map(MustacheValue.string)) }
    private func optional(_ value: String?) -> MustacheValue { value.map(MustacheValue.string) ?? .null }
}

extension RulePlan {
    var context: MustacheValue {
        .object(["comment": .string(comment), "lines": .list(lines.map(MustacheValue.string))])
    }
}
