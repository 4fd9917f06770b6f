/// A node of a parsed template. Adjacent text is merged into one `.text`.
enum Node: Sendable {
    case text(String)
    case variable(TagName, escaped: Bool, SourceLocation)
    /// A variable alone on its line, with the white space before it and the line ending after it.
    case standaloneVariable(TagName, escaped: Bool, indent: String, lineEnding: String, SourceLocation)
    case section(TagName, inverted: Bool, [Node], SourceLocation)
    /// `indent` is non-nil for a standalone partial tag.
    case partial(String, indent: String?, SourceLocation)
}

/// Builds the node tree from tokens, checking that sections nest properly.
struct Parser {
    private struct OpenSection {
        let name: TagName
        let inverted: Bool
        let location: SourceLocation
        /// The nodes of the enclosing level, restored when this section closes.
        let outerNodes: [Node]
    }

    private let templateName: String
    private var openSections: [OpenSection] = []
    private var nodes: [Node] = []
    private var pendingText = ""
    private var nodeCount = 0

    private init(templateName: String) {
        self.templateName = templateName
    }

    /// The nodes and how many there are, nested ones included.
    static func parse(_ tokens: [Token], templateName: String) throws(MustacheError) -> (nodes: [Node], count: Int) {
        var parser = Parser(templateName: templateName)
        for token in tokens {
            try parser.consume(token)
        }
        return (try parser.finish(), parser.nodeCount)
    }

    private mutating func consume(_ token: Token) throws(MustacheError) {
        switch token.kind {
        case .text(let text, _, _):
            pendingText += text
        case .variable(let name, let escaped):
            append(.variable(name, escaped: escaped, token.location))
        case .standaloneVariable(let name, let escaped, let indent, let lineEnding):
            append(.standaloneVariable(name, escaped: escaped, indent: indent, lineEnding: lineEnding, token.location))
        case .partial(let name, let indent):
            append(.partial(name, indent: indent, token.location))
        case .sectionOpen(let name, let inverted):
            guard openSections.count < RenderLimits.maxNesting else {
                throw MustacheError(
                    "sections nested more than \(RenderLimits.maxNesting) levels deep", in: templateName,
                    at: token.location)
            }
            flushText()
            openSections.append(
                OpenSection(name: name, inverted: inverted, location: token.location, outerNodes: nodes))
            nodes = []
        case .sectionClose(let name):
            try close(name, at: token.location)
        case .comment, .setDelimiters:
            break
        }
    }

    private mutating func close(_ name: TagName, at location: SourceLocation) throws(MustacheError) {
        guard let open = openSections.popLast() else {
            throw MustacheError(
                "unexpected closing tag '\(name.raw)': no section is open", in: templateName, at: location)
        }
        guard open.name == name else {
            throw MustacheError(
                "mismatched closing tag '\(name.raw)': expected '\(open.name.raw)' to close the section opened at \(open.location.line):\(open.location.column)",
                in: templateName, at: location)
        }
        flushText()
        let children = nodes
        nodes = open.outerNodes
        nodes.append(.section(open.name, inverted: open.inverted, children, open.location))
        nodeCount += 1
    }

    private mutating func finish() throws(MustacheError) -> [Node] {
        if let open = openSections.last {
            throw MustacheError("unclosed section '\(open.name.raw)'", in: templateName, at: open.location)
        }
        flushText()
        return nodes
    }

    private mutating func append(_ node: Node) {
        flushText()
        nodes.append(node)
        nodeCount += 1
    }

    private mutating func flushText() {
        guard !pendingText.isEmpty else { return }
        nodes.append(.text(pendingText))
        nodeCount += 1
        pendingText = ""
    }
}
