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
    /// Text made for the column it lands on (see ``MustacheBlock``); never escaped.
    case block(MustacheBlock)

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
        case .int, .double, .object, .block: return true
        }
    }
}

/// A value printed lazily for where its tag lands, so a code generator can lay a piece out for its column.
///
/// The renderer calls `render` with the 0-based column of the tag's first character and indents every later line
/// of the result like the tag's line (empty lines stay empty). A tag that stands alone on its line and renders
/// nothing removes the whole line, as a standalone section tag does.
public struct MustacheBlock: Sendable, Equatable {
    /// The text for a first line starting at the given column; later lines unindented.
    public let render: @Sendable (_ column: Int) -> String

    /// A block printed by `render`.
    public init(_ render: @escaping @Sendable (_ column: Int) -> String) {
        self.render = render
    }

    /// Blocks are equal when they print the same text at column 0.
    public static func == (lhs: MustacheBlock, rhs: MustacheBlock) -> Bool {
        lhs.render(0) == rhs.render(0)
    }
}
