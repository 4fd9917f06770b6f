import WireVocabulary
import YAMLNodes

/// Field keys that only fit some types: `maxLength`, `nonEmpty` and `serverTruncatesAt` (text fields),
/// `invalid: keepRaw` (identifier fields) and `wire:` (forms compatible with the type: a list's are `list` and
/// `single`, and `single` needs elements that are no list and no opaque JSON); identifiers' and enums' own wire forms
/// fit their storage.
enum FieldConstraintValidation {
    static func check(_ context: ValidationContext) {
        let facts = TypeFacts(contract: context.contract)
        for identifier in context.contract.identifiers {
            let allowed = TypeFacts.allowedWireForms(identifierStorage: identifier.storage)
            checkWireForms(
                identifier.wire, allowed: allowed, typeName: "an identifier stored as \(identifier.storage.rawValue)",
                at: NodePath(["identifiers", identifier.name, "wire"]), fallback: identifier.provenance.mark,
                context: context)
        }
        for enumeration in context.contract.enums {
            checkWireForms(
                enumeration.wire, allowed: TypeFacts.allowedWireForms(enumStorage: enumeration.storage),
                typeName: "an enum stored as \(enumeration.storage.rawValue)",
                at: NodePath(["enums", enumeration.name, "wire"]), fallback: enumeration.provenance.mark,
                context: context)
        }
        for model in context.contract.models {
            for field in model.fields {
                checkField(field, path: ContractPaths.field(field.name, of: model.name), facts: facts, context: context)
            }
        }
    }

    /// The path is made only for a report: nearly every field is sound.
    private static func checkField(
        _ field: Field, path: @autoclosure () -> NodePath, facts: TypeFacts, context: ValidationContext
    ) {
        let fallback = field.provenance.mark
        let textOnly: [(key: String, isSet: Bool)] = [
            ("maxLength", field.maxLength != nil), ("nonEmpty", field.isNonEmpty),
            ("serverTruncatesAt", field.serverTruncatesAt != nil),
        ]
        for (key, isSet) in textOnly where isSet && !facts.isString(field.type) {
            context.error(
                "`\(key)` applies to string fields; field '\(field.name)' is \(field.type)", at: path().appending(key),
                fallback: fallback)
        }
        for (key, limit) in [("maxLength", field.maxLength), ("serverTruncatesAt", field.serverTruncatesAt)] {
            if let limit, limit < 1 {
                context.error(
                    "`\(key)` must be at least 1, found \(limit)", at: path().appending(key), fallback: fallback)
            }
        }
        if let noValue = field.noValue {
            checkNoValue(noValue, of: field, path: path().appending("noValue"), context: context)
        }
        if field.invalid == .keepRaw, facts.identifier(field.type) == nil {
            context.error(
                "`invalid: keepRaw` applies to identifier fields; field '\(field.name)' is \(field.type)",
                at: path().appending("invalid"), fallback: fallback)
        }
        guard !field.wire.isEmpty else { return }
        let allowed = facts.allowedWireForms(field.type)
        guard !allowed.isEmpty else {
            context.error(
                "`wire:` applies to scalar, identifier and list fields; field '\(field.name)' is \(field.type)",
                at: path().appending("wire"), fallback: fallback,
                hint: facts.enumeration(field.type).map { "the forms of enum '\($0.name)' are the enum's own `wire:`" })
            return
        }
        checkWireForms(
            field.wire, allowed: allowed, typeName: "\(field.type)", at: path().appending("wire"), fallback: fallback,
            context: context)
        if field.acceptsSingleElement, case .list(let element) = field.type {
            switch element {
            case .list, .scalar(.json):
                context.error(
                    "`single` needs list elements that are no list and no opaque JSON; field '\(field.name)' is "
                        + "\(field.type), so one element alone could not be told from the whole list",
                    at: path().appending("wire"), fallback: fallback)
            default:
                break
            }
        }
    }

    private static func checkWireForms(
        _ forms: [WireForm], allowed: [WireForm], typeName: @autoclosure () -> String,
        at path: @autoclosure () -> NodePath, fallback: SourceMark, context: ValidationContext
    ) {
        for (index, form) in forms.enumerated() where !allowed.contains(form) {
            context.error(
                "wire form '\(form.rawValue)' does not fit \(typeName())", at: path().appending(index: index),
                fallback: fallback,
                hint: "\(typeName()) accepts \(allowed.map(\.rawValue).joined(separator: ", "))")
        }
    }
}

extension FieldConstraintValidation {
    /// `noValue:` names the text a number field holds where there is no number: a number field's, one line, and no
    /// number itself (else the number would read as no value).
    fileprivate static func checkNoValue(_ text: String, of field: Field, path: NodePath, context: ValidationContext) {
        let fallback = field.provenance.mark
        guard [.scalar(.int), .scalar(.int64), .scalar(.double)].contains(field.type) else {
            context.error(
                "`noValue` applies to int, int64 and double fields; field '\(field.name)' is \(field.type)",
                at: path, fallback: fallback)
            return
        }
        if text.isEmpty || text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            context.error(
                "`noValue` must be one line of text, e.g. \"--\"", at: path, fallback: fallback)
        } else if LenientText.isDecimal(text) || ["true", "false"].contains(text) {
            context.error(
                "`noValue` '\(text)' reads as a number, so a number would read as no value", at: path,
                fallback: fallback,
                hint: "give the text the server sends instead of a number, e.g. \"--\"")
        }
    }
}
