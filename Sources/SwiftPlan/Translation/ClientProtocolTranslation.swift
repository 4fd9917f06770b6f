import Contract

/// `<Prefix>ClientProtocol`: the client's endpoint methods as requirements, which `<Prefix>Client` conforms to, so an
/// app can put a fake in its place in unit tests and SwiftUI previews; and an extension of it that offers each method
/// without `options:` and with the client's default values, so a call through the protocol reads as one on the client.
extension Translator {
    func clientProtocolPlan(_ endpoints: [EndpointPlan]) -> ClientProtocolPlan {
        let name = names.clientProtocol
        return ClientProtocolPlan(
            typeName: name,
            declaration: PlannedDeclaration(
                SwiftDeclaration(
                    doc: DocComment([
                        DocText(
                            "Every endpoint of `\(contractPath)` (\(contract.info.title)), as `\(names.client.name)` "
                                + "offers them."),
                        DocText(
                            "Depend on it where the app calls the API, and hand in a fake of your own in unit tests and "
                                + "SwiftUI previews. A requirement has no default values: pass `nil` for an optional "
                                + "parameter and `options: .none` when calling a requirement itself; the protocol's "
                                + "extension offers each method without `options:` and with the client's default "
                                + "values, so calls through the protocol read as calls on the client."),
                    ]),
                    .type(.protocol, .named(name), conformances: [.runtime(.sendable)])),
                symbolName: name.name, origin: "info"),
            requirements: endpoints.map { requirement(of: $0.clientExtension.method) },
            defaultsExtension: .extension(of: .named(name)),
            withoutOptions: endpoints.compactMap { withoutOptions($0.clientExtension.method) })
    }

    /// The client method as a requirement: no body, no default values.
    private func requirement(of method: PlannedDeclaration) -> PlannedDeclaration {
        var requirement = method
        requirement.declaration.access = .requirement
        requirement.declaration.body = nil
        if case .function(let function, let parameters, let effects, let returns, let layout) =
            requirement.declaration.kind
        {
            let withoutDefaults = parameters.map { parameter in
                var parameter = parameter
                parameter.defaultValue = nil
                return parameter
            }
            requirement.declaration.kind = .function(
                function, withoutDefaults, effects, returns: returns, layout: layout)
        }
        return requirement
    }

    /// `func method(<the client's parameters but options, with its defaults>)`, which calls the requirement with
    /// `options: .none`. On the client itself its own method wins (a concrete type's member is preferred to a protocol
    /// extension's), so no call is ambiguous. Keyed in the symbol list by its base name, so a new parameter reads as a
    /// changed symbol, apart from the requirement's.
    private func withoutOptions(_ method: PlannedDeclaration) -> PlannedDeclaration? {
        guard
            case .function(let function, let parameters, let effects, let returns, let layout) = method.declaration.kind,
            case .identifier(let name) = function
        else { return nil }
        let options = GeneratedLocal.options.identifier
        let kept = parameters.filter { $0.name != options }
        guard kept.count < parameters.count else { return nil }
        let arguments =
            kept.map(SwiftArgument.init(forwarding:))
            + [SwiftArgument(options, .implicitRuntimeMember(RuntimeMember.none))]
        let call = SwiftExpression.try(
            .await(.call(.code(SwiftFragment("self")).member(name), arguments, layout: .onePerLine)))
        var declaration = method.declaration
        let original = method.declaration.doc
        let selector = Self.docLink(method)
        declaration.doc = DocComment(
            [DocText("`\(selector)` with no options of the call's own (`options: .none`).")],
            parameters: (original?.parameters ?? []).filter { $0.name != options }, returns: original?.returns,
            throwing: original?.throwing, remark: original?.remark)
        declaration.kind = .function(function, kept, effects, returns: returns, layout: layout)
        declaration.body = .statements([returns == nil ? .expression(call) : .return(call)])
        return PlannedDeclaration(
            declaration, symbolName: method.symbolName + " without options", origin: method.origin)
    }
}
