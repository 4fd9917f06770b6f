import Contract
import WireVocabulary

/// `<Prefix>Contract`: the contract's facts the runtime reads (names, envelope, headers, retry policy).
extension Translator {
    func contractPlan() -> ContractPlan {
        let info = contract.info
        let name = names.contract
        func fact(
            _ property: StaticString, _ doc: DocText, _ type: SwiftType, _ value: SwiftExpression, _ origin: String,
            notes: [DocText] = []
        )
            -> PlannedDeclaration
        {
            PlannedDeclaration(
                SwiftDeclaration(
                    doc: DocComment([doc], notes: notes), isStatic: true,
                    .property(.let, SwiftIdentifier(property), type, initializer: value, showsType: false)),
                symbolName: property.description, origin: origin)
        }
        func fact(_ name: String, _ property: SwiftIdentifier, _ doc: DocText, _ envelope: Envelope)
            -> PlannedDeclaration
        {
            PlannedDeclaration(
                SwiftDeclaration(
                    doc: DocComment(
                        [envelope.provenance.docMarkdown.map { DocText($0) } ?? doc], notes: notes(envelope.provenance)),
                    isStatic: true,
                    .property(
                        .let, property, .runtime(.envelopeFormat),
                        initializer: .call(.runtime(.envelopeFormat), envelopeArguments(envelope), layout: .onePerLine),
                        showsType: false)),
                symbolName: property.name, origin: "envelopes/\(name)")
        }
        func alias(_ alias: StaticString, _ doc: DocText, _ type: SwiftType) -> PlannedDeclaration {
            PlannedDeclaration(
                SwiftDeclaration(doc: DocComment(doc), .typeAlias(SwiftIdentifier(alias), type)),
                symbolName: alias.description, origin: "info")
        }
        return ContractPlan(
            typeName: name,
            declaration: PlannedDeclaration(
                SwiftDeclaration(
                    doc: DocComment(
                        DocText(
                            "The facts of `\(contractPath)` (\(info.title), doc version \(info.version) of \(info.date)) "
                                + "that the shared runtime reads.")),
                    .type(.enum, .named(name), conformances: [.runtime(.apiContract)])),
                symbolName: name.name, origin: "info"),
            errorClassAlias: alias("ErrorClass", "The contract's failure classes.", errorClassType),
            operationAlias: alias("Operation", "The contract's endpoints.", operationType),
            title: fact("title", "The API's name.", .runtime(.string), .string(info.title), "info/title"),
            docVersion: fact(
                "docVersion", "The version of the docs the contract transcribes.", .runtime(.string),
                .string(info.version), "info/version"),
            docDate: fact(
                "docDate", "The date of that version of the docs.", .runtime(.string), .string(info.date), "info/date"),
            defaultBaseURL: contract.defaultBaseURL.map { url in
                fact(
                    "defaultBaseURL",
                    contract.defaultServerName.map {
                        DocText(
                            "The documented base URL of server `\($0)`, the default (checked when the contract was "
                                + "linted).")
                    } ?? "The documented base URL (checked when the contract was linted).",
                    .runtime(.url),
                    .forceUnwrap(.call(.runtime(.url), [SwiftArgument(SwiftIdentifier("string"), .string(url))])),
                    contract.defaultServerName.map { "servers/\($0)" } ?? "info/baseURL")
            },
            serverURLs: serverURLFacts(),
            envelopes: contract.envelopes.map { envelope in
                fact(
                    envelope.name, names.envelopes[envelope.name]!,
                    DocText(
                        "Envelope `\(envelope.name)`: how responses wrap their payload and how success is decided."),
                    envelope)
            },
            headerPolicy: fact(
                "headerPolicy",
                contract.headers.provenance?.docMarkdown.map { DocText($0) }
                    ?? "Headers always sent, sent with JSON bodies, never sent, and the ones that carry credentials.",
                .runtime(.headerPolicy),
                .call(.runtime(.headerPolicy), headerPolicyArguments(), layout: .onePerLine), "headers",
                notes: contract.headers.provenance.map(notes) ?? []),
            retryPolicy: fact(
                "retryPolicy", "The bounded retry policy of idempotent reads.", .runtime(.retryPolicy),
                .call(
                    .runtime(.retryPolicy),
                    [
                        SwiftArgument(SwiftIdentifier("maxAttempts"), .int(contract.retry.maxAttempts)),
                        SwiftArgument(SwiftIdentifier("baseDelay"), duration(contract.retry.baseDelay)),
                        SwiftArgument(SwiftIdentifier("maxDelay"), duration(contract.retry.maxDelay)),
                        SwiftArgument(SwiftIdentifier("retryAfterCap"), duration(contract.retry.retryAfterCap)),
                    ], layout: .onePerLine),
                "retry", notes: contract.retry.provenance.map(notes) ?? []),
            maxResponseBytes: fact(
                "maxResponseBytes",
                DocText(
                    "The response size limit in bytes (after decompression) of endpoints without their own: client "
                        + "policy, not a fact of the docs. A larger answer is refused while it arrives."),
                .runtime(.int), .int(contract.clientPolicy.maxResponseBytes), "clientPolicy"))
    }

    /// The documented base URL of each server other than the default that has one (`passportBaseURL`).
    private func serverURLFacts() -> [PlannedDeclaration] {
        contract.additionalServers.compactMap { server in
            guard let url = server.url, let name = names.servers[server.name]?.documented else { return nil }
            return PlannedDeclaration(
                SwiftDeclaration(
                    doc: DocComment([
                        server.provenance.docMarkdown.map { DocText($0) }
                            ?? DocText("The documented base URL of server `\(server.name)`."),
                        "Checked when the contract was linted.",
                    ]),
                    isStatic: true,
                    .property(
                        .let, name, .runtime(.url),
                        initializer: .forceUnwrap(
                            .call(.runtime(.url), [SwiftArgument(SwiftIdentifier("string"), .string(url))])),
                        showsType: false)),
                symbolName: name.name, origin: "servers/\(server.name)")
        }
    }

    /// `.seconds(n)`, or `.milliseconds(n)` for a fraction of a second.
    private func duration(_ seconds: Double) -> SwiftExpression {
        let milliseconds = Int((seconds * 1000).rounded())
        return milliseconds % 1000 == 0
            ? .call(.implicitRuntimeMember(SwiftFragment("seconds")), [SwiftArgument(.int(milliseconds / 1000))])
            : .call(.implicitRuntimeMember(SwiftFragment("milliseconds")), [SwiftArgument(.int(milliseconds))])
    }

    /// The arguments of one envelope's `EnvelopeFormat`: its style and the fields it names, as the contract writes
    /// them.
    private func envelopeArguments(_ envelope: Envelope) -> [SwiftArgument] {
        let format = envelope.format
        var arguments = [SwiftArgument(SwiftIdentifier("style"), RuntimeCase.of(format.style))]
        func field(_ label: StaticString, _ path: FieldPath?) {
            if let path { arguments.append(SwiftArgument(SwiftIdentifier(label), .string(path.description))) }
        }
        field("successField", format.successField)
        field("codeField", format.codeField)
        if format.codeKind != .int {
            arguments.append(SwiftArgument(SwiftIdentifier("codeKind"), RuntimeCase.of(format.codeKind)))
        }
        field("errorCodeField", format.errorCodeField)
        field("messageField", format.messageField)
        field("payloadField", format.payloadField)
        field("statusCodeField", format.statusCodeField)
        field("timestampField", format.timestampField)
        // Flag style's codes are documentation (lint checks examples against them); the runtime needs only those
        // that decide.
        if format.traits.successCodesDecide, !format.successCodes.isEmpty {
            arguments.append(
                SwiftArgument(
                    SwiftIdentifier("successCodes"),
                    .array(format.successCodes.map(ContractTypeTranslation.codeLiteral))))
        }
        if format.successWithoutCode {
            arguments.append(SwiftArgument(SwiftIdentifier("successWithoutCode"), .bool(true)))
        }
        if format.problemDetails {
            arguments.append(SwiftArgument(SwiftIdentifier("problemDetails"), .bool(true)))
        }
        let fallbacks: [(StaticString, [FieldPath])] = [
            ("fallbackCodeFields", format.fallbackCodeFields), ("fallbackMessageFields", format.fallbackMessageFields),
        ]
        for (label, fields) in fallbacks where !fields.isEmpty {
            arguments.append(
                SwiftArgument(SwiftIdentifier(label), .array(fields.map { .string($0.description) })))
        }
        return arguments
    }

    private func headerPolicyArguments() -> [SwiftArgument] {
        let headers = contract.headers
        func list(_ items: [HeaderRules.Header]) -> SwiftExpression {
            .array(
                items.map { header in
                    .call(
                        .runtime(.httpHeader),
                        [
                            SwiftArgument(SwiftIdentifier("name"), .string(header.name)),
                            SwiftArgument(SwiftIdentifier("value"), .string(header.value)),
                        ])
                })
        }
        var arguments = [
            SwiftArgument(SwiftIdentifier("always"), list(headers.always)),
            SwiftArgument(SwiftIdentifier("jsonBody"), list(headers.jsonBody)),
            SwiftArgument(SwiftIdentifier("never"), .array(headers.never.map { .string($0) })),
        ]
        if let auth = contract.auth {
            if let token = auth.token {
                arguments.append(SwiftArgument(SwiftIdentifier("token"), RuntimeCase.tokenPlacement(token.placement)))
            }
            if let session = auth.session {
                arguments.append(SwiftArgument(SwiftIdentifier("session"), RuntimeCase.cookieSession(session.wire)))
            }
            if let tenant = auth.tenant {
                arguments.append(SwiftArgument(SwiftIdentifier("tenantHeader"), .string(tenant.header)))
                if let omit = tenant.omitWhen {
                    arguments.append(SwiftArgument(SwiftIdentifier("tenantOmittedValue"), .string(omit)))
                }
            }
        }
        return arguments
    }
}

/// Literals of contract facts in generated code.
enum ContractTypeTranslation {
    /// A business code as the runtime's `BusinessCode` literal: `0`, `"Success"`.
    static func codeLiteral(_ code: BusinessCode) -> SwiftExpression {
        switch code {
        case .int(let number): .int(number)
        case .string(let text): .string(text)
        }
    }
}
