/// Any JSON value, objects with their members in order: the one JSON value of the project.
///
/// Apps meet it as the type of fields the docs leave opaque (`type: json`); the tools parse contract examples, captured
/// traffic and server answers into it and print documents from it. Objects keep the order their members were written
/// or added in, so a printed document is the same text on every run; they compare as JSON does, without order.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number without fraction or exponent that fits `Int`.
    case int(Int)
    /// Any other number.
    case double(Double)
    /// A string.
    case string(String)
    /// An array, in order.
    case array([JSONValue])
    /// An object.
    case object(JSONObject)

    /// The value at `key` of an object; nil for a missing key or a value that is no object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

    /// The members of an object value; nil for any other value.
    public var object: JSONObject? {
        guard case .object(let object) = self else { return nil }
        return object
    }

    /// A number with no fractional part, as JSON decoders accept for integer fields.
    public var integerValue: Int? {
        switch self {
        case .int(let value): return value
        case .double(let value) where value.rounded() == value && abs(value) < 9.0e15: return Int(value)
        default: return nil
        }
    }
}

/// The members of a JSON object, in the order they were written or added.
///
/// Setting an existing key replaces its value in place; two objects are equal when they hold the same members, in
/// any order. An object of more than a few members is indexed, so reading one of many members (hostile input) stays
/// linear, while the small objects that make up most documents carry no index.
public struct JSONObject: Sendable, Hashable, Sequence {
    /// The members, in order.
    public private(set) var members: [(key: String, value: JSONValue)] = []
    /// Each key's position in ``members``, once there are more than ``indexedFrom`` members.
    private var positions: [String: Int]?
    /// Objects this large or smaller are searched member by member.
    private static let indexedFrom = 8

    /// An empty object.
    public init() {}

    /// An object of these members, in this order; a repeated key keeps its first place and its last value. (An array,
    /// not any sequence: a `Dictionary` has no order to keep.)
    public init(_ members: [(key: String, value: JSONValue)]) {
        for (key, value) in members { self[key] = value }
    }

    /// The value of `key`; assigning nil removes the member.
    public subscript(key: String) -> JSONValue? {
        get { position(of: key).map { members[$0].value } }
        set {
            switch (position(of: key), newValue) {
            case (let position?, let value?): members[position].value = value
            case (let position?, nil):
                members.remove(at: position)
                if positions != nil { index() }
            case (nil, let value?):
                positions?[key] = members.count
                members.append((key, value))
                if positions == nil, members.count > Self.indexedFrom { index() }
            case (nil, nil): break
            }
        }
    }

    /// Makes room for `count` members in all, so adding them does not grow the storage step by step.
    package mutating func reserveCapacity(_ count: Int) { members.reserveCapacity(count) }

    private func position(of key: String) -> Int? {
        positions.map { $0[key] } ?? members.firstIndex { $0.key == key }
    }

    private mutating func index() {
        positions = Dictionary(uniqueKeysWithValues: members.enumerated().map { ($0.element.key, $0.offset) })
    }

    /// The keys, in order.
    public var keys: [String] { members.map(\.key) }
    /// The values, in order.
    public var values: [JSONValue] { members.map(\.value) }
    /// How many members the object has.
    public var count: Int { members.count }
    /// Whether the object has no members.
    public var isEmpty: Bool { members.isEmpty }

    /// The same keys, in the same order, with each value transformed.
    public func mapValues(_ transform: (JSONValue) throws -> JSONValue) rethrows -> JSONObject {
        var result = self
        for index in result.members.indices { result.members[index].value = try transform(result.members[index].value) }
        return result
    }

    /// The members in order.
    public func makeIterator() -> IndexingIterator<[(key: String, value: JSONValue)]> { members.makeIterator() }

    /// The same members, in any order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.count == rhs.count && lhs.members.allSatisfy { rhs[$0.key] == $0.value }
    }

    /// Hashes the members by key, so order does not matter.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for member in members.sorted(by: { $0.key < $1.key }) {
            hasher.combine(member.key)
            hasher.combine(member.value)
        }
    }
}

/// Literals, so values read like the JSON they stand for: `["type": "string", "minLength": 1]`.
extension JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    /// A string.
    public init(stringLiteral value: String) { self = .string(value) }
    /// A boolean.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An integer.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// A number.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// An array.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// `null`.
    public init(nilLiteral: ()) { self = .null }
    /// An object, members in the literal's order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements.map { (key: $0.0, value: $0.1) }))
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// An object, members in the literal's order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements.map { (key: $0.0, value: $0.1) })
    }
}

extension JSONValue {
    /// An object of these members, in this order.
    package static func object(_ members: [(key: String, value: JSONValue)]) -> JSONValue {
        .object(JSONObject(members))
    }

    /// An object with one member.
    package static func single(_ key: String, _ value: JSONValue) -> JSONValue {
        .object(JSONObject([(key: key, value: value)]))
    }

    /// A list of strings as an array value.
    package static func strings(_ texts: [String]) -> JSONValue { .array(texts.map(JSONValue.string)) }
}

extension JSONValue {
    /// The text of a string value; nil for any other value.
    public var stringValue: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }
}

extension JSONValue {
    /// Whether the two values mean the same JSON: numbers by value (`1` is `1.0`), objects without order, arrays item
    /// by item.
    public func isEquivalent(to other: JSONValue) -> Bool {
        switch (self, other) {
        case (.int(let left), .double(let right)), (.double(let right), .int(let left)): return Double(left) == right
        case (.array(let left), .array(let right)):
            return left.count == right.count && zip(left, right).allSatisfy { $0.isEquivalent(to: $1) }
        case (.object(let left), .object(let right)):
            return left.count == right.count
                && left.allSatisfy { member in right[member.key].map { member.value.isEquivalent(to: $0) } == true }
        default: return self == other
        }
    }
}
