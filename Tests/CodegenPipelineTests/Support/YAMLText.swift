/// A YAML value written as JSON-style flow YAML: every string double-quoted, with anything a YAML reader could
/// change (line breaks, control characters, quotes, backslashes) escaped, so a contract built in a test reaches the
/// loader with exactly the names and texts the test chose.
indirect enum YAMLText: Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral {
    case string(String)
    case number(Int)
    case bool(Bool)
    case list([YAMLText])
    case map([(String, YAMLText)])

    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .number(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }

    /// The value as YAML text, nested lines indented.
    func rendered(indent: String = "") -> String {
        switch self {
        case .string(let text): return Self.quoted(text)
        case .number(let value): return String(value)
        case .bool(let value): return value ? "true" : "false"
        case .list(let items):
            if items.isEmpty { return "[]" }
            let inner = indent + "  "
            return "[\n" + items.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n") + "\n" + indent
                + "]"
        case .map(let entries):
            if entries.isEmpty { return "{}" }
            let inner = indent + "  "
            return "{\n"
                + entries.map { inner + Self.quoted($0.0) + ": " + $0.1.rendered(indent: inner) }.joined(
                    separator: ",\n")
                + "\n" + indent + "}"
        }
    }

    /// A double-quoted YAML scalar of `text`: printable characters as they are, everything else escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                let value = scalar.value
                let printable =
                    (0x20...0x7E).contains(value) || (0xA0...0xD7FF).contains(value)
                    || ((0xE000...0xFFFD).contains(value) && value != 0xFEFF) || value >= 0x10000
                if printable && !(0x2028...0x2029).contains(value) {
                    result.unicodeScalars.append(scalar)
                } else if value <= 0xFFFF {
                    let hex = String(value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    let hex = String(value, radix: 16, uppercase: true)
                    result += "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
                }
            }
        }
        return result + "\""
    }
}
