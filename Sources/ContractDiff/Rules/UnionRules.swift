import Contract
import TextFoundation

extension Rules {
    static let unionRules = [
        unionAdded, unionRemoved, unionRenamed, unionVariantAdded, unionVariantRemoved, unionVariantRenamed,
        unionVariantKeyChanged, unionVariantTypeChanged,
    ]

    static let unionAdded = Rule(
        "union-added", .unions, wire: .nonBreaking, swift: .nonBreaking, "A new union type.", client: "None.")
    static let unionRemoved = Rule(
        "union-removed", .unions, wire: .nonBreaking, swift: .breaking, "The union's Swift enum is gone.",
        client: "Replace uses of the type.")
    static let unionRenamed = Rule(
        "union-renamed", .unions, wire: .nonBreaking, swift: .breaking, "Same variants under a new union name.",
        client: "Rename uses of the type.")
    static let unionVariantAdded = Rule(
        "union-variant-added", .unions, wire: .breaking, swift: .breaking,
        "A new response shape: existing clients cannot decode it, and exhaustive `switch`es miss the new case.",
        client: "Handle the new case.")
    static let unionVariantRemoved = Rule(
        "union-variant-removed", .unions, wire: .nonBreaking, swift: .breaking,
        "A shape is no longer returned; its enum case is gone.", client: "Remove the case from `switch`es.")
    static let unionVariantRenamed = Rule(
        "union-variant-renamed", .unions, wire: .nonBreaking, swift: .breaking,
        "Same shape, new Swift case name.", client: "Rename the case in `switch`es.")
    static let unionVariantKeyChanged = Rule(
        "union-variant-key-changed", .unions, wire: .breaking, swift: .nonBreaking,
        "The variant is recognised by another key; existing clients pick the wrong shape or none.",
        client: "Regenerate.")
    static let unionVariantTypeChanged = Rule(
        "union-variant-type-changed", .unions, wire: .breaking, swift: .breaking,
        "The variant decodes as another model; its associated value changes type.",
        client: "Update code that reads the case's value.")
}

extension DiffContext {
    mutating func diffUnions() {
        let pairing = Pairing(base: base.unions, head: head.unions, name: \.name, shape: Shapes.union)
        for union in pairing.added {
            emit(
                Rules.unionAdded, group: "union \(union.name)", path: "union:\(union.name)",
                "\(MarkdownText.code(union.name)) added",
                at: union.provenance)
        }
        for union in pairing.removed {
            emit(
                Rules.unionRemoved, group: "union \(union.name)", path: "union:\(union.name)",
                "\(MarkdownText.code(union.name)) removed",
                at: union.provenance, side: .base)
        }
        for pair in pairing.pairs {
            let old = pair.base
            let new = pair.head
            let group = "union \(new.name)"
            let path = "union:\(new.name)"
            if pair.isRename {
                emit(
                    Rules.unionRenamed, group: group, path: path, basePath: "union:\(old.name)",
                    "\(MarkdownText.code(new.name)) renamed", before: old.name, after: new.name, at: new.provenance)
            }
            let variants = Pairing(base: old.variants, head: new.variants, name: \.name, shape: \.discriminatorKey)
            for variant in variants.added {
                emit(
                    Rules.unionVariantAdded, group: group, path: "\(path)/variant:\(variant.name)",
                    "variant \(MarkdownText.code(variant.name)) (\(MarkdownText.code(variant.discriminatorKey))) added",
                    after: variant.type,
                    at: variant.provenance)
            }
            for variant in variants.removed {
                emit(
                    Rules.unionVariantRemoved, group: group, path: "\(path)/variant:\(variant.name)",
                    "variant \(MarkdownText.code(variant.name)) removed", before: variant.type, at: variant.provenance,
                    side: .base)
            }
            for variantPair in variants.pairs {
                let before = variantPair.base
                let after = variantPair.head
                let variantPath = "\(path)/variant:\(after.name)"
                if variantPair.isRename {
                    emit(
                        Rules.unionVariantRenamed, group: group, path: variantPath,
                        basePath: "\(path)/variant:\(before.name)", "variant \(MarkdownText.code(after.name)) renamed",
                        before: before.name, after: after.name, at: after.provenance)
                }
                if before.discriminatorKey != after.discriminatorKey {
                    emit(
                        Rules.unionVariantKeyChanged, group: group, path: variantPath,
                        "variant \(MarkdownText.code(after.name)) key changed",
                        before: before.discriminatorKey, after: after.discriminatorKey, at: after.provenance)
                }
                if (renames[before.type] ?? before.type) != after.type {
                    emit(
                        Rules.unionVariantTypeChanged, group: group, path: variantPath,
                        "variant \(MarkdownText.code(after.name)) type changed", before: before.type, after: after.type,
                        at: after.provenance)
                }
            }
            diffDocumentation(
                old.provenance, new.provenance, group: group, path: path, what: "\(MarkdownText.code(new.name))")
        }
    }
}
