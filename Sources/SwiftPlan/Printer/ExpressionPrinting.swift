/// Expressions: one line when they fit, else broken the way swift-format lays them out.
///
/// The one-line form is written straight into the output and taken back when it doesn't fit (or can't be one line),
/// so the common case builds no intermediate strings.
extension SwiftPrinter {
    /// The expression on one line, or nil when it can't be on one (a closure with statements, a call laid out one
    /// argument per line, a string literal that is written as a multi-line literal).
    static func flat(_ expression: SwiftExpression) -> String? {
        var printer = SwiftPrinter(column: 0)
        return printer.appendFlat(expression) ? printer.text.string : nil
    }

    /// Appends the expression's one-line form; false (with partial text appended, for the caller to take back) when
    /// it has none. Doesn't track the column: callers measure what was appended.
    mutating func appendFlat(_ expression: SwiftExpression) -> Bool {
        switch expression {
        case .name(let name): text += name.printed
        case .code(let code): text += code.text
        case .member(let base, let name, let chain):
            guard appendFlat(base) else { return false }
            text += chain ? "?." : "."
            text += name.printed
        case .runtimeMember(let base, let name, let chain):
            guard appendFlat(base) else { return false }
            text += chain ? "?." : "."
            text += name.text
        case .implicitMember(let name):
            text += "."
            text += name.printed
        case .implicitRuntimeMember(let name):
            text += "."
            text += name.text
        case .metatype(let type):
            text += type.description
            text += ".self"
        case .type(let type): text += type.description
        case .initReference(let type, let labels):
            text += type.description + ".init(" + labels.map { $0.name + ":" }.joined() + ")"
        case .call(let callee, let arguments, let layout):
            guard layout == .fit, appendFlat(callee) else { return false }
            text += "("
            guard appendFlatList(arguments) else { return false }
            text += ")"
        case .string(let literal):
            if literal.form == .multilineWhenTextHasLines, StringLiteralPrinter.canBeRaw(literal.text) {
                return false
            }
            StringLiteralPrinter.appendSingleLine(literal.text, to: &text)
        case .int(let value): appendInteger(value, to: &text)
        case .double(let value):
            if value.rounded() == value, abs(value) < 1e15 {
                appendInteger(Int(value), to: &text)
            } else {
                text += "\(value)"
            }
        case .bool(let value): text += value ? "true" : "false"
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ", " }
                guard appendFlat(element) else { return false }
            }
            text += "]"
        case .dictionary(let entries):
            guard !entries.isEmpty else {
                text += "[:]"
                return true
            }
            text += "["
            for (index, entry) in entries.enumerated() {
                if index > 0 { text += ", " }
                guard appendFlat(entry.key) else { return false }
                text += ": "
                guard appendFlat(entry.value) else { return false }
            }
            text += "]"
        case .tuple(let elements):
            text += "("
            guard appendFlatList(elements) else { return false }
            text += ")"
        case .closedRange(let lower, let upper): text += "\(lower)...\(upper)"
        case .infix(let lhs, let op, let rhs):
            guard appendFlat(lhs) else { return false }
            text += " " + op.rawValue + " "
            return appendFlat(rhs)
        case .not(let operand):
            text += "!"
            return appendFlat(operand)
        case .forceUnwrap(let operand):
            guard appendFlat(operand) else { return false }
            text += "!"
        case .try(let operand):
            text += "try "
            return appendFlat(operand)
        case .await(let operand):
            text += "await "
            return appendFlat(operand)
        case .closure(let parameters, let body):
            guard body.isEmpty else { return false }
            text += "{ " + parameters.map(\.printed).joined(separator: ", ") + " in }"
        case .throwingClosure:
            return false
        }
        return true
    }

    /// `label: value, …` on one line; false when an argument can't be on one.
    private mutating func appendFlatList(_ arguments: [SwiftArgument]) -> Bool {
        for index in arguments.indices {
            if index > 0 { text += ", " }
            if let label = arguments[index].label {
                text += label.printedAsLabel
                text += ": "
            }
            guard appendFlat(arguments[index].value) else { return false }
        }
        return true
    }

    /// `label: value, …` on one line, or nil when an argument can't be on one.
    static func flatList(_ arguments: [SwiftArgument]) -> String? {
        var printer = SwiftPrinter(column: 0)
        return printer.appendFlatList(arguments) ? printer.text.string : nil
    }

    /// Writes the one-line form when there is one and it fits with `trailing` characters after it; else writes
    /// nothing and returns false.
    mutating func writeFlat(_ expression: SwiftExpression, trailing: Int) -> Bool {
        let start = checkpoint
        guard appendFlat(expression) else {
            restore(start)
            return false
        }
        column += width(after: start.end)
        guard column + trailing <= Self.width else {
            restore(start)
            return false
        }
        return true
    }

    /// Writes `expression` at the current column, with `trailing` characters to follow it on its last line.
    mutating func write(_ expression: SwiftExpression, trailing: Int) {
        switch expression {
        case .call(let callee, let arguments, let layout):
            writeCall(callee, arguments, layout: layout, trailing: trailing)
        case .string(let literal):
            writeString(literal, trailing: trailing)
        case .closure(let parameters, let body) where !body.isEmpty:
            write("{" + (parameters.isEmpty ? "" : " " + parameters.map(\.printed).joined(separator: ", ") + " in"))
            writeClosureBody(body)
        case .throwingClosure(let parameter, let thrown, let body):
            write("{ " + parameter.printed + " throws(" + thrown.description + ") in")
            writeClosureBody(body)
        default:
            if writeFlat(expression, trailing: trailing) { return }
            writeBroken(expression, trailing: trailing)
        }
    }

    /// A closure's statements, each on a line of its own one step in, then the closing brace.
    private mutating func writeClosureBody(_ body: [SwiftStatement]) {
        let outer = indent
        for statement in body {
            newline(indent: outer + Self.step)
            writeStatement(statement)
        }
        newline(indent: outer)
        write("}")
    }

    /// An expression too long for its line (or with a part that spans lines), written part by part.
    private mutating func writeBroken(_ expression: SwiftExpression, trailing: Int) {
        switch expression {
        case .array(let elements):
            writeArray(elements, trailing: trailing)
        case .try(let operand):
            write("try ")
            write(operand, trailing: trailing)
        case .await(let operand):
            write("await ")
            write(operand, trailing: trailing)
        case .forceUnwrap(let operand):
            write(operand, trailing: trailing + 1)
            write("!")
        case .member(let base, let name, let chain):
            write(base, trailing: trailing + Self.width(of: name.printed) + 1)
            write((chain ? "?." : ".") + name.printed)
        case .runtimeMember(let base, let name, let chain):
            write(base, trailing: trailing + Self.width(of: name.text) + 1)
            write((chain ? "?." : ".") + name.text)
        case .infix(let lhs, let op, let rhs):
            write(lhs, trailing: 0)
            write(" " + op.rawValue + " ")
            write(rhs, trailing: trailing)
        case .not(let operand):
            write("!")
            write(operand, trailing: trailing)
        case .tuple(let elements):
            writeCall(.code(SwiftFragment("")), elements, layout: .fit, trailing: trailing)
        default:
            // Too long, but nothing in it can break (a name, a literal): it goes on the line as it is.
            let start = checkpoint
            _ = appendFlat(expression)
            column += width(after: start.end)
        }
    }

    /// `callee(a, b)`; or `callee(` with the arguments on one continuation line; or one argument per line, the
    /// closing parenthesis on its own line (or after the last argument when an argument spans lines).
    private mutating func writeCall(
        _ callee: SwiftExpression, _ arguments: [SwiftArgument], layout: ListLayout, trailing: Int
    ) {
        write(callee, trailing: 1)
        write("(")
        if arguments.isEmpty {
            write(")")
            return
        }
        let outer = indent
        let inner = outer + Self.step
        let open = checkpoint
        if layout == .fit {
            if appendFlatList(arguments) {
                text += ")"
                column += width(after: open.end)
                if column + trailing <= Self.width { return }
            }
            restore(open)
            // All arguments on one continuation line, unless one of them is better as a multi-line literal.
            if !arguments.contains(where: { spansLines($0, at: inner) }) {
                newline(indent: inner)
                let line = checkpoint
                if appendFlatList(arguments) {
                    text += ")"
                    column += width(after: line.end)
                    if column + trailing <= Self.width { return }
                }
                restore(open)
            }
        }
        // One argument per line. In the compact layout, an argument that spans lines (a multi-line literal) keeps
        // the closing parenthesis on its last line.
        let attached = layout == .fit && arguments.contains { spansLines($0, at: inner) }
        for index in arguments.indices {
            let isLast = index == arguments.count - 1
            newline(indent: inner)
            if let label = arguments[index].label { write(label.printedAsLabel + ": ") }
            write(arguments[index].value, trailing: isLast ? (attached ? 1 + trailing : 0) : 1)
            if !isLast { write(",") }
        }
        if !attached { newline(indent: outer) }
        write(")")
    }

    /// Whether an argument on a line of its own at relative indentation `indent` would span lines: it can't be on
    /// one line, or it is a string literal too long for one that may be written as a raw multi-line literal.
    private func spansLines(_ argument: SwiftArgument, at indent: Int) -> Bool {
        var probe = SwiftPrinter(column: 0)
        if let label = argument.label { probe.text += label.printedAsLabel + ": " }
        guard probe.appendFlat(argument.value) else { return true }
        guard case .string(let literal) = argument.value, literal.form == .multilineWhenTooLong,
            !fits(atIndent: indent, probe.width(after: 0) + 1)
        else { return false }
        return StringLiteralPrinter.canBeRaw(literal.text + "\n")
    }

    /// A literal on one line, or a raw multi-line literal whose content and closing delimiter sit one level deeper
    /// than the line it starts on.
    private mutating func writeString(_ literal: StringLiteral, trailing: Int) {
        var raw: (delimiter: String, lines: [Substring])?
        switch literal.form {
        case .singleLine:
            break
        case .multilineWhenTextHasLines:
            raw = StringLiteralPrinter.rawLines(literal.text)
        case .multilineWhenTooLong:
            let start = checkpoint
            writeLiteral(literal.text)
            guard column + trailing > Self.width, let block = StringLiteralPrinter.rawLines(literal.text + "\n") else {
                return
            }
            restore(start)
            // `text + "\n"` ends in an empty line; dropping it leaves the value without a final line feed.
            raw = (block.delimiter, Array(block.lines.dropLast()))
        }
        guard let (hashes, lines) = raw else {
            writeLiteral(literal.text)
            return
        }
        let contentIndent = indent + Self.step
        write(hashes + "\"\"\"")
        for line in lines {
            if line.isEmpty {
                emptyLine()
            } else {
                newline(indent: contentIndent)
                write(line)
            }
        }
        newline(indent: contentIndent)
        write("\"\"\"" + hashes)
    }

    /// `[a, b]`; or the elements on one line of their own with a trailing comma; or one element per line.
    private mutating func writeArray(_ elements: [SwiftExpression], trailing: Int) {
        let outer = indent
        write("[")
        let open = checkpoint
        newline(indent: outer + Self.step)
        let line = checkpoint
        var allFlat = true
        for (index, element) in elements.enumerated() {
            if index > 0 { text += ", " }
            guard appendFlat(element) else {
                allFlat = false
                break
            }
        }
        if allFlat {
            text += ","
            column += width(after: line.end)
            if column <= Self.width {
                newline(indent: outer)
                write("]")
                return
            }
        }
        restore(open)
        for element in elements {
            newline(indent: outer + Self.step)
            write(element, trailing: 1)
            write(",")
        }
        newline(indent: outer)
        write("]")
    }
}

/// An integer literal; from five digits on grouped by thousands for reading (`8_388_608`), as Swift allows.
func appendInteger(_ value: Int, to text: inout PrintedText) {
    let digits = String(value.magnitude)
    if value < 0 { text.append(ascii: UInt8(ascii: "-")) }
    guard digits.utf8.count > 4 else { return text += digits }
    for (offset, digit) in digits.utf8.enumerated() {
        if offset > 0, (digits.utf8.count - offset) % 3 == 0 { text.append(ascii: UInt8(ascii: "_")) }
        text.append(ascii: digit)
    }
}
