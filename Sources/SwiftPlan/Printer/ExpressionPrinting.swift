/// Expressions: one line when they fit, else broken the way swift-format lays them out.
extension SwiftPrinter {
    /// The expression on one line, or nil when it can't be on one (a closure with statements, a call laid out one
    /// argument per line, a string literal that is written as a multi-line literal).
    static func flat(_ expression: SwiftExpression) -> String? {
        switch expression {
        case .name(let name): return name.printed
        case .code(let code): return code.text
        case .member(let base, let name, let chain):
            return flat(base).map { $0 + (chain ? "?." : ".") + name.printed }
        case .runtimeMember(let base, let name, let chain):
            return flat(base).map { $0 + (chain ? "?." : ".") + name.text }
        case .implicitMember(let name): return "." + name.printed
        case .implicitRuntimeMember(let name): return "." + name.text
        case .metatype(let type): return type.description + ".self"
        case .type(let type): return type.description
        case .initReference(let type, let labels):
            return type.description + ".init(" + labels.map { $0.name + ":" }.joined() + ")"
        case .call(let callee, let arguments, let layout):
            guard layout == .fit, let head = flat(callee), let list = flatList(arguments) else { return nil }
            return head + "(" + list + ")"
        case .string(let literal):
            if literal.form == .multilineWhenTextHasLines, StringLiteralPrinter.rawLines(literal.text) != nil {
                return nil
            }
            return StringLiteralPrinter.singleLine(literal.text)
        case .int(let value): return String(value)
        case .bool(let value): return value ? "true" : "false"
        case .array(let elements):
            if elements.isEmpty { return "[]" }
            var items: [String] = []
            for element in elements {
                guard let item = flat(element) else { return nil }
                items.append(item)
            }
            return "[" + items.joined(separator: ", ") + "]"
        case .dictionary(let entries):
            if entries.isEmpty { return "[:]" }
            var items: [String] = []
            for entry in entries {
                guard let key = flat(entry.key), let value = flat(entry.value) else { return nil }
                items.append(key + ": " + value)
            }
            return "[" + items.joined(separator: ", ") + "]"
        case .tuple(let elements): return flatList(elements).map { "(" + $0 + ")" }
        case .closedRange(let lower, let upper): return "\(lower)...\(upper)"
        case .infix(let lhs, let op, let rhs):
            guard let left = flat(lhs), let right = flat(rhs) else { return nil }
            return left + " " + op.rawValue + " " + right
        case .not(let operand): return flat(operand).map { "!" + $0 }
        case .forceUnwrap(let operand): return flat(operand).map { $0 + "!" }
        case .try(let operand): return flat(operand).map { "try " + $0 }
        case .await(let operand): return flat(operand).map { "await " + $0 }
        case .closure(let parameters, let body):
            guard body.isEmpty else { return nil }
            return "{ " + parameters.map(\.printed).joined(separator: ", ") + " in }"
        }
    }

    /// `label: value, …` on one line, or nil when an argument can't be on one.
    static func flatList(_ arguments: [SwiftArgument]) -> String? {
        var items: [String] = []
        items.reserveCapacity(arguments.count)
        for argument in arguments {
            guard let value = flat(argument.value) else { return nil }
            items.append(argument.label.map { $0.printedAsLabel + ": " + value } ?? value)
        }
        return items.joined(separator: ", ")
    }

    /// Writes `expression` at the current column, with `trailing` characters to follow it on its last line.
    mutating func write(_ expression: SwiftExpression, trailing: Int) {
        switch expression {
        case .call(let callee, let arguments, let layout):
            writeCall(callee, arguments, layout: layout, trailing: trailing)
        case .string(let literal):
            writeString(literal, trailing: trailing)
        case .array(let elements):
            writeArray(elements, trailing: trailing)
        case .closure(let parameters, let body):
            write("{" + (parameters.isEmpty ? "" : " " + parameters.map(\.printed).joined(separator: ", ") + " in"))
            let outer = indent
            for statement in body {
                newline(indent: outer + Self.step)
                writeStatement(statement)
            }
            newline(indent: outer)
            write("}")
        case .try(let operand):
            write("try ")
            write(operand, trailing: trailing)
        case .await(let operand):
            write("await ")
            write(operand, trailing: trailing)
        case .forceUnwrap(let operand):
            write(operand, trailing: trailing + 1)
            write("!")
        case .member(let base, let name, let chain) where Self.flat(base) == nil:
            write(base, trailing: trailing + name.printed.count + 1)
            write((chain ? "?." : ".") + name.printed)
        case .runtimeMember(let base, let name, let chain) where Self.flat(base) == nil:
            write(base, trailing: trailing + name.text.count + 1)
            write((chain ? "?." : ".") + name.text)
        case .infix(let lhs, let op, let rhs) where Self.flat(expression) == nil:
            write(lhs, trailing: 0)
            write(" " + op.rawValue + " ")
            write(rhs, trailing: trailing)
        case .not(let operand) where Self.flat(operand) == nil:
            write("!")
            write(operand, trailing: trailing)
        case .tuple(let elements) where Self.flatList(elements) == nil:
            writeCall(.code(SwiftFragment("")), elements, layout: .fit, trailing: trailing)
        default:
            write(Self.flat(expression) ?? "")
        }
    }

    /// `callee(a, b)`; or `callee(` with the arguments on one continuation line; or one argument per line, the
    /// closing parenthesis on its own line (or after the last argument when an argument spans lines).
    private mutating func writeCall(
        _ callee: SwiftExpression, _ arguments: [SwiftArgument], layout: ListLayout, trailing: Int
    ) {
        let head = Self.flat(callee) ?? ""
        let items = arguments.map { argument in
            Self.flat(argument.value).map { (argument.label.map { $0.printedAsLabel + ": " } ?? "") + $0 }
        }
        write(head + "(")
        if arguments.isEmpty {
            write(")")
            return
        }
        let outer = indent
        let inner = outer + Self.step
        if layout == .fit, items.allSatisfy({ $0 != nil }) {
            let joined = items.map { $0! }.joined(separator: ", ")
            if fits(joined.count + 1, trailing: trailing) {
                write(joined + ")")
                return
            }
            let spansLines = arguments.indices.contains { index in
                !fits(atIndent: inner, items[index]!.count + 1) && Self.canSpanLines(arguments[index].value)
            }
            if !spansLines && fits(atIndent: inner, joined.count + 1 + trailing) {
                newline(indent: inner)
                write(joined + ")")
                return
            }
        }
        // One argument per line. In the compact layout, an argument that spans lines (a multi-line literal) keeps
        // the closing parenthesis on its last line.
        let attached = layout == .fit && arguments.indices.contains { index in
            guard let item = items[index] else { return true }
            return !fits(atIndent: inner, item.count + 1) && Self.canSpanLines(arguments[index].value)
        }
        for (index, argument) in arguments.enumerated() {
            let isLast = index == arguments.count - 1
            newline(indent: inner)
            if let label = argument.label { write(label.printedAsLabel + ": ") }
            write(argument.value, trailing: isLast ? (attached ? 1 + trailing : 0) : 1)
            if !isLast { write(",") }
        }
        if !attached { newline(indent: outer) }
        write(")")
    }

    /// Whether a value printed on one line too long for it can span lines instead (a string literal that may be
    /// written as a raw multi-line literal).
    private static func canSpanLines(_ value: SwiftExpression) -> Bool {
        guard case .string(let literal) = value, literal.form == .multilineWhenTooLong else { return false }
        return StringLiteralPrinter.rawLines(literal.text + "\n") != nil
    }

    /// A literal on one line, or a raw multi-line literal whose content and closing delimiter sit one level deeper
    /// than the line it starts on.
    private mutating func writeString(_ literal: StringLiteral, trailing: Int) {
        let single = StringLiteralPrinter.singleLine(literal.text)
        var raw: (delimiter: String, lines: [Substring])?
        switch literal.form {
        case .singleLine:
            break
        case .multilineWhenTextHasLines:
            raw = StringLiteralPrinter.rawLines(literal.text)
        case .multilineWhenTooLong:
            if !fits(single.count, trailing: trailing), let block = StringLiteralPrinter.rawLines(literal.text + "\n") {
                // `text + "\n"` ends in an empty line; dropping it leaves the value without a final line feed.
                raw = (block.delimiter, Array(block.lines.dropLast()))
            }
        }
        guard let (hashes, lines) = raw else {
            write(single)
            return
        }
        let contentIndent = indent + Self.step
        write(hashes + "\"\"\"")
        for line in lines {
            if line.isEmpty {
                emptyLine()
            } else {
                newline(indent: contentIndent)
                write(String(line))
            }
        }
        newline(indent: contentIndent)
        write("\"\"\"" + hashes)
    }

    /// `[a, b]`; or the elements on one line of their own with a trailing comma; or one element per line.
    private mutating func writeArray(_ elements: [SwiftExpression], trailing: Int) {
        let items = elements.map { Self.flat($0) ?? "" }
        let joined = items.joined(separator: ", ")
        if fits(joined.count + 2, trailing: trailing) {
            write("[" + joined + "]")
            return
        }
        let outer = indent
        write("[")
        if fits(atIndent: outer + Self.step, joined.count + 1) {
            newline(indent: outer + Self.step)
            write(joined + ",")
        } else {
            for item in items {
                newline(indent: outer + Self.step)
                write(item + ",")
            }
        }
        newline(indent: outer)
        write("]")
    }
}
