/// The data a template is rendered against.
///
/// Truthiness (for `{{#section}}` and `{{^inverted}}`): `.null`, `.bool(false)`,
/// an empty `.string` and an empty `.list` are falsey; everything else,
/// including `0` and an empty `.object`, is truthy.
public indirect enum MustacheValue: Sendable, Equatable,
    ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case list([MustacheValue])
    case object([String: MustacheValue])

    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(arrayLiteral elements: MustacheValue...) { self = .list(elements) }

    /// Duplicate keys keep the last value rather than trapping.
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// Whether a section renders (and an inverted section does not).
    var isTruthy: Bool {
        switch self {
        case .null: return false
        case .bool(let value): return value
        case .string(let value): return !value.isEmpty
        case .list(let items): return !items.isEmpty
        case .int, .double, .object: return true
        }
    }
}
