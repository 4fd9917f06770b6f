import YAMLNodes

/// Fields of models.
extension DecodingContext {
    static let fieldKeys = [
        "type", "doc", "source", "optional", "nullable", "wire", "invalid", "secret", "maxLength", "nonEmpty",
        "minimum", "maximum", "serverTruncatesAt", "noValue", "notForAuthorization", "deviation", "policy",
        "deprecated",
    ]

    /// A field; nil (after reporting) when it has no usable type.
    func field(_ entry: NamedEntry) -> Field? {
        guard
            let reader = MappingReader(
                entry.value, path: entry.path, subject: "field '\(entry.name)'", keys: Self.fieldKeys, context: self)
        else { return nil }
        let type = reader.required("type").flatMap { TypeSyntax.read($0, path: reader.path("type"), context: self) }
        let invalid = reader.choice(
            "invalid", what: "invalid-value policy", among: [Field.InvalidValuePolicy.fail, .keepRaw])
        let isOptional = reader.bool("optional") ?? false
        let isNullable = reader.bool("nullable") ?? false
        let wire = wireForms(reader) ?? []
        let isSecret = reader.bool("secret") ?? false
        let maxLength = reader.int("maxLength")
        let isNonEmpty = reader.bool("nonEmpty") ?? false
        let serverTruncatesAt = reader.int("serverTruncatesAt")
        let isNotForAuthorization = reader.bool("notForAuthorization") ?? false
        let deprecation = reader.deprecation()
        let provenance = reader.provenance(at: entry.key.mark)
        guard let type else { return nil }
        return Field(
            name: entry.name, type: type, isOptional: isOptional, isNullable: isNullable, wire: wire,
            invalid: invalid ?? .fail, isSecret: isSecret, maxLength: maxLength, isNonEmpty: isNonEmpty,
            range: NumericRange(minimum: reader.int("minimum"), maximum: reader.int("maximum")),
            serverTruncatesAt: serverTruncatesAt, noValue: reader.string("noValue"),
            isNotForAuthorization: isNotForAuthorization,
            deprecation: deprecation, provenance: provenance)
    }
}
