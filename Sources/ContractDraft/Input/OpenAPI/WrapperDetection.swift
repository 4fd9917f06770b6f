import TextFoundation
import WireVocabulary

/// Finds the envelope of a document: the export's own `x-zing-envelopes` where it has them, else the wrapper schema
/// the success answers share (`Result«T»`, `Result<T>`, `ApiResponse«T»`, or any object with the same flag or code,
/// message and data members), which becomes the envelope and is unwrapped: each operation's payload is the wrapper's
/// data member in its own answer.
struct WrapperDetection {
    /// An envelope found, by the draft's name.
    struct Found {
        var name: String
        var format: EnvelopeFormat
        var reason: String
    }

    let document: OpenAPIDocument

    /// The success answer's schema of an operation: 200, 201, the first 2xx, or `default`; JSON content first.
    func successSchema(of operation: DocumentNode) -> DocumentNode? {
        guard let responses = operation["responses"] else { return nil }
        let codes = responses.entries.map(\.key)
        let chosen =
            ["200", "201"].first(where: codes.contains) ?? codes.first { $0.hasPrefix("2") }
            ?? (codes.contains("default") ? "default" : nil)
        guard let code = chosen, let response = responses[code].flatMap(document.dereferenced) else { return nil }
        if document.version == .swagger2 { return response["schema"] }
        guard let content = response["content"] else { return nil }
        let types = content.entries.map(\.key)
        let type =
            types.first { $0 == "application/json" } ?? types.first { $0.contains("json") } ?? types.first {
                $0 == "*/*"
            }
            ?? types.first
        return type.flatMap { content[$0]?["schema"] }
    }

    /// The members of an object schema (through one `$ref` and `allOf`), by name.
    func members(of schema: DocumentNode) -> [(key: String, value: DocumentNode)]? {
        guard let resolved = document.dereferenced(schema) else { return nil }
        let parts = resolved["allOf"]?.items.compactMap(document.dereferenced) ?? [resolved]
        let members = parts.flatMap { $0["properties"]?.entries ?? [] }
        return members.isEmpty ? nil : members
    }

    /// The wrapper's own members of a success schema: its flag or code, message, timestamp and data member; nil for
    /// a schema that is no wrapper.
    func wrapper(of schema: DocumentNode) -> WrapperShape? {
        guard let members = members(of: schema) else { return nil }
        var shape = WrapperShape()
        for (key, value) in members {
            let roles = EnvelopeVocabulary.roles(of: key)
            let type = document.dereferenced(value)?["type"]?.string
            if roles.contains(.flag), type == "boolean", shape.flag == nil {
                shape.flag = key
            } else if roles.contains(.code), type == "integer" || type == "string", shape.code == nil {
                shape.code = key
                shape.codeIsText = type == "string"
                if let example = document.dereferenced(value)?["example"]?.json { shape.codeExample = example }
            } else if roles.contains(.message), type == "string", shape.message == nil {
                shape.message = key
            } else if roles.contains(.timestamp), shape.timestamp == nil {
                shape.timestamp = key
            } else if Self.payloadWords.contains(key.lowercased()), shape.payload == nil {
                shape.payload = key
            } else {
                shape.others.append(key)
            }
        }
        guard shape.flag != nil || shape.code != nil, shape.payload != nil || shape.message != nil else { return nil }
        return shape
    }

    /// `Result«User»`, `Result<User>`, `ResultUser`, `CommonResult«…»`, `ApiResponse«…»`, `R«…»`, `AjaxResult`.
    static func isWrapperName(_ name: String) -> Bool {
        let stems = [
            "Result", "ApiResult", "ApiResponse", "CommonResult", "RestResult", "JsonResult", "AjaxResult",
            "BaseResponse", "ResponseResult", "ResponseData", "R",
        ]
        return stems.contains { stem in
            guard name.hasPrefix(stem) else { return false }
            let rest = name.dropFirst(stem.count)
            return rest.isEmpty || rest.first == "«" || rest.first == "<" || rest.first?.isUppercase == true
        }
    }

    static let payloadWords: Set<String> = ["result", "data", "payload", "body", "content", "obj", "object", "value"]

    /// Whether a success schema is an object of no declared members (`Map<String,Object>`, RuoYi's `AjaxResult`
    /// published as `additionalProperties`): the document does not say what it holds, so it may be the wrapper.
    func isFreeForm(_ schema: DocumentNode) -> Bool {
        guard let resolved = document.dereferenced(schema), resolved["allOf"] == nil, resolved["oneOf"] == nil,
            resolved["anyOf"] == nil
        else { return false }
        let type = resolved["type"]?.string
        return (type == nil || type == "object") && resolved["properties"] == nil && resolved["items"] == nil
            && resolved["enum"] == nil
    }

    /// The envelope the success answers share, the operations (by pointer) that answer in it, and those whose
    /// answers are free-form objects (read through it, the body their payload). A wrapper is what most answers
    /// share, what is named like one, or what the answers that declare their members share when the rest are
    /// free-form: a code beside a message must never be left to the HTTP status to judge.
    func detect(_ operations: [DocumentNode]) -> (found: Found, wrapped: Set<String>, freeForm: Set<String>)? {
        var counts: [WrapperShape.Key: (count: Int, shape: WrapperShape, example: String)] = [:]
        var shapes: [String: WrapperShape] = [:]
        var freeForm: Set<String> = []
        for operation in operations {
            guard let schema = successSchema(of: operation) else { continue }
            if isFreeForm(schema) { freeForm.insert(operation.pointer) }
            guard let shape = wrapper(of: schema) else { continue }
            shapes[operation.pointer] = shape
            let name = schema["$ref"]?.string.flatMap(OpenAPIDocument.schemaName) ?? "an inline schema"
            counts[shape.key, default: (0, shape, name)].count += 1
        }
        guard
            let (key, best) = counts.max(by: {
                ($0.value.count, $1.key.description) < ($1.value.count, $0.key.description)
            })
        else { return nil }
        guard
            (best.count + freeForm.count) * 2 >= operations.count || Self.isWrapperName(best.example)
        else { return nil }
        var format: EnvelopeFormat
        var words: [String] = []
        if let flag = best.shape.flag {
            format = EnvelopeFormat(style: .flag, successField: FieldPath(flag))
            words.append(
                "`\(flag)` is the boolean of the wrapper \(best.example) that \(best.count) operations answer in")
            if let code = best.shape.code {
                if best.shape.codeIsText {
                    format.errorCodeField = FieldPath(code)
                } else {
                    format.codeField = FieldPath(code)
                }
            }
        } else {
            let code = best.shape.code!
            format = EnvelopeFormat(
                style: .code, codeField: FieldPath(code), codeKind: best.shape.codeIsText ? .string : .int)
            let success: BusinessCode
            switch best.shape.codeExample {
            case .int(let number)?: success = .int(number)
            case .string(let text)? where best.shape.codeIsText: success = .string(text)
            default: success = best.shape.codeIsText ? .string("0") : .int(0)
            }
            format.successCodes = [success]
            words.append(
                "`\(code)` decides the wrapper \(best.example) that \(best.count) operations answer in; \(success) is taken to mean success (the document does not say)"
            )
        }
        format.messageField = best.shape.message.map { FieldPath($0) }
        format.payloadField = best.shape.payload.map { FieldPath($0) }
        format.timestampField = best.shape.timestamp.map { FieldPath($0) }
        if let payload = best.shape.payload { words.append("payload in `\(payload)`, unwrapped") }
        if !freeForm.isEmpty {
            words.append(
                "\(freeForm.count) operations answer a free-form object, read through it with the body as their payload"
            )
        }
        let wrapped = Set(shapes.filter { $0.value.key == key }.map(\.key))
        return (Found(name: "standard", format: format, reason: words.joined(separator: "; ")), wrapped, freeForm)
    }
}

/// The members a wrapper schema gives each role.
struct WrapperShape {
    var flag: String?
    var code: String?
    var codeIsText = false
    var codeExample: JSONValue?
    var message: String?
    var timestamp: String?
    var payload: String?
    var others: [String] = []

    /// What two wrappers must share to be one envelope: their own members (the data member's schema differs).
    struct Key: Hashable, CustomStringConvertible {
        var members: [String]
        var description: String { members.joined(separator: ",") }
    }

    var key: Key {
        Key(members: [flag, code, message, timestamp, payload].map { $0 ?? "-" } + [codeIsText ? "text" : "int"])
    }
}
