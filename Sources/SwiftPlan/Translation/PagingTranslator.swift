import Contract

/// Plans a paginated endpoint's sequences, `<method>Pages(…)` and `<method>Items(…)`, in an extension of the client
/// protocol: each fetches a page through the one-page requirement (so every page is read through the envelope rules, and
/// a fake client pages as the real one does), passing the page's position from the runtime's `PageRequest` and every
/// other argument as the caller gave it.
struct PagingTranslator {
    let translator: Translator

    func plan(_ endpoint: Endpoint, signature: EndpointSignature, payloadType: SwiftType?) -> PagingExtensionPlan? {
        guard let pagination = endpoint.pagination, let names = translator.names.endpoints[endpoint.name],
            let pagesName = names.pages, let itemsName = names.items,
            let items = fieldAccess(pagination.items, endpoint: endpoint),
            case .list(let itemType) = items.type, payloadType != nil
        else { return nil }
        let positionName = signature.queryNames[pagination.position.text]
        var scope = NameScope(reserved: signature.parameters.map(\.name))
        let limits = scope.claim(SwiftIdentifier("limits"))
        let request = scope.claim(SwiftIdentifier("request"))
        let payload = scope.claim(SwiftIdentifier("payload"))
        // The sequences take the one-page method's parameters but the position, then the bounds, then the options
        // every page's request is sent with.
        let passed = zip(signature.parameters, signature.roles).filter { parameter, role in
            if case .options = role { return false }
            return parameter.name != positionName
        }
        let options = zip(signature.parameters, signature.roles).filter { _, role in
            if case .options = role { return true }
            return false
        }.map(\.0)
        let parameters =
            passed.map(\.0) + [
                SwiftParameter(
                    .same, limits, .runtime(.pagingLimits), default: .implicitRuntimeMember(RuntimeMember.none))
            ] + options
        let position = positionValue(pagination, request: request, isOptional: isOptionalPosition(pagination, endpoint))
        let arguments = signature.parameters.map { parameter -> SwiftArgument in
            let value = parameter.name == positionName ? position : SwiftExpression.name(parameter.name)
            return SwiftArgument(parameter.argumentLabel, value)
        }
        let fetch = SwiftExpression.try(
            .await(.call(.code(SwiftFragment("self")).member(names.method), arguments, layout: .onePerLine)))
        var content = [SwiftArgument(SwiftIdentifier("items"), items.value(payload, emptyList: true))]
        if let total = pagination.total.flatMap({ fieldAccess($0, endpoint: endpoint) }) {
            content.append(SwiftArgument(SwiftIdentifier("total"), total.value(payload, emptyList: false)))
        }
        if let next = pagination.next.flatMap({ fieldAccess($0, endpoint: endpoint) }) {
            content.append(SwiftArgument(SwiftIdentifier("nextCursor"), next.value(payload, emptyList: false)))
        }
        let item = translator.types.swiftType(itemType)
        let pagesType = SwiftType.generic(SwiftFragment(.pages), [item, translator.errorType])
        let body = SwiftExpression.call(
            .runtime(.pages),
            [
                SwiftArgument(SwiftIdentifier("style"), styleExpression(pagination)),
                SwiftArgument(limits, .name(limits)),
                SwiftArgument(
                    SwiftIdentifier("fetch"),
                    .throwingClosure(
                        parameter: request, throwing: translator.errorType,
                        body: [
                            .let(payload, nil, fetch),
                            .return(.call(.runtime(.pageContent), content)),
                        ])),
            ])
        let origin = "endpoint:\(endpoint.name)"
        let optionNames = Set(options.map(\.name))
        let documentation =
            signature.documentation.filter { $0.name != positionName && !optionNames.contains($0.name) } + [
                (
                    limits,
                    DocText(
                        "Bounds of the walk beside the list's own end (`maxPages`, `maxItems`); `.none` bounds nothing."
                    )
                )
            ] + signature.documentation.filter { optionNames.contains($0.name) }
        let stops = stopsText(pagination)
        let remark = translator.remark(endpoint.provenance, kind: "endpoint", name: endpoint.name)
        // Deprecated with the one-page method they call, so calling it warns nobody but the app.
        let deprecation = translator.deprecationMessage(endpoint.deprecation) {
            translator.names.endpoints[$0]?.method
        }
        let pages = PlannedDeclaration(
            SwiftDeclaration(
                doc: DocComment(
                    [
                        DocText(
                            "Every page of `\(endpoint.name)`, fetched one at a time as the loop asks, each through "
                                + "``\(names.method.name)``\(pageSizeText(pagination)) and read through the envelope "
                                + "rules."),
                        DocText(stops),
                    ], parameters: documentation,
                    returns: DocText(
                        "The pages, in order. A failure of page N is thrown as ``\(translator.names.error.name)`` "
                            + "after pages 1…N−1 were delivered."),
                    remark: remark),
                deprecation: deprecation,
                .function(
                    .identifier(pagesName), parameters, .none, returns: pagesType, layout: .onePerLine),
                body: .statements([.return(body)])),
            symbolName: pagesName.name, origin: origin)
        let forwarded =
            passed.map(\.0).map(SwiftArgument.init(forwarding:)) + [SwiftArgument(limits, .name(limits))]
            + options.map(SwiftArgument.init(forwarding:))
        let itemsMethod = PlannedDeclaration(
            SwiftDeclaration(
                doc: DocComment(
                    [
                        DocText(
                            "Every item of `\(endpoint.name)`, page after page: ``\(pagesName.name)`` item by item "
                                + "(`for try await item in …`)."),
                        DocText(stops),
                    ], parameters: documentation,
                    returns: DocText(
                        "The items, in order. A failure of page N is thrown as ``\(translator.names.error.name)`` "
                            + "after every item of pages 1…N−1 was delivered."),
                    remark: remark),
                deprecation: deprecation,
                .function(
                    .identifier(itemsName), parameters, .none,
                    returns: .generic(SwiftFragment(.pagedItems), [item, translator.errorType]), layout: .onePerLine),
                body: .statements([
                    .return(
                        .call(.name(pagesName), forwarded, layout: .onePerLine).member(SwiftIdentifier("items")))
                ])),
            symbolName: itemsName.name, origin: origin)
        return PagingExtensionPlan(
            typeName: translator.names.clientProtocol,
            extensionHeader: .extension(of: .named(translator.names.clientProtocol)), pages: pages,
            items: itemsMethod)
    }

    /// `.page(firstPage: 1)`, `.offset` or `.cursor`.
    private func styleExpression(_ pagination: Pagination) -> SwiftExpression {
        let pagingStyle = pagination.style
        return switch pagingStyle {
        case .page:
            .call(
                .implicitRuntimeMember(SwiftFragment("page")),
                [SwiftArgument(SwiftIdentifier("firstPage"), .int(pagination.firstPage))])
        case .offset: .implicitRuntimeMember(SwiftFragment("offset"))
        case .cursor: .implicitRuntimeMember(SwiftFragment("cursor"))
        }
    }

    /// What the one-page method is called with for the position: `request.pageNumber`, `request.offset`, or the
    /// cursor (`request.cursor ?? ""` where the parameter is not optional: the first page sends an empty cursor).
    private func positionValue(_ pagination: Pagination, request: SwiftIdentifier, isOptional: Bool) -> SwiftExpression
    {
        let base = SwiftExpression.name(request)
        let pagingStyle = pagination.style
        switch pagingStyle {
        case .page: return base.member(SwiftFragment("pageNumber"))
        case .offset: return base.member(SwiftFragment("offset"))
        case .cursor:
            let cursor = base.member(SwiftFragment("cursor"))
            return isOptional ? cursor : .infix(cursor, .nilCoalescing, .string(""))
        }
    }

    private func isOptionalPosition(_ pagination: Pagination, _ endpoint: Endpoint) -> Bool {
        endpoint.query.first { $0.name == pagination.position.text }?.isOptional ?? false
    }

    private func pageSizeText(_ pagination: Pagination) -> String {
        let pagingStyle = pagination.style
        return switch pagingStyle {
        case .page: " (page `\(pagination.position)` counted from \(pagination.firstPage))"
        case .offset: " (`\(pagination.position)` the items already answered)"
        case .cursor: " (`\(pagination.position)` the cursor the page before handed out)"
        }
    }

    private func stopsText(_ pagination: Pagination) -> String {
        var stops = ["on an empty page"]
        if let total = pagination.total { stops.append("once the items reach `\(total)`") }
        if let next = pagination.next {
            stops.append("on a page whose `\(next)` is absent, empty or handed out before")
        }
        stops.append("at `limits`")
        stops.append("when the task is cancelled (no further page is fetched; the loop ends)")
        return "The walk ends " + stops.joined(separator: ", ") + "."
    }

    /// A payload field the pager reads, as Swift reaches it from the payload, and its contract type.
    struct FieldAccess {
        /// The Swift member of each step, and whether the step's value is optional.
        var steps: [(name: SwiftIdentifier, isOptional: Bool)]
        var type: TypeRef

        /// `payload.a?.b`, with `?? []` for a list that may be absent when `emptyList`.
        func value(_ payload: SwiftIdentifier, emptyList: Bool) -> SwiftExpression {
            var value = SwiftExpression.name(payload)
            var chained = false
            for step in steps {
                value = value.member(step.name, optionalChain: chained)
                chained = chained || step.isOptional
            }
            return emptyList && chained ? .infix(value, .nilCoalescing, .array([])) : value
        }
    }

    /// The steps from the payload to `name` (lint has checked each is a field of a model).
    private func fieldAccess(_ name: Pagination.Name, endpoint: Endpoint) -> FieldAccess? {
        guard var type = endpoint.response.type else { return nil }
        var steps: [(name: SwiftIdentifier, isOptional: Bool)] = []
        for segment in name.path {
            guard case .model(let modelName) = type, let model = translator.contract.model(named: modelName),
                let field = model.field(named: segment),
                let member = translator.memberNames(of: model).storage[segment]
            else { return nil }
            steps.append((member, field.isOptionalInSwift))
            type = field.type
        }
        return FieldAccess(steps: steps, type: type)
    }
}
