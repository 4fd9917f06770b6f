import YAMLNodes

/// Reads a type: a scalar name, a defined name, or a one-element sequence for a list (`[TenantMembership]`).
///
/// Names resolve against ``DefinitionNames``, which are read before any definition is decoded; an unknown
/// name is left for validation to report with a suggestion.
enum TypeSyntax {
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
        case .mapping:
            context.error("expected a type name or [Type], found a mapping", at: node.mark, path: path)
            return nil
        case .scalar(let scalar):
            guard !node.isNull else {
                context.error("expected a type name or [Type], found nothing", at: node.mark, path: path)
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
        return "a type is a name (\(scalars), or a defined identifier, model or union) or [Type]"
    }
}

extension Unicode.Scalar {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
