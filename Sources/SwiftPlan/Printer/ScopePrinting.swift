/// A file's declarations: a type's header, its members one level deeper (each laid out for its own column, as if
/// placed there on its own), and its closing brace at the header's indentation.
extension SwiftPrinter {
    mutating func write(_ declaration: FileDeclaration) {
        switch declaration {
        case .member(let member): writeDeclaration(member)
        case .scope(let scope): writeScope(scope.header, scope.members)
        }
    }

    /// The plan's declaration, read where it lies in the plan (``PlanDeclaration/declaration`` hands back a copy).
    private mutating func writeDeclaration(_ declaration: PlanDeclaration) {
        switch declaration {
        case .planned(let planned): writeDeclaration(planned.declaration)
        case .code(let code): writeDeclaration(code)
        }
    }

    private mutating func writeScope(_ header: PlanDeclaration, _ members: [ScopeMember]) {
        let outer = indent
        writeDeclaration(header)
        write(" {")
        let memberIndentation = indentation + String(repeating: " ", count: outer + Self.step)
        let memberColumn = base + outer + Self.step
        for index in members.indices {
            if members[index].blankLineBefore { text.appendLineFeed() }
            text.appendLineFeed()
            text += memberIndentation
            var printer = SwiftPrinter(column: memberColumn, indentation: memberIndentation, access: access)
            swap(&printer.text, &text)
            printer.write(members[index].declaration)
            swap(&printer.text, &text)
        }
        newline(indent: outer)
        write("}")
    }

    /// ``write(_:)-(FileDeclaration)``, appended to `output`: the first line at `column`, later lines starting
    /// with `indentation` (by default `column` spaces); API declarations get `access`'s modifier.
    public static func append(
        _ declaration: FileDeclaration, to output: inout String, column: Int, indentation: String? = nil,
        access: APIAccess = .public
    ) {
        var printer = SwiftPrinter(column: column, indentation: indentation, access: access)
        printer.write(declaration)
        output.append(printer.text)
    }

    /// A file's declaration at column 0, on its own.
    public static func text(of declaration: FileDeclaration, access: APIAccess = .public) -> String {
        var printer = SwiftPrinter(column: 0, access: access)
        printer.write(declaration)
        return printer.text.string
    }
}
