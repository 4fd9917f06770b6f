import Contract

/// Unions: one case per variant, decoded by which key the body has.
extension Translator {
    /// Members of a `CodingKey` enum, which a key case must not be named.
    static let codingKeyMembers: Set<String> = [
        "stringValue", "intValue", "rawValue", "allCases", "description", "debugDescription", "hashValue", "hash",
    ]

    /// The Swift case name of each variant of `union`, by variant name.
    func unionCaseNames(_ union: Union) -> [String: SwiftIdentifier] {
        // `secrets` is the member of a union that carries secrets.
        var scope = NameScope(reservedNames: ReservedWords.optionalCaseNames.union([Self.secretsName.name]))
        var names: [String: SwiftIdentifier] = [:]
        for variant in union.variants { names[variant.name] = scope.claim(SwiftNames.lowerCamel(variant.name)) }
        return names
    }

    func unionPlan(_ union: Union) -> UnionPlan {
        let typeName = self.typeName(union.name)
        let origin = "union:\(union.name)"
        let caseNames = unionCaseNames(union)
        var keyScope = NameScope(reservedNames: Self.codingKeyMembers)
        let keyCases = union.variants.map { keyScope.claim(SwiftNames.lowerCamel($0.discriminatorKey)) }
        let decoder = GeneratedLocal.decoder.identifier
        let keys = GeneratedLocal.keys.identifier
        let value = GeneratedLocal.value.identifier
        let selfValue = SwiftExpression.code(SwiftFragment("self"))
        let discriminatorKeys = SwiftIdentifier("DiscriminatorKeys")
        var decodeBody: [SwiftStatement] = [
            .let(
                keys, nil,
                .try(
                    .call(
                        .name(decoder).member(RuntimeMember.container),
                        [SwiftArgument(SwiftIdentifier("keyedBy"), .metatype(.named(discriminatorKeys)))])))
        ]
        for (variant, key) in zip(union.variants, keyCases) {
            let caseName = caseNames[variant.name] ?? SwiftNames.lowerCamel(variant.name)
            decodeBody.append(
                .if(
                    .expression(
                        .call(.name(keys).member(RuntimeMember.contains), [SwiftArgument(.implicitMember(key))])),
                    [
                        .assign(
                            selfValue,
                            .call(
                                .implicitMember(caseName),
                                [
                                    SwiftArgument(
                                        .try(
                                            .call(
                                                .type(.named(self.typeName(variant.type))),
                                                [SwiftArgument(SwiftIdentifier("from"), .name(decoder))])))
                                ])),
                        .return(nil),
                    ]))
        }
        let keyList = union.variants.map(\.discriminatorKey).joined(separator: ", ")
        let decodingError = SwiftExpression.runtime(.decodingError)
        decodeBody.append(
            .throw(
                .call(
                    decodingError.member(RuntimeMember.dataCorrupted),
                    [
                        SwiftArgument(
                            .call(
                                decodingError.member(RuntimeMember.context),
                                [
                                    SwiftArgument(
                                        SwiftIdentifier("codingPath"), .name(decoder).member(RuntimeMember.codingPath)),
                                    SwiftArgument(
                                        SwiftIdentifier("debugDescription"),
                                        .string("none of the keys \(keyList) is present")),
                                ], layout: .onePerLine))
                    ], layout: .onePerLine)))
        let secrets = secretsMember(of: union, caseNames: caseNames, origin: origin)
        func member(_ symbol: String, _ doc: DocText, _ kind: SwiftDeclaration.Kind) -> PlannedDeclaration {
            PlannedDeclaration(SwiftDeclaration(doc: DocComment(doc), kind), symbolName: symbol, origin: origin)
        }
        return UnionPlan(
            typeName: typeName,
            declaration: PlannedDeclaration(
                SwiftDeclaration(
                    doc: docComment(union.provenance, kind: "union", name: union.name),
                    .type(
                        .enum, .named(typeName),
                        conformances: [.runtime(.sendable), .runtime(.hashable), .runtime(.codable)]
                            + (secrets == nil ? [] : [Self.secretCarrying]))),
                symbolName: typeName.name, origin: origin),
            cases: union.variants.map { variant in
                let caseName = caseNames[variant.name] ?? SwiftNames.lowerCamel(variant.name)
                return PlannedDeclaration(
                    SwiftDeclaration(
                        doc: DocComment(
                            (variant.provenance.docMarkdown.map { [DocText($0)] } ?? [])
                                + [DocText("Chosen when the body has `\(variant.discriminatorKey)`.")]),
                        .enumCase(caseName, rawValue: nil, associated: .named(self.typeName(variant.type)))),
                    symbolName: caseName.name, origin: "\(origin)/variant:\(variant.name)")
            },
            discriminatorKeys: DiscriminatorKeysPlan(
                typeName: discriminatorKeys,
                declaration: PlannedDeclaration(
                    SwiftDeclaration(
                        doc: nil, access: .internal,
                        .type(
                            .enum, .named(discriminatorKeys), conformances: [.runtime(.string), .runtime(.codingKey)])),
                    symbolName: discriminatorKeys.name, origin: origin),
                cases: zip(union.variants, keyCases).map { variant, key in
                    PlannedDeclaration(
                        SwiftDeclaration(
                            doc: nil, access: .internal,
                            .enumCase(key, rawValue: StringLiteral(variant.discriminatorKey), associated: nil)),
                        symbolName: key.name, origin: "\(origin)/variant:\(variant.name)")
                }),
            decoderInitializer: member(
                "init(from:)", "Decodes the variant whose key the JSON object has.",
                .initializer(failable: false, [Self.decoderParameter], .throwing, layout: .fit)
            ).with(body: decodeBody),
            encode: member(
                "encode(to:)", "Encodes the variant's value.",
                .function(
                    .identifier(SwiftIdentifier("encode")), [Self.encoderParameter], .throwing, returns: nil,
                    layout: .fit)
            ).with(
                body: [
                    .switch(
                        selfValue,
                        union.variants.map { variant in
                            SwiftSwitchCase(
                                patterns: [
                                    .enumCaseBinding(
                                        caseNames[variant.name] ?? SwiftNames.lowerCamel(variant.name), value)
                                ],
                                body: [
                                    .expression(
                                        .try(
                                            .call(
                                                .name(value).member(RuntimeMember.encode),
                                                [
                                                    SwiftArgument(
                                                        SwiftIdentifier("to"), .name(GeneratedLocal.encoder.identifier))
                                                ])))
                                ])
                        })
                ]),
            secrets: secrets)
    }
}
