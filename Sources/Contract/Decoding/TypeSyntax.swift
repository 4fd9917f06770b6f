import YAMLNodes

/// Reads a type: a scalar name, a defined name, a one-element sequence for a list (`[TenantMembership]`), or a
/// one-key mapping for a map whose keys are data (`{ map: DictItem }`).
///
/// Names resolve against ``DefinitionNames``, which are read before any definition is decoded; an unknown
/// name is left for validation to report with a suggestion.
enum TypeSyntax {
    /// The one key of a map type, `{ map: Value }`.
    static let mapTypeKeys = ["map"]

    static func read(_ node: YAMLNode, path: NodePath, context: DecodingContext) -> TypeRef? {
        switch node.content {
        case .sequence(let items):
            guard items.count == 1 else {
                context.error(
                    "a list type has exactly one element type, found \(items.count)", at: node.mark, path: path,
                    hint: "write a list of X as [X]")
                return nil
            }
            context.record(items[0], at: path.appending(index: 0))
            return read(items[0], path: path.appending(index: 0), context: context).map { .list($0) }
        case .mapping(let entries):
            return readMap(node, entries: entries, path: path, context: context)
        case .scalar(let scalar):
            guard !node.isNull else {
                context.error("expected a type name, [Type] or { map: Type }, found nothing", at: node.mark, path: path)
                return nil
            }
            guard isName(scalar.value) else {
                context.error(
                    "bad type syntax '\(scalar.value)'", at: node.mark, path: path, hint: hint(for: scalar.value))
                return nil
            }
            return context.definitionNames.resolve(scalar.value)
        }
    }

    /// `{ map: Value }`: exactly one key, `map`, whose value is a type.
    private static func readMap(
        _ node: YAMLNode, entries: [YAMLMappingEntry], path: NodePath, context: DecodingContext
    ) -> TypeRef? {
        let hint = "a map whose keys are data is written `{ map: ValueType }`"
        guard entries.count == 1, let entry = entries.first else {
            context.error(
                "a map type has exactly one key, `map`, found \(entries.count)", at: node.mark, path: path, hint: hint)
            return nil
        }
        guard let key = entry.key.stringValue, mapTypeKeys.contains(key) else {
            let written = entry.key.stringValue ?? entry.key.foundDescription
            context.error(
                "unknown key '\(written)' in a type", at: entry.key.mark, path: path,
                hint: entry.key.stringValue.flatMap { DidYouMean.hint(for: $0, among: mapTypeKeys) } ?? hint)
            return nil
        }
        let valuePath = path.appending("map")
        context.record(entry.value, at: valuePath)
        guard !entry.value.isNull else {
            context.error(
                "a map type needs its value type, found nothing", at: entry.value.mark, path: valuePath, hint: hint)
            return nil
        }
        return read(entry.value, path: valuePath, context: context).map { .map($0) }
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`.
    static func isName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.isASCIILetter else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.isASCIILetter || $0.isASCIIDigit }
    }

    private static func hint(for text: String) -> String {
        if text.contains("|") {
            return "a number-or-string field is `type: int` with `wire: [int, numericString]`"
        }
        if text.hasSuffix("?") {
            return "say `optional: true` or `nullable: true` on the field instead"
        }
        if text.hasPrefix("[") || text.contains("<") || text.hasSuffix("[]") {
            return "write a list as an unquoted YAML sequence, e.g. [TenantMembership]"
        }
        let scalars = ScalarType.allCases.map(\.rawValue).joined(separator: ", ")
        return "a type is a name (\(scalars), or a defined identifier, model or union), [Type] or { map: Type }"
    }
}

extension Unicode.Scalar {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
