import Contract

/// `<Prefix>ClientProtocol`: the client's endpoint methods as requirements, which `<Prefix>Client` conforms to, so an
/// app can put a fake in its place in unit tests and SwiftUI previews.
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
                                + "parameter when calling through the protocol."),
                    ]),
                    .type(.protocol, .named(name), conformances: [.runtime(.sendable)])),
                symbolName: name.name, origin: "info"),
            requirements: endpoints.map { endpoint in
                var requirement = endpoint.clientExtension.method
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
            })
    }
}
