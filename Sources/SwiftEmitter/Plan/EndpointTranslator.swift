import Contract

/// Plans one endpoint: the operation constant, the client method's signature and body, and its success conditions.
struct EndpointTranslator {
    let translator: Translator

    private var contract: Contract { translator.contract }

    func plan(_ endpoint: Endpoint) throws(PlanError) -> EndpointPlan {
        let methodName = SwiftNames.escaped(SwiftNames.lowerCamel(endpoint.name))
        let operation = "\(translator.operationTypeName).\(methodName)"
        var parameters: [String] = []
        var parameterDocs: [String] = []
        var preflight: [String] = ["let operation = \(operation)"]
        var scope = NameScope(reserved: ["operation", "prepared", "query", "form", "credentials"])

        var pathArguments: [String] = []
        for parameter in endpoint.pathParameters {
            let name = SwiftNames.escaped(scope.claim(SwiftNames.lowerCamel(parameter.name)))
            parameters.append("\(name): \(translator.types.swiftType(parameter.type))")
            parameterDocs.append("- \(name): \(parameter.provenance.doc ?? "The `\(parameter.name)` path parameter.")")
            pathArguments.append(
                "\(SwiftLiteral.string(parameter.name)): \(textExpression(name, type: parameter.type))")
        }
        var queryItems: [String] = []
        var optionalQuery: [String] = []
        for parameter in endpoint.query {
            let wireName = SwiftLiteral.string(parameter.name)
            if let constant = parameter.constant {
                queryItems.append("(name: \(wireName), value: \(SwiftLiteral.string(constant)))")
                continue
            }
            let name = SwiftNames.escaped(scope.claim(SwiftNames.lowerCamel(parameter.name)))
            let type = translator.types.swiftType(parameter.type)
            parameters.append(parameter.isOptional ? "\(name): \(type)? = nil" : "\(name): \(type)")
            parameterDocs.append("- \(name): \(parameter.provenance.doc ?? "The `\(parameter.name)` query parameter.")")
            if parameter.isOptional {
                optionalQuery += [
                    "if let \(name) { query.append((name: \(wireName), value: \(textExpression(name, type: parameter.type)))) }"
                ]
            } else {
                queryItems.append("(name: \(wireName), value: \(textExpression(name, type: parameter.type)))")
            }
        }
        if !queryItems.isEmpty || !optionalQuery.isEmpty {
            let keyword = optionalQuery.isEmpty ? "let" : "var"
            preflight += SwiftLayout.arrayLiteral(
                "\(keyword) query: [(name: String, value: String)] = ", queryItems, indent: 8)
            preflight += optionalQuery
        }

        var bodyExpression = ".none"
        switch endpoint.body {
        case .none:
            break
        case .json(let modelName):
            let type = translator.typeNames[modelName] ?? modelName
            parameters.insert("_ body: \(type)", at: 0)
            parameterDocs.insert("- body: The request body.", at: 0)
            if let model = contract.model(named: modelName),
                model.fields.contains(where: { $0.maxLength != nil || $0.isNonEmpty })
            {
                preflight += [
                    "if let violation = body.limitViolation() {",
                    "    throw core.rejectedInput(violation, operation: operation)",
                    "}",
                ]
            }
            bodyExpression = "core.encodeJSON(body, operation: operation)"
        case .multipart(let fileField, let fields):
            parameters += ["file: URL", "fileName: String", "mimeType: String"]
            parameterDocs += [
                "- file: The local file to upload; streamed, never loaded whole.",
                "- fileName: The file name the server sees; no CR, LF, quote, backslash or slash.",
                "- mimeType: The file's real MIME type, `type/subtype`.",
            ]
            preflight.append("var form = MultipartForm()")
            for field in fields {
                let name = SwiftNames.escaped(scope.claim(SwiftNames.lowerCamel(field.name)))
                let type = translator.types.swiftType(field.type)
                let value = textExpression(name, type: field.type)
                if field.isOptional {
                    parameters.append("\(name): \(type)? = nil")
                    preflight.append(
                        "if let \(name) { form.addField(name: \(SwiftLiteral.string(field.name)), value: \(value)) }")
                } else {
                    parameters.append("\(name): \(type)")
                    preflight.append("form.addField(name: \(SwiftLiteral.string(field.name)), value: \(value))")
                }
                parameterDocs.append("- \(name): \(field.provenance.doc ?? "The `\(field.name)` form field.")")
            }
            preflight.append(
                "form.addFile(MultipartFile(fieldName: \(SwiftLiteral.string(fileField)), fileURL: file, fileName: fileName, mimeType: mimeType))"
            )
            bodyExpression = ".multipart(form)"
        }
        var session = "nil"
        if endpoint.auth == .token, let credentials = translator.credentialsTypeName {
            parameters.append("credentials: \(credentials)")
            parameterDocs.append("- credentials: The session snapshot whose token and tenant this request carries.")
            session = "credentials.sessionHeaders"
        }

        var prepareArguments = ["operation"]
        if !pathArguments.isEmpty {
            prepareArguments.append("pathParameters: [\(pathArguments.joined(separator: ", "))]")
        }
        if !queryItems.isEmpty || !optionalQuery.isEmpty { prepareArguments.append("query: query") }
        prepareArguments += ["session: \(session)", "body: \(bodyExpression)"]

        let response = try ResponseTranslator(translator: translator, endpoint: endpoint, methodName: methodName).plan()
        let rules = RuleTranslator(translator: translator)
        return EndpointPlan(
            name: endpoint.name,
            fileName: SwiftNames.upperCamel(endpoint.name),
            methodName: methodName,
            operationTypeName: translator.operationTypeName,
            clientTypeName: translator.clientTypeName,
            errorTypeName: translator.errorTypeName,
            docLines: SwiftLiteral.docLines(endpoint.provenance.doc, indent: "    "),
            summaryLines: SwiftLiteral.docLines(summary(endpoint), indent: "    "),
            operationSummaryLines: SwiftLiteral.docLines(
                summary(endpoint) + (endpoint.provenance.doc.map { "\n\n" + $0 } ?? ""), indent: "    "),
            specArguments: translator.commaSeparated(specArguments(endpoint)),
            endpointRules: endpoint.errorRules.map { rules.plan($0, indent: 12) },
            parameters: translator.commaSeparated(parameters),
            parameterDocs: parameterDocs,
            returnClause: response.returnType.map { " -> \($0)" } ?? "",
            returnDoc: response.returnDoc.map { SwiftLiteral.docField("Returns", $0, indent: "    ") } ?? [],
            throwsDoc: SwiftLiteral.docField("Throws", throwsDoc(endpoint), indent: "    "),
            remark: SwiftLiteral.docField("Remark", remark(endpoint), indent: "    "),
            preflight: preflight,
            prepareArguments: translator.commaSeparated(prepareArguments),
            callFunction: response.callFunction,
            callArguments: translator.commaSeparated(
                ["prepared", "operation: operation"] + response.extraArguments),
            returnsValue: response.returnType != nil,
            conditionsFunction: response.conditionsFunction,
            conditionsPayloadType: response.conditionsPayloadType,
            conditionChecks: response.conditionChecks)
    }

    /// The text a path, query or form value is sent as.
    /// The `EndpointSpec` arguments: the fixed request facts, and the endpoint's own size limit when it has one.
    private func specArguments(_ endpoint: Endpoint) -> [String] {
        var arguments = [
            "name: \(SwiftLiteral.string(endpoint.name))",
            "method: \(SwiftLiteral.string(endpoint.method.rawValue))",
            "path: \(SwiftLiteral.string(endpoint.path))",
            "carriesToken: \(endpoint.auth == .token)",
            "sendsTenant: \(endpoint.auth == .token && endpoint.sendsTenant)",
            "role: .\(endpoint.role.rawValue)",
            "retry: .\(endpoint.retry == .idempotent ? "idempotent" : "never")",
        ]
        if let limit = endpoint.maxResponseBytes {
            arguments.append("maxResponseBytes: \(SwiftLiteral.integer(limit))")
        }
        return arguments
    }

    private func textExpression(_ name: String, type: TypeRef) -> String {
        switch type {
        case .scalar(.string): name
        case .identifier: "\(name).description"
        default: "String(describing: \(name))"
        }
    }

    private func summary(_ endpoint: Endpoint) -> String {
        var credentials = endpoint.auth == .token ? "carries the session token" : "sends no token"
        if endpoint.auth == .token, endpoint.sendsTenant, contract.auth?.tenant != nil {
            credentials += " and the tenant"
        }
        let retry =
            endpoint.retry == .idempotent ? "retried automatically when that is safe" : "never retried automatically"
        return "`\(endpoint.method.rawValue) \(endpoint.path)`: \(credentials); \(retry)."
    }

    private func throwsDoc(_ endpoint: Endpoint) -> String {
        var text = "``\(translator.errorTypeName)``, classified by the contract's rules"
        let own = endpoint.errorRules.map { RuleTranslator(translator: translator).describe($0) }
        if !own.isEmpty { text += "; this endpoint's own, checked first: " + own.joined(separator: "; ") }
        return text + "."
    }

    private func remark(_ endpoint: Endpoint) -> String {
        var text = "Generated from `\(translator.contractPath)`, endpoint `\(endpoint.name)`"
        if let source = endpoint.provenance.source { text += " (docs: \(source))" }
        return text + "."
    }
}
