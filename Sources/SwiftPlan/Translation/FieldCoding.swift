import Contract
import WireVocabulary

/// How one model field is declared, decoded and encoded in Swift: every decision the model's bodies print.
struct FieldCoding {
    /// The stored property's type, optional included.
    var declaredType: SwiftType
    /// The `container` method and arguments that decode the field.
    var decode: (function: SwiftFragment, arguments: [SwiftArgument])
    /// The `container` method and arguments that encode the field.
    var encode: (function: SwiftFragment, arguments: [SwiftArgument])
    /// For `invalid: keepRaw` identifiers: the typed accessor's type and the expression that parses the raw value.
    var typedAccessor: (type: SwiftType, expression: SwiftExpression)?
}

/// Maps contract types to Swift types and coding calls.
struct TypeTranslator {
    let contract: Contract
    let typeNames: [String: SwiftIdentifier]

    static let forKey = SwiftIdentifier("forKey")
    static let accepting = SwiftIdentifier("accepting")
    static let numbersFirst = SwiftIdentifier("numbersFirst")
    static let noValue = SwiftIdentifier("noValue")

    /// The Swift spelling of a contract type (without optionality).
    func swiftType(_ type: TypeRef, secret: Bool = false) -> SwiftType {
        switch type {
        case .scalar(let scalar):
            switch scalar {
            case .string: return .runtime(secret ? .secret : .string)
            case .int: return .runtime(.int)
            case .int64: return .runtime(.int64)
            case .double: return .runtime(.double)
            case .bool: return .runtime(.bool)
            case .unixSeconds, .unixMillis, .dateTime: return .runtime(.date)
            case .url: return .runtime(.url)
            case .json: return .runtime(.jsonValue)
            }
        case .identifier(let name), .model(let name), .union(let name), .enumeration(let name):
            return .named(typeNames[name] ?? SwiftNames.upperCamel(name))
        case .list(let element):
            return .array(swiftType(element, secret: secret))
        case .map(let value):
            // Each value decodes by its own type's `Decodable`, as a list element does.
            return .dictionary(swiftType(value, secret: secret))
        }
    }

    /// The wire forms a lenient decode accepts, as a Swift array literal, or nil when the plain decode is right.
    func lenientForms(for field: Field) -> SwiftExpression? {
        guard case .scalar(let scalar) = field.type, !field.wire.isEmpty else { return nil }
        let natural: [ScalarType: WireForm] = [
            .string: .string, .int: .int, .int64: .int, .double: .double, .bool: .bool,
        ]
        if field.wire == [natural[scalar]].compactMap({ $0 }) { return nil }
        return RuntimeCase.forms(field.wire)
    }

    /// Whether a kept-raw id usually arrives as a JSON number: the first form its field's `wire:` lists, else its
    /// identifier's. The raw decode then tries a number first, as a failed attempt costs a thrown error.
    private func arrivesAsNumber(_ field: Field, identifier name: String) -> Bool {
        (field.wire.first ?? contract.identifier(named: name)?.wire.first) == .int
    }

    /// The coding of `field`, stored under its wire name (a `WireKey` written as a string literal); `value` is how the
    /// encode body reads the property (qualified with `self.` where a local of the body shadows it).
    func coding(for field: Field, value: SwiftExpression) -> FieldCoding {
        let optional = field.isOptionalInSwift
        let keyArgument = SwiftArgument(Self.forKey, .string(StringLiteral(field.name)))
        if case .identifier(let idName) = field.type, field.invalid == .keepRaw {
            let idType = SwiftType.named(typeNames[idName] ?? SwiftNames.upperCamel(idName))
            let wireText = SwiftIdentifier("wireText")
            return FieldCoding(
                declaredType: optional ? .runtime(.string).optional : .runtime(.string),
                decode: (
                    optional ? RuntimeMember.decodeLenientIfPresent : RuntimeMember.decodeLenient,
                    [
                        SwiftArgument(.metatype(.runtime(.string))), keyArgument,
                        SwiftArgument(Self.accepting, RuntimeCase.forms([.string, .int])),
                    ]
                        + (arrivesAsNumber(field, identifier: idName)
                            ? [SwiftArgument(Self.numbersFirst, .bool(true))] : [])
                ),
                encode: (
                    optional ? RuntimeMember.encodeIfPresent : RuntimeMember.encode,
                    [SwiftArgument(value), keyArgument]
                ),
                typedAccessor: (
                    idType.optional,
                    optional
                        ? .call(
                            value.member(RuntimeMember.flatMap), [SwiftArgument(.initReference(idType, [wireText]))])
                        : .call(.type(idType), [SwiftArgument(wireText, value)])
                ))
        }
        let base = swiftType(field.type, secret: field.isSecret)
        let declared = optional ? base.optional : base
        if field.acceptsSingleElement {
            // One element alone is read as a one-item list; the client always sends the list.
            return FieldCoding(
                declaredType: declared,
                decode: (
                    optional ? RuntimeMember.decodeListOrSingleIfPresent : RuntimeMember.decodeListOrSingle,
                    [SwiftArgument(.metatype(base)), keyArgument]
                ),
                encode: (
                    optional ? RuntimeMember.encodeIfPresent : RuntimeMember.encode,
                    [SwiftArgument(value), keyArgument]
                )
            )
        }
        if let noValue = field.noValue {
            // The server's text for no number reads as nil; nil is written back as that text unless absent or null
            // already say it.
            let stated = SwiftArgument(Self.noValue, .string(StringLiteral(noValue)))
            let writesText = !field.isOptional && !field.isNullable
            return FieldCoding(
                declaredType: declared,
                decode: (
                    RuntimeMember.decodeLenientIfPresent,
                    [
                        SwiftArgument(.metatype(base)), keyArgument,
                        SwiftArgument(Self.accepting, RuntimeCase.forms(field.wire)), stated,
                    ]
                ),
                encode: (
                    writesText ? RuntimeMember.encode : RuntimeMember.encodeIfPresent,
                    [SwiftArgument(value), keyArgument] + (writesText ? [stated] : [])
                ))
        }
        if case .scalar(let scalar) = field.type {
            switch scalar {
            case .unixSeconds:
                return FieldCoding(
                    declaredType: declared,
                    decode: (
                        optional ? RuntimeMember.decodeUnixSecondsIfPresent : RuntimeMember.decodeUnixSeconds,
                        [keyArgument]
                    ),
                    encode: (
                        optional ? RuntimeMember.encodeUnixSecondsIfPresent : RuntimeMember.encodeUnixSeconds,
                        [SwiftArgument(value), keyArgument]
                    ))
            case .unixMillis:
                return FieldCoding(
                    declaredType: declared,
                    decode: (
                        optional ? RuntimeMember.decodeUnixMillisIfPresent : RuntimeMember.decodeUnixMillis,
                        [keyArgument]
                    ),
                    encode: (
                        optional ? RuntimeMember.encodeUnixMillisIfPresent : RuntimeMember.encodeUnixMillis,
                        [SwiftArgument(value), keyArgument]
                    ))
            case .dateTime:
                return FieldCoding(
                    declaredType: declared,
                    decode: (
                        optional ? RuntimeMember.decodeISO8601IfPresent : RuntimeMember.decodeISO8601, [keyArgument]
                    ),
                    encode: (
                        optional ? RuntimeMember.encodeISO8601IfPresent : RuntimeMember.encodeISO8601,
                        [SwiftArgument(value), keyArgument]
                    ))
            default:
                if let forms = lenientForms(for: field), !field.isSecret {
                    return FieldCoding(
                        declaredType: declared,
                        decode: (
                            optional ? RuntimeMember.decodeLenientIfPresent : RuntimeMember.decodeLenient,
                            [SwiftArgument(.metatype(base)), keyArgument, SwiftArgument(Self.accepting, forms)]
                        ),
                        encode: (
                            optional ? RuntimeMember.encodeIfPresent : RuntimeMember.encode,
                            [SwiftArgument(value), keyArgument]
                        ))
                }
            }
        }
        // A secret string goes on the wire as its revealed text: encoding the `Secret` itself would go through a
        // nested single-value container for every field.
        let encoded: SwiftExpression =
            field.isSecret && field.type == .scalar(.string)
            ? .call(value.member(RuntimeMember.reveal, optionalChain: optional), []) : value
        return FieldCoding(
            declaredType: declared,
            decode: (
                optional ? RuntimeMember.decodeIfPresent : RuntimeMember.decode,
                [SwiftArgument(.metatype(base)), keyArgument]
            ),
            encode: (
                optional ? RuntimeMember.encodeIfPresent : RuntimeMember.encode, [SwiftArgument(encoded), keyArgument]
            ))
    }
}
