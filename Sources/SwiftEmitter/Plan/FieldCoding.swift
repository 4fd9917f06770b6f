import Contract

/// How one model field is declared, decoded and encoded in Swift: every decision the model template prints.
struct FieldCoding {
    /// The stored property's type, `?` included.
    var declaredType: String
    /// The `container` method and arguments that decode the field.
    var decode: (function: String, arguments: [String])
    /// The `container` method and arguments that encode the field.
    var encode: (function: String, arguments: [String])
    /// For `invalid: keepRaw` identifiers: the typed accessor's type and the expression that parses the raw value.
    var typedAccessor: (type: String, expression: String)?
}

/// Maps contract types to Swift types and coding calls.
struct TypeTranslator {
    let contract: Contract
    let typeNames: [String: String]

    /// The Swift spelling of a contract type (without optionality).
    func swiftType(_ type: TypeRef, secret: Bool = false) -> String {
        switch type {
        case .scalar(let scalar):
            switch scalar {
            case .string: return secret ? "Secret" : "String"
            case .int: return "Int"
            case .int64: return "Int64"
            case .double: return "Double"
            case .bool: return "Bool"
            case .unixSeconds, .dateTime: return "Date"
            case .url: return "URL"
            case .json: return "JSONValue"
            }
        case .identifier(let name), .model(let name), .union(let name):
            return typeNames[name] ?? name
        case .list(let element):
            return "[\(swiftType(element, secret: secret))]"
        }
    }

    /// The wire forms a lenient decode accepts, as a Swift array literal, or nil when the plain decode is right.
    func lenientForms(for field: Field) -> String? {
        guard case .scalar(let scalar) = field.type, !field.wire.isEmpty else { return nil }
        let natural: [ScalarType: WireForm] = [
            .string: .string, .int: .int, .int64: .int, .double: .double, .bool: .bool,
        ]
        if field.wire == [natural[scalar]].compactMap({ $0 }) { return nil }
        return "[" + field.wire.map { ".\($0.rawValue)" }.joined(separator: ", ") + "]"
    }

    func coding(for field: Field, key: String) -> FieldCoding {
        let optional = field.isOptionalInSwift
        let ifPresent = optional ? "IfPresent" : ""
        let keyRef = ".\(SwiftNames.escaped(key))"
        if case .identifier(let idName) = field.type, field.invalid == .keepRaw {
            let idType = typeNames[idName] ?? idName
            let raw = optional ? "String?" : "String"
            return FieldCoding(
                declaredType: raw,
                decode: (
                    "decodeLenient\(ifPresent)", ["String.self", "forKey: \(keyRef)", "accepting: [.string, .int]"]
                ),
                encode: ("encode\(ifPresent)", [SwiftNames.escaped(key), "forKey: \(keyRef)"]),
                typedAccessor: (
                    "\(idType)?",
                    optional
                        ? "\(SwiftNames.escaped(key)).flatMap(\(idType).init(wireText:))"
                        : "\(idType)(wireText: \(SwiftNames.escaped(key)))"
                ))
        }
        let base = swiftType(field.type, secret: field.isSecret)
        let declared = optional ? base + "?" : base
        let property = SwiftNames.escaped(key)
        if case .scalar(let scalar) = field.type {
            switch scalar {
            case .unixSeconds:
                return FieldCoding(
                    declaredType: declared, decode: ("decodeUnixSeconds\(ifPresent)", ["forKey: \(keyRef)"]),
                    encode: ("encodeUnixSeconds\(ifPresent)", [property, "forKey: \(keyRef)"]))
            case .dateTime:
                return FieldCoding(
                    declaredType: declared, decode: ("decodeISO8601\(ifPresent)", ["forKey: \(keyRef)"]),
                    encode: ("encodeISO8601\(ifPresent)", [property, "forKey: \(keyRef)"]))
            default:
                if let forms = lenientForms(for: field), !field.isSecret {
                    return FieldCoding(
                        declaredType: declared,
                        decode: (
                            "decodeLenient\(ifPresent)", ["\(base).self", "forKey: \(keyRef)", "accepting: \(forms)"]
                        ),
                        encode: ("encode\(ifPresent)", [property, "forKey: \(keyRef)"]))
                }
            }
        }
        // A secret string goes on the wire as its revealed text: encoding the `Secret` itself would go through a
        // nested single-value container for every field.
        let encoded =
            field.isSecret && field.type == .scalar(.string) ? property + (optional ? "?" : "") + ".reveal()" : property
        return FieldCoding(
            declaredType: declared, decode: ("decode\(ifPresent)", ["\(base).self", "forKey: \(keyRef)"]),
            encode: ("encode\(ifPresent)", [encoded, "forKey: \(keyRef)"]))
    }
}
