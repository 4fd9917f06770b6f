import Contract

/// Plans one model struct: property names, coding keys, coding calls, accessors and request limits.
struct ModelTranslator {
    let translator: Translator

    func plan(_ model: Model) throws(PlanError) -> ModelPlan {
        let propertyNames = propertyNames(of: model)
        let properties = model.fields.map { propertyNames[$0.name] ?? $0.name }
        var scope = NameScope(
            reserved: Set(properties).union(["CodingKeys", "limitViolation", "encode", "description"]))

        var fields: [ModelPlan.FieldPlan] = []
        var accessors: [ModelPlan.AccessorPlan] = []
        var limitChecks: [String] = []
        for (index, field) in model.fields.enumerated() {
            if case .list(let element) = field.type, !field.wire.isEmpty, case .scalar = element {
                throw translator.fail(
                    "wire forms on list elements are not supported", at: field.provenance,
                    hint: "declare the list elements' type without `wire:`")
            }
            let property = properties[index]
            let coding = translator.types.coding(for: field, key: property)
            let escaped = SwiftNames.escaped(property)
            let codingKeyCase =
                property == field.name ? "case \(escaped)" : "case \(escaped) = \(SwiftLiteral.string(field.name))"
            let initParameter =
                "\(escaped): \(coding.declaredType)" + (field.isOptionalInSwift ? " = nil" : "")
            fields.append(
                .init(
                    property: escaped, codingKeyCase: codingKeyCase, declaredType: coding.declaredType,
                    decodeLines: SwiftLayout.call(
                        "self.\(escaped) = try container.\(coding.decode.function)(", coding.decode.arguments, indent: 8
                    ),
                    encodeLines: SwiftLayout.call(
                        "try container.\(coding.encode.function)(", coding.encode.arguments, indent: 8),
                    initParameter: initParameter, docLines: fieldDoc(field), isLast: index == model.fields.count - 1))
            if let accessor = coding.typedAccessor, case .identifier(let idName) = field.type {
                let name = scope.claim(SwiftNames.lowerCamel(translator.typeNames[idName] ?? idName))
                accessors.append(
                    .init(
                        name: SwiftNames.escaped(name), type: accessor.type, expression: accessor.expression,
                        docLines: SwiftLiteral.docLines(
                            "`\(property)` as \(translator.typeNames[idName] ?? idName); nil when the server sent "
                                + "no valid id, so the row still decodes.", indent: "    ")))
            }
            limitChecks += checks(for: field, property: escaped)
        }
        return ModelPlan(
            typeName: translator.typeNames[model.name] ?? model.name,
            docLines: translator.docLines(model.provenance, kind: "model", name: model.name)
                + (model.isOpen ? [] : SwiftLiteral.docLines("\nUnknown fields make this model fail to decode.")),
            isOpen: model.isOpen, fields: fields, accessors: accessors, limitChecks: limitChecks)
    }

    private func fieldDoc(_ field: Field) -> [String] {
        var notes: [String] = []
        if let doc = field.provenance.doc { notes.append(doc) }
        var facts: [String] = []
        if field.isSecret { facts.append("Secret: never printed.") }
        if let limit = field.maxLength { facts.append("At most \(limit) characters; checked before sending.") }
        if field.isNonEmpty { facts.append("Must not be empty.") }
        if let kept = field.serverTruncatesAt { facts.append("The server keeps at most \(kept) characters.") }
        if field.isNotForAuthorization { facts.append("Never use this as the current user's grants.") }
        if !field.wire.isEmpty {
            facts.append("Accepted on the wire as: \(field.wire.map(\.rawValue).joined(separator: ", ")).")
        }
        if field.invalid == .keepRaw { facts.append("Kept as sent, so a row with an invalid id still decodes.") }
        if !facts.isEmpty { notes.append(facts.joined(separator: " ")) }
        return SwiftLiteral.docLines(notes.joined(separator: "\n\n"), indent: "    ")
    }

    /// The documented limits the client checks before sending, as Swift statements.
    private func checks(for field: Field, property: String) -> [String] {
        guard field.maxLength != nil || field.isNonEmpty else { return [] }
        let text: String
        if field.isSecret {
            text = "\(property)\(field.isOptionalInSwift ? "?" : "").reveal()"
        } else if case .identifier = field.type {
            text = "\(property)\(field.isOptionalInSwift ? "?" : "").rawValue"
        } else {
            text = property
        }
        let name = SwiftLiteral.string(field.name)
        var lines: [String] = []
        let value = field.isOptionalInSwift ? "value" : text
        if field.isOptionalInSwift { lines.append("if let value = \(text) {") }
        let indent = field.isOptionalInSwift ? "    " : ""
        if field.isNonEmpty {
            lines.append("\(indent)if \(value).isEmpty { return \(name) + \" must not be empty\" }")
        }
        if let limit = field.maxLength {
            // The servers count UTF-16 code units (Java string length).
            lines.append(
                "\(indent)if \(value).utf16.count > \(limit) { return \(name) + \" is longer than \(limit) characters\" }"
            )
        }
        if field.isOptionalInSwift { lines.append("}") }
        return lines
    }
}
