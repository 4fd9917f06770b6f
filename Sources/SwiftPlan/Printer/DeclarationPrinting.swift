/// Declarations: the doc comment, the header, then the body. A header may be followed by ` {` (its body's, or a
/// type's the template writes), so a header line keeps two columns free.
extension SwiftPrinter {
    /// Room left on a header's last line for ` {`.
    private static let bodyOpening = 2

    mutating func writeDeclaration(_ declaration: SwiftDeclaration) {
        let outer = indent
        if let doc = declaration.doc {
            let before = text.byteCount
            writeDocComment(doc)
            if text.byteCount != before { newline(indent: outer) }
        }
        if let message = declaration.deprecation {
            writeDeprecation(message)
            newline(indent: outer)
        }
        writeHeader(declaration, signatureOnly: false)
        if let body = declaration.body { writeBody(body, indent: outer) }
    }

    /// A member's body after its header, its closing brace at the member's own indentation `outer`.
    private mutating func writeBody(_ body: SwiftDeclaration.Body, indent outer: Int) {
        switch body {
        case .statements(let statements):
            write(" {")
            if !statements.isEmpty {
                newline(indent: outer + Self.step)
                writeStatements(statements)
            }
            newline(indent: outer)
            write("}")
        case .expression(let value):
            write(" { ")
            write(value, trailing: 2)
            write(" }")
        case .accessors(let getter, let setter):
            write(" {")
            newline(indent: outer + Self.step)
            write("get { ")
            write(getter, trailing: 2)
            write(" }")
            newline(indent: outer + Self.step)
            write("set { ")
            writeStatement(setter)
            write(" }")
            newline(indent: outer)
            write("}")
        }
    }

    /// `@available(*, deprecated, message: "…")`, laid out as swift-format lays it out: on one line when it fits; else
    /// the arguments on a line of their own; else the message on a line of its own below `message:`.
    private mutating func writeDeprecation(_ message: StringLiteral) {
        let literal = StringLiteralPrinter.singleLine(message.text)
        let arguments = "*, deprecated, message: " + literal
        let outer = indent
        if fits(Self.width(of: "@available(" + arguments + ")")) {
            write("@available(" + arguments + ")")
            return
        }
        write("@available(")
        newline(indent: outer + Self.step)
        if fits(Self.width(of: arguments)) {
            write(arguments)
        } else {
            write("*, deprecated,")
            newline(indent: outer + Self.step)
            write("message:")
            newline(indent: outer + 2 * Self.step)
            write(literal)
        }
        newline(indent: outer)
        write(")")
    }

    /// The header; for a signature, on one line, with the type of a property that has an initializer and without
    /// the initializer.
    mutating func writeHeader(_ declaration: SwiftDeclaration, signatureOnly: Bool) {
        // An enum case takes its enum's access; it has no modifiers of its own.
        var isCase = false
        if case .enumCase = declaration.kind { isCase = true }
        if declaration.access == .api && !isCase { write(access.modifier) }
        if declaration.isStatic && !isCase { write("static ") }
        switch declaration.kind {
        case .type(let keyword, let name, let conformances):
            // A target whose default isolation is the main actor (Xcode 26's app targets) would otherwise isolate
            // the type, its members and its conformances, which the runtime needs off the main actor.
            write("nonisolated ")
            write(keyword.rawValue)
            write(" ")
            write(name.description)
            for (index, conformance) in conformances.enumerated() {
                write(index == 0 ? ": " : ", ")
                write(conformance.description)
            }
        case .typeAlias(let name, let type):
            write("typealias ")
            write(name.printed)
            write(" = ")
            write(type.description)
        case .property(let binding, let name, let type, let initializer, let showsType):
            write(binding.rawValue)
            write(" ")
            write(name.printed)
            guard let initializer, !signatureOnly else {
                write(": " + type.description)
                return
            }
            if showsType { write(": " + type.description) }
            write(" = ")
            write(initializer, trailing: 0)
        case .initializer(let failable, let parameters, let effects, let layout):
            write(failable ? "init?" : "init")
            writeParameters(parameters, effects: Self.effects(effects), layout: signatureOnly ? nil : layout)
        case .function(let name, let parameters, let effects, let returns, let layout):
            switch name {
            case .identifier(let identifier):
                write("func ")
                write(identifier.printed)
            case .operator(let symbol):
                write("func ")
                write(symbol.text)
                write(" ")
            }
            let tail = Self.effects(effects) + (returns.map { " -> " + $0.description } ?? "")
            writeParameters(parameters, effects: tail, layout: signatureOnly ? nil : layout)
        case .enumCase(let name, let rawValue, let associated):
            write("case ")
            write(name.printed)
            if let associated {
                write("(")
                write(associated.description)
                write(")")
            }
            if let rawValue {
                write(" = ")
                writeLiteral(rawValue.text)
            }
        }
    }

    private static func effects(_ effects: SwiftEffects) -> String {
        var text = effects.isAsync ? " async" : ""
        switch effects.throwing {
        case .none: break
        case .untyped: text += " throws"
        case .typed(let type): text += " throws(" + type.description + ")"
        }
        return text
    }

    /// `(a: A, b: B) tail` on one line when it fits (always for a signature, `layout` nil), else one parameter per
    /// line and `) tail` on a line of its own.
    private mutating func writeParameters(_ parameters: [SwiftParameter], effects tail: String, layout: ListLayout?) {
        let items = parameters.map(Self.flat)
        let joined = items.joined(separator: ", ")
        let oneLine =
            parameters.isEmpty || layout == nil
            || (layout == .fit && fits(Self.width(of: joined) + 2 + Self.width(of: tail), trailing: Self.bodyOpening))
        if oneLine {
            write("(" + joined + ")" + tail)
            return
        }
        let outer = indent
        write("(")
        for (index, item) in items.enumerated() {
            newline(indent: outer + Self.step)
            write(item + (index == items.count - 1 ? "" : ","))
        }
        newline(indent: outer)
        write(")" + tail)
    }

    static func flat(_ parameter: SwiftParameter) -> String {
        var text: String
        switch parameter.label {
        case .same: text = parameter.name.printed
        case .wildcard: text = "_ " + parameter.name.printed
        case .label(let label): text = label.printed + " " + parameter.name.printed
        }
        text += ": " + parameter.type.description
        if let value = parameter.defaultValue { text += " = " + (flat(value) ?? "") }
        return text
    }
}
