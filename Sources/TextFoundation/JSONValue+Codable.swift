/// A JSON value decodes from whatever JSON is there and encodes back as it came.
extension JSONValue: Codable {
    /// Decodes whatever JSON value is there; an object's members in key order, since decoders do not keep theirs.
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: JSONMemberKey.self) {
            var object = JSONObject()
            for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                object[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
            }
            self = .object(object)
            return
        }
        if var container = try? decoder.unkeyedContainer() {
            var items: [JSONValue] = []
            while !container.isAtEnd { items.append(try container.decode(JSONValue.self)) }
            self = .array(items)
            return
        }
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    /// Encodes the value as it came; an object's members in their order.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let object):
            var container = encoder.container(keyedBy: JSONMemberKey.self)
            for member in object.members { try container.encode(member.value, forKey: JSONMemberKey(member.key)) }
        case .array(let items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item) }
        default:
            var container = encoder.singleValueContainer()
            switch self {
            case .null: try container.encodeNil()
            case .bool(let value): try container.encode(value)
            case .int(let value): try container.encode(value)
            case .double(let value): try container.encode(value)
            case .string(let value): try container.encode(value)
            case .array, .object: break
            }
        }
    }
}

/// An object member's name as a coding key.
private struct JSONMemberKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
