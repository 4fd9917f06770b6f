import TextFoundation
import YAMLNodes

/// The canonical JSON text of an expected value written in YAML: a plain integer or float becomes a JSON
/// number, `true`/`false`/`null` stay, any other text (quoted or plain) becomes a JSON string; sequences
/// become arrays and mappings objects (keys sorted), with no whitespace.
enum CanonicalJSON {
    /// Nil when some part has no JSON form (`.inf`, `.nan`, a key that is not a scalar).
    static func text(for node: YAMLNode) -> String? {
        value(of: node)?.text(.canonical)
    }

    private static func value(of node: YAMLNode) -> JSONValue? {
        switch node.content {
        case .scalar(let scalar):
            if node.isNull { return .null }
            if let bool = node.boolValue { return .bool(bool) }
            if let int = node.intValue { return .int(int) }
            if let double = node.doubleValue { return double.isFinite ? .double(double) : nil }
            return .string(scalar.value)
        case .sequence(let items):
            let values = items.compactMap(value(of:))
            return values.count == items.count ? .array(values) : nil
        case .mapping(let entries):
            var object = JSONObject()
            for entry in entries {
                guard let key = entry.key.scalar?.value, let member = value(of: entry.value) else { return nil }
                object[key] = member
            }
            return .object(object)
        }
    }
}
