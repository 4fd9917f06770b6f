import Contract

/// JSON text of a value, keys sorted and indented by two spaces, as contract examples are written; and quoting that
/// suits both JSON and YAML double-quoted scalars.
enum JSONText {
    static func pretty(_ value: JSONValue, indent: String = "") -> String {
        let inner = indent + "  "
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let number): return String(number)
        case .double(let number): return number.isFinite ? "\(number)" : "null"
        case .string(let text): return quoted(text)
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            return "[\n" + items.map { inner + pretty($0, indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let lines = members.sorted { $0.key < $1.key }.map {
                inner + quoted($0.key) + ": " + pretty($0.value, indent: inner)
            }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    /// A double-quoted string: quotes, backslashes and every character YAML or JSON could not hold as is escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where needsEscape(scalar):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Controls, the C1 range, line and paragraph separators, the byte-order mark: not printable in YAML.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
            || scalar.value == 0xFEFF
    }
}
