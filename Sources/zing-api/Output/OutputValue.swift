import APIRuntime

/// A JSON value with ordered keys, so output reads in the documented order.
indirect enum OutputValue: Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([OutputValue])
    case object([(String, OutputValue)])

    static func == (lhs: OutputValue, rhs: OutputValue) -> Bool {
        lhs.json == rhs.json
    }

    static func optional(_ text: String?) -> OutputValue { text.map(OutputValue.string) ?? .null }
    static func optional(_ number: Int?) -> OutputValue { number.map(OutputValue.int) ?? .null }

    /// An opaque server value, as it came.
    init(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .int(let number): self = .int(number)
        case .double(let number): self = .double(number)
        case .string(let text): self = .string(text)
        case .array(let items): self = .array(items.map(OutputValue.init))
        case .object(let fields):
            self = .object(fields.sorted { $0.key < $1.key }.map { ($0.key, OutputValue($0.value)) })
        }
    }

    /// Compact JSON text.
    var json: String {
        switch self {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .int(let number): String(number)
        case .double(let number): number.isFinite ? "\(number)" : "null"
        case .string(let text): Self.quoted(text)
        case .array(let items): "[" + items.map(\.json).joined(separator: ",") + "]"
        case .object(let fields):
            "{" + fields.map { Self.quoted($0.0) + ":" + $0.1.json }.joined(separator: ",") + "}"
        }
    }

    /// The value as plain text, for the readable output.
    var text: String {
        switch self {
        case .null: "-"
        case .string(let text): text
        default: json
        }
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
