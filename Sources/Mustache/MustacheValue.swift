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
/// The renderer calls `render` with the tag's position — the 0-based column of its first character and the white
/// space its line starts with (the partial's indentation and the template's) — and the output so far, to which the
/// block appends its text, its later lines already indented (empty lines stay empty). A tag that stands alone on its
/// line and appends nothing removes the whole line, as a standalone section tag does.
public struct MustacheBlock: Sendable, Equatable {
    /// Where a block's tag landed.
    public struct Position: Sendable, Equatable {
        /// The 0-based column of the block's first character, counted in Unicode scalars.
        public var column: Int
        /// The white space the tag's line starts with; later lines of the block start with it too.
        public var indentation: String

        public init(column: Int, indentation: String) {
            self.column = column
            self.indentation = indentation
        }
    }

    /// Appends the text for the tag's position to the output.
    public let render: @Sendable (_ position: Position, _ output: inout String) -> Void

    /// A block printed by `render`.
    public init(_ render: @escaping @Sendable (_ position: Position, _ output: inout String) -> Void) {
        self.render = render
    }

    /// The block's text at column 0, on its own.
    public func text(at position: Position = Position(column: 0, indentation: "")) -> String {
        var text = ""
        render(position, &text)
        return text
    }

    /// Blocks are equal when they print the same text at column 0.
    public static func == (lhs: MustacheBlock, rhs: MustacheBlock) -> Bool {
        lhs.text() == rhs.text()
    }
}
