/// A JSON value whose objects keep their keys in the order they were added, so a printed document is the same
/// text on every run and reads in the order the exporter chose.
public enum DocumentValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([DocumentValue])
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

    public static func == (lhs: DocumentObject, rhs: DocumentObject) -> Bool {
        lhs.members.count == rhs.members.count
            && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        for member in members {
            hasher.combine(member.key)
            hasher.combine(member.value)
        }
    }
}

extension DocumentValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(arrayLiteral elements: DocumentValue...) { self = .array(elements) }
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

    /// A list of strings as an array value.
    static func strings(_ texts: [String]) -> DocumentValue { .array(texts.map(DocumentValue.string)) }
}
