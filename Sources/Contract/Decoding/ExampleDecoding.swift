import YAMLNodes

/// An endpoint's `examples:`.
extension DecodingContext {
    static let exampleKeys = [
        "name", "source", "doc", "constructed", "signedIn", "status", "headers", "request", "response", "expect",
        "deviation",
    ]
    static let expectKeys = ["success", "values", "class", "code", "errorCode", "message"]

    func example(_ node: YAMLNode, path: NodePath) -> Example? {
        // Named only in a message: nearly every example reads without one.
        let subject = { node["name"]?.stringValue.map { "example '\($0)'" } ?? "an example" }
        guard let reader = MappingReader(node, path: path, subject: subject(), keys: Self.exampleKeys, context: self)
        else { return nil }
        let name = reader.requiredName("name")
        let status = reader.int("status")
        if let status, !(100...599).contains(status), let statusNode = reader.value("status") {
            error("HTTP status \(status) is out of range 100...599", at: statusNode.mark, path: reader.path("status"))
        }
        let headers = reader.value("headers").map { headerList($0, path: reader.path("headers")) }
        let request = reader.string("request")
        let response = reader.requiredString("response")
        let expectation = reader.required("expect").flatMap {
            self.expectation($0, path: reader.path("expect"), subject: subject())
        }
        let message = reader.value("expect").flatMap { $0["message"] }.flatMap { node -> String? in
            guard let text = node.stringValue else {
                error("the expected message is text", at: node.mark, path: reader.path("expect").appending("message"))
                return nil
            }
            return text
        }
        guard let name, let response, let expectation else { return nil }
        return Example(
            name: name, isConstructed: reader.bool("constructed") ?? false, request: request, status: status ?? 200,
            responseHeaders: headers ?? [], response: response, expectation: expectation, expectedMessage: message,
            signedIn: reader.bool("signedIn"), provenance: reader.provenance(at: node.mark))
    }

    /// `{ success: true, values: { path: scalar } }` or `{ class: name, code: int?, errorCode: string? }`.
    private func expectation(
        _ node: YAMLNode, path: NodePath, subject: @escaping @autoclosure () -> String
    ) -> Example.Expectation? {
        let expectSubject = { "the expectation of \(subject())" }
        guard
            let reader = MappingReader(
                node, path: path, subject: expectSubject(), keys: Self.expectKeys, context: self)
        else { return nil }
        let success = reader.bool("success")
        if let errorClass = reader.string("class") {
            if success == true, let successNode = reader.value("success") {
                error(
                    "an expectation is either `success: true` or `class: <error class>`, not both",
                    at: successNode.mark, path: reader.path("success"))
            }
            rejectKeys(["values"], in: reader, because: "values are expected of a success only")
            return .failure(errorClass: errorClass, code: reader.int("code"), errorCode: reader.name("errorCode"))
        }
        guard success == true else {
            if let successNode = reader.value("success"), success == false {
                error(
                    "a failure expectation names its class: `class: <error class>`", at: successNode.mark,
                    path: reader.path("success"))
            } else if !reader.has("success") && !reader.has("class") {
                error("missing required key 'success' or 'class' in \(expectSubject())", at: node.mark, path: path)
            }
            return nil
        }
        rejectKeys(["code", "errorCode"], in: reader, because: "codes are expected of a failure only")
        let values = reader.value("values").map { expectedValues($0, path: reader.path("values")) }
        return .success(values: values ?? [])
    }

    private func expectedValues(_ node: YAMLNode, path: NodePath) -> [Example.ExpectedValue] {
        namedEntries(node, path: path, subject: "expected values").compactMap { entry in
            guard let json = CanonicalJSON.text(for: entry.value) else {
                error(
                    "the value at '\(entry.name)' is not representable in JSON", at: entry.value.mark, path: entry.path)
                return nil
            }
            return Example.ExpectedValue(path: entry.name, json: json)
        }
    }

    private func rejectKeys(_ keys: [String], in reader: MappingReader, because reason: String) {
        for key in keys where reader.has(key) {
            error("unexpected '\(key)': \(reason)", at: reader.node.mark, path: reader.path(key))
        }
    }
}
