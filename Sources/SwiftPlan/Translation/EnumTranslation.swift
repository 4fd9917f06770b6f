import Contract

/// Enums: one case per documented value and `unknown(Raw)` for any other, so a value the server adds later decodes;
/// values compare and hash by raw value, so `unknown(1)` equals the case documented as 1.
extension Translator {
    /// Members every generated enum has, which a documented case must not be named.
    static let enumMembers: Set<String> = [
        GeneratedLocal.rawValue.rawValue, "unknown", "encode", "hash", "hashValue", "description", "allCases",
    ]

    /// The Swift case name of each case of `enumeration`, by case name.
    func enumCaseNames(_ enumeration: Enumeration) -> [String: SwiftIdentifier] {
        var scope = NameScope(reservedNames: Self.enumMembers.union(ReservedWords.optionalCaseNames))
        var names: [String: SwiftIdentifier] = [:]
        for enumCase in enumeration.cases { names[enumCase.name] = scope.claim(SwiftNames.lowerCamel(enumCase.name)) }
        return names
    }

    func enumPlan(_ enumeration: Enumeration) -> EnumPlan {
        let typeName = self.typeName(enumeration.name)
        let origin = "enum:\(enumeration.name)"
        let caseNames = enumCaseNames(enumeration)
        let isInt = enumeration.storage == .int
        let storage = SwiftType.runtime(isInt ? .int : .string)
        let unknown = SwiftIdentifier("unknown")
        let rawValue = GeneratedLocal.rawValue.identifier
        let value = GeneratedLocal.value.identifier
        func member(_ symbol: String, _ doc: DocText, _ kind: SwiftDeclaration.Kind, isStatic: Bool = false)
            -> PlannedDeclaration
        {
            PlannedDeclaration(
                SwiftDeclaration(doc: DocComment(doc), isStatic: isStatic, kind), symbolName: symbol, origin: origin)
        }
        func literal(_ raw: Enumeration.Value) -> SwiftExpression {
            switch raw {
            case .int(let number): .int(number)
            case .string(let text): .string(text)
            }
        }
        let documented = enumeration.cases.map { enumCase in
            (enumCase, caseNames[enumCase.name] ?? SwiftNames.lowerCamel(enumCase.name))
        }
        let cases =
            documented.map { enumCase, caseName in
                PlannedDeclaration(
                    SwiftDeclaration(
                        doc: caseDoc(enumCase, in: enumeration, caseNames: caseNames),
                        .enumCase(caseName, rawValue: nil, associated: nil)),
                    symbolName: caseName.name, origin: "\(origin)/case:\(enumCase.name)")
            } + [
                member(
                    "unknown",
                    "A value no case documents, kept as sent: what a server adds later still decodes.",
                    .enumCase(unknown, rawValue: nil, associated: storage))
            ]
        let selfValue = SwiftExpression.code(SwiftFragment("self"))
        let container = GeneratedLocal.container.identifier
        let decoder = GeneratedLocal.decoder.identifier
        return EnumPlan(
            typeName: typeName,
            declaration: PlannedDeclaration(
                SwiftDeclaration(
                    doc: docComment(
                        enumeration.provenance, kind: "enum", name: enumeration.name,
                        discussion: [
                            DocText(
                                "A value no case documents decodes as `unknown`, so a value the server adds later never "
                                    + "fails decoding; values compare by raw value. Accepted on the wire as: "
                                    + "\(enumeration.wire.map(\.rawValue).joined(separator: ", ")).")
                        ]),
                    .type(
                        .enum, .named(typeName),
                        conformances: [
                            .runtime(.rawRepresentable), .runtime(.sendable), .runtime(.hashable), .runtime(.codable),
                        ])),
                symbolName: typeName.name, origin: origin),
            cases: cases,
            rawValueInitializer: member(
                "init(rawValue:)", "The case that documents a raw value, or `unknown` with it.",
                .initializer(failable: false, [SwiftParameter(.same, rawValue, storage)], .none, layout: .fit)
            ).with(
                body: [
                    .switch(
                        .name(rawValue),
                        documented.map { enumCase, caseName in
                            SwiftSwitchCase(
                                patterns: [.expression(literal(enumCase.value))],
                                body: [.assign(selfValue, .implicitMember(caseName))])
                        } + [
                            SwiftSwitchCase(
                                patterns: [],
                                body: [
                                    .assign(
                                        selfValue, .call(.implicitMember(unknown), [SwiftArgument(.name(rawValue))]))
                                ])
                        ])
                ]),
            rawValue: member(
                "rawValue", "The value as the server sends it.",
                .property(.var, rawValue, storage, initializer: nil, showsType: true)
            ).with(
                body: [
                    .switch(
                        selfValue,
                        documented.map { enumCase, caseName in
                            SwiftSwitchCase(
                                patterns: [.expression(.implicitMember(caseName))],
                                body: [.return(literal(enumCase.value))])
                        } + [
                            SwiftSwitchCase(patterns: [.enumCaseBinding(unknown, value)], body: [.return(.name(value))])
                        ])
                ]),
            decoderInitializer: member(
                "init(from:)",
                "Decodes the value from any of its wire forms; a value no case documents is kept as `unknown`.",
                .initializer(failable: false, [Self.decoderParameter], .throwing, layout: .fit)
            ).with(
                body: [
                    .let(container, nil, .try(.call(.name(decoder).member(RuntimeMember.singleValueContainer), []))),
                    .expression(
                        .call(
                            .code(SwiftFragment("self.init")),
                            [
                                SwiftArgument(
                                    rawValue,
                                    .try(
                                        .call(
                                            .name(container).member(RuntimeMember.decodeLenient),
                                            [
                                                SwiftArgument(.metatype(storage)),
                                                SwiftArgument(
                                                    TypeTranslator.accepting, RuntimeCase.forms(enumeration.wire)),
                                            ])))
                            ])),
                ]),
            encode: member(
                "encode(to:)", "Encodes the raw value.",
                .function(
                    .identifier(SwiftIdentifier("encode")), [Self.encoderParameter], .throwing, returns: nil,
                    layout: .fit)
            ).with(body: Self.encodeRawValue),
            equality: member(
                "==(_:_:)",
                "Values are equal when their raw values are: `unknown` with a documented value equals its case.",
                HashableMembers.equality, isStatic: true
            ).with(
                body: .expression(
                    .infix(
                        .name(GeneratedLocal.lhs.identifier).member(rawValue), .equal,
                        .name(GeneratedLocal.rhs.identifier).member(rawValue)))),
            hashing: member(
                "hash(into:)", "Hashes the raw value.",
                HashableMembers.hashing
            ).with(body: .expression(HashableMembers.combine(.name(rawValue)))))
    }

    /// A case's doc, the value it stands for, and, for a retired value, since when and what to use instead (a doc
    /// comment, not `@available`: the generated decoder makes every case, and a deprecated one would warn there).
    private func caseDoc(
        _ enumCase: Enumeration.Case, in enumeration: Enumeration, caseNames: [String: SwiftIdentifier]
    ) -> DocComment {
        var paragraphs = enumCase.provenance.docMarkdown.map { [DocText($0)] } ?? []
        paragraphs.append(DocText("The value \(enumCase.value)."))
        if let deprecation = enumCase.deprecation {
            let replacement = deprecation.replacement.flatMap { caseNames[$0] }
            paragraphs.append(
                DocText(
                    "Deprecated since \(deprecation.since): \(deprecation.note)"
                        + (replacement.map { " Use `\($0.name)` instead." } ?? "")))
        }
        return DocComment(paragraphs, notes: notes(enumCase.provenance))
    }
}
