/// Renders a node tree against a context stack into a single output string.
struct Renderer {
    /// Guards against unbounded partial recursion (e.g. `{{>self}}` outside any section).
    static let maxPartialDepth = 100

    private(set) var output = ""
    private var stack: [MustacheValue]
    private let escaper: MustacheEscaper
    private let strict: Bool
    private let partials: [String: MustacheTemplate]
    /// Indentation of the standalone partials being rendered, outermost first.
    private var indent = ""
    /// Whether the next output starts a template line (only tracked while `indent` is non-empty).
    private var atLineStart = true
    private var partialDepth = 0
    /// Sections and partials being rendered, one inside the other.
    private var nesting = 0
    /// Node visits left (``RenderLimits/stepBudget(templateNodes:contextValues:)``).
    private var stepsLeft: Int

    init(
        context: MustacheValue, partials: [String: MustacheTemplate], escaper: MustacheEscaper, strict: Bool,
        stepBudget: Int, capacity: Int = MustacheLibrary.defaultCapacity
    ) {
        self.stack = [context]
        self.stepsLeft = stepBudget
        output.reserveCapacity(capacity)
        self.partials = partials
        self.escaper = escaper
        self.strict = strict
    }

    mutating func render(_ nodes: [Node], template: String) throws(MustacheError) {
        stepsLeft -= nodes.count
        for node in nodes {
            switch node {
            case .text(let text):
                appendText(text)
            case .variable(let name, let escaped, let location):
                guard let value = try resolve(name, at: location, template: template) else { continue }
                try appendVariable(value, name: name, escaped: escaped, at: location, template: template)
            case .standaloneVariable(let name, let escaped, let indent, let lineEnding, let location):
                let value = try resolve(name, at: location, template: template)
                if case .block(let block) = value {
                    // Printed for the tag's position; nothing printed removes the line.
                    let lineIndent = (atLineStart ? self.indent : "") + indent
                    let position = MustacheBlock.Position(
                        column: currentColumn + lineIndent.unicodeScalars.count, indentation: lineIndent)
                    let wasAtLineStart = atLineStart
                    let mark = output.endIndex
                    appendText(indent)
                    if atLineStart && !self.indent.isEmpty { output += self.indent }
                    let printed = output.endIndex
                    block.render(position, &output)
                    if output.endIndex == printed {
                        output.removeSubrange(mark...)
                        atLineStart = wasAtLineStart
                        continue
                    }
                    atLineStart = false
                } else {
                    appendText(indent)
                    if let value {
                        try appendVariable(value, name: name, escaped: escaped, at: location, template: template)
                    }
                }
                appendText(lineEnding)
            case .section(let name, let inverted, let children, let location):
                let value = try resolve(name, at: location, template: template) ?? .null
                try enter(at: location, template: template)
                if inverted {
                    if !value.isTruthy { try render(children, template: template) }
                } else if case .list(let items) = value {
                    for (index, item) in items.enumerated() {
                        guard stepsLeft >= children.count else { throw overBudget(at: location, template: template) }
                        // `-first` and `-last` (as in JMustache) answer from under the item, so a template can put
                        // a separator between items.
                        stack.append(.object(["-first": .bool(index == 0), "-last": .bool(index == items.count - 1)]))
                        stack.append(item)
                        try render(children, template: template)
                        stack.removeLast(2)
                    }
                } else if value.isTruthy {
                    stack.append(value)
                    try render(children, template: template)
                    stack.removeLast()
                }
                nesting -= 1
            case .partial(let name, let partialIndent, let location):
                try renderPartial(name, indent: partialIndent, at: location, template: template)
            }
        }
    }

    private mutating func appendVariable(
        _ value: MustacheValue, name: TagName, escaped: Bool, at location: SourceLocation, template: String
    ) throws(MustacheError) {
        if case .block(let block) = value {
            appendBlock(block)
            return
        }
        let text = try interpolation(of: value, name: name, at: location, template: template)
        appendValue(escaped && !escaper.isIdentity ? escaper.escape(text) : text)
    }

    // MARK: - Lookup

    /// The value a name refers to, or nil when it resolves to nothing
    /// (which is an error in strict mode, and renders as empty otherwise).
    private func resolve(_ name: TagName, at location: SourceLocation, template: String) throws(MustacheError)
        -> MustacheValue?
    {
        if let value = lookup(name) { return value }
        if strict {
            throw MustacheError("'\(name.raw)' not found in the context", in: template, at: location)
        }
        return nil
    }

    private func lookup(_ name: TagName) -> MustacheValue? {
        guard let first = name.keys.first else { return stack[stack.count - 1] }
        var found: MustacheValue?
        var index = stack.count - 1
        while index >= 0 {
            if case .object(let fields) = stack[index], let value = fields[first] {
                found = value
                break
            }
            index -= 1
        }
        // Later keys resolve only against the previous result (spec: no masking).
        guard var current = found else { return nil }
        for key in name.keys.dropFirst() {
            switch current {
            case .object(let fields):
                guard let value = fields[key] else { return nil }
                current = value
            case .null:
                // An explicit null part-way down a path is present-but-falsey, not missing.
                return .null
            default:
                return nil
            }
        }
        return current
    }

    private func interpolation(of value: MustacheValue, name: TagName, at location: SourceLocation, template: String)
        throws(MustacheError) -> String
    {
        switch value {
        case .null: return ""
        case .string(let text): return text
        case .int(let number): return String(number)
        case .double(let number): return number.description
        case .bool(let flag): return flag ? "true" : "false"
        case .block(let block): return block.text()
        case .list, .object:
            if strict {
                throw MustacheError(
                    "'\(name.raw)' is a list or object and cannot be interpolated; use a section", in: template,
                    at: location)
            }
            return ""
        }
    }

    // MARK: - Partials

    private mutating func renderPartial(
        _ name: String, indent partialIndent: String?, at location: SourceLocation, template: String
    ) throws(MustacheError) {
        guard let partial = partials[name] else {
            if strict {
                throw MustacheError("no partial named '\(name)'", in: template, at: location)
            }
            return
        }
        guard partialDepth < Self.maxPartialDepth else {
            throw MustacheError(
                "partials nested more than \(Self.maxPartialDepth) levels deep (infinite recursion through '\(name)'?)",
                in: template, at: location)
        }
        let outerIndent = indent
        if let partialIndent {
            indent += partialIndent
            atLineStart = true
        }
        try enter(at: location, template: template)
        guard stepsLeft >= partial.nodes.count else { throw overBudget(at: location, template: template) }
        partialDepth += 1
        try render(partial.nodes, template: partial.name)
        partialDepth -= 1
        nesting -= 1
        indent = outerIndent
    }

    // MARK: - Limits

    /// Goes one level deeper (a section or a partial); the caller comes back with `nesting -= 1`.
    private mutating func enter(at location: SourceLocation, template: String) throws(MustacheError) {
        guard nesting < RenderLimits.maxNesting else {
            throw MustacheError(
                "sections and partials nested more than \(RenderLimits.maxNesting) levels deep while rendering",
                in: template, at: location)
        }
        nesting += 1
    }

    private func overBudget(at location: SourceLocation, template: String) -> MustacheError {
        MustacheError(
            "rendering visits too many nodes (a list iterated inside itself, or partials that repeat each other?)",
            in: template, at: location)
    }

    // MARK: - Output

    /// Appends template text, indenting each line that has content
    /// (empty lines stay empty so generated code has no trailing whitespace).
    private mutating func appendText(_ text: String) {
        if indent.isEmpty {
            output += text
            return
        }
        let utf8 = text.utf8
        var lineStart = utf8.startIndex
        var index = utf8.startIndex
        while index != utf8.endIndex {
            if utf8[index] == UInt8(ascii: "\n") {
                let next = utf8.index(after: index)
                let isEmptyLine =
                    lineStart == index
                    || (utf8[lineStart] == UInt8(ascii: "\r") && utf8.index(after: lineStart) == index)
                if atLineStart && !isEmptyLine { output += indent }
                output += text[lineStart..<next]
                atLineStart = true
                lineStart = next
                index = next
            } else {
                index = utf8.index(after: index)
            }
        }
        if lineStart != utf8.endIndex {
            if atLineStart { output += indent }
            output += text[lineStart...]
            atLineStart = false
        }
    }

    /// Where the current output line starts, as a UTF-8 offset.
    private var lineStart: String.Index {
        output.utf8.lastIndex(of: UInt8(ascii: "\n")).map { output.utf8.index(after: $0) } ?? output.startIndex
    }

    /// The 0-based column the next output lands on: the Unicode scalars since the last line break (by byte, without
    /// walking grapheme clusters: UTF-8 continuation bytes don't start a scalar).
    private var currentColumn: Int {
        var column = 0
        for byte in output.utf8[lineStart...] where byte & 0xC0 != 0x80 { column += 1 }
        return column
    }

    /// Appends a block printed for where it lands.
    private mutating func appendBlock(_ block: MustacheBlock) {
        if atLineStart && !indent.isEmpty { output += indent }
        let position = MustacheBlock.Position(column: currentColumn, indentation: currentLineIndentation)
        let before = output.endIndex
        block.render(position, &output)
        if output.endIndex != before { atLineStart = false }
    }

    /// The white space the current output line starts with, as a string of its own: a slice of the output kept
    /// alive while a block appends would share the output's storage and make the block's first append copy all of it.
    private var currentLineIndentation: String {
        let line = output.utf8[lineStart...]
        return String(Substring(line.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }))
    }

    /// Appends interpolated data; newlines inside data are not indented (per spec).
    private mutating func appendValue(_ text: String) {
        guard !text.isEmpty else { return }
        if atLineStart && !indent.isEmpty {
            output += indent
        }
        atLineStart = false
        output += text
    }
}
