/// A JSON value whose objects keep their keys in the order they were added, so a printed document is the same
/// text on every run and reads in the order the exporter chose.
public enum DocumentValue: Sendable, Hashable {
    /// JSON `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number without fraction or exponent that fits `Int`.
    case int(Int)
    /// Any other number (always finite).
    case double(Double)
    /// A string.
    case string(String)
    /// An array, in order.
    case array([DocumentValue])
    /// An object, its members in order.
    case object(DocumentObject)
}

/// The members of a JSON object in insertion order; setting an existing key replaces its value in place.
public struct DocumentObject: Sendable, Hashable {
    /// The members, in order.
    public private(set) var members: [(key: String, value: DocumentValue)] = []

    /// An empty object.
    public init() {}

    /// An object with these members, in this order (a repeated key keeps its first place and its last value).
    public init(_ members: KeyValuePairs<String, DocumentValue>) {
        for (key, value) in members { self[key] = value }
    }

    /// The value of `key`; assigning nil removes it.
    public subscript(key: String) -> DocumentValue? {
        get { members.first { $0.key == key }?.value }
        set {
            let position = members.firstIndex { $0.key == key }
            switch (position, newValue) {
            case (let position?, let value?): members[position].value = value
            case (let position?, nil): members.remove(at: position)
            case (nil, let value?): members.append((key, value))
            case (nil, nil): break
            }
        }
    }

    /// Whether the object has no members.
    public var isEmpty: Bool { members.isEmpty }

    /// Equal members in the same order.
    public static func == (lhs: DocumentObject, rhs: DocumentObject) -> Bool {
        lhs.members.count == rhs.members.count
            && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    /// Hashes the members in order.
    public func hash(into hasher: inout Hasher) {
        for member in members {
            hasher.combine(member.key)
            hasher.combine(member.value)
        }
    }
}

/// Literals, so documents read like the JSON they print: `["type": "string", "minLength": 1]`.
extension DocumentValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
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
    public init(arrayLiteral elements: DocumentValue...) { self = .array(elements) }
    /// An object, members in the literal's order.
    public init(dictionaryLiteral elements: (String, DocumentValue)...) {
        var object = DocumentObject()
        for (key, value) in elements { object[key] = value }
        self = .object(object)
    }
}

extension DocumentValue {
    /// The members of an object value; nil for any other value.
    public var object: DocumentObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// The value at `key` of an object value.
    public subscript(key: String) -> DocumentValue? {
        object?[key]
    }

    /// An object with one member.
    static func single(_ key: String, _ value: DocumentValue) -> DocumentValue {
        var object = DocumentObject()
        object[key] = value
        return .object(object)
    }

    /// A list of strings as an array value.
    static func strings(_ texts: [String]) -> DocumentValue { .array(texts.map(DocumentValue.string)) }
}
