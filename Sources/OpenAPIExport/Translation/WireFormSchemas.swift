import Contract
import TextFoundation

/// The JSON Schema of a scalar's accepted wire forms, as the generated client decodes them: one schema per
/// form, forms another form already covers dropped, and `oneOf` when more than one remains (they are then
/// disjoint, so exactly one matches).
enum WireFormSchemas {
    /// What the decoded Swift value is, which decides what a form means (a string form of an integer is numeric
    /// text; an integer form of a boolean is 0 or 1).
    enum Target {
        case integer, number, boolean
        case text(format: String?)
    }

    /// Digits with an optional leading minus: the runtime's numeric text (no spaces, no `+`).
    static let numericPattern = "^-?[0-9]+$"
    /// Decimal text a `double` field accepts as a string.
    static let decimalPattern = "^-?[0-9]+(\\.[0-9]+)?([eE][+-]?[0-9]+)?$"

    /// `keepsRaw`: any string is also accepted (an identifier field that keeps invalid ids as raw text).
    static func schema(_ forms: [WireForm], target: Target, keepsRaw: Bool = false) -> JSONValue {
        var schemas: [(kind: Kind, schema: JSONValue)] = []
        for form in forms {
            guard let entry = self.entry(form, target: target) else { continue }
            if !schemas.contains(where: { $0.schema == entry.schema }) { schemas.append(entry) }
        }
        if keepsRaw, !schemas.contains(where: { $0.kind == .anyText }) {
            schemas.append((.anyText, ["type": "string"]))
        }
        let kinds = Set(schemas.map(\.kind))
        schemas.removeAll { entry in entry.kind.coveredBy.contains { kinds.contains($0) } }
        switch schemas.count {
        case 0: return [:]
        case 1: return schemas[0].schema
        default: return ["oneOf": .array(schemas.map(\.schema))]
        }
    }

    /// What kind of JSON value a form's schema admits, to drop forms another covers.
    private enum Kind: Hashable {
        case integer, number, boolean, anyText, decimalText, numericText, enumeration

        var coveredBy: [Kind] {
            switch self {
            case .integer: [.number]
            case .numericText: [.anyText, .decimalText]
            default: []
            }
        }
    }

    /// The schema of one form of one value; nil for a list's forms, which the list's schema says.
    private static func entry(_ form: WireForm, target: Target) -> (kind: Kind, schema: JSONValue)? {
        switch (target, form) {
        case (_, .list), (_, .single): nil
        case (.boolean, .bool): (.boolean, ["type": "boolean"])
        case (.boolean, .int), (.boolean, .double): (.enumeration, ["enum": [0, 1]])
        case (.boolean, .string): (.enumeration, ["enum": ["true", "false", "0", "1"]])
        case (.boolean, .numericString): (.enumeration, ["enum": ["0", "1"]])
        case (.integer, .int), (.integer, .double), (.number, .int): (.integer, ["type": "integer"])
        case (.number, .double): (.number, ["type": "number"])
        case (.number, .string): (.decimalText, ["type": "string", "pattern": .string(decimalPattern)])
        case (.integer, .string), (_, .numericString):
            (.numericText, ["type": "string", "pattern": .string(numericPattern)])
        case (.text(let format), .string):
            (.anyText, format.map { ["type": "string", "format": .string($0)] } ?? ["type": "string"])
        case (.text, .int): (.integer, ["type": "integer"])
        case (.text, .double): (.number, ["type": "number"])
        case (_, .bool): (.boolean, ["type": "boolean"])
        }
    }
}
