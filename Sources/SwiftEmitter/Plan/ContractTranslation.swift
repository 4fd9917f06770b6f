import Contract

/// The module-level pieces: the contract enum, error classes, client and identifiers.
extension Translator {
    func contractPlan() -> ContractPlan {
        let info = contract.info
        return ContractPlan(
            typeName: contractTypeName,
            docLines: SwiftLiteral.docLines(
                "The facts of `\(contractPath)` (\(info.title), doc version \(info.version) of \(info.date)) "
                    + "that the shared runtime reads."),
            titleLiteral: SwiftLiteral.string(info.title),
            versionLiteral: SwiftLiteral.string(info.version),
            dateLiteral: SwiftLiteral.string(info.date),
            baseURLLiteral: info.baseURL.map(SwiftLiteral.string),
            envelopeExpression: envelopeArguments(),
            headerPolicyExpression: headerPolicyArguments(),
            retryPolicyExpression: [
                "maxAttempts: \(contract.retry.maxAttempts),",
                "baseDelay: \(durationLiteral(contract.retry.baseDelay)),",
                "maxDelay: \(durationLiteral(contract.retry.maxDelay)),",
                "retryAfterCap: \(durationLiteral(contract.retry.retryAfterCap))",
            ],
            maxResponseBytesLiteral: SwiftLiteral.integer(contract.clientPolicy.maxResponseBytes))
    }

    private func durationLiteral(_ seconds: Double) -> String {
        let milliseconds = Int((seconds * 1000).rounded())
        return milliseconds % 1000 == 0 ? ".seconds(\(milliseconds / 1000))" : ".milliseconds(\(milliseconds))"
    }

    /// The envelope all endpoints share; contracts with several envelopes use the first (validation keeps them alike).
    private func envelopeArguments() -> [String] {
        guard let envelope = contract.envelopes.first else { return ["style: .none"] }
        var arguments = ["style: .\(envelope.style == .flag ? "flag" : "none")"]
        if let field = envelope.successField { arguments.append("successField: \(SwiftLiteral.string(field))") }
        if let field = envelope.codeField { arguments.append("codeField: \(SwiftLiteral.string(field))") }
        if let field = envelope.errorCodeField { arguments.append("errorCodeField: \(SwiftLiteral.string(field))") }
        if let field = envelope.messageField { arguments.append("messageField: \(SwiftLiteral.string(field))") }
        if let field = envelope.payloadField { arguments.append("payloadField: \(SwiftLiteral.string(field))") }
        return commaSeparated(arguments)
    }

    private func headerPolicyArguments() -> [String] {
        let headers = contract.headers
        func list(_ items: [HeaderRules.Header]) -> String {
            "["
                + items.map {
                    "HTTPHeader(name: \(SwiftLiteral.string($0.name)), value: \(SwiftLiteral.string($0.value)))"
                }
                .joined(separator: ", ") + "]"
        }
        var arguments = [
            "always: \(list(headers.always))",
            "jsonBody: \(list(headers.jsonBody))",
            "never: [\(headers.never.map(SwiftLiteral.string).joined(separator: ", "))]",
        ]
        if let auth = contract.auth {
            arguments.append("tokenHeader: \(SwiftLiteral.string(auth.token.header))")
            if let scheme = auth.token.scheme { arguments.append("tokenScheme: \(SwiftLiteral.string(scheme))") }
            if let tenant = auth.tenant {
                arguments.append("tenantHeader: \(SwiftLiteral.string(tenant.header))")
                if let omit = tenant.omitWhen { arguments.append("tenantOmittedValue: \(SwiftLiteral.string(omit))") }
            }
        }
        return commaSeparated(arguments)
    }

    func commaSeparated(_ items: [String]) -> [String] {
        items.enumerated().map { index, item in index == items.count - 1 ? item : item + "," }
    }

    func errorClassesPlan() -> ErrorClassesPlan {
        let classes = contract.errorClasses
        let cases = classes.map { errorClass -> ErrorClassesPlan.Case in
            var text = errorClass.provenance.doc ?? ""
            if let when = errorClass.when { text += (text.isEmpty ? "" : "\n\n") + "When: \(sentence(when))" }
            if let action = errorClass.action {
                text += (text.isEmpty ? "" : "\n\n") + "Client action: \(sentence(action))"
            }
            var provenance = errorClass.provenance
            provenance.doc = text
            let name = SwiftNames.escaped(SwiftNames.lowerCamel(errorClass.name))
            return .init(
                name: name,
                declaration: SwiftNames.lowerCamel(errorClass.name) == errorClass.name
                    ? "case \(name)" : "case \(name) = \(SwiftLiteral.string(errorClass.name))",
                docLines: docLines(provenance, kind: "error class", name: errorClass.name, indent: "    "))
        }
        func boolFlag(_ property: String, _ doc: String, _ value: (ErrorClass) -> Bool) -> ErrorClassesPlan.Flag {
            let yes = classes.filter(value).map { ".\(SwiftNames.escaped(SwiftNames.lowerCamel($0.name)))" }
            let no = classes.filter { !value($0) }.map { ".\(SwiftNames.escaped(SwiftNames.lowerCamel($0.name)))" }
            let lines: [String]
            if yes.isEmpty {
                lines = ["false"]
            } else if no.isEmpty {
                lines = ["true"]
            } else if yes.count <= no.count {
                lines = ["switch self {"] + SwiftLayout.cases(yes, value: "true", indent: 8) + ["default: false", "}"]
            } else {
                lines = ["switch self {"] + SwiftLayout.cases(no, value: "false", indent: 8) + ["default: true", "}"]
            }
            return .init(
                property: property, docLines: SwiftLiteral.docLines(doc, indent: "    "), type: "Bool",
                switchLines: lines)
        }
        var flags = [
            boolFlag("invalidatesSession", "The session that made the request must be dropped, if it is still current.")
            {
                $0.invalidatesSession
            },
            boolFlag("keepsCredentials", "Stored credentials stay.") { $0.keepsCredentials },
            boolFlag("isRetryable", "The client may retry automatically (idempotent endpoints only).") {
                $0.isRetryable
            },
            boolFlag("refreshes", "Refresh the session once and replay the request.") { $0.refreshes },
        ]
        let states = classes.compactMap { errorClass in
            errorClass.endsIn.map {
                "case .\(SwiftNames.escaped(SwiftNames.lowerCamel(errorClass.name))): .\(SwiftNames.escaped($0))"
            }
        }
        flags.append(
            .init(
                property: "endsInSessionState",
                docLines: SwiftLiteral.docLines(
                    "The session state this class ends in, where the docs name one.", indent: "    "),
                type: "SessionState?",
                switchLines: states.isEmpty ? ["nil"] : ["switch self {"] + states + ["default: nil", "}"]))
        return ErrorClassesPlan(
            typeName: errorClassTypeName, errorTypeName: errorTypeName, cases: cases, flags: flags)
    }

    func clientPlan() -> ClientPlan {
        var fields: [(name: String, type: String, docLines: [String])] = [
            ("token", "Secret", SwiftLiteral.docLines("The session token; never printed.", indent: "    "))
        ]
        var sessionHeaders = "SessionHeaders(token: token, tenant: nil)"
        var descriptionText = "\\(Self.self)(token: <redacted>)"
        if let tenant = contract.auth?.tenant {
            let typeName = typeNames[tenant.type] ?? tenant.type
            fields.append(
                (
                    "tenantID", "\(typeName)?",
                    SwiftLiteral.docLines(
                        "The confirmed current tenant, sent as `\(tenant.header)`; nil sends none.", indent: "    ")
                ))
            sessionHeaders = "SessionHeaders(token: token, tenant: tenantID?.description)"
            descriptionText = "\\(Self.self)(token: <redacted>, tenantID: \\(tenantID?.description ?? \"nil\"))"
        }
        return ClientPlan(
            typeName: clientTypeName,
            operationTypeName: operationTypeName,
            credentialsTypeName: credentialsTypeName,
            credentialsFields: credentialsTypeName == nil ? [] : fields,
            credentialsInitParameters: fields.map { "\($0.name): \($0.type)" }.joined(separator: ", "),
            credentialsDescription: "\"" + descriptionText + "\"",
            credentialsDocLines: SwiftLiteral.docLines(
                contract.auth?.tenant == nil
                    ? "One session snapshot: the token every authenticated request carries. Its description never "
                        + "shows the token."
                    : "One session snapshot: the credentials every authenticated request reads together, so a request "
                        + "can never mix one session's token with another's tenant. Its description never shows the "
                        + "token."),
            sessionHeadersExpression: credentialsTypeName == nil ? nil : sessionHeaders,
            baseURLDefault: contract.info.baseURL == nil ? nil : "\(contractTypeName).defaultBaseURL",
            docLines: SwiftLiteral.docLines(
                "A client of \(contract.info.title), one method per endpoint of `\(contractPath)`.\n\n"
                    + "Failures throw ``\(errorTypeName)``, classified by the contract's rules; idempotent reads are "
                    + "retried within the contract's retry policy, everything else never."))
    }

    func identifierPlan(_ identifier: Identifier) -> IdentifierPlan {
        let forms = identifier.wire.isEmpty ? [identifier.storage == .int ? WireForm.int : .string] : identifier.wire
        return IdentifierPlan(
            typeName: typeNames[identifier.name] ?? identifier.name,
            docLines: docLines(identifier.provenance, kind: "identifier", name: identifier.name),
            storageType: identifier.storage == .int ? "Int" : "String",
            wireForms: "[" + forms.map { ".\($0.rawValue)" }.joined(separator: ", ") + "]",
            wireTextParser: identifier.storage == .int ? "WireText.integer(wireText)" : nil,
            descriptionExpression: identifier.storage == .int ? "String(rawValue)" : "rawValue")
    }

    /// The Swift case name of each variant of `union`, by variant name.
    func unionCaseNames(_ union: Union) -> [String: String] {
        var scope = NameScope()
        var names: [String: String] = [:]
        for variant in union.variants { names[variant.name] = scope.claim(SwiftNames.lowerCamel(variant.name)) }
        return names
    }

    func unionPlan(_ union: Union) -> UnionPlan {
        let caseNames = unionCaseNames(union)
        return UnionPlan(
            typeName: typeNames[union.name] ?? union.name,
            docLines: docLines(union.provenance, kind: "union", name: union.name),
            variants: union.variants.map { variant in
                .init(
                    caseName: SwiftNames.escaped(caseNames[variant.name] ?? variant.name),
                    typeName: typeNames[variant.type] ?? variant.type,
                    keyCase: SwiftNames.escaped(SwiftNames.lowerCamel(variant.discriminatorKey)),
                    key: SwiftLiteral.string(variant.discriminatorKey),
                    docLines: SwiftLiteral.docLines(
                        (variant.provenance.doc.map { $0 + "\n\n" } ?? "")
                            + "Chosen when the body has `\(variant.discriminatorKey)`.", indent: "    "))
            },
            keysDescription: union.variants.map(\.discriminatorKey).joined(separator: ", "))
    }
}

/// A contract phrase as a doc sentence: ends with a full stop unless it already ends in punctuation.
private func sentence(_ text: String) -> String {
    guard let last = text.last, !".!?:;".contains(last) else { return text }
    return text + "."
}
