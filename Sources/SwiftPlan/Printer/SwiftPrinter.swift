/// The one place that turns typed Swift into text: it owns indentation, line breaking and escaping by context.
///
/// Every entry point prints for a starting `column` (where the template put the piece). The first line starts there;
/// later lines are indented relative to it (the renderer adds the column's indentation), and each line keeps within
/// ``width`` (code) or ``commentWidth`` (comments), as the project's `.swift-format` wants.
public struct SwiftPrinter {
    /// The last column a line of code may reach: one less than `.swift-format`'s 120, because swift-format breaks a
    /// line that exactly reaches the limit in some positions.
    public static let width = 119
    /// The last column a comment line may reach.
    public static let commentWidth = 120
    /// One level of indentation.
    static let step = 4

    /// The text printed so far.
    private(set) var text = ""
    /// The absolute column of relative indentation 0.
    let base: Int
    /// The current line's indentation, relative to `base`.
    private(set) var indent = 0
    /// The absolute column where the next character goes.
    private(set) var column: Int

    init(column: Int) {
        base = column
        self.column = column
        text.reserveCapacity(256)
    }

    /// Appends text without a line break.
    mutating func write(_ piece: String) {
        text += piece
        column += piece.count
    }

    /// Starts a new line at relative indentation `indent`.
    mutating func newline(indent: Int) {
        text += "\n"
        if indent > 0 { text += String(repeating: " ", count: indent) }
        self.indent = indent
        column = base + indent
    }

    /// Starts a new line with no indentation at all (inside a multi-line string literal, an empty line).
    mutating func emptyLine() {
        text += "\n"
        column = base
    }

    /// Whether `length` more characters, then `trailing` ones, fit on the current line.
    func fits(_ length: Int, trailing: Int = 0) -> Bool {
        column + length + trailing <= Self.width
    }

    /// Whether a line at relative indentation `indent` holding `length` characters fits.
    func fits(atIndent indent: Int, _ length: Int) -> Bool {
        base + indent + length <= Self.width
    }
}

extension SwiftPrinter {
    /// A declaration's doc comment and header, the first line at `column`.
    public static func declaration(_ declaration: SwiftDeclaration, column: Int) -> String {
        var printer = SwiftPrinter(column: column)
        printer.writeDeclaration(declaration)
        return printer.text
    }

    /// Statements one per line (or as their layout wants), the first at `column`.
    public static func statements(_ statements: [SwiftStatement], column: Int) -> String {
        var printer = SwiftPrinter(column: column)
        printer.writeStatements(statements)
        return printer.text
    }

    /// An expression starting at `column`, followed by `trailing` characters on its last line.
    public static func expression(_ expression: SwiftExpression, column: Int, trailing: Int = 0) -> String {
        var printer = SwiftPrinter(column: column)
        printer.write(expression, trailing: trailing)
        return printer.text
    }

    /// A doc comment, the first line at `column`; empty when the comment has nothing to say.
    public static func docComment(_ comment: DocComment?, column: Int) -> String {
        guard let comment else { return "" }
        var printer = SwiftPrinter(column: column)
        printer.writeDocComment(comment)
        return printer.text
    }

    /// The text of a `//` comment: one line, no line terminators or control characters.
    public static func comment(_ text: CommentText) -> String {
        ProseCleaner.oneLine(text.text)
    }

    /// A string literal on one line, escaped whatever the text.
    public static func literal(_ literal: StringLiteral) -> String {
        StringLiteralPrinter.singleLine(literal.text)
    }

    /// The declaration's header on one line, without doc comment or initializer: how the public-symbol list shows it.
    public static func signature(_ declaration: SwiftDeclaration) -> String {
        var printer = SwiftPrinter(column: 0)
        printer.writeHeader(declaration, signatureOnly: true)
        return printer.text
    }
}
