import Contract
import TextFoundation
import WireVocabulary

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

    /// The schema of one form of one value, from the runtime's table (``WireReading``); nil for a list's forms, which
    /// the list's schema says.
    private static func entry(_ form: WireForm, target: Target) -> (kind: Kind, schema: JSONValue)? {
        let wireTarget: WireTarget =
            switch target {
            case .integer: .integer
            case .number: .double
            case .boolean: .bool
            case .text: .string
            }
        switch WireReading.of(form, for: wireTarget) {
        case nil: return nil
        case .number(integral: true)?: return (.integer, ["type": "integer"])
        case .number(integral: false)?: return (.number, ["type": "number"])
        case .boolean?: return (.boolean, ["type": "boolean"])
        case .zeroOrOne?: return (.enumeration, ["enum": [0, 1]])
        case .text(.booleanWordOrDigit)?: return (.enumeration, ["enum": ["true", "false", "0", "1"]])
        case .text(.booleanDigit)?: return (.enumeration, ["enum": ["0", "1"]])
        case .text(.numeric)?: return (.numericText, ["type": "string", "pattern": .string(numericPattern)])
        case .text(.decimal)?: return (.decimalText, ["type": "string", "pattern": .string(decimalPattern)])
        case .text(.any)?:
            guard case .text(let format) = target, let format else { return (.anyText, ["type": "string"]) }
            return (.anyText, ["type": "string", "format": .string(format)])
        }
    }
}
