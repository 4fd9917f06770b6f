/// Statements, each on its own line(s); a short `if`, `guard` or `case` with one statement stays on one line.
extension SwiftPrinter {
    mutating func writeStatements(_ statements: [SwiftStatement]) {
        let current = indent
        for index in statements.indices {
            if index > 0 { newline(indent: current) }
            writeStatement(statements[index])
        }
    }

    /// The statement on one line, or nil when it needs more (a block, or an expression that can't be flat).
    static func flat(_ statement: SwiftStatement) -> String? {
        var printer = SwiftPrinter(column: 0)
        return printer.appendFlat(statement) ? printer.text.string : nil
    }

    /// Appends the statement's one-line form; false when it has none (see ``appendFlat(_:)-expression``).
    private mutating func appendFlat(_ statement: SwiftStatement) -> Bool {
        switch statement {
        case .return(nil):
            text += "return"
            return true
        case .return(let value?):
            text += "return "
            return appendFlat(value)
        case .throw(let value):
            text += "throw "
            return appendFlat(value)
        case .expression(let value):
            return appendFlat(value)
        case .discard(let value):
            text += "_ = "
            return appendFlat(value)
        case .assign(let target, let value):
            guard appendFlat(target) else { return false }
            text += " = "
            return appendFlat(value)
        case .let, .var, .if, .guard, .switch, .doCatch, .comment:
            return false
        }
    }

    mutating func writeStatement(_ statement: SwiftStatement) {
        switch statement {
        case .let(let name, let type, let value):
            writeBinding("let ", name, type, value)
        case .var(let name, let type, let value):
            writeBinding("var ", name, type, value)
        case .assign(let target, let value):
            write(target, trailing: 3)
            write(" = ")
            write(value, trailing: 0)
        case .if(let condition, let body, let layout):
            writeBlock("if ", condition, "", body, layout: layout)
        case .guard(let condition, let body, let layout):
            writeBlock("guard ", condition, " else", body, layout: layout)
        case .switch(let subject, let cases):
            writeSwitch(subject, cases)
        case .doCatch(let body, let handler):
            let outer = indent
            write("do {")
            newline(indent: outer + Self.step)
            writeStatements(body)
            newline(indent: outer)
            write("} catch {")
            newline(indent: outer + Self.step)
            writeStatements(handler)
            newline(indent: outer)
            write("}")
        case .return(let value):
            write(value == nil ? "return" : "return ")
            if let value { write(value, trailing: 0) }
        case .throw(let value):
            write("throw ")
            write(value, trailing: 0)
        case .expression(let value):
            write(value, trailing: 0)
        case .discard(let value):
            write("_ = ")
            write(value, trailing: 0)
        case .comment(let text):
            write("// " + Self.comment(text))
        }
    }

    private mutating func writeBinding(
        _ keyword: String, _ name: SwiftIdentifier, _ type: SwiftType?, _ value: SwiftExpression?
    ) {
        write(keyword + name.printed)
        if let type { write(": " + type.description) }
        if let value {
            write(" = ")
            write(value, trailing: 0)
        }
    }

    /// Appends what an `if` or `guard` tests.
    private mutating func appendFlat(_ condition: SwiftCondition) -> Bool {
        switch condition {
        case .expression(let value):
            return appendFlat(value)
        case .optionalBinding(let name, let value):
            text += "let " + name.printed
            guard let value else { return true }
            text += " = "
            return appendFlat(value)
        case .enumCase(let name, let value):
            text += "case ." + name.printed + " = "
            return appendFlat(value)
        case .enumCaseBinding(let name, let binding, let value):
            text += "case ." + name.printed + "(let " + binding.printed + ") = "
            return appendFlat(value)
        }
    }

    /// `if condition { statement }` when compact and it fits, else `if condition {`, the body one level deeper, `}`.
    private mutating func writeBlock(
        _ keyword: String, _ condition: SwiftCondition, _ suffix: String, _ body: [SwiftStatement], layout: BlockLayout
    ) {
        let start = checkpoint
        text += keyword
        _ = appendFlat(condition)
        text += suffix
        let head = checkpoint
        if layout == .compact, body.count == 1 {
            text += " { "
            if appendFlat(body[0]) {
                text += " }"
                column += width(after: start.end)
                if column <= Self.width { return }
            }
            restore(head)
        }
        column = start.column + width(after: start.end)
        let outer = indent
        write(" {")
        newline(indent: outer + Self.step)
        writeStatements(body)
        newline(indent: outer)
        write("}")
    }

    /// `switch subject {`, each case under its comment (`case a, b: statement` on one line when it fits, else one
    /// `case` per pattern, or the body on lines of its own), `}`.
    private mutating func writeSwitch(_ subject: SwiftExpression, _ cases: [SwiftSwitchCase]) {
        let outer = indent
        write("switch ")
        write(subject, trailing: 2)
        write(" {")
        for switchCase in cases {
            if let comment = switchCase.comment {
                newline(indent: outer)
                write("// " + Self.comment(comment))
            }
            let labels = switchCase.patterns.isEmpty ? ["default"] : switchCase.patterns.map { "case " + Self.flat($0) }
            let joined =
                switchCase.patterns.isEmpty
                ? "default" : "case " + switchCase.patterns.map(Self.flat).joined(separator: ", ")
            let line = switchCase.body.count == 1 ? Self.flat(switchCase.body[0]) : nil
            if let line, fits(atIndent: outer, Self.width(of: joined) + 2 + Self.width(of: line)) {
                newline(indent: outer)
                write(joined + ": " + line)
            } else if let line,
                labels.allSatisfy({ fits(atIndent: outer, Self.width(of: $0) + 2 + Self.width(of: line)) })
            {
                for label in labels {
                    newline(indent: outer)
                    write(label + ": " + line)
                }
            } else {
                newline(indent: outer)
                write(joined + ":")
                newline(indent: outer + Self.step)
                writeStatements(switchCase.body)
            }
        }
        newline(indent: outer)
        write("}")
    }

    static func flat(_ pattern: SwiftPattern) -> String {
        switch pattern {
        case .expression(let value): flat(value) ?? ""
        case .optionalRange(let lower, let upper): "(\(lower)...\(upper))?"
        case .enumCaseBinding(let name, let value): "." + name.printed + "(let " + value.printed + ")"
        }
    }
}
