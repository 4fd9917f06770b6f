import Contract
import TextFoundation

extension Rules {
    static let fieldRules =
        [
            requestFieldAddedRequired, requestFieldAddedOptional, responseFieldAdded, responseFieldAddedRequired,
            requestFieldRemoved, responseFieldRemoved, responseOptionalFieldRemoved, requestFieldBecameRequired,
            requestFieldBecameOptional, responseFieldBecameOptional, responseFieldBecameRequired,
            requestFieldNullabilityChanged, responseFieldNullabilityChanged, closedResponseFieldAdded,
        ] + fieldFacetRules

    static let requestFieldAddedRequired = Rule(
        "request-field-added-required", .models, wire: .breaking, swift: .breaking,
        "The server now expects a field the client never sent; the initializer gains a required parameter.",
        client: "Pass the new field wherever the request is built.")
    static let requestFieldAddedOptional = Rule(
        "request-field-added-optional", .models, wire: .nonBreaking, swift: .nonBreaking,
        "An optional request field; its initializer parameter defaults to nil.", client: "None; send it when useful.")
    static let responseFieldAdded = Rule(
        "response-field-added", .models, wire: .nonBreaking, swift: .nonBreaking,
        "An optional response field; it decodes as nil when absent.", client: "None; read it when useful.")
    static let responseFieldAddedRequired = Rule(
        "response-field-added-required", .models, wire: .nonBreaking, swift: .possiblyBreaking,
        "A response field the server always sends; code that builds the model by hand (tests, previews) needs it.",
        client: "Pass the field where the model is built by hand.")
    static let closedResponseFieldAdded = Rule(
        "closed-response-field-added", .models, wire: .breaking, swift: .possiblyBreaking,
        "A field appears in a response model that rejects unknown fields: app versions built before it fail to "
            + "decode every response that carries it.",
        client: "Ship the new client before the server sends the field, or open the model (`open: true`).")
    static let requestFieldRemoved = Rule(
        "request-field-removed", .models, wire: .nonBreaking, swift: .breaking,
        "The client stops sending the field; its property and initializer parameter disappear.",
        client: "Stop setting the field.")
    static let responseFieldRemoved = Rule(
        "response-field-removed", .models, wire: .breaking, swift: .breaking,
        "A field clients relied on is gone; existing clients that require it fail to decode.",
        client: "Stop reading the field; existing app versions need a server that still sends it.")
    static let responseOptionalFieldRemoved = Rule(
        "response-optional-field-removed", .models, wire: .nonBreaking, swift: .breaking,
        "An optional response field is gone; its property disappears.", client: "Stop reading the field.")
    static let requestFieldBecameRequired = Rule(
        "request-field-became-required", .models, wire: .breaking, swift: .breaking,
        "The server now rejects requests without the field; the Swift property loses its `?`.",
        client: "Always provide the field.")
    static let requestFieldBecameOptional = Rule(
        "request-field-became-optional", .models, wire: .nonBreaking, swift: .possiblyBreaking,
        "The field may be left out; the Swift property becomes optional.",
        client: "Code reading the property back must unwrap it.")
    static let responseFieldBecameOptional = Rule(
        "response-field-became-optional", .models, wire: .breaking, swift: .breaking,
        "The server may now leave the field out; existing clients that require it fail, and the Swift property "
            + "becomes optional.",
        client: "Handle the field's absence (unwrap the optional).")
    static let responseFieldBecameRequired = Rule(
        "response-field-became-required", .models, wire: .nonBreaking, swift: .breaking,
        "The server always sends the field now; the Swift property loses its `?`, so `?.` and `if let` on it "
            + "no longer compile.",
        client: "Drop the optional handling of the field.")
    static let requestFieldNullabilityChanged = Rule(
        "request-field-nullability-changed", .models, wire: .nonBreaking, swift: .nonBreaking,
        "Whether the field may be absent or null changed; Swift still sees an optional.", client: "None.")
    static let responseFieldNullabilityChanged = Rule(
        "response-field-nullability-changed", .models, wire: .possiblyBreaking, swift: .nonBreaking,
        "The field may now arrive as null instead of absent (or the reverse); Swift still sees an optional.",
        client: "None in Swift; check any raw-JSON handling.")
}

extension DiffContext {
    mutating func diffFields(_ old: Model, _ new: Model, direction: Direction, group: String) {
        let pairing = Pairing(base: old.fields, head: new.fields, name: \.name)
        let path = "model:\(new.name)"
        for field in pairing.added {
            let what = "\(MarkdownText.code("\(new.name).\(field.name)"))"
            if direction.contains(.request) {
                emit(
                    field.isOptionalInSwift ? Rules.requestFieldAddedOptional : Rules.requestFieldAddedRequired,
                    group: group, path: "\(path)/field:\(field.name)", "\(what) added", after: "\(field.type)",
                    at: field.provenance)
            }
            if direction.contains(.response) {
                var rule = field.isOptionalInSwift ? Rules.responseFieldAdded : Rules.responseFieldAddedRequired
                if !old.isOpen { rule = Rules.closedResponseFieldAdded }
                emit(
                    rule,
                    group: group, path: "\(path)/field:\(field.name)", "\(what) added", after: "\(field.type)",
                    at: field.provenance)
            }
        }
        for field in pairing.removed {
            let what = "\(MarkdownText.code("\(old.name).\(field.name)")) removed" + removalNote(field.deprecation)
            let fieldPath = "\(path)/field:\(field.name)"
            if direction.contains(.request) {
                emit(
                    Rules.requestFieldRemoved, group: group, path: fieldPath, what, before: "\(field.type)",
                    at: field.provenance, side: .base)
            }
            if direction.contains(.response) {
                emit(
                    field.isOptionalInSwift ? Rules.responseOptionalFieldRemoved : Rules.responseFieldRemoved,
                    group: group, path: fieldPath, what, before: "\(field.type)", at: field.provenance, side: .base)
            }
        }
        for pair in pairing.pairs {
            diffField(
                pair.base, pair.head, direction: direction, group: group, path: "\(path)/field:\(pair.head.name)",
                what: "\(MarkdownText.code("\(new.name).\(pair.head.name)"))")
        }
    }

    private mutating func diffField(
        _ old: Field, _ new: Field, direction: Direction, group: String, path: String, what: String
    ) {
        diffFieldType(old, new, direction: direction, group: group, path: path, what: what)
        let presence = { (field: Field) in
            field.isOptional
                ? (field.isNullable ? "optional, nullable" : "optional")
                : (field.isNullable ? "nullable" : "required")
        }
        if old.isOptionalInSwift != new.isOptionalInSwift {
            let becameOptional = new.isOptionalInSwift
            if direction.contains(.request) {
                emit(
                    becameOptional ? Rules.requestFieldBecameOptional : Rules.requestFieldBecameRequired, group: group,
                    path: path, "\(what) became \(becameOptional ? "optional" : "required")", before: presence(old),
                    after: presence(new), at: new.provenance)
            }
            if direction.contains(.response) {
                emit(
                    becameOptional ? Rules.responseFieldBecameOptional : Rules.responseFieldBecameRequired,
                    group: group, path: path, "\(what) became \(becameOptional ? "optional" : "required")",
                    before: presence(old), after: presence(new), at: new.provenance)
            }
        } else if old.isOptional != new.isOptional || old.isNullable != new.isNullable {
            if direction.contains(.request) {
                emit(
                    Rules.requestFieldNullabilityChanged, group: group, path: path, "\(what) absent/null changed",
                    before: presence(old), after: presence(new), at: new.provenance)
            }
            if direction.contains(.response) {
                emit(
                    Rules.responseFieldNullabilityChanged, group: group, path: path, "\(what) absent/null changed",
                    before: presence(old), after: presence(new), at: new.provenance)
            }
        }
        diffFieldFacets(old, new, group: group, path: path, what: what)
        diffDeprecation(
            old.deprecation, new.deprecation, deprecated: Rules.fieldDeprecated, group: group, path: path, what: what)
        diffDocumentation(old.provenance, new.provenance, group: group, path: path, what: what)
    }
}
