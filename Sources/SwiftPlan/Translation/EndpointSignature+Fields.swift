import Contract

/// The text fields of a multipart or form body: a parameter per field the app fills in (a `Secret` for a secret
/// one, optional with a nil default for an optional one), and the statements that add each to the form; a field
/// with a fixed value (`const:`) is added as written and takes no parameter.
extension EndpointSignature {
    private static let name = SwiftIdentifier("name")
    private static let value = SwiftIdentifier("value")
    private static let secret = SwiftIdentifier("secret")

    mutating func addFields(
        _ fields: [Endpoint.Parameter], to form: SwiftIdentifier, scope: inout NameScope, translator: Translator
    ) -> [SwiftStatement] {
        var statements: [SwiftStatement] = []
        for field in fields where field.perCall == nil {
            if let derived = Self.derivedValue(field, translator) {
                statements.append(Self.add(field.name, to: form, Self.secret, derived))
                continue
            }
            if let constant = field.constant {
                statements.append(Self.add(field.name, to: form, Self.value, .string(constant)))
                continue
            }
            let name = scope.claim(SwiftNames.lowerCamel(field.name))
            fieldNames[field.name] = name
            let type = Self.parameterType(field, translator)
            let add =
                field.separator.map { Self.addList(field.name, to: form, name, type: field.type, separator: $0) }
                ?? (field.isSecret
                    ? Self.add(field.name, to: form, Self.secret, .name(name))
                    : Self.add(field.name, to: form, Self.value, Self.text(name, type: field.type)))
            if field.isOptional {
                addParameter(
                    SwiftParameter(.same, name, type.optional, default: .code(SwiftFragment("nil"))), .field(field))
                statements.append(.if(.optionalBinding(name, nil), [add]))
            } else {
                addParameter(SwiftParameter(.same, name, type), .field(field))
                statements.append(add)
            }
            documentation.append((name, Self.doc(field, "form field")))
        }
        return statements
    }

    /// `form.addList(name: "wire", values: ids.map { … }, separator: ",")`: a list sent as one field.
    static func addList(
        _ wireName: String, to form: SwiftIdentifier, _ name: SwiftIdentifier, type: TypeRef, separator: String
    ) -> SwiftStatement {
        .expression(
            .call(
                .name(form).member(RuntimeMember.addList),
                [
                    SwiftArgument(Self.name, .string(wireName)),
                    SwiftArgument(SwiftIdentifier("values"), elementTexts(name, type: type)),
                    SwiftArgument(SwiftIdentifier("separator"), .string(separator)),
                ]))
    }

    /// `form.addField(name: "wire", value: text)` or `…, secret: secret)`.
    static func add(
        _ wireName: String, to form: SwiftIdentifier, _ label: SwiftIdentifier, _ value: SwiftExpression
    ) -> SwiftStatement {
        .expression(
            .call(
                .name(form).member(RuntimeMember.addField),
                [SwiftArgument(name, .string(wireName)), SwiftArgument(label, value)]))
    }
}
