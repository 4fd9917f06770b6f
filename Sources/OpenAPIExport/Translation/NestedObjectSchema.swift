import TextFoundation
import WireVocabulary

/// An object schema built field by field at paths through nested objects (`Response.Error.Code`): each step an
/// object with the next key among its properties, required where the field is.
struct NestedObjectSchema {
    private var schema: JSONValue?
    private var required: [String] = []
    private var absent: [String] = []
    private var children: [(key: String, node: NestedObjectSchema)] = []

    /// `schema` at `path`; `required` makes the field and every object on its way required.
    mutating func set(_ schema: JSONValue, at path: FieldPath, required isRequired: Bool = false) {
        set(schema, at: path.keys[...], required: isRequired)
    }

    /// The field at `path` must be absent (its object, where present, has no such key).
    mutating func forbid(_ path: FieldPath) {
        guard let last = path.keys.last else { return }
        update(path.parent[...]) { node in node.absent.append(last) }
    }

    private mutating func set(_ schema: JSONValue, at keys: ArraySlice<String>, required isRequired: Bool) {
        guard let key = keys.first else {
            self.schema = schema
            return
        }
        if isRequired, !required.contains(key) { required.append(key) }
        let index = childIndex(key)
        children[index].node.set(schema, at: keys.dropFirst(), required: isRequired)
    }

    private mutating func update(_ keys: ArraySlice<String>, _ change: (inout NestedObjectSchema) -> Void) {
        guard let key = keys.first else { return change(&self) }
        let index = childIndex(key)
        children[index].node.update(keys.dropFirst(), change)
    }

    private mutating func childIndex(_ key: String) -> Int {
        if let index = children.firstIndex(where: { $0.key == key }) { return index }
        children.append((key, NestedObjectSchema()))
        return children.count - 1
    }

    /// The schema, with `extra` members on the outermost object. A field with a schema of its own and fields set
    /// inside it (a payload `data` that also holds the envelope's `data.code`) is both: `allOf` the two.
    func rendered(_ extra: JSONObject = JSONObject()) -> JSONValue {
        if let schema, children.isEmpty, absent.isEmpty { return schema }
        var object = extra
        object["type"] = "object"
        if !required.isEmpty { object["required"] = .strings(required) }
        if !children.isEmpty {
            var properties = JSONObject()
            for child in children { properties[child.key] = child.node.rendered() }
            object["properties"] = .object(properties)
        }
        if !absent.isEmpty { object["not"] = ["anyOf": .array(absent.map { ["required": .strings([$0])] })] }
        guard let schema else { return .object(object) }
        return ["allOf": [schema, .object(object)]]
    }
}
