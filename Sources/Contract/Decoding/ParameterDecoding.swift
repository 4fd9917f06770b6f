import WireVocabulary
import YAMLNodes

/// Path and query parameters, multipart text fields, and request bodies.
extension DecodingContext {
    static let parameterKeys = [
        "type", "const", "optional", "secret", "from", "separator", "minimum", "maximum", "doc", "source", "deviation",
    ]
    static let bodyKeys = ["json", "multipart", "form"]
    static let multipartKeys = ["file", "fields"]
    static let formKeys = ["fields"]

    /// A mapping of parameter names to `{ type:, const:, optional:, secret:, doc:, source: }`.
    func parameters(_ node: YAMLNode, path: NodePath, subject: String) -> [Endpoint.Parameter] {
        namedEntries(node, path: path, subject: subject).compactMap { entry in
            guard
                let reader = MappingReader(
                    entry.value, path: entry.path, subject: "parameter '\(entry.name)'", keys: Self.parameterKeys,
                    context: self)
            else { return nil }
            let type = reader.required("type").flatMap { TypeSyntax.read($0, path: reader.path("type"), context: self) }
            let constant = reader.string("const")
            let isOptional = reader.bool("optional") ?? false
            let isSecret = reader.bool("secret") ?? false
            let source = reader.value("from").flatMap { parameterSource($0, path: reader.path("from")) }
            var fromCookie: String?
            var perCall: PerCallValue.Kind?
            switch source {
            case .cookie(let name)?: fromCookie = name
            case .perCall(let kind)?: perCall = kind
            case nil: break
            }
            let separator = reader.string("separator")
            return type.map {
                Endpoint.Parameter(
                    name: entry.name, type: $0, constant: constant, isOptional: isOptional, isSecret: isSecret,
                    fromCookie: fromCookie, perCall: perCall, separator: separator,
                    range: NumericRange(minimum: reader.int("minimum"), maximum: reader.int("maximum")),
                    provenance: reader.provenance(at: entry.key.mark))
            }
        }
    }

    /// `none`, `{ json: Model }`, `{ multipart: { file: <part name>, fields: { … } } }` or `{ form: { fields: { … } } }`.
    func body(_ node: YAMLNode, path: NodePath) -> Endpoint.Body? {
        if let text = node.scalar?.value, !node.isNull {
            guard text == "none" else {
                error(
                    "unknown body '\(text)'; expected none, { json: Model }, { multipart: … } or { form: … }",
                    at: node.mark,
                    path: path)
                return nil
            }
            return Endpoint.Body.none
        }
        guard let reader = MappingReader(node, path: path, subject: "body", keys: Self.bodyKeys, context: self) else {
            return nil
        }
        let json = reader.value("json").flatMap { modelName($0, path: reader.path("json")) }.map {
            Endpoint.Body.json(model: $0)
        }
        let multipart = reader.value("multipart").flatMap { multipartBody($0, path: reader.path("multipart")) }
        let form = reader.value("form").flatMap { formBody($0, path: reader.path("form")) }
        let kinds = Self.bodyKeys.filter { reader.has($0) }
        guard kinds.count < 2 else {
            error(
                "a body is one of json, multipart or form, not \(kinds.joined(separator: " and "))", at: node.mark,
                path: path)
            return nil
        }
        if kinds.isEmpty {
            error("missing required key 'json', 'multipart' or 'form' in body", at: node.mark, path: path)
        }
        return json ?? multipart ?? form
    }

    private func multipartBody(_ node: YAMLNode, path: NodePath) -> Endpoint.Body? {
        guard
            let reader = MappingReader(
                node, path: path, subject: "multipart body", keys: Self.multipartKeys, context: self)
        else { return nil }
        let file = reader.requiredName("file")
        let fields = reader.value("fields").map { parameters($0, path: reader.path("fields"), subject: "fields") }
        return file.map { .multipart(fileField: $0, fields: fields ?? []) }
    }

    private func formBody(_ node: YAMLNode, path: NodePath) -> Endpoint.Body? {
        guard let reader = MappingReader(node, path: path, subject: "form body", keys: Self.formKeys, context: self)
        else { return nil }
        return reader.required("fields").map {
            .form(fields: parameters($0, path: reader.path("fields"), subject: "fields"))
        }
    }
}
