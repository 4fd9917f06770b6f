/// The one place that turns typed Swift into text: it owns indentation, line breaking and escaping by context.
///
/// Every entry point prints for where the template put the piece: the first line starts at `column`, later lines
/// start with the `indentation` of the piece's line (by default `column` spaces) plus the printer's own
/// indentation, and each line keeps within ``width`` (code) or ``commentWidth`` (comments), as the project's
/// `.swift-format` wants.
public struct SwiftPrinter {
    /// The last column a line of code may reach: one less than `.swift-format`'s 120, because swift-format breaks a
    /// line that exactly reaches the limit in some positions.
    public static let width = 119
    /// The last column a comment line may reach.
    public static let commentWidth = 120
    /// One level of indentation.
    static let step = 4
    /// The text printed so far.
    var text = PrintedText()
    /// What every later line starts with: the indentation of the line the piece is on.
    let indentation: String
    /// The absolute column of relative indentation 0.
    let base: Int
    /// The current line's indentation, relative to `base`.
    var indent = 0
    /// The absolute column where the next character goes.
    var column: Int
    /// The modifier of the module's API declarations.
    let access: APIAccess

    init(column: Int, indentation: String? = nil, access: APIAccess = .public) {
        self.access = access
        self.indentation = indentation ?? String(repeating: " ", count: column)
        base = indentation.map(Self.width) ?? column
        self.column = column
    }

    /// Appends text without a line break.
    mutating func write(_ piece: some StringProtocol) {
        let start = text.byteCount
        text.append(piece)
        column += width(after: start)
    }

    /// Appends `value` as a one-line string literal without a line break.
    mutating func writeLiteral(_ value: String) {
        let start = text.byteCount
        StringLiteralPrinter.appendSingleLine(value, to: &text)
        column += width(after: start)
    }

    /// How many columns `text` takes: its Unicode scalars, counted as the UTF-8 bytes that start one (a continuation
    /// byte is `0b10xxxxxx`), read in place where the text is contiguous.
    static func width(of text: some StringProtocol) -> Int {
        func scalarStarts(_ bytes: some Sequence<UInt8>) -> Int {
            bytes.reduce(0) { $0 &+ ($1 & 0xC0 == 0x80 ? 0 : 1) }
        }
        return text.utf8.withContiguousStorageIfAvailable(scalarStarts) ?? scalarStarts(text.utf8)
    }

    /// How many columns the text written after its first `count` bytes takes.
    func width(after count: Int) -> Int {
        text.width(from: count)
    }

    /// Starts a new line at relative indentation `indent`.
    mutating func newline(indent: Int) {
        text.appendLineFeed()
        text += indentation
        if indent > 0 { text.appendSpaces(indent) }
        self.indent = indent
        column = base + indent
    }

    /// Starts a new line with no indentation at all (inside a multi-line string literal, an empty line).
    mutating func emptyLine() {
        text.appendLineFeed()
        column = base
    }

    /// A point to come back to when a layout doesn't fit.
    struct Checkpoint {
        let end: Int
        let column: Int
        let indent: Int
    }

    /// The current end of the text, column and indentation.
    var checkpoint: Checkpoint { Checkpoint(end: text.byteCount, column: column, indent: indent) }

    /// Takes back everything written since `checkpoint`.
    mutating func restore(_ checkpoint: Checkpoint) {
        text.truncate(to: checkpoint.end)
        column = checkpoint.column
        indent = checkpoint.indent
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
    /// Runs `print` with a new printer, then appends what it printed to `output`.
    private static func append(
        to output: inout String, column: Int, indentation: String?, access: APIAccess = .public,
        _ print: (inout SwiftPrinter) -> Void
    ) {
        var printer = SwiftPrinter(column: column, indentation: indentation, access: access)
        print(&printer)
        output.append(printer.text)
    }

    /// ``declaration(_:column:indentation:access:)``, appended to `output`.
    public static func append(
        _ declaration: SwiftDeclaration, to output: inout String, column: Int, indentation: String? = nil,
        access: APIAccess = .public
    ) {
        append(to: &output, column: column, indentation: indentation, access: access) {
            $0.writeDeclaration(declaration)
        }
    }

    /// ``statements(_:column:indentation:)``, appended to `output`.
    public static func append(
        _ statements: [SwiftStatement], to output: inout String, column: Int, indentation: String? = nil
    ) {
        append(to: &output, column: column, indentation: indentation) { $0.writeStatements(statements) }
    }

    /// ``expression(_:column:indentation:trailing:)``, appended to `output`.
    public static func append(
        _ expression: SwiftExpression, to output: inout String, column: Int, indentation: String? = nil
    ) {
        append(to: &output, column: column, indentation: indentation) { $0.write(expression, trailing: 0) }
    }

    /// A declaration's doc comment and header, the first line at `column`; an API declaration has `access`'s
    /// modifier.
    public static func declaration(
        _ declaration: SwiftDeclaration, column: Int, indentation: String? = nil, access: APIAccess = .public
    ) -> String {
        var printer = SwiftPrinter(column: column, indentation: indentation, access: access)
        printer.writeDeclaration(declaration)
        return printer.text.string
    }

    /// Statements one per line (or as their layout wants), the first at `column`.
    public static func statements(_ statements: [SwiftStatement], column: Int, indentation: String? = nil) -> String {
        var printer = SwiftPrinter(column: column, indentation: indentation)
        printer.writeStatements(statements)
        return printer.text.string
    }

    /// An expression starting at `column`, followed by `trailing` characters on its last line.
    public static func expression(
        _ expression: SwiftExpression, column: Int, indentation: String? = nil, trailing: Int = 0
    ) -> String {
        var printer = SwiftPrinter(column: column, indentation: indentation)
        printer.write(expression, trailing: trailing)
        return printer.text.string
    }

    /// A doc comment, the first line at `column`; empty when the comment has nothing to say.
    public static func docComment(_ comment: DocComment?, column: Int, indentation: String? = nil) -> String {
        guard let comment else { return "" }
        var printer = SwiftPrinter(column: column, indentation: indentation)
        printer.writeDocComment(comment)
        return printer.text.string
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
    public static func signature(_ declaration: SwiftDeclaration, access: APIAccess = .public) -> String {
        var printer = SwiftPrinter(column: 0, access: access)
        printer.writeHeader(declaration, signatureOnly: true)
        return printer.text.string
    }
}
