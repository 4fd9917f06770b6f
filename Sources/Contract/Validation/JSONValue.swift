import Foundation

/// A JSON value parsed with `JSONSerialization`, with booleans, integers and other numbers told apart.
enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Parses JSON text; any top-level value is allowed.
    static func parse(_ text: String) throws -> JSONValue {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        return JSONValue(bridging: object)
    }

    private static let booleanClass: AnyClass = type(of: NSNumber(value: true))

    private init(bridging object: Any) {
        switch object {
        case let number as NSNumber:
            if type(of: number) == Self.booleanClass {
                self = .bool(number.boolValue)
            } else if ["d", "f"].contains(String(cString: number.objCType)) {
                self = .double(number.doubleValue)
            } else {
                self = .int(number.intValue)
            }
        case let string as String: self = .string(string)
        case let array as [Any]: self = .array(array.map(JSONValue.init(bridging:)))
        case let dictionary as [String: Any]: self = .object(dictionary.mapValues(JSONValue.init(bridging:)))
        default: self = .null
        }
    }

    /// The value at `key` of an object.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// A number with no fractional part, as JSON decoders accept for integer fields.
    var integerValue: Int? {
        switch self {
        case .int(let value): return value
        case .double(let value) where value.rounded() == value && abs(value) < 9.0e15: return Int(value)
        default: return nil
        }
    }

    /// How the value is named in "expected …, found …" messages.
    var foundDescription: String {
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
