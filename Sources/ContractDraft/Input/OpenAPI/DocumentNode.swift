import TextFoundation
import YAMLNodes

/// A node of an OpenAPI document with its place: the line and column it starts at, and the keys from the top down
/// (`paths./users.get`), so whatever the draft cannot map is listed where it stands.
struct DocumentNode {
    let node: YAMLNode
    let path: [String]

    /// `paths./users/{id}.get.responses.200`.
    var pointer: String { path.joined(separator: ".") }

    /// `openapi.yaml:12:7 (paths./users.get)`, as the summary lists a place.
    func location(in file: String) -> String {
        "\(file):\(node.mark.line):\(node.mark.column) (\(pointer.isEmpty ? "the document" : pointer))"
    }

    subscript(key: String) -> DocumentNode? {
        node[key].map { DocumentNode(node: $0, path: path + [key]) }
    }

    /// A mapping's entries with scalar keys, in order.
    var entries: [(key: String, value: DocumentNode)] {
        (node.mapping ?? []).compactMap { entry in
            guard let key = entry.key.scalar?.value else { return nil }
            return (key, DocumentNode(node: entry.value, path: path + [key]))
        }
    }

    /// A sequence's items.
    var items: [DocumentNode] {
        (node.sequence ?? []).enumerated().map { DocumentNode(node: $0.element, path: path + [String($0.offset)]) }
    }

    var isMapping: Bool { node.mapping != nil }

    /// Text of a scalar (a number's digits too).
    var string: String? { node.stringValue }

    var bool: Bool? { node.boolValue }

    var int: Int? {
        if let value = node.intValue { return value }
        // A JSON document's numbers are plain scalars already; quoted digits count as a number only where one is due.
        return node.scalar.flatMap { Int($0.value) }
    }

    /// Texts of a sequence of scalars.
    var strings: [String] { items.compactMap(\.string) }

    /// The node as JSON: plain scalars by the YAML core schema, quoted ones as text (what a JSON document's values
    /// are read as).
    var json: JSONValue {
        switch node.content {
        case .scalar(let scalar):
            guard !scalar.isQuoted, scalar.style == .plain else { return .string(scalar.value) }
            if node.isNull { return .null }
            if let flag = node.boolValue { return .bool(flag) }
            if let number = node.intValue { return .int(number) }
            if let number = node.doubleValue, number.isFinite { return .double(number) }
            return .string(scalar.value)
        case .sequence:
            return .array(items.map(\.json))
        case .mapping:
            return .object(JSONObject(entries.map { ($0.key, $0.value.json) }))
        }
    }
}
