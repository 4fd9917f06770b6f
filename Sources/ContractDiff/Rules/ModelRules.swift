import Contract
import TextFoundation

extension Rules {
    static let modelRules = [modelAdded, modelRemoved, modelRenamed, modelClosed, modelOpened]

    static let modelAdded = Rule(
        "model-added", .models, wire: .nonBreaking, swift: .nonBreaking, "A new model type.", client: "None.")
    static let modelRemoved = Rule(
        "model-removed", .models, wire: .nonBreaking, swift: .breaking,
        "The model's Swift type disappears; endpoints that used it are reported separately.",
        client: "Remove or replace uses of the type.")
    static let modelRenamed = Rule(
        "model-renamed", .models, wire: .nonBreaking, swift: .breaking,
        "Same fields under a new model name: the wire is unchanged, the Swift type name is not.",
        client: "Rename uses of the type.")
    static let modelClosed = Rule(
        "model-closed", .models, wire: .possiblyBreaking, swift: .nonBreaking,
        "Unknown fields now make the model fail to decode; a server adding a field breaks decoding.",
        client: "Confirm the server sends no extra fields.")
    static let modelOpened = Rule(
        "model-opened", .models, wire: .nonBreaking, swift: .nonBreaking,
        "Unknown fields are now tolerated.", client: "None.")
}

extension DiffContext {
    mutating func diffModels() {
        let pairing = Pairing(base: base.models, head: head.models, name: \.name, shape: Shapes.model)
        // Renames first, so field types that refer to renamed models compare equal.
        for pair in pairing.pairs where pair.isRename { renames[pair.base.name] = pair.head.name }
        for union in Pairing(base: base.unions, head: head.unions, name: \.name, shape: Shapes.union).pairs
        where union.isRename {
            renames[union.base.name] = union.head.name
        }
        for model in pairing.added {
            emit(
                Rules.modelAdded, group: "model \(model.name)", path: "model:\(model.name)",
                "\(MarkdownText.code(model.name)) added",
                at: model.provenance)
        }
        for model in pairing.removed {
            emit(
                Rules.modelRemoved, group: "model \(model.name)", path: "model:\(model.name)",
                "\(MarkdownText.code(model.name)) removed" + removalNote(model.deprecation), at: model.provenance,
                side: .base)
        }
        for pair in pairing.pairs {
            let old = pair.base
            let new = pair.head
            let group = "model \(new.name)"
            let path = "model:\(new.name)"
            if pair.isRename {
                emit(
                    Rules.modelRenamed, group: group, path: path, basePath: "model:\(old.name)",
                    "\(MarkdownText.code(new.name)) renamed", before: old.name, after: new.name, at: new.provenance)
            }
            if old.isOpen != new.isOpen {
                emit(
                    new.isOpen ? Rules.modelOpened : Rules.modelClosed, group: group, path: path,
                    "\(MarkdownText.code(new.name)) is now \(new.isOpen ? "open" : "closed")", at: new.provenance)
            }
            diffDeprecation(
                old.deprecation, new.deprecation, deprecated: Rules.modelDeprecated, group: group, path: path,
                what: "\(MarkdownText.code(new.name))")
            diffDocumentation(
                old.provenance, new.provenance, group: group, path: path, what: "\(MarkdownText.code(new.name))")
            var direction = self.direction(base: old.name, head: new.name)
            if direction.isEmpty { direction = .response }
            diffFields(old, new, direction: direction, group: group)
        }
    }
}
