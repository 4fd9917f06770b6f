import Contract

/// Plans one model struct: property names, coding keys, coding calls, accessors and request limits.
struct ModelTranslator {
    let translator: Translator

    /// Members every model has (or its extension adds), which a property must not be named, and the runtime function
    /// its `==` calls unqualified, which a property of the same name would shadow.
    static let modelMembers: Set<String> = [
        "CodingKeys", "limitViolation", "encode", "hash", "hashValue", "fieldsEqual", "secrets",
    ]
    /// The locals of `encode(to:)`: a property of the same name is read as `self.name` there.
    private static let encodeLocals: Set<String> = [GeneratedLocal.container.rawValue, GeneratedLocal.encoder.rawValue]

    func plan(_ model: Model) throws(PlanError) -> ModelPlan {
        let typeName = translator.typeName(model.name)
        let origin = "model:\(model.name)"
        let names = translator.memberNames(of: model)
        var memberScope = NameScope(
            reservedNames: Self.modelMembers.union(names.property.values.map(\.name)).union(
                names.storage.values.map(\.name)))
        let selfValue = SwiftExpression.code(SwiftFragment("self"))
        let container = SwiftExpression.name(GeneratedLocal.container.identifier)

        var properties: [PlannedDeclaration] = []
        var forwardingProperties: [PlannedDeclaration] = []
        var accessors: [PlannedDeclaration] = []
        var parameters: [SwiftParameter] = []
        var assignments: [SwiftStatement] = []
        var decodeBody: [SwiftStatement] = []
        var encodeBody: [SwiftStatement] = []
        var limitChecks: [SwiftStatement] = []
        var equalityChecks: [SwiftStatement] = []
        if !model.isOpen {
            decodeBody.append(
                .expression(
                    .try(
                        .call(
                            .name(GeneratedLocal.decoder.identifier).member(RuntimeMember.rejectUnknownKeys),
                            [
                                SwiftArgument(.array(model.fields.map { .string(StringLiteral($0.name)) }))
                            ]))))
        }
        if !model.fields.isEmpty {
            decodeBody.append(
                .let(
                    GeneratedLocal.container.identifier, nil,
                    .try(
                        .call(
                            .name(GeneratedLocal.decoder.identifier).member(RuntimeMember.container),
                            [SwiftArgument(SwiftIdentifier("keyedBy"), .metatype(.runtime(.wireKey)))]))))
            encodeBody.append(
                .var(
                    GeneratedLocal.container.identifier, nil,
                    .call(
                        .name(GeneratedLocal.encoder.identifier).member(RuntimeMember.container),
                        [SwiftArgument(SwiftIdentifier("keyedBy"), .metatype(.runtime(.wireKey)))])))
        } else {
            encodeBody += [
                Translator.singleValueEncodingContainer,
                .expression(
                    .try(
                        .call(
                            container.member(RuntimeMember.encode),
                            [SwiftArgument(.code(SwiftFragment("[String: String]()")))]))),
            ]
        }
        for field in model.fields {
            let property = names.property[field.name] ?? SwiftNames.lowerCamel(field.name)
            // What generated code reads and writes: the property, or a deprecated field's undeprecated storage.
            let storage = names.storage[field.name] ?? property
            let value: SwiftExpression =
                Self.encodeLocals.contains(storage.name) ? selfValue.member(storage) : .name(storage)
            let coding = translator.types.coding(for: field, value: value)
            let fieldDeprecation = translator.deprecationMessage(field.deprecation) { names.property[$0] }
            let publicProperty = PlannedDeclaration(
                SwiftDeclaration(
                    doc: fieldDoc(field), deprecation: fieldDeprecation,
                    .property(.var, property, coding.declaredType, initializer: nil, showsType: true)),
                symbolName: property.name, origin: "\(origin)/field:\(field.name)")
            if storage == property {
                properties.append(publicProperty)
            } else {
                properties.append(
                    PlannedDeclaration(
                        SwiftDeclaration(
                            doc: DocComment(
                                DocText(
                                    "The storage of `\(property.name)`, which is deprecated: generated code uses this, "
                                        + "so it builds without deprecation warnings.")),
                            access: .internal,
                            .property(.var, storage, coding.declaredType, initializer: nil, showsType: true)),
                        symbolName: storage.name, origin: "\(origin)/field:\(field.name)"))
                forwardingProperties.append(
                    publicProperty.with(
                        body: .accessors(
                            get: .name(storage), set: .assign(.name(storage), .code(SwiftFragment("newValue"))))))
            }
            parameters.append(
                SwiftParameter(
                    .same, property, coding.declaredType,
                    default: field.isOptionalInSwift ? .code(SwiftFragment("nil")) : nil))
            assignments.append(.assign(selfValue.member(storage), .name(property)))
            decodeBody.append(
                .assign(
                    selfValue.member(storage),
                    .try(.call(container.member(coding.decode.function), coding.decode.arguments))))
            encodeBody.append(
                .expression(.try(.call(container.member(coding.encode.function), coding.encode.arguments))))
            equalityChecks.append(Self.equalityCheck(of: storage))
            if let accessor = coding.typedAccessor, case .identifier(let idName) = field.type {
                let idType = translator.typeName(idName)
                let name = memberScope.claim(SwiftNames.lowerCamel(idType.name))
                accessors.append(
                    PlannedDeclaration(
                        SwiftDeclaration(
                            doc: DocComment(
                                DocText(
                                    "`\(property.name)` as \(idType.name); nil when the server sent no valid id, "
                                        + "so the row still decodes.")),
                            deprecation: fieldDeprecation,
                            .property(.var, name, accessor.type, initializer: nil, showsType: true),
                            body: .expression(accessor.expression)),
                        symbolName: name.name, origin: origin))
            }
            limitChecks += checks(for: field, property: storage)
        }
        let limitViolation =
            limitChecks.isEmpty
            ? nil
            : PlannedDeclaration(
                SwiftDeclaration(
                    doc: DocComment(
                        "The first documented limit this value breaks, checked before it is sent; nil when it keeps them all."
                    ),
                    .function(
                        .identifier(SwiftIdentifier("limitViolation")), [], .none,
                        returns: .runtime(.string).optional, layout: .fit),
                    body: .statements(limitChecks + [.return(.code(SwiftFragment("nil")))])),
                symbolName: "limitViolation()", origin: origin)
        let secrets = translator.secretsMember(of: model, names: names, origin: origin)
        let modelDeprecation = translator.deprecationMessage(model.deprecation) { translator.names.types[$0] }
        // An extension of a deprecated type is deprecated too, or naming the type there would warn.
        var extensionHeader = SwiftDeclaration.extension(of: .named(typeName))
        extensionHeader.deprecation = modelDeprecation
        return ModelPlan(
            typeName: typeName,
            declaration: PlannedDeclaration(
                SwiftDeclaration(
                    doc: translator.docComment(
                        model.provenance, kind: "model", name: model.name,
                        discussion: model.isOpen ? [] : ["Unknown fields make this model fail to decode."]),
                    deprecation: modelDeprecation,
                    .type(
                        .struct, .named(typeName),
                        conformances: [.runtime(.sendable), .runtime(.hashable), .runtime(.codable)]
                            + (secrets == nil ? [] : [Translator.secretCarrying]))),
                symbolName: typeName.name, origin: origin),
            properties: properties,
            forwardingProperties: forwardingProperties,
            accessors: accessors,
            initializer: PlannedDeclaration(
                SwiftDeclaration(
                    doc: DocComment(model.fields.isEmpty ? "Creates the value." : "Creates a value from its fields."),
                    .initializer(failable: false, parameters, .none, layout: .onePerLine),
                    body: .statements(assignments)),
                // Keyed without labels, so a new field reads as a changed initializer, not a removed and an added one.
                symbolName: "init", origin: origin),
            decoderInitializer: PlannedDeclaration(
                SwiftDeclaration(
                    doc: DocComment(
                        "Decodes the value from its JSON form, accepting the wire forms the contract allows."),
                    .initializer(failable: false, [Translator.decoderParameter], .throwing, layout: .fit),
                    body: .statements(decodeBody)),
                symbolName: "init(from:)", origin: origin),
            encode: PlannedDeclaration(
                SwiftDeclaration(
                    doc: DocComment("Encodes the value in its JSON form, under the wire names."),
                    .function(
                        .identifier(SwiftIdentifier("encode")), [Translator.encoderParameter], .throwing,
                        returns: nil, layout: .fit),
                    body: .statements(encodeBody)),
                symbolName: "encode(to:)", origin: origin),
            equality: PlannedDeclaration(
                SwiftDeclaration(
                    doc: DocComment("Values are equal when every field is."), isStatic: true, HashableMembers.equality,
                    body: .statements(equalityChecks + [.return(.bool(true))])),
                symbolName: "==(_:_:)", origin: origin),
            secrets: secrets,
            extensionHeader: extensionHeader,
            limitViolation: limitViolation)
    }

    /// `guard fieldsEqual(lhs.field, rhs.field) else { return false }`: a model's `==` compares each stored property
    /// through one generic runtime function rather than the `==` operator, whose overload resolution made the
    /// synthesized `==` about a third of a model's debug compile time (BENCHMARKS.md).
    private static func equalityCheck(of storage: SwiftIdentifier) -> SwiftStatement {
        .guard(
            .expression(
                .call(
                    .code(RuntimeMember.fieldsEqual),
                    [
                        SwiftArgument(.name(GeneratedLocal.lhs.identifier).member(storage)),
                        SwiftArgument(.name(GeneratedLocal.rhs.identifier).member(storage)),
                    ])),
            else: [.return(.bool(false))])
    }

    private func fieldDoc(_ field: Field) -> DocComment {
        var paragraphs: [DocText] = []
        if let doc = field.provenance.docMarkdown { paragraphs.append(DocText(doc)) }
        var facts: [String] = []
        if field.isSecret { facts.append("Secret: never printed.") }
        if let limit = field.maxLength { facts.append("At most \(limit) characters; checked before sending.") }
        if field.isNonEmpty { facts.append("Must not be empty.") }
        if let range = field.range { facts.append(RangeChecks.fact(range)) }
        if let kept = field.serverTruncatesAt { facts.append("The server keeps at most \(kept) characters.") }
        if let noValue = field.noValue {
            facts.append("The server sends `\(noValue)` instead of a number where it has none; that reads as nil.")
        }
        if field.isNotForAuthorization { facts.append("Never use this as the current user's grants.") }
        if !field.wire.isEmpty {
            facts.append("Accepted on the wire as: \(field.wire.map(\.rawValue).joined(separator: ", ")).")
        }
        if field.invalid == .keepRaw { facts.append("Kept as sent, so a row with an invalid id still decodes.") }
        if !facts.isEmpty { paragraphs.append(DocText(facts.joined(separator: " "))) }
        return DocComment(paragraphs, notes: translator.notes(field.provenance))
    }

    /// The documented limits the client checks before sending.
    private func checks(for field: Field, property: SwiftIdentifier) -> [SwiftStatement] {
        guard field.maxLength != nil || field.isNonEmpty || field.range != nil else { return [] }
        let optional = field.isOptionalInSwift
        var text = SwiftExpression.name(property)
        if field.isSecret {
            text = .call(text.member(RuntimeMember.reveal, optionalChain: optional), [])
        } else if case .identifier = field.type {
            text = text.member(RuntimeMember.rawValue, optionalChain: optional)
        }
        let value = optional ? SwiftExpression.name(GeneratedLocal.value.identifier) : text
        var checks: [SwiftStatement] = []
        if field.isNonEmpty {
            checks.append(
                .if(
                    .expression(value.member(RuntimeMember.isEmpty)),
                    [.return(.string(StringLiteral("\(field.name) must not be empty")))]))
        }
        if let limit = field.maxLength {
            // The servers count UTF-16 code units (Java string length).
            checks.append(
                .if(
                    .expression(
                        .infix(value.member(RuntimeMember.utf16).member(RuntimeMember.count), .greaterThan, .int(limit))
                    ),
                    [.return(.string(StringLiteral("\(field.name) is longer than \(limit) characters")))]))
        }
        if let range = field.range {
            checks += RangeChecks.violations(of: value, named: field.name, range).map { test, message in
                .if(.expression(test), [.return(.string(StringLiteral(message)))])
            }
        }
        guard optional else { return checks }
        return [.if(.optionalBinding(GeneratedLocal.value.identifier, text), checks, layout: .block)]
    }

    /// The Swift names of a model's fields, by wire name: each field's public property, claimed in field order, and
    /// what generated code reads and writes, which is the property itself or, for a deprecated field, its internal
    /// storage (claimed after every property, so it never takes a property's name).
    struct MemberNames: Sendable {
        var property: [String: SwiftIdentifier] = [:]
        var storage: [String: SwiftIdentifier] = [:]
    }

    /// Claims the member names of `model`; ``Translator/memberNames(of:)`` keeps them for every model.
    static func claimMemberNames(of model: Model) -> MemberNames {
        var scope = NameScope(reservedNames: Self.modelMembers)
        var names = MemberNames()
        for field in model.fields { names.property[field.name] = scope.claim(SwiftNames.lowerCamel(field.name)) }
        for field in model.fields {
            guard let property = names.property[field.name] else { continue }
            names.storage[field.name] =
                field.deprecation == nil ? property : scope.claim(SwiftNames.storage(of: property))
        }
        return names
    }
}
