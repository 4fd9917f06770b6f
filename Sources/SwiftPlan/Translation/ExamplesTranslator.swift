import ConcurrentMap
import Contract
import TextFoundation

/// Plans `<Prefix>Examples`: every example of the contract as a `ContractExample` constant named after it, grouped
/// by endpoint, for `ExampleTransport` to replay. It goes into a module of its own, so an app's binary never holds it.
struct ExamplesTranslator {
    let translator: Translator

    func plan() -> ExamplesPlan {
        let contract = translator.contract
        let names = translator.names
        let all = SwiftIdentifier("all")
        let endpoints = translator.clientEndpoints.concurrentMap { endpoint -> EndpointExamplesPlan? in
            guard !endpoint.examples.isEmpty, let endpointNames = names.endpoints[endpoint.name] else { return nil }
            let typeName = endpointNames.examplesType
            let constants = zip(endpoint.examples, endpointNames.exampleConstants).map { example, constant in
                PlannedDeclaration(
                    SwiftDeclaration(
                        doc: DocComment([DocText(summary(example))], notes: translator.notes(example.provenance)),
                        isStatic: true,
                        .property(
                            .let, constant, .runtime(.contractExample),
                            initializer: .call(
                                .runtime(.contractExample), arguments(endpoint, example), layout: .onePerLine),
                            showsType: false)),
                    symbolName: constant.name, origin: "endpoint:\(endpoint.name)/example:\(example.name)")
            }
            return EndpointExamplesPlan(
                typeName: typeName,
                extensionHeader: .extension(of: .named(names.examples)),
                declaration: PlannedDeclaration(
                    SwiftDeclaration(
                        doc: DocComment(
                            DocText(
                                "The examples of endpoint `\(endpoint.name)` (`\(endpoint.method.rawValue) "
                                    + "\(endpoint.path)`).")),
                        .type(.enum, .named(typeName), conformances: [])),
                    symbolName: typeName.name, origin: "endpoint:\(endpoint.name)"),
                examples: constants,
                all: PlannedDeclaration(
                    SwiftDeclaration(
                        doc: DocComment("The examples of this endpoint, in contract order."), isStatic: true,
                        .property(
                            .let, all, .array(.runtime(.contractExample)),
                            initializer: .array(endpointNames.exampleConstants.map { .name($0) }),
                            showsType: true)),
                    symbolName: all.name, origin: "endpoint:\(endpoint.name)"))
        }.compactMap { $0 }
        // Each endpoint's list joined, so this list grows by a line per endpoint, not per example.
        let lists = endpoints.map { SwiftExpression.type(.named($0.typeName)).member(all) }
        return ExamplesPlan(
            module: contract.info.module + "Examples",
            typeName: names.examples,
            declaration: PlannedDeclaration(
                SwiftDeclaration(
                    doc: DocComment([
                        DocText(
                            "The examples of `\(translator.contractPath)` (\(contract.info.title)) as data: one constant "
                                + "per example, named after it and grouped by endpoint, for `ExampleTransport` to "
                                + "replay."),
                        DocText("A module of its own, so it links into tests and never into an app."),
                    ]),
                    .type(.enum, .named(names.examples), conformances: [])),
                symbolName: names.examples.name, origin: "info"),
            endpoints: endpoints,
            all: PlannedDeclaration(
                SwiftDeclaration(
                    doc: DocComment("Every example of the contract, in contract order."), isStatic: true,
                    .property(
                        .let, all, .array(.runtime(.contractExample)),
                        initializer: lists.isEmpty
                            ? .array([])
                            : .call(
                                .code(SwiftFragment(.array)),
                                [SwiftArgument(.call(.array(lists).member(RuntimeMember.joined), []))]),
                        showsType: true)),
                symbolName: all.name, origin: "info"))
    }

    /// `Example 'name': HTTP 200, success (source).`
    private func summary(_ example: Example) -> String {
        var text = "Example '\(MarkdownText.inert(example.name))'"
        if example.isConstructed { text += ", constructed from the docs' tables" }
        text += ": HTTP \(example.status), "
        switch example.expectation {
        case .success: text += "a success"
        case .failure(let errorClass, _, _): text += "a failure of class `\(errorClass)`"
        }
        if let source = example.provenance.source { text += " (\(MarkdownText.inert(source)))" }
        return text + "."
    }

    /// The `ContractExample` initializer's arguments: where the example belongs, its answer and its request.
    private func arguments(_ endpoint: Endpoint, _ example: Example) -> [SwiftArgument] {
        var arguments = [
            SwiftArgument(SwiftIdentifier("endpoint"), .string(endpoint.name)),
            SwiftArgument(SwiftIdentifier("name"), .string(example.name)),
            SwiftArgument(SwiftIdentifier("method"), RuntimeCase.of(endpoint.method)),
            SwiftArgument(SwiftIdentifier("path"), .string(endpoint.path)),
            SwiftArgument(SwiftIdentifier("status"), .int(example.status)),
        ]
        if !example.responseHeaders.isEmpty {
            let headers = example.responseHeaders.map { header in
                SwiftExpression.call(
                    .runtime(.httpHeader),
                    [
                        SwiftArgument(SwiftIdentifier("name"), .string(header.name)),
                        SwiftArgument(SwiftIdentifier("value"), .string(header.value)),
                    ])
            }
            arguments.append(SwiftArgument(SwiftIdentifier("headers"), .array(headers)))
        }
        arguments.append(
            SwiftArgument(SwiftIdentifier("body"), .string(example.response, form: .multilineWhenTextHasLines)))
        if let request = example.request {
            arguments.append(
                SwiftArgument(SwiftIdentifier("requestBody"), .string(request, form: .multilineWhenTextHasLines)))
        }
        return arguments
    }
}
