import Contract
import WireVocabulary

/// Reads the scalar a schema describes and the JSON forms it admits: one `type`, or the `oneOf`/`anyOf` of forms
/// that `zing-codegen openapi` writes for `wire:` (`{type: integer}` and numeric text), back into a contract's scalar
/// type and wire forms.
enum WireFormReading {
    /// The scalar and its forms; nil when the schema is no scalar or its forms fit no one type.
    struct Scalar {
        var type: ScalarType
        var wire: [WireForm]
        /// Any text is accepted beside the type's forms (an identifier field that keeps invalid ids raw).
        var acceptsAnyText = false
    }

    private static let numericPattern = "^-?[0-9]+$"

    /// The forms one alternative admits, for the target they suggest.
    private enum Form: Hashable {
        case integer, number, boolean, anyText, numericText, decimalText, bits, boolWords, boolDigits
        case text(format: String)
    }

    static func scalar(_ schema: DocumentNode, document: OpenAPIDocument) -> Scalar? {
        let alternatives = (schema["oneOf"] ?? schema["anyOf"])?.items.compactMap { document.dereferenced($0) }
        // A lone `enum` is an enum (`["0", "1"]` is a status, not a boolean); only beside a boolean form is it one.
        if alternatives == nil, schema["enum"] != nil { return nil }
        let forms = (alternatives ?? [schema]).compactMap(form)
        guard !forms.isEmpty, forms.count == (alternatives?.count ?? 1) else { return nil }
        let set = Set(forms)
        let format = forms.compactMap { if case .text(let format) = $0 { format } else { nil } }.first
        if forms.count == 1, let format {
            switch format {
            case "date-time": return Scalar(type: .dateTime, wire: [])
            case "uri", "url": return Scalar(type: .url, wire: [])
            default: return Scalar(type: .string, wire: [])
            }
        }
        let epochType: ScalarType? =
            switch schema[ZingExtension.type.key]?.string {
            case "unixSeconds": .unixSeconds
            case "unixMillis": .unixMillis
            default: nil
            }
        if set.contains(.boolean) || set.contains(.bits) || set.contains(.boolWords) || set.contains(.boolDigits) {
            var wire: [WireForm] = [.bool]
            if set.contains(.bits) { wire.append(.int) }
            if set.contains(.boolWords) { wire.append(.string) }
            if set.contains(.boolDigits), !wire.contains(.string) { wire.append(.string) }
            return Scalar(type: .bool, wire: wire.count > 1 ? wire : [])
        }
        if set.contains(.anyText) || format != nil {
            var wire: [WireForm] = [.string]
            if set.contains(.integer) { wire.append(.int) }
            if set.contains(.number) { wire.append(.double) }
            if set.contains(.numericText), wire.count > 1 { wire.append(.numericString) }
            // Any text beside numbers is an identifier kept raw when numbers are the type (`x-zing-invalid`).
            if schema[ZingExtension.invalid.key]?.string == "keepRaw",
                set.contains(.integer) || set.contains(.numericText)
            {
                // Any text covers numeric text, so the export drops that form; an int id kept raw takes both.
                let numeric: [WireForm] = set.contains(.integer) ? [.int, .numericString] : [.numericString]
                return Scalar(type: .int, wire: numeric, acceptsAnyText: true)
            }
            return Scalar(type: .string, wire: wire.count > 1 ? wire : [])
        }
        if set.contains(.number) || set.contains(.decimalText) {
            var wire: [WireForm] = [.double]
            if set.contains(.numericText) || set.contains(.decimalText) { wire += [.int, .numericString] }
            return Scalar(type: epochType ?? .double, wire: wire.count > 1 ? wire : [])
        }
        if set.contains(.integer) || set.contains(.numericText) {
            var wire: [WireForm] = []
            for form in forms {
                switch form {
                case .integer where !wire.contains(.int): wire.append(.int)
                case .numericText where !wire.contains(.numericString): wire.append(.numericString)
                default: break
                }
            }
            let plain = wire == [.int]
            return Scalar(type: epochType ?? .int, wire: plain ? [] : wire)
        }
        return nil
    }

    private static func form(_ schema: DocumentNode) -> Form? {
        if let values = schema["enum"]?.items.map(\.json) {
            switch values {
            case [.int(0), .int(1)]: return .bits
            case [.string("true"), .string("false"), .string("0"), .string("1")]: return .boolWords
            case [.string("0"), .string("1")]: return .boolDigits
            default: return nil
            }
        }
        var type = schema["type"]?.string
        if type == nil, let types = schema["type"]?.strings.filter({ $0 != "null" }), types.count == 1 {
            type = types[0]
        }
        switch type {
        case "integer": return .integer
        case "number": return .number
        case "boolean": return .boolean
        case "string":
            if let pattern = schema["pattern"]?.string {
                return pattern == numericPattern ? .numericText : pattern.contains("\\.") ? .decimalText : .anyText
            }
            if let format = schema["format"]?.string, ["date-time", "uri", "url"].contains(format) {
                return .text(format: format)
            }
            return .anyText
        default: return nil
        }
    }
}
