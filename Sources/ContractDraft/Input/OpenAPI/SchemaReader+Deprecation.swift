import Contract

extension SchemaReader {
    /// `deprecated: true`, with `x-zing-deprecated`'s facts where the document has them.
    func deprecation(_ schema: DocumentNode) -> Deprecation? {
        guard schema["deprecated"]?.bool == true else { return nil }
        let facts = schema[ZingExtension.deprecated.key]
        return Deprecation(
            since: facts?["since"]?.string.map(ProseText.clean) ?? document.root["info"]?["version"]?.string.map(
                ProseText.clean) ?? "1",
            note: facts?["note"]?.string.map(ProseText.clean) ?? "Deprecated in the OpenAPI document.",
            replacement: facts?["replacement"]?.string, mark: DraftProvenance.none.mark)
    }

    /// `fields` with each deprecated field's replacement kept only where it names another field of the model: a
    /// contract's replacement is one (lint refuses any other name, and a name of unsafe characters anywhere).
    static func keepingReplacementsAmong(_ fields: [Field]) -> [Field] {
        let names = Set(fields.map(\.name))
        return fields.map { field in
            guard let replacement = field.deprecation?.replacement,
                replacement == field.name || !names.contains(replacement)
            else { return field }
            var kept = field
            kept.deprecation?.replacement = nil
            return kept
        }
    }
}
