import Contract
import WireVocabulary

/// Identifier types: a raw value, its wire forms, its text.
extension Translator {
    func identifierPlan(_ identifier: Identifier) -> IdentifierPlan {
        let typeName = self.typeName(identifier.name)
        let origin = "identifier:\(identifier.name)"
        let isInt = identifier.storage == .int
        let storage = SwiftType.runtime(isInt ? .int : .string)
        let forms = identifier.wire.isEmpty ? [isInt ? WireForm.int : .string] : identifier.wire
        let rawValue = GeneratedLocal.rawValue.identifier
        let wireText = GeneratedLocal.wireText.identifier
        let value = GeneratedLocal.value.identifier
        let selfInit = SwiftExpression.code(SwiftFragment("self.init"))
        func member(_ symbol: String, _ doc: DocText, _ kind: SwiftDeclaration.Kind) -> PlannedDeclaration {
            PlannedDeclaration(SwiftDeclaration(doc: DocComment(doc), kind), symbolName: symbol, origin: origin)
        }
        let wireTextBody: [SwiftStatement] =
            isInt
            ? [
                .guard(
                    .optionalBinding(
                        value,
                        .call(.runtime(.wireText).member(RuntimeMember.integer), [SwiftArgument(.name(wireText))])),
                    else: [.return(.code(SwiftFragment("nil")))]),
                .expression(.call(selfInit, [SwiftArgument(rawValue, .name(value))])),
            ]
            : [.expression(.call(selfInit, [SwiftArgument(rawValue, .name(wireText))]))]
        let container = GeneratedLocal.container.identifier
        let decoder = GeneratedLocal.decoder.identifier
        return IdentifierPlan(
            typeName: typeName,
            declaration: PlannedDeclaration(
                SwiftDeclaration(
                    doc: docComment(identifier.provenance, kind: "identifier", name: identifier.name),
                    .type(
                        .struct, .named(typeName),
                        conformances: [
                            .runtime(.rawRepresentable), .runtime(.sendable), .runtime(.hashable), .runtime(.codable),
                            .runtime(.customStringConvertible),
                        ])),
                symbolName: typeName.name, origin: origin),
            rawValue: member(
                "rawValue", "The id as the server knows it.",
                .property(.var, rawValue, storage, initializer: nil, showsType: true)),
            rawValueInitializer: member(
                "init(rawValue:)", "Wraps a raw id.",
                .initializer(failable: false, [SwiftParameter(.same, rawValue, storage)], .none, layout: .fit)
            ).with(body: [.assign(SwiftExpression.code(SwiftFragment("self")).member(rawValue), .name(rawValue))]),
            wireTextInitializer: member(
                "init(wireText:)", "Parses the text a raw wire value was kept as; nil when it is not a valid id.",
                .initializer(failable: true, [SwiftParameter(.same, wireText, .runtime(.string))], .none, layout: .fit)
            ).with(body: wireTextBody),
            decoderInitializer: member(
                "init(from:)",
                "Decodes the id from any of its wire forms; anything else fails this field's decoding.",
                .initializer(failable: false, [Self.decoderParameter], .throwing, layout: .fit)
            ).with(
                body: [
                    .let(
                        container, nil,
                        .try(.call(.name(decoder).member(RuntimeMember.singleValueContainer), []))),
                    .assign(
                        .name(rawValue),
                        .try(
                            .call(
                                .name(container).member(RuntimeMember.decodeLenient),
                                [
                                    SwiftArgument(.metatype(storage)),
                                    SwiftArgument(TypeTranslator.accepting, RuntimeCase.forms(forms)),
                                ]))),
                ]),
            encode: member(
                "encode(to:)", "Encodes the id in its storage form.",
                .function(
                    .identifier(SwiftIdentifier("encode")), [Self.encoderParameter], .throwing, returns: nil,
                    layout: .fit)
            ).with(body: Self.encodeRawValue),
            description: member(
                "description", "The id as text, as headers and paths carry it.",
                .property(.var, SwiftIdentifier("description"), .runtime(.string), initializer: nil, showsType: true)
            ).with(
                body: .expression(
                    isInt ? .call(.runtime(.string), [SwiftArgument(.name(rawValue))]) : .name(rawValue))))
    }

    /// `var container = encoder.singleValueContainer()`: how an encoder that writes one value begins.
    static let singleValueEncodingContainer = SwiftStatement.var(
        GeneratedLocal.container.identifier, nil,
        .call(.name(GeneratedLocal.encoder.identifier).member(RuntimeMember.singleValueContainer), []))

    /// `var container = encoder.singleValueContainer()`, `try container.encode(rawValue)`: how an identifier or an
    /// enum encodes its raw value.
    static let encodeRawValue = SwiftDeclaration.Body.statements([
        singleValueEncodingContainer,
        .expression(
            .try(
                .call(
                    .name(GeneratedLocal.container.identifier).member(RuntimeMember.encode),
                    [SwiftArgument(.name(GeneratedLocal.rawValue.identifier))]))),
    ])

    /// `from decoder: any Decoder`
    static let decoderParameter = SwiftParameter(
        .label(SwiftIdentifier("from")), GeneratedLocal.decoder.identifier, .fragment(SwiftFragment("any Decoder")))
    /// `to encoder: any Encoder`
    static let encoderParameter = SwiftParameter(
        .label(SwiftIdentifier("to")), GeneratedLocal.encoder.identifier, .fragment(SwiftFragment("any Encoder")))
}
