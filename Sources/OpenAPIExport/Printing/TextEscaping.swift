/// Which characters a printed document writes as escapes: control characters, the line and paragraph
/// separators, the byte-order mark and the bidirectional controls (so no contract text can reorder what a
/// reader sees, as in Trojan Source).
enum TextEscaping {
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F: true
        case 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `\uXXXX`, which JSON and YAML double-quoted strings both read.
    static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// The text as a double-quoted string in both JSON and YAML syntax.
    static func doubleQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let other where needsEscape(other): result += unicodeEscape(other)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A finite number as text both printers use; exponents keep a fraction so YAML 1.1 readers see a float.
    static func number(_ value: Double) -> String {
        var text = value.description
        if !text.contains("."), let exponent = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            text.insert(contentsOf: ".0", at: exponent)
        }
        return text
    }
}
