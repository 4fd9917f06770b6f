import Contract
import WireVocabulary

/// Plans one endpoint: the operation constant, the client method's signature and body, and its success conditions.
struct EndpointTranslator {
    let translator: Translator

    private var contract: Contract { translator.contract }

    func plan(_ endpoint: Endpoint) throws(PlanError) -> EndpointPlan {
        try plan(endpoint, signature: EndpointSignature(translator: translator, endpoint: endpoint))
    }

    func plan(_ endpoint: Endpoint, signature: EndpointSignature) throws(PlanError) -> EndpointPlan {
        let names = translator.names.endpoints[endpoint.name]!
        var response = try ResponseTranslator(
            translator: translator, endpoint: endpoint, conditionsFunction: names.conditions
        ).plan()
        if translator.setsSession(endpoint) { response = try translator.signInPlan(response, endpoint: endpoint) }
        let origin = "endpoint:\(endpoint.name)"
        let rules = RuleTranslator(translator: translator)
        var operationArguments = [
            SwiftArgument(
                SwiftIdentifier("spec"), .call(.runtime(.endpointSpec), specArguments(endpoint), layout: .onePerLine))
        ]
        if !endpoint.errorRules.isEmpty {
            operationArguments.append(
                SwiftArgument(
                    SwiftIdentifier("endpointRules"),
                    .closure(
                        parameters: [GeneratedLocal.observation.identifier],
                        body: rules.statements(endpoint.errorRules, otherwise: .return(.code(SwiftFragment("nil")))))))
        }
        let summary = DocText(summary(endpoint))
        let doc = endpoint.provenance.docMarkdown.map { DocText($0) }
        let deprecation = translator.deprecationMessage(endpoint.deprecation) {
            translator.names.endpoints[$0]?.method
        }
        let operation = PlannedDeclaration(
            SwiftDeclaration(
                doc: DocComment([summary] + (doc.map { [$0] } ?? [])), isStatic: true, deprecation: deprecation,
                .property(
                    .let, names.method, translator.operationType,
                    initializer: .call(.type(translator.operationType), operationArguments, layout: .onePerLine),
                    showsType: false)),
            symbolName: names.method.name, origin: origin)
        let method = PlannedDeclaration(
            SwiftDeclaration(
                doc: DocComment(
                    (doc.map { [$0] } ?? []) + [summary], parameters: signature.documentation,
                    returns: response.returnDoc, throwing: throwsDoc(endpoint), notes: notes(endpoint),
                    remark: translator.remark(endpoint.provenance, kind: "endpoint", name: endpoint.name)),
                deprecation: deprecation,
                .function(
                    .identifier(names.method), signature.parameters,
                    SwiftEffects(isAsync: true, throwing: .typed(translator.errorType)),
                    returns: response.returnType, layout: .onePerLine),
                body: .statements(
                    signature.preflight
                        + call(signature, response, signIn: translator.setsSession(endpoint) ? endpoint : nil))),
            symbolName: names.method.name, origin: origin)
        let conditions = response.conditions.map { conditions in
            PlannedDeclaration(
                SwiftDeclaration(
                    doc: DocComment(
                        DocText("The success conditions of `\(endpoint.name)`: the first that fails, or nil.")),
                    access: .internal, isStatic: true, deprecation: deprecation,
                    .function(
                        .identifier(names.conditions),
                        [SwiftParameter(.wildcard, SwiftIdentifier("payload"), conditions.payloadType)], .none,
                        returns: SwiftType.runtime(.unmetCondition).optional, layout: .fit),
                    body: .statements(conditions.checks + [.return(.code(SwiftFragment("nil")))])),
                symbolName: names.conditions.name, origin: origin)
        }
        return EndpointPlan(
            name: endpoint.name, parameterGroups: translator.parameterGroupPlans(endpoint),
            operationExtension: OperationExtensionPlan(
                typeName: translator.names.operation, extensionHeader: .extension(of: translator.operationType),
                operation: operation),
            clientExtension: ClientExtensionPlan(
                typeName: translator.names.client, extensionHeader: .extension(of: translator.clientType),
                method: method,
                conditions: conditions),
            pagingExtension: PagingTranslator(translator: translator).plan(
                endpoint, signature: signature, payloadType: response.returnType))
    }

    /// `let prepared = try core.prepare(…)` and `return try await core.call…(…)`.
    private func call(
        _ signature: EndpointSignature, _ response: ResponseTranslator.Plan, signIn: Endpoint?
    ) -> [SwiftStatement] {
        let core = SwiftExpression.name(GeneratedLocal.core.identifier)
        let operation = SwiftExpression.name(GeneratedLocal.operation.identifier)
        let prepared = GeneratedLocal.prepared.identifier
        let call = SwiftExpression.try(
            .await(
                .call(
                    core.member(response.callFunction),
                    [SwiftArgument(.name(prepared)), SwiftArgument(GeneratedLocal.operation.identifier, operation)]
                        + response.extraArguments, layout: .onePerLine)))
        let prepare = SwiftStatement.let(
            prepared, nil,
            .try(.call(core.member(RuntimeMember.prepare), signature.prepareArguments, layout: .onePerLine)))
        if let signIn { return [prepare] + translator.signInStatements(call, endpoint: signIn) }
        return [prepare, response.returnType == nil ? .expression(call) : .return(call)]
    }

    /// The `EndpointSpec` arguments, in the order its initializer takes them: the fixed request facts, what its answers
    /// are, and the limits, servers and values of its own where it has them.
    private func specArguments(_ endpoint: Endpoint) -> [SwiftArgument] {
        var arguments = [
            SwiftArgument(SwiftIdentifier("name"), .string(endpoint.name)),
            SwiftArgument(SwiftIdentifier("method"), RuntimeCase.of(endpoint.method)),
            SwiftArgument(SwiftIdentifier("path"), .string(endpoint.path)),
            SwiftArgument(SwiftIdentifier("carriesToken"), .bool(endpoint.auth.mayCarryCredentials)),
            SwiftArgument(
                SwiftIdentifier("sendsTenant"), .bool(endpoint.auth.mayCarryCredentials && endpoint.sendsTenant)),
            SwiftArgument(SwiftIdentifier("role"), RuntimeCase.of(endpoint.role)),
            SwiftArgument(SwiftIdentifier("retry"), RuntimeCase.of(endpoint.retry)),
            SwiftArgument(SwiftIdentifier("envelope"), envelopeExpression(endpoint)),
        ]
        arguments += answerArguments(endpoint)
        if let limit = endpoint.maxResponseBytes {
            arguments.append(SwiftArgument(SwiftIdentifier("maxResponseBytes"), .int(limit)))
        }
        if let server = contract.additionalServerName(of: endpoint) {
            arguments.append(SwiftArgument(SwiftIdentifier("server"), .string(server)))
        }
        if !endpoint.payloadRules.isEmpty {
            arguments.append(
                SwiftArgument(SwiftIdentifier("payloadRules"), PayloadRuleCode.rules(endpoint.payloadRules)))
        }
        let perCall = contract.perCallValues(for: endpoint)
        if !perCall.isEmpty {
            arguments.append(
                SwiftArgument(SwiftIdentifier("perCallValues"), .array(perCall.map(PerCallValueCode.literal))))
        }
        let signed = contract.signedValues(for: endpoint)
        if !signed.isEmpty {
            arguments.append(
                SwiftArgument(SwiftIdentifier("signedValues"), .array(signed.map(PerCallValueCode.literal))))
        }
        if let timeout = contract.timeout(of: endpoint) {
            arguments.append(SwiftArgument(SwiftIdentifier("timeout"), .double(timeout)))
        }
        return arguments
    }

    /// What the endpoint's answers are beyond their envelope, as every tool reads them (`Contract.answerSpec(for:)`):
    /// where the payload is, and for a sign-in what its answer hands out and in which answers. The runtime reads every
    /// answer by the spec these make, so it cannot read one otherwise than lint, verify and mock do.
    private func answerArguments(_ endpoint: Endpoint) -> [SwiftArgument] {
        guard let answer = contract.answerSpec(for: endpoint) else { return [] }
        var arguments: [SwiftArgument] = []
        // The runtime's own default: the envelope's payload field, or the body for an envelope without one.
        if answer.payload != (answer.envelope.payloadField == nil ? .body : .payloadField) {
            arguments.append(
                SwiftArgument(SwiftIdentifier("payload"), RuntimeCase.of(answer.payload)))
        }
        if answer.setsCookies != nil {
            let session = SwiftExpression.type(.named(translator.names.contract))
                .member(SwiftIdentifier("headerPolicy")).member(SwiftIdentifier("session"))
            arguments.append(SwiftArgument(SwiftIdentifier("setsCookies"), session))
        }
        if answer.issuesToken {
            arguments.append(SwiftArgument(SwiftIdentifier("issuesToken"), .bool(true)))
        }
        if answer.signInDelivery != SignInDelivery() {
            arguments.append(
                SwiftArgument(
                    SwiftIdentifier("signInDelivery"), Translator.deliveryExpression(answer.signInDelivery)))
        }
        return arguments
    }

    /// The contract's envelope, or, for an endpoint with success codes of its own that decide, that envelope
    /// succeeding on them.
    private func envelopeExpression(_ endpoint: Endpoint) -> SwiftExpression {
        let shared = SwiftExpression.type(.named(translator.names.contract))
            .member(translator.names.envelopes[endpoint.response.envelope]!)
        guard let codes = endpoint.response.successCodes,
            contract.envelope(named: endpoint.response.envelope)?.traits.successCodesDecide == true
        else { return shared }
        return .call(
            shared.member(SwiftFragment("succeeding")),
            [SwiftArgument(SwiftIdentifier("on"), .array(codes.map(ContractTypeTranslation.codeLiteral)))])
    }

    private func summary(_ endpoint: Endpoint) -> String {
        let carried = contract.auth?.session == nil ? "the session token" : "the session cookies"
        var credentials: String =
            switch endpoint.auth {
            case .token: "carries \(carried)"
            case .optional: "carries \(carried) when given"
            case .none: contract.auth?.session == nil ? "sends no token" : "sends no cookies"
            }
        if endpoint.auth.mayCarryCredentials, let name = contract.auth?.token?.placement.queryName {
            credentials += " in its query (`\(name)`)"
        }
        if endpoint.auth.mayCarryCredentials, endpoint.sendsTenant, contract.auth?.tenant != nil {
            credentials += " and the tenant"
        }
        if translator.setsSession(endpoint) {
            credentials += contract.auth?.session == nil ? "; its answer hands the token out" : "; its answer sets them"
        }
        if contract.auth?.signOuts.contains(endpoint.name) == true {
            credentials += "; its success ends the session (drop the credentials)"
        }
        let retry =
            endpoint.retry == .idempotent ? "retried automatically when that is safe" : "never retried automatically"
        let server = contract.additionalServerName(of: endpoint).map { " on server `\($0)`" } ?? ""
        let perCall = contract.perCallValues(for: endpoint)
        let computed =
            perCall.isEmpty ? "" : "; the client adds " + perCall.map(PerCallValueCode.phrase).joined(separator: ", ")
        let signed = contract.signedValues(for: endpoint)
        let signing =
            signed.isEmpty
            ? ""
            : "; signed by the app's request signer, which adds "
                + signed.map { "`\($0.placement.name)`" }.joined(separator: ", ")
        return "`\(endpoint.method.rawValue) \(endpoint.path)`\(server): \(credentials)\(computed)\(signing); \(retry)."
    }

    /// The endpoint's deviation and policy notes, then its parameters' and its own rules' deviations, each naming its
    /// parameter or rule.
    private func notes(_ endpoint: Endpoint) -> [DocText] {
        var notes = translator.notes(endpoint.provenance)
        for parameter in endpoint.pathParameters + endpoint.query {
            notes += translator.notes(parameter.provenance).map { DocText("Parameter `\(parameter.name)`: \($0.text)") }
        }
        return notes + RuleTranslator(translator: translator).notes(endpoint.errorRules)
    }

    private func throwsDoc(_ endpoint: Endpoint) -> DocText {
        var text = "``\(translator.names.error.name)``, classified by the contract's rules"
        let own = endpoint.errorRules.map { RuleTranslator(translator: translator).describe($0) }
        if !own.isEmpty { text += "; this endpoint's own, checked first: " + own.joined(separator: "; ") }
        if let data = endpoint.response.failureData {
            let type = "`\(translator.types.swiftType(data.type))`"
            text +=
                ". A failure of class \(data.classes.joined(separator: " or ")) keeps the answer's data: read it with "
                + "`error.failureData(as:)` as \(type) (nil when it does not decode; the class stays)"
        }
        return DocText(text + ".")
    }
}
