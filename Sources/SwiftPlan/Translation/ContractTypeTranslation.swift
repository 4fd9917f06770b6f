import Contract

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
            defaultBaseURL: info.baseURL.map { url in
                fact(
                    "defaultBaseURL", "The documented base URL (checked when the contract was linted).",
                    .runtime(.url),
                    .forceUnwrap(.call(.runtime(.url), [SwiftArgument(SwiftIdentifier("string"), .string(url))])),
                    "info/baseURL")
            },
            envelope: fact(
                "envelope", "How responses wrap their payload and how success is decided.",
                .runtime(.envelopeFormat), .call(.runtime(.envelopeFormat), envelopeArguments(), layout: .onePerLine),
                "envelopes", notes: contract.envelopes.first.map { notes($0.provenance) } ?? []),
            headerPolicy: fact(
                "headerPolicy",
                "Headers always sent, sent with JSON bodies, never sent, and the ones that carry credentials.",
                .runtime(.headerPolicy),
                .call(.runtime(.headerPolicy), headerPolicyArguments(), layout: .onePerLine), "headers"),
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

    /// `.seconds(n)`, or `.milliseconds(n)` for a fraction of a second.
    private func duration(_ seconds: Double) -> SwiftExpression {
        let milliseconds = Int((seconds * 1000).rounded())
        return milliseconds % 1000 == 0
            ? .call(.implicitRuntimeMember(SwiftFragment("seconds")), [SwiftArgument(.int(milliseconds / 1000))])
            : .call(.implicitRuntimeMember(SwiftFragment("milliseconds")), [SwiftArgument(.int(milliseconds))])
    }

    /// The envelope all endpoints share; contracts with several envelopes use the first (validation keeps them alike).
    private func envelopeArguments() -> [SwiftArgument] {
        let style = SwiftIdentifier("style")
        guard let envelope = contract.envelopes.first else {
            return [SwiftArgument(style, .implicitRuntimeMember(RuntimeMember.none))]
        }
        var arguments = [
            SwiftArgument(
                style,
                .implicitRuntimeMember(envelope.style == .flag ? SwiftFragment("flag") : RuntimeMember.none))
        ]
        func field(_ label: StaticString, _ name: String?) {
            if let name { arguments.append(SwiftArgument(SwiftIdentifier(label), .string(name))) }
        }
        field("successField", envelope.successField)
        field("codeField", envelope.codeField)
        field("errorCodeField", envelope.errorCodeField)
        field("messageField", envelope.messageField)
        field("payloadField", envelope.payloadField)
        field("statusCodeField", envelope.statusCodeField)
        field("timestampField", envelope.timestampField)
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
            arguments.append(SwiftArgument(SwiftIdentifier("token"), RuntimeCase.tokenPlacement(auth.token.placement)))
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
