/// What a decoded value is stored as in Swift.
package enum WireTarget: Sendable, Hashable, CaseIterable {
    /// `Int` or `Int64` (both 64-bit on every platform the client supports).
    case integer
    case double
    case bool
    case string

    /// The target's own JSON form: what a plain `decode` accepts, and what an empty set of forms means.
    package var nativeForm: WireForm {
        switch self {
        case .integer: .int
        case .double: .double
        case .bool: .bool
        case .string: .string
        }
    }
}

/// The JSON values one wire form admits for one target, and the words that name them: the one table of lenient
/// decoding. The runtime decodes by it, lint and `verify` judge example and captured values by it, the OpenAPI export
/// writes its schemas from it.
package enum WireReading: Sendable, Hashable {
    /// A JSON number; `integral`: only one without a fractional part.
    case number(integral: Bool)
    /// JSON `true` or `false`.
    case boolean
    /// The JSON number 0 or 1, read as false or true.
    case zeroOrOne
    /// A JSON string of this shape.
    case text(TextShape)

    /// The shapes of text a form admits.
    package enum TextShape: Sendable, Hashable {
        /// Any string.
        case any
        /// `-?[0-9]+`.
        case numeric
        /// `-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
        case decimal
        /// `"true"`, `"false"`, `"0"` or `"1"`.
        case booleanWordOrDigit
        /// `"0"` or `"1"`.
        case booleanDigit
    }

    /// How `form` reads a value stored as `target`; nil for the forms of a list, which no single value takes.
    package static func of(_ form: WireForm, for target: WireTarget) -> WireReading? {
        switch (target, form) {
        case (_, .list), (_, .single): nil
        case (.integer, .int), (.integer, .double): .number(integral: true)
        case (.integer, .string), (.integer, .numericString): .text(.numeric)
        case (.integer, .bool): .boolean
        case (.double, .int): .number(integral: true)
        case (.double, .double): .number(integral: false)
        case (.double, .numericString): .text(.numeric)
        case (.double, .string): .text(.decimal)
        case (.double, .bool): .boolean
        case (.bool, .bool): .boolean
        case (.bool, .int), (.bool, .double): .zeroOrOne
        case (.bool, .string): .text(.booleanWordOrDigit)
        case (.bool, .numericString): .text(.booleanDigit)
        case (.string, .string): .text(.any)
        case (.string, .numericString): .text(.numeric)
        case (.string, .int): .number(integral: true)
        case (.string, .double): .number(integral: false)
        case (.string, .bool): .boolean
        }
    }

    /// How "expected …" messages name what `form` admits for `target`: `an integer`, `a numeric string`.
    package static func phrase(_ form: WireForm, for target: WireTarget) -> String? {
        switch (target, form) {
        case (_, .list): "a list"
        case (_, .single): "one element alone"
        case (.integer, .double): "an integral number"
        case (.integer, .string): "a numeric string"
        case (.double, .string): "a decimal string"
        case (.bool, .int), (.bool, .double): "0/1"
        case (.bool, .string): "\"true\"/\"false\"/\"0\"/\"1\""
        case (.bool, .numericString): "\"0\"/\"1\""
        case (_, .int): "an integer"
        case (_, .double): "a number"
        case (_, .numericString): "a numeric string"
        case (_, .string): "a string"
        case (_, .bool): "a boolean"
        }
    }

    /// `an integer or a numeric string`: the phrases of `forms` (the target's own form when empty), the target's own
    /// form first, then in declaration order, each once.
    package static func expectation(_ forms: [WireForm], for target: WireTarget) -> String {
        let forms = forms.isEmpty ? [target.nativeForm] : forms
        let order = [target.nativeForm] + WireForm.allCases.filter { $0 != target.nativeForm }
        var phrases: [String] = []
        for form in order where forms.contains(form) {
            if let phrase = phrase(form, for: target), !phrases.contains(phrase) { phrases.append(phrase) }
        }
        guard let last = phrases.last else { return "nothing" }
        return phrases.count == 1 ? last : phrases.dropLast().joined(separator: ", ") + " or " + last
    }
}
