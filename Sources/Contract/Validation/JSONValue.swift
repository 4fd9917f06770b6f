import Foundation

/// A JSON value parsed with `JSONSerialization`, with booleans, integers and other numbers told apart.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Parses JSON text; any top-level value is allowed.
    public static func parse(_ text: String) throws -> JSONValue {
        if let scalar = plainScalar(text) { return scalar }
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        return JSONValue(bridging: object)
    }

    /// Parses JSON bytes; any top-level value is allowed.
    public static func parse(_ data: Data) throws -> JSONValue {
        JSONValue(bridging: try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
    }

    /// The value of a text that is only `null`, `true`, `false`, an integer of at most 18 digits, or a string with
    /// no escape and no control character: most values examples expect. Nil for any other text, which
    /// `JSONSerialization` reads (it costs several thousand instructions even for `1`).
    static func plainScalar(_ text: String) -> JSONValue? {
        let bytes = text.utf8
        guard let first = bytes.first else { return nil }
        if first == UInt8(ascii: "\"") {
            guard bytes.count >= 2, bytes.last == UInt8(ascii: "\"") else { return nil }
            let content = bytes.dropFirst().dropLast()
            let plain = content.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
            return plain ? .string(String(Substring(content))) : nil
        }
        let digits = first == UInt8(ascii: "-") ? bytes.dropFirst() : bytes[...]
        if let lead = digits.first, lead >= UInt8(ascii: "0"), lead <= UInt8(ascii: "9") {
            // JSON has no leading zeros; "-0" is left to the parser, which may read it as a double.
            guard digits.count <= 18, lead != UInt8(ascii: "0") || (digits.count == 1 && first != UInt8(ascii: "-")),
                digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
            else { return nil }
            return Int(text).map(JSONValue.int)
        }
        switch text {
        case "null": return .null
        case "true": return .bool(true)
        case "false": return .bool(false)
        default: return nil
        }
    }

    private static let booleanClass: AnyClass = type(of: NSNumber(value: true))

    // Containers and strings are tried first: asking whether a dictionary is an `NSNumber` bridges the whole
    // dictionary to Objective-C first.
    private init(bridging object: Any) {
        switch object {
        case let string as String: self = .string(string)
        case let dictionary as [String: Any]: self = .object(dictionary.mapValues(JSONValue.init(bridging:)))
        case let array as [Any]: self = .array(array.map(JSONValue.init(bridging:)))
        case let number as NSNumber:
            if type(of: number) == Self.booleanClass {
                self = .bool(number.boolValue)
            } else if Self.isFloatingPoint(number.objCType) {
                self = .double(number.doubleValue)
            } else {
                self = .int(number.intValue)
            }
        default: self = .null
        }
    }

    /// Whether an `objCType` is `d` or `f`.
    private static func isFloatingPoint(_ type: UnsafePointer<CChar>) -> Bool {
        (type[0] == CChar(UInt8(ascii: "d")) || type[0] == CChar(UInt8(ascii: "f"))) && type[1] == 0
    }

    /// The value at `key` of an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// A number with no fractional part, as JSON decoders accept for integer fields.
    public var integerValue: Int? {
        switch self {
        case .int(let value): return value
        case .double(let value) where value.rounded() == value && abs(value) < 9.0e15: return Int(value)
        default: return nil
        }
    }

    /// How the value is named in "expected …, found …" messages.
    public var foundDescription: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .int(let value): "\(value)"
        case .double(let value): "\(value)"
        case .string(let value): "\"\(value.abbreviatedForMessage)\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}
