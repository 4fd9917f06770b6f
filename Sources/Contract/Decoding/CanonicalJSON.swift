import YAMLNodes

/// The canonical JSON text of an expected value written in YAML: a plain integer or float becomes a JSON
/// number, `true`/`false`/`null` stay, any other text (quoted or plain) becomes a JSON string; sequences
/// become arrays and mappings objects (keys sorted), with no whitespace.
enum CanonicalJSON {
    /// Nil when some part has no JSON form (`.inf`, `.nan`, a key that is not a scalar).
    static func text(for node: YAMLNode) -> String? {
        switch node.content {
        case .scalar(let scalar): return text(for: scalar, of: node)
        case .sequence(let items):
            let texts = items.compactMap(text(for:))
            return texts.count == items.count ? "[" + texts.joined(separator: ",") + "]" : nil
        case .mapping(let entries):
            var members: [(key: String, value: String)] = []
            for entry in entries {
                guard let key = entry.key.scalar?.value, let value = text(for: entry.value) else { return nil }
                members.append((key, value))
            }
            let sorted = members.sorted { $0.key < $1.key }.map { quoted($0.key) + ":" + $0.value }
            return "{" + sorted.joined(separator: ",") + "}"
        }
    }

    private static func text(for scalar: YAMLScalar, of node: YAMLNode) -> String? {
        if node.isNull { return "null" }
        if let bool = node.boolValue { return bool ? "true" : "false" }
        if let int = node.intValue { return String(int) }
        if let double = node.doubleValue { return double.isFinite ? "\(double)" : nil }
        return quoted(scalar.value)
    }

    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        result.append(Substring(text)) { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case "\u{08}": "\\b"
            case "\u{0C}": "\\f"
            case let control where control.value < 0x20:
                "\\u" + String(repeating: "0", count: 4 - String(control.value, radix: 16).count)
                    + String(control.value, radix: 16)
            default: nil
            }
        }
        return result + "\""
    }
}
