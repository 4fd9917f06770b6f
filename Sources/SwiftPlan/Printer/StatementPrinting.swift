/// Statements, each on its own line(s); a short `if`, `guard` or `case` with one statement stays on one line.
extension SwiftPrinter {
    mutating func writeStatements(_ statements: [SwiftStatement]) {
        let current = indent
        for (index, statement) in statements.enumerated() {
            if index > 0 { newline(indent: current) }
            writeStatement(statement)
        }
    }

    /// The statement on one line, or nil when it needs more (a block, or an expression that can't be flat).
    static func flat(_ statement: SwiftStatement) -> String? {
        switch statement {
        case .return(nil): return "return"
        case .return(let value?): return flat(value).map { "return " + $0 }
        case .throw(let value): return flat(value).map { "throw " + $0 }
        case .expression(let value): return flat(value)
        case .discard(let value): return flat(value).map { "_ = " + $0 }
        case .assign(let target, let value):
            guard let left = flat(target), let right = flat(value) else { return nil }
            return left + " = " + right
        case .let, .var, .if, .guard, .switch, .doCatch, .comment: return nil
        }
    }

    mutating func writeStatement(_ statement: SwiftStatement) {
        switch statement {
        case .let(let name, let type, let value):
            writeBinding("let ", name, type, value)
        case .var(let name, let type, let value):
            writeBinding("var ", name, type, value)
        case .assign(let target, let value):
            write(Self.flat(target) ?? "")
            write(" = ")
            write(value, trailing: 0)
        case .if(let condition, let body, let layout):
            writeBlock("if " + Self.flat(condition), body, layout: layout)
        case .guard(let condition, let body, let layout):
            writeBlock("guard " + Self.flat(condition) + " else", body, layout: layout)
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

    private mutating func writeBinding(_ keyword: String, _ name: SwiftIdentifier, _ type: SwiftType?, _ value: SwiftExpression?) {
        write(keyword + name.printed)
        if let type { write(": " + type.description) }
        if let value {
            write(" = ")
            write(value, trailing: 0)
        }
    }

    static func flat(_ condition: SwiftCondition) -> String {
        switch condition {
        case .expression(let value):
            return flat(value) ?? ""
        case .optionalBinding(let name, let value):
            return "let " + name.printed + (value.flatMap(flat).map { " = " + $0 } ?? "")
        case .enumCase(let name, let value):
            return "case ." + name.printed + " = " + (flat(value) ?? "")
        }
    }

    /// `head { statement }` when compact and it fits, else `head {`, the body one level deeper, `}`.
    private mutating func writeBlock(_ head: String, _ body: [SwiftStatement], layout: BlockLayout) {
        if layout == .compact, body.count == 1, let line = Self.flat(body[0]), fits(head.count + line.count + 5) {
            write(head + " { " + line + " }")
            return
        }
        let outer = indent
        write(head + " {")
        newline(indent: outer + Self.step)
        writeStatements(body)
        newline(indent: outer)
        write("}")
    }

    /// `switch subject {`, each case under its comment (`case a, b: statement` on one line when it fits, else one
    /// `case` per pattern, or the body on lines of its own), `}`.
    private mutating func writeSwitch(_ subject: SwiftExpression, _ cases: [SwiftSwitchCase]) {
        let outer = indent
        write("switch " + (Self.flat(subject) ?? "") + " {")
        for switchCase in cases {
            if let comment = switchCase.comment {
                newline(indent: outer)
                write("// " + Self.comment(comment))
            }
            let labels = switchCase.patterns.isEmpty ? ["default"] : switchCase.patterns.map { "case " + Self.flat($0) }
            let joined = switchCase.patterns.isEmpty ? "default" : "case " + switchCase.patterns.map(Self.flat).joined(separator: ", ")
            let line = switchCase.body.count == 1 ? Self.flat(switchCase.body[0]) : nil
            if let line, fits(atIndent: outer, joined.count + 2 + line.count) {
                newline(indent: outer)
                write(joined + ": " + line)
            } else if let line, labels.allSatisfy({ fits(atIndent: outer, $0.count + 2 + line.count) }) {
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
