import Contract
import WireVocabulary

extension ContractWriter {
    static func models(_ contract: Contract, into out: inout YAMLLines) {
        guard !contract.models.isEmpty else { return }
        out.open("models", level: 0)
        for model in contract.models {
            out.open(model.name, level: 1, place: .model(model.name))
            for (key, value) in documentation(model.provenance) { out.pair(key, value, level: 2) }
            if !model.isOpen { out.pair("open", "false", level: 2) }
            if let deprecation = model.deprecation { out.pair("deprecated", deprecated(deprecation), level: 2) }
            guard !model.fields.isEmpty else {
                out.pair("fields", "{}", level: 2)
                continue
            }
            out.open("fields", level: 2)
            for field in model.fields {
                out.pair(
                    field.name, flowMapping(pairs(of: field, in: contract)), level: 3,
                    place: .field(field.name, of: model.name))
            }
        }
        out.blank()
    }

    /// A field's keys, in the order the real contracts write them; `secret: false` only where lint would ask.
    static func pairs(of field: Field, in contract: Contract) -> [(String, String)] {
        var pairs = [("type", typeText(field.type))]
        if field.isOptional { pairs.append(("optional", "true")) }
        if field.isNullable { pairs.append(("nullable", "true")) }
        if !field.wire.isEmpty { pairs.append(("wire", flowSequence(field.wire.map(\.rawValue)))) }
        if field.invalid == .keepRaw { pairs.append(("invalid", "keepRaw")) }
        if field.isSecret {
            pairs.append(("secret", "true"))
        } else if SecretNames.lintAsksAboutSecrecy(field.name), contract.canHoldSecret(field.type) {
            pairs.append(("secret", "false"))
        }
        if let maxLength = field.maxLength { pairs.append(("maxLength", String(maxLength))) }
        if field.isNonEmpty { pairs.append(("nonEmpty", "true")) }
        if let limit = field.serverTruncatesAt { pairs.append(("serverTruncatesAt", String(limit))) }
        if field.isNotForAuthorization { pairs.append(("notForAuthorization", "true")) }
        if let deprecation = field.deprecation { pairs.append(("deprecated", deprecated(deprecation))) }
        return pairs + documentation(field.provenance)
    }

    /// A type as contracts write it: `string`, `UserInfo`, `[TenantMembership]`, `{ map: DictItem }` (names are always
    /// plain words).
    static func typeText(_ type: TypeRef) -> String {
        switch type {
        case .list(let element): "[\(typeText(element))]"
        case .map(let value): "{ map: \(typeText(value)) }"
        case .scalar(let scalar): scalar.rawValue
        case .identifier(let name), .model(let name), .union(let name), .enumeration(let name):
            YAMLScalarText.string(name)
        }
    }
}
