import Contract
import TextFoundation

extension Rules {
    static let parameterRules = [
        pathParameterChanged, pathParameterRenamed, queryParameterAddedRequired, queryParameterAddedOptional,
        queryParameterRemoved,
        queryParameterChanged, queryConstantChanged, queryConstantRetyped, requestBodyAdded, requestBodyRemoved,
        requestBodyChanged,
        formFieldAddedRequired, formFieldAddedOptional, formFieldRemoved, formFieldChanged, multipartFileFieldRenamed,
        parameterSecretChanged, parameterSeparatorChanged,
    ]

    static let pathParameterChanged = Rule(
        "path-parameter-changed", .endpoints, wire: .breaking, swift: .breaking,
        "A path parameter was added, removed or retyped: the URL and the method's signature change.",
        client: "Update calls to the method.")
    static let pathParameterRenamed = Rule(
        "path-parameter-renamed", .endpoints, wire: .nonBreaking, swift: .breaking,
        "Only the placeholder's name changed: the URL is the same, the method's argument label is not.",
        client: "Rename the argument in calls to the method.")
    static let queryParameterAddedRequired = Rule(
        "query-parameter-added-required", .endpoints, wire: .breaking, swift: .breaking,
        "The server expects a new query parameter; the method gains a required argument.",
        client: "Pass the new argument.")
    static let queryParameterAddedOptional = Rule(
        "query-parameter-added-optional", .endpoints, wire: .nonBreaking, swift: .nonBreaking,
        "A new optional query parameter (defaults to nil).", client: "None.")
    static let queryParameterRemoved = Rule(
        "query-parameter-removed", .endpoints, wire: .possiblyBreaking, swift: .breaking,
        "The client stops sending the parameter; its argument disappears.", client: "Drop the argument.")
    static let queryParameterChanged = Rule(
        "query-parameter-changed", .endpoints, wire: .possiblyBreaking, swift: .breaking,
        "A query parameter's type or optionality changed.", client: "Update calls to the method.")
    static let queryConstantChanged = Rule(
        "query-constant-changed", .endpoints, wire: .possiblyBreaking, swift: .possiblyBreaking,
        "A fixed query value changed (or a parameter became or stopped being fixed).",
        client: "Check results that depend on the filter; update calls if an argument appeared or vanished.")
    static let queryConstantRetyped = Rule(
        "query-constant-retyped", .endpoints, wire: .nonBreaking, swift: .nonBreaking,
        "A fixed query value keeps its text under another type (e.g. an enum of the same values); callers never pass "
            + "it.", client: "None.")
    static let requestBodyAdded = Rule(
        "request-body-added", .endpoints, wire: .breaking, swift: .breaking,
        "The endpoint now takes a body; the method gains a body argument.", client: "Pass the body.")
    static let requestBodyRemoved = Rule(
        "request-body-removed", .endpoints, wire: .possiblyBreaking, swift: .breaking,
        "The endpoint no longer takes a body; the argument disappears.", client: "Drop the body argument.")
    static let requestBodyChanged = Rule(
        "request-body-changed", .endpoints, wire: .breaking, swift: .breaking,
        "The body is another model or encoding (JSON, multipart or form).", client: "Build the new body.")
    static let formFieldAddedRequired = Rule(
        "form-field-added-required", .endpoints, wire: .breaking, swift: .breaking,
        "A new required multipart or form field; the method gains an argument.", client: "Pass the new argument.")
    static let formFieldAddedOptional = Rule(
        "form-field-added-optional", .endpoints, wire: .nonBreaking, swift: .nonBreaking,
        "A new optional multipart or form field (defaults to nil).", client: "None.")
    static let formFieldRemoved = Rule(
        "form-field-removed", .endpoints, wire: .possiblyBreaking, swift: .breaking,
        "A multipart or form field is gone; its argument disappears.", client: "Drop the argument.")
    static let formFieldChanged = Rule(
        "form-field-changed", .endpoints, wire: .possiblyBreaking, swift: .breaking,
        "A multipart or form field's type or optionality changed.", client: "Update calls to the method.")
    static let parameterSecretChanged = Rule(
        "parameter-secret-changed", .endpoints, wire: .nonBreaking, swift: .breaking,
        "A parameter became secret or stopped being one: the same text is sent, but its argument is now a `Secret` "
            + "(or a `String`), and whether logs and reports hide its value changes.",
        client: "Pass the argument as the new type; check what your own logging did with it.")
    static let parameterSeparatorChanged = Rule(
        "parameter-separator-changed", .endpoints, wire: .breaking, swift: .nonBreaking,
        "A list parameter is joined by another separator (`id=1,2,3` → `id=1|2|3`): the server reads the old text as "
            + "one value.", client: "Regenerate.")
    static let multipartFileFieldRenamed = Rule(
        "multipart-file-field-renamed", .endpoints, wire: .breaking, swift: .nonBreaking,
        "The file part has another field name; existing clients' uploads are not found.", client: "Regenerate.")
}

enum ParameterKind: String { case path, query, form }

extension DiffContext {
    mutating func diffParameters(
        _ old: [Endpoint.Parameter], _ new: [Endpoint.Parameter], kind: ParameterKind, group: String, path: String,
        at endpoint: Provenance
    ) {
        let pairing = Pairing(base: old, head: new, name: \.name)
        let rules: (added: Rule, addedOptional: Rule, removed: Rule, changed: Rule) =
            switch kind {
            case .path:
                (
                    Rules.pathParameterChanged, Rules.pathParameterChanged, Rules.pathParameterChanged,
                    Rules.pathParameterChanged
                )
            case .query:
                (
                    Rules.queryParameterAddedRequired, Rules.queryParameterAddedOptional, Rules.queryParameterRemoved,
                    Rules.queryParameterChanged
                )
            case .form:
                (
                    Rules.formFieldAddedRequired, Rules.formFieldAddedOptional, Rules.formFieldRemoved,
                    Rules.formFieldChanged
                )
            }
        // A value computed per call is no argument: `diffPerCallValues` says what its coming and going does.
        for parameter in pairing.added where parameter.perCall == nil {
            let optional = parameter.isOptional || parameter.constant != nil
            emit(
                optional ? rules.addedOptional : rules.added, group: group, path: path,
                "\(kind.rawValue) parameter \(MarkdownText.code(parameter.name)) added", after: describe(parameter),
                at: parameter.provenance)
        }
        for parameter in pairing.removed where parameter.perCall == nil {
            emit(
                rules.removed, group: group, path: path,
                "\(kind.rawValue) parameter \(MarkdownText.code(parameter.name)) removed",
                before: describe(parameter), at: parameter.provenance, side: .base)
        }
        for pair in pairing.pairs {
            let before = pair.base
            let after = pair.head
            diffDerivation(before, after, group: group, path: path)
            diffComputation(before, after, group: group, path: path)
            let sameFixedValue = before.constant != nil && before.constant == after.constant
            if sameFixedValue, renamed(before.type) != after.type, before.isOptional == after.isOptional {
                emit(
                    Rules.queryConstantRetyped, group: group, path: path,
                    "\(MarkdownText.code(after.name)) fixed value retyped",
                    before: describe(before), after: describe(after), at: after.provenance)
            } else if renamed(before.type) != after.type || before.isOptional != after.isOptional {
                emit(
                    rules.changed, group: group, path: path,
                    "\(kind.rawValue) parameter \(MarkdownText.code(after.name)) changed",
                    before: describe(before), after: describe(after), at: after.provenance)
            } else if before.isSecret != after.isSecret {
                emit(
                    Rules.parameterSecretChanged, group: group, path: path,
                    "\(kind.rawValue) parameter \(MarkdownText.code(after.name)) "
                        + (after.isSecret ? "became secret" : "is no longer secret"),
                    before: describe(before), after: describe(after), at: after.provenance)
            } else if before.separator != after.separator {
                emit(
                    Rules.parameterSeparatorChanged, group: group, path: path,
                    "\(kind.rawValue) parameter \(MarkdownText.code(after.name)) joined differently",
                    before: describe(before), after: describe(after), at: after.provenance)
            } else if before.constant != after.constant {
                emit(
                    Rules.queryConstantChanged, group: group, path: path,
                    "\(MarkdownText.code(after.name)) fixed value changed",
                    before: text(before.constant), after: text(after.constant), at: after.provenance)
            }
            diffRange(
                before.range, after.range, group: group, path: path,
                what: "\(kind.rawValue) parameter \(MarkdownText.code(after.name))", at: after.provenance)
            diffDocumentation(
                before.provenance, after.provenance, group: group, path: path, what: "\(MarkdownText.code(after.name))")
        }
    }

    private func describe(_ parameter: Endpoint.Parameter) -> String {
        var text = "\(parameter.type)"
        if parameter.isOptional { text += ", optional" }
        if parameter.isSecret { text += ", secret" }
        if let constant = parameter.constant { text += " = \(constant)" }
        if let separator = parameter.separator { text += ", joined by \(separator)" }
        return text
    }

    mutating func diffBody(_ old: Endpoint, _ new: Endpoint, group: String, path: String) {
        switch (old.body, new.body) {
        case (.none, .none):
            break
        case (.none, _):
            emit(
                Rules.requestBodyAdded, group: group, path: path, "request body added", after: describe(new.body),
                at: new.provenance)
        case (_, .none):
            emit(
                Rules.requestBodyRemoved, group: group, path: path, "request body removed", before: describe(old.body),
                at: new.provenance)
        case (.json(let before), .json(let after)):
            if (renames[before] ?? before) != after {
                emit(
                    Rules.requestBodyChanged, group: group, path: path, "request body model changed", before: before,
                    after: after, at: new.provenance)
            }
        case (.multipart(let oldFile, let oldFields), .multipart(let newFile, let newFields)):
            if oldFile != newFile {
                emit(
                    Rules.multipartFileFieldRenamed, group: group, path: path, "file part renamed", before: oldFile,
                    after: newFile, at: new.provenance)
            }
            diffParameters(oldFields, newFields, kind: .form, group: group, path: path, at: new.provenance)
        case (.form(let oldFields), .form(let newFields)):
            diffParameters(oldFields, newFields, kind: .form, group: group, path: path, at: new.provenance)
        default:
            emit(
                Rules.requestBodyChanged, group: group, path: path, "request body encoding changed",
                before: describe(old.body), after: describe(new.body), at: new.provenance)
        }
    }

    private func describe(_ body: Endpoint.Body) -> String {
        switch body {
        case .none: "none"
        case .json(let model): "json \(model)"
        case .multipart(let file, let fields): "multipart \(file)" + fields.map { ", \($0.name)" }.joined()
        case .form(let fields): "form " + fields.map(\.name).joined(separator: ", ")
        }
    }
}
