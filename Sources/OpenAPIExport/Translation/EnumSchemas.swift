import Contract
import TextFoundation

/// Enums as schemas of open sets: `anyOf` the documented values (`enum`, what docs portals and generators show) and
/// every value of the enum's wire forms, since the client keeps a value no case documents as `unknown`. The cases, with
/// their names, docs and deprecations, are in `x-zing-enum`.
enum EnumSchemas {
    /// The component of an enum received from the server.
    static func component(_ enumeration: Enumeration) -> JSONValue {
        let forms = WireFormSchemas.schema(enumeration.wire, target: target(enumeration))
        let schema: JSONValue = ["anyOf": [documentedValues(enumeration), forms]]
        return schema.annotated(enumeration.provenance).setting(ZingExtension.enumeration.key, cases(enumeration))
    }

    /// What the client sends: the raw value in its storage's own form, documented or not.
    static func sent(_ enumeration: Enumeration) -> JSONValue {
        let natural = WireFormSchemas.schema(
            [enumeration.storage == .int ? .int : .string], target: target(enumeration))
        let schema: JSONValue = ["anyOf": [documentedValues(enumeration), natural]]
        return schema.setting(ZingExtension.enumName.key, .string(enumeration.name))
    }

    private static func target(_ enumeration: Enumeration) -> WireFormSchemas.Target {
        enumeration.storage == .int ? .integer : .text(format: nil)
    }

    private static func value(_ raw: Enumeration.Value) -> JSONValue {
        switch raw {
        case .int(let number): .int(number)
        case .string(let text): .string(text)
        }
    }

    private static func documentedValues(_ enumeration: Enumeration) -> JSONValue {
        ["enum": .array(enumeration.cases.map { value($0.value) })]
    }

    /// `x-zing-enum`: the storage and each case's name, value, doc, source and deprecation.
    private static func cases(_ enumeration: Enumeration) -> JSONValue {
        let cases = enumeration.cases.map { enumCase -> JSONValue in
            let entry: JSONValue = ["name": .string(enumCase.name), "value": value(enumCase.value)]
            return entry.annotated(enumCase.provenance).deprecated(enumCase.deprecation)
        }
        return ["storage": .string(enumeration.storage.rawValue), "cases": .array(cases)]
    }
}
