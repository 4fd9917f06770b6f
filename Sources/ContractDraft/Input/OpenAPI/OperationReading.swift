import Contract
import TextFoundation
import WireVocabulary

/// One operation of a document, read into the parts of an endpoint: its name, doc, path, parameters, body, and
/// what its success answer holds; examples are gathered for the drafter to check once the contract stands.
struct OperationReading {
    /// An example the document gives: its answer (and request), and the outcome when the document says it.
    struct DocumentExample {
        var name: String
        var status: Int
        var response: JSONValue?
        var verbatim: String?
        var request: JSONValue?
        var requestText: String?
        var expectation: Example.Expectation?
        var headers: [HeaderRules.Header]
        var provenance: Provenance
    }

    let document: OpenAPIDocument
    let reader: SchemaReader
    let zing: ZingExtensionReading

    static let methods: [(key: String, method: HTTPMethod)] = [
        ("get", .get), ("post", .post), ("put", .put), ("patch", .patch), ("delete", .delete),
    ]

    /// `editApiUsingPOST_1` → `editApi`; names that are no words fall back to one made from the path.
    static func name(_ operationID: String?, method: HTTPMethod, path: String) -> String {
        var text = operationID ?? ""
        if let range = text.range(
            of: #"Using(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)(_\d+)?$"#, options: .regularExpression)
        {
            text.removeSubrange(range)
        }
        let words = Naming.words(text)
        if !words.isEmpty { return Naming.lowerCamel(words) }
        let segments = path.split(separator: "/").map { segment -> EndpointPlan.Segment in
            segment.hasPrefix("{")
                ? .parameter(String(segment.dropFirst().dropLast()), integers: false) : .literal(String(segment))
        }
        return RoutePlanning.endpointName(method, segments)
    }

    // MARK: Parameters

    /// Path, query and header parameters (the operation's and its path item's), and a Swagger 2.0 body or form.
    func parameters(_ operation: DocumentNode, pathItem: DocumentNode) -> [DocumentNode] {
        var seen: Set<String> = []
        var result: [DocumentNode] = []
        for node in (operation["parameters"]?.items ?? []) + (pathItem["parameters"]?.items ?? []) {
            guard let parameter = document.dereferenced(node), let name = parameter["name"]?.string else { continue }
            let key = (parameter["in"]?.string ?? "") + "\u{0}" + name
            if seen.insert(key).inserted { result.append(parameter) }
        }
        return result
    }

    /// A path or query parameter, form or multipart field; nil (noted) when its type is none a parameter can have.
    func parameter(
        _ node: DocumentNode, optional: Bool, notes: inout DraftNotes, guesses: inout GuessBook, place: DraftPlace
    ) -> Endpoint.Parameter? {
        guard let name = node["name"]?.string else { return nil }
        return parameter(
            named: name, schema: node["schema"] ?? node, described: node, optional: optional, notes: &notes,
            guesses: &guesses, place: place)
    }

    /// A parameter called `name` of `schema`, documented by `described`.
    func parameter(
        named name: String, schema: DocumentNode, described node: DocumentNode, optional: Bool, notes: inout DraftNotes,
        guesses: inout GuessBook, place: DraftPlace
    ) -> Endpoint.Parameter? {
        guard EndpointAssembly.isUsableName(name) else {
            notes.leaveOut(node.location(in: document.file), because: "a parameter name a contract cannot hold")
            return nil
        }
        var read = reader.read(schema, hint: Naming.words(name))
        switch read.type {
        case .list, .map, .model, .union, .scalar(.json), .scalar(.dateTime):
            notes.leaveOut(
                node.location(in: document.file),
                because: "a parameter of a type that travels as no one text (\(read.type)); drafted as a string")
            guesses.add(
                Guess(.unmapped, "the document gives it a type a parameter cannot have; it is a string here"),
                at: place.appending(name))
            read = SchemaReader.Read(type: .scalar(.string))
        default:
            break
        }
        var parameter = Endpoint.Parameter(name: name, type: read.type, provenance: reader.provenance(node))
        parameter.isOptional = optional
        if let constant = schema["const"]?.json {
            parameter.constant = constant.stringValue ?? constant.text(.compact)
            parameter.isOptional = false
        }
        if read.secret || schema[ZingExtension.secret.key]?.bool == true, parameter.type == .scalar(.string) {
            parameter.isSecret = true
        } else if document.root[ZingExtension.envelopes.key] == nil, parameter.type == .scalar(.string),
            parameter.constant == nil,
            SecretNames.isSecret(name)
        {
            // A document of our own says which parameters are secret; any other one is read by the name.
            parameter.isSecret = true
            guesses.add(Guess(.secretField, "its name looks like a credential"), at: place.appending(name))
        }
        // Only a cookie of the document's session (lint refuses a parameter derived from any other).
        if let cookie = schema[ZingExtension.fromCookie.key]?.string,
            zing.session()?.cookies.contains(where: { $0.name == cookie }) == true
        {
            parameter.fromCookie = cookie
            parameter.isSecret = false
        }
        parameter.perCall = schema[ZingExtension.perCall.key].flatMap(ZingExtensionReading.perCallKind)
        return parameter
    }

    // MARK: Body

    /// The request body: JSON of a model, a form, or multipart with its file part.
    func body(
        _ operation: DocumentNode, parameters: [DocumentNode], name: String, notes: inout DraftNotes,
        guesses: inout GuessBook
    ) -> Endpoint.Body {
        let place = DraftPlace.endpoint(name).appending("body")
        if document.version == .swagger2 {
            if let body = parameters.first(where: { $0["in"]?.string == "body" }), let schema = body["schema"] {
                return json(schema, name: name, at: body, notes: &notes, guesses: &guesses)
            }
            let form = parameters.filter { $0["in"]?.string == "formData" }
            guard !form.isEmpty else { return .none }
            let fields = form.filter { $0["type"]?.string != "file" }.compactMap {
                parameter(
                    $0, optional: $0["required"]?.bool != true, notes: &notes, guesses: &guesses,
                    place: place.appending("fields"))
            }
            if let file = form.first(where: { $0["type"]?.string == "file" })?["name"]?.string {
                return .multipart(fileField: file, fields: fields)
            }
            return .form(fields: fields)
        }
        guard let request = operation["requestBody"].flatMap(document.dereferenced), let content = request["content"]
        else {
            return .none
        }
        let types = content.entries.map(\.key)
        if let type = types.first(where: { $0.contains("json") }), let schema = content[type]?["schema"] {
            return json(schema, name: name, at: content[type]!, notes: &notes, guesses: &guesses)
        }
        for type in types where type.hasPrefix("multipart/") || type == FormURLEncoding.mediaType {
            guard let schema = content[type]?["schema"].flatMap(document.dereferenced) else { continue }
            let required = Set(schema["required"]?.strings ?? [])
            var file: String?
            var fields: [Endpoint.Parameter] = []
            for (key, property) in schema["properties"]?.entries ?? [] {
                let resolved = document.dereferenced(property) ?? property
                if type.hasPrefix("multipart/"), file == nil,
                    resolved["format"]?.string == "binary" || resolved["contentMediaType"] != nil
                {
                    file = key
                    continue
                }
                if let field = parameter(
                    named: key, schema: property, described: resolved, optional: !required.contains(key), notes: &notes,
                    guesses: &guesses, place: place.appending("fields"))
                {
                    fields.append(field)
                }
            }
            if type.hasPrefix("multipart/") {
                guard let file else {
                    notes.leaveOut(content.location(in: document.file), because: "a multipart body without a file part")
                    return .form(fields: fields)
                }
                return .multipart(fileField: file, fields: fields)
            }
            return .form(fields: fields)
        }
        notes.leaveOut(
            content.location(in: document.file),
            because: "a request body of a media type the format has no place for (\(types.joined(separator: ", ")))")
        return .none
    }

    private func json(
        _ schema: DocumentNode, name: String, at place: DocumentNode, notes: inout DraftNotes,
        guesses: inout GuessBook
    ) -> Endpoint.Body {
        let hint = Naming.words(name) + ["Request"]
        let read = reader.read(schema, hint: hint)
        if case .model(let model) = read.type { return .json(model: model) }
        guard read.type == .scalar(.json), WrapperDetection(document: document).isFreeForm(schema) else {
            notes.leaveOut(
                place.location(in: document.file), because: "a JSON request body that is no object (\(read.type))")
            return .none
        }
        // A free-form object (`JSONObject`, `Map<String,Object>`): its members as the document's example shows them.
        let example = place["example"] ?? place["examples"]?.entries.first?.value["value"] ?? schema["example"]
        if let example, case .model(let model)? = reader.model(fromExample: example.json, hint: hint, at: place) {
            guesses.add(
                Guess(
                    .opaqueJSON, "a free-form object in the document: its fields are those of the document's example"),
                at: DraftPlace.endpoint(name).appending("body"))
            return .json(model: model)
        }
        notes.leaveOut(
            place.location(in: document.file),
            because:
                "a free-form JSON request body (an object of no declared members, no example): declare its fields in a request model"
        )
        return .none
    }

    // MARK: Examples

    /// The examples of an operation: each response's named examples with their outcome, the request examples of
    /// the same name, and the kept ones (`x-zing-examples`).
    func examples(_ operation: DocumentNode) -> [DocumentExample] {
        var requests: [String: JSONValue] = [:]
        if let content = operation["requestBody"]?["content"] {
            for (_, media) in content.entries {
                for (_, example) in media["examples"]?.entries ?? [] {
                    if let name = example["summary"]?.string, let value = example["value"] {
                        requests[name] = value.json
                    }
                }
            }
        }
        var examples: [DocumentExample] = []
        for (code, response) in operation["responses"]?.entries ?? [] {
            guard let status = Int(code), let response = document.dereferenced(response) else { continue }
            for (_, media) in response["content"]?.entries ?? [] {
                for (key, example) in media["examples"]?.entries ?? [] {
                    guard let value = example["value"] else { continue }
                    let name = example["summary"]?.string ?? key
                    examples.append(
                        DocumentExample(
                            name: name, status: status, response: value.json, request: requests[name],
                            expectation: zing.expectation(example[ZingExtension.expect.key]),
                            headers: zing.exampleHeaders(example[ZingExtension.responseHeaders.key]),
                            provenance: annotated(example)))
                }
                if let value = media["example"], media["examples"] == nil {
                    examples.append(
                        DocumentExample(
                            name: "document example (\(code))", status: status, response: value.json,
                            headers: [], provenance: DraftProvenance.none))
                }
            }
            if document.version == .swagger2, let value = response["examples"]?["application/json"] {
                examples.append(
                    DocumentExample(
                        name: "document example (\(code))", status: status, response: value.json, headers: [],
                        provenance: DraftProvenance.none))
            }
        }
        for kept in operation[ZingExtension.examples.key]?.items ?? [] {
            guard let name = kept["name"]?.string, let status = kept["status"]?.int, let response = kept["response"]
            else { continue }
            var example = DocumentExample(
                name: name, status: status, headers: zing.exampleHeaders(kept["responseHeaders"]),
                provenance: annotated(kept))
            if case .string(let text) = response.json {
                example.verbatim = text
            } else {
                example.response = response.json
            }
            example.requestText = kept["request"]?.string
            example.expectation = zing.expectation(kept["expect"])
            examples.append(example)
        }
        return examples
    }

    private func annotated(_ node: DocumentNode) -> Provenance {
        var provenance = zing.annotation(node)
        provenance.doc = node["description"]?.string.map(ProseText.clean)
        return provenance
    }
}
