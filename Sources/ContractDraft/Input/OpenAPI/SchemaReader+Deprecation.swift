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

    /// `items` (a model's fields, an enum's cases) with each one's replacement kept only where it names another of
    /// them: a contract's replacement is one (lint refuses any other name, and unsafe characters anywhere).
    static func keepingReplacementsAmong<Item: NamedDeprecation>(_ items: [Item]) -> [Item] {
        let names = Set(items.map(\.name))
        return items.map { item in
            guard let replacement = item.deprecation?.replacement,
                replacement == item.name || !names.contains(replacement)
            else { return item }
            var kept = item
            kept.deprecation?.replacement = nil
            return kept
        }
    }

    /// The contract's models with each one's replacement kept only where it names another model.
    static func keepingModelReplacements(_ contract: inout Contract) {
        contract.models = keepingReplacementsAmong(contract.models)
    }
}

/// A definition that may be deprecated in favour of another of its kind, named.
protocol NamedDeprecation {
    var name: String { get }
    var deprecation: Deprecation? { get set }
}

extension Field: NamedDeprecation {}
extension Model: NamedDeprecation {}
extension Enumeration.Case: NamedDeprecation {}
